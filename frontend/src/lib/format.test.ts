import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatDuration, formatNumber, formatRelativeTime, humanize } from './format';

describe('format', () => {
  it('sizes, with units in the language', () => {
    expect(formatBytes(338, 'en')).toBe('338 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    // zh: a number and its unit spaced the same below and above 1 kB ("0 B · 47 kB", not "0字节 · 47 kB")
    expect(formatBytes(338, 'zh-CN')).toBe('338 B');
    expect(formatBytes(0, 'zh-CN')).toBe('0 B');
    expect(formatBytes(47 * 1024, 'zh-CN')).toBe('47 kB');
    expect(formatBytes(4096, 'en')).toBe('4.0 kB');
    expect(formatBytes(20 * 1024 * 1024, 'zh-CN')).toBe('20 MB');
    expect(formatBytes(null, 'en')).toBe('—');
  });

  it('durations, from milliseconds to days', () => {
    expect(formatDuration(950, 'en')).toBe('950 ms');
    expect(formatDuration(65_000, 'en')).toBe('1 min 5 sec');
    expect(formatDuration(65_000, 'zh-CN')).toBe('1分钟 5秒');
    expect(formatDuration(7_200_000, 'en')).toBe('2 hr 0 min');
    expect(formatDuration(3 * 86_400_000, 'zh-CN')).toBe('3天 0小时');
    expect(formatDuration(-1, 'en')).toBe('—');
  });

  it('numbers and dates in the shape of the language', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(0.42, 'zh-CN', { style: 'percent' })).toBe('42%');
    const at = '2026-03-04T05:06:07Z';
    expect(formatDateTime(at, 'zh-CN')).toMatch(/^2026年3月\d+日 \d{2}:\d{2}$/);
    expect(formatDateTime(at, 'en')).toMatch(/^Mar \d+, 2026, \d+:\d{2} [AP]M$/);
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('relative times pick the largest whole unit', () => {
    const now = Date.parse('2026-03-04T12:00:00Z');
    expect(formatRelativeTime('2026-03-04T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-03-04T11:57:00Z', 'zh-CN', now)).toBe('3分钟前');
    expect(formatRelativeTime('2026-03-03T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-03T12:00:00Z', 'zh-CN', now)).toBe('昨天');
    expect(formatRelativeTime('2026-03-04T12:00:20Z', 'en', now)).toBe('in 20 seconds');
  });

  it('labels from API keys', () => {
    expect(humanize('technicalDepth')).toBe('Technical depth');
    expect(humanize('project_experience')).toBe('Project experience');
    expect(humanize('技能')).toBe('技能');
  });
});
