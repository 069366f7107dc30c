import accountEn from '@/features/account/locales/en.json';
import accountZh from '@/features/account/locales/zh-CN.json';
import chatEn from '@/features/chat/locales/en.json';
import chatZh from '@/features/chat/locales/zh-CN.json';
import interviewEn from '@/features/interview/locales/en.json';
import interviewZh from '@/features/interview/locales/zh-CN.json';
import knowledgebaseEn from '@/features/knowledgebase/locales/en.json';
import knowledgebaseZh from '@/features/knowledgebase/locales/zh-CN.json';
import opsEn from '@/features/ops/locales/en.json';
import opsZh from '@/features/ops/locales/zh-CN.json';
import resumeEn from '@/features/resume/locales/en.json';
import resumeZh from '@/features/resume/locales/zh-CN.json';
import systemEn from '@/features/system/locales/en.json';
import systemZh from '@/features/system/locales/zh-CN.json';
import commonEn from '@/lib/i18n/locales/en.json';
import commonZh from '@/lib/i18n/locales/zh-CN.json';
import appEn from './locales/en.json';
import appZh from './locales/zh-CN.json';

/**
 * Every namespace of the page, in both languages: `common` (lib and components), `app` (the
 * shell) and one per feature, named after its folder. A feature adds its two files here; the
 * key-completeness test fails if a `locales/*.json` under src/ is not registered, or if a key or
 * a placeholder is in one language and not the other. English is the source: its shape types
 * every `t()` call (src/app/i18next.d.ts).
 */
export const EN = {
  common: commonEn,
  app: appEn,
  account: accountEn,
  knowledgebase: knowledgebaseEn,
  resume: resumeEn,
  interview: interviewEn,
  chat: chatEn,
  ops: opsEn,
  system: systemEn,
} as const;

export const RESOURCES = {
  en: EN,
  'zh-CN': {
    common: commonZh,
    app: appZh,
    account: accountZh,
    knowledgebase: knowledgebaseZh,
    resume: resumeZh,
    interview: interviewZh,
    chat: chatZh,
    ops: opsZh,
    system: systemZh,
  },
} satisfies Record<string, Record<keyof typeof EN, unknown>>;
