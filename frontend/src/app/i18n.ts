import { initI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { RESOURCES } from './i18n-resources';

/** Starts i18next with every namespace; `language` pins one (tests), else it is detected. */
export const startI18n = (language?: Language) => initI18n(RESOURCES, language);
