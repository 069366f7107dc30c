import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, humanize } from './format';

describe('format', () => {
  it('sizes', () => {
    expect(formatBytes(338)).toBe('338 B');
    expect(formatBytes(4096)).toBe('4.0 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(null)).toBe('—');
  });

  it('durations, from milliseconds to days', () => {
    expect(formatDuration(950)).toBe('950 ms');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
    expect(formatDuration(7_200_000)).toBe('2 h 0 min');
    expect(formatDuration(3 * 86_400_000)).toBe('3 d 0 h');
    expect(formatDuration(-1)).toBe('—');
  });

  it('labels from API keys', () => {
    expect(humanize('technicalDepth')).toBe('Technical depth');
    expect(humanize('project_experience')).toBe('Project experience');
    expect(humanize('技能')).toBe('技能');
  });
});
