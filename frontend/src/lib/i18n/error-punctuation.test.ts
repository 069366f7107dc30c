import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh-CN.json';

/**
 * The page's own error messages are sentences shown after "Could not …:" or on their own: each ends as the
 * language ends a sentence, not cut off ("Cannot reach the PrepStream server" reads as unfinished).
 */
describe.each([
  ['en', en.errors, /[.!?]$/],
  ['zh-CN', zh.errors, /[。！？]$/],
] as const)('common error messages (%s)', (_language, errors, end) => {
  it('each ends with closing punctuation', () => {
    const unfinished = Object.entries(errors).filter(([, text]) => !end.test(text));
    expect(unfinished).toEqual([]);
  });
});
