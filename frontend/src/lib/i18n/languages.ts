/** The languages the page is written in; the first is the fallback for any other browser language. */
export const LANGUAGES = ['en', 'zh-CN'] as const;

export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'en';

/** Where the header's switch remembers a choice (only an explicit choice: detection is not stored). */
export const LANGUAGE_STORAGE_KEY = 'prepstream.language';

/**
 * A browser language tag as one of ours, or undefined. Every Chinese variant (zh, zh-TW, zh-Hant-HK)
 * maps to zh-CN: the only Chinese the page has, and closer to the reader than English.
 */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}
