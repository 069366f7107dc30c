/**
 * Formatting shared by the pages. Every function takes the page's language (a BCP 47 tag such
 * as `en` or `zh-CN`): numbers, units, dates and relative times are shaped by `Intl` for it, so
 * no word or separator is written here. Components reach them bound to the current language
 * through `useFormat()` (`@/lib/i18n/use-format`).
 */

const EMPTY = '—';

const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatBytes(bytes: number | null | undefined, locale: string): string {
  if (bytes == null || !Number.isFinite(bytes)) return EMPTY;
  // The short form, like "47 kB" beside it ("0 B", not "0字节"); but English's short byte is
  // singular ("152 byte"), so English spells it out ("152 bytes").
  if (bytes < 1024) return unit(locale, 'byte', bytes, 0, /^en\b/i.test(locale) ? 'long' : 'short');
  let value = bytes / 1024;
  let index = 0;
  while (value >= 1024 && index < BYTE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return unit(locale, BYTE_UNITS[index] ?? 'gigabyte', value, value < 10 ? 1 : 0);
}

export function formatNumber(value: number | null | undefined, locale: string, options?: Intl.NumberFormatOptions): string {
  if (value == null || !Number.isFinite(value)) return EMPTY;
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  const date = parse(iso);
  if (!date) return iso || EMPTY;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatTime(iso: string | Date | null | undefined, locale: string): string {
  const date = iso instanceof Date ? iso : parse(iso);
  if (!date) return typeof iso === 'string' && iso ? iso : EMPTY;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(date);
}

const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "yesterday", "3分钟前": the largest unit that keeps the number at least 1. */
export function formatRelativeTime(iso: string | null | undefined, locale: string, now: number = Date.now()): string {
  const date = parse(iso);
  if (!date) return iso || EMPTY;
  let value = (date.getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [name, size] of RELATIVE_STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), name);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** 950 → "950 ms", 61_000 → "1 min 1 sec", 7_200_000 → "2 hr 0 min" (and 毫秒, 分钟, 小时 in Chinese). */
export function formatDuration(ms: number | null | undefined, locale: string): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return EMPTY;
  if (ms < 1000) return unit(locale, 'millisecond', Math.round(ms), 0);
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return unit(locale, 'second', seconds, 0);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${unit(locale, 'minute', minutes, 0)} ${unit(locale, 'second', seconds % 60, 0)}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${unit(locale, 'hour', hours, 0)} ${unit(locale, 'minute', minutes % 60, 0)}`;
  return `${unit(locale, 'day', Math.floor(hours / 24), 0)} ${unit(locale, 'hour', hours % 24, 0)}`;
}

/** Turns a camelCase or snake_case key ("technicalDepth") into a label ("Technical depth"): the fallback for an untranslated key. */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function unit(locale: string, name: string, value: number, fractionDigits: number, display: 'short' | 'long' = 'short'): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: name,
    unitDisplay: display,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

function parse(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
