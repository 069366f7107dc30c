import { describe, expect, it } from 'vitest';
import { compareNamespace, compareResources } from './completeness';

const en = {
  title: 'Resumes',
  upload: { queued: 'Uploaded “{{name}}”', madeBy: 'By <strong>{{model}}</strong>' },
  count_one: '{{count}} question',
  count_other: '{{count}} questions',
};
const zh = {
  title: '简历',
  upload: { queued: '已上传“{{name}}”', madeBy: '由 <strong>{{model}}</strong>' },
  count_other: '{{count}} 道题',
};

describe('translation completeness', () => {
  it('accepts a complete translation, whose plurals follow its own language', () => {
    expect(compareNamespace('resume', en, zh, 'zh-CN')).toEqual([]);
  });

  it('names a key missing in the translation, and one the source does not have', () => {
    const { title: _title, ...withoutTitle } = zh;
    expect(compareNamespace('resume', en, { ...withoutTitle, extra: '多余' }, 'zh-CN')).toEqual([
      'zh-CN resume:title is missing',
      'zh-CN resume:extra is not in English',
    ]);
  });

  it('names a lost placeholder or tag, an empty text and a missing plural form', () => {
    const broken = {
      title: ' ',
      upload: { queued: '已上传', madeBy: '由 {{model}}' },
      count_other: '{{count}} 道题',
    };
    expect(compareNamespace('resume', en, broken, 'zh-CN')).toEqual([
      'zh-CN resume:title is empty',
      'zh-CN resume:upload.queued has placeholders [], English has [name]',
      'zh-CN resume:upload.madeBy has tags [], English has [strong]',
    ]);
    expect(compareNamespace('resume', { count_other: '{{count}} 道题' }, { count_other: '{{count}} questions' }, 'en')).toEqual([
      'en resume:count_one is missing',
    ]);
  });

  it('names a namespace one language lacks', () => {
    expect(compareResources({ en: { resume: en, chat: { title: 'Chat' } }, 'zh-CN': { resume: zh } })).toEqual([
      'zh-CN has no namespace chat',
    ]);
  });
});
