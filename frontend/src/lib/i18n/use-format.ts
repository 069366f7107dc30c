import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatRelativeTime,
  formatTime,
} from '@/lib/format';

/** The formatters of `@/lib/format`, bound to the page's language; re-renders when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      locale,
      bytes: (bytes: number | null | undefined) => formatBytes(bytes, locale),
      number: (value: number | null | undefined, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
      time: (value: string | Date | null | undefined) => formatTime(value, locale),
      relative: (iso: string | null | undefined, now?: number) => formatRelativeTime(iso, locale, now),
      duration: (ms: number | null | undefined) => formatDuration(ms, locale),
      /** A passage's relevance, written the same wherever it is shown (search, chat): "0.70". */
      score: (value: number | null | undefined) => formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    }),
    [locale],
  );
}
