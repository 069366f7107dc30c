import 'i18next';
import type { EN } from './i18n-resources';

// English resources type every t() call: a key that is not in them fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof EN;
  }
}
