import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, problemResponse, renderWithProviders } from '@/testing/test-utils';
import { NoteReader } from './note-reader';

const note = {
  id: 7,
  title: '类加载器详解（重点）',
  name: 'classloader',
  originalFilename: 'classloader.md',
  format: 'markdown',
  text: '# 类加载器详解（重点）\n\n开头一段。\n\n## 双亲委派模型的好处\n\n双亲委派模型保证了 Java 程序的稳定运行。\n\n<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
  truncated: false,
  passage: '## 双亲委派模型的好处\n\n双亲委派模型保证了 Java 程序的稳定运行。',
};

describe('NoteReader', () => {
  it('opens a note by its title at the passage, marking it and scrolling to it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const fetchMock = mockApi({ 'GET /api/knowledgebase/7/text': () => jsonResponse(note) });

    renderWithProviders(<NoteReader id={7} chunk={3} />);

    expect(await screen.findByRole('heading', { name: '类加载器详解（重点）', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('classloader.md', { exact: false })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/knowledgebase/7/text?chunk=3');
    const marked = document.querySelectorAll('[data-passage="true"]');
    expect([...marked].map((block) => block.textContent)).toEqual(['双亲委派模型的好处', '双亲委派模型保证了 Java 程序的稳定运行。']);
    expect(scrolled).toHaveBeenCalled();
  });

  it('marks and scrolls to the passage itself, not the heading of its section that the passage names', async () => {
    const scrolled = vi.fn(function (this: Element) {
      return this.textContent;
    });
    Element.prototype.scrollIntoView = scrolled;
    mockApi({
      'GET /api/knowledgebase/7/text': () =>
        jsonResponse({
          ...note,
          text: [
            '# 类加载器详解（重点）',
            '## 双亲委派模型',
            '### 双亲委派模型介绍',
            '类加载器有很多种，这就需要提到双亲委派模型了。',
            '下图展示的各种类加载器之间的层次关系被称为类加载器的“**双亲委派模型(Parents Delegation Model)**”。',
            '![类加载器层次关系图](https://oss.javaguide.cn/model.png)',
            '注意 ⚠️：双亲委派模型并不是一种强制性的约束，只是 JDK 官方推荐的一种方式。',
            '其实这个双亲翻译的容易让别人误解。',
            '### 双亲委派模型的好处',
            '双亲委派模型是 Java 类加载机制的重要组成部分。',
          ].join('\n\n'),
          // a chunk after the first of its section: it opens with the overlap, inside the paragraph before
          passage:
            'Delegation Model)**”。\n\n![类加载器层次关系图](https://oss.javaguide.cn/model.png)\n\n注意 ⚠️：双亲委派模型并不是一种强制性的约束，只是 JDK 官方推荐的一种方式。\n\n其实这个双亲翻译的容易让别人误解。',
        }),
    });

    renderWithProviders(<NoteReader id={7} chunk={49} />);

    await screen.findByRole('heading', { name: '类加载器详解（重点）', level: 3 });
    const marked = [...document.querySelectorAll('[data-passage="true"]')].map((block) => block.textContent);
    expect(marked).toEqual(['注意 ⚠️：双亲委派模型并不是一种强制性的约束，只是 JDK 官方推荐的一种方式。', '其实这个双亲翻译的容易让别人误解。']);
    expect(scrolled.mock.results.at(-1)?.value).toContain('注意 ⚠️');
    // the section's heading stays in place above the passage, as its context
    expect(screen.getByRole('heading', { name: '双亲委派模型', level: 4 })).toBeInTheDocument();
  });

  it('renders a table as a table, an autolink as a link, and ### headings no smaller than the text', async () => {
    mockApi({
      'GET /api/knowledgebase/7/text': () =>
        jsonResponse({ ...note, text: '# T\n\n### 持久化方式\n\n| 方式 | 特点 |\n| --- | --- |\n| RDB | 快照 |\n\n详见 <https://redis.io/docs/persistence>', passage: null }),
    });

    renderWithProviders(<NoteReader id={7} />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: '特点' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '快照' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://redis.io/docs/persistence' });
    expect(link).toHaveAttribute('href', 'https://redis.io/docs/persistence');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: '持久化方式' })).toHaveClass('reader__heading');
  });

  it('gives each heading level of a note its own element, below the title of the page (h3)', async () => {
    mockApi({
      'GET /api/knowledgebase/7/text': () =>
        jsonResponse({ ...note, text: '# 类加载器详解（重点）\n\n## 类加载过程\n\n### 加载\n\n#### 验证\n\n##### 文件格式验证\n\n###### 魔数\n\n#### 准备', passage: null }),
    });

    renderWithProviders(<NoteReader id={7} />);

    await screen.findByRole('heading', { name: '类加载器详解（重点）', level: 3 });
    const levels = Object.fromEntries(
      screen.getAllByRole('heading').map((heading) => [heading.textContent, [heading.tagName.toLowerCase(), heading.getAttribute('aria-level')]]),
    );
    expect(levels).toEqual({
      '类加载器详解（重点）': ['h3', null],
      类加载过程: ['h4', null],
      加载: ['h5', null],
      验证: ['h6', null],
      准备: ['h6', null],
      文件格式验证: ['p', '7'],
      魔数: ['p', '8'],
    });
    expect(screen.getByRole('heading', { name: '魔数', level: 8 })).toHaveClass('reader__heading');
  });

  it('shows HTML written in a note as text and never runs it', async () => {
    mockApi({ 'GET /api/knowledgebase/7/text': () => jsonResponse(note) });

    const { container } = renderWithProviders(<NoteReader id={7} />);

    await screen.findByRole('heading', { name: '类加载器详解（重点）', level: 3 });
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(container).queryByText(/onerror/)).toBeNull();
  });
});

describe('NoteReader, a note that no longer exists', () => {
  it.each([
    ['en', 'This note no longer exists: it may have been deleted.', 'See the notes you have'],
    ['zh-CN', '这篇笔记已不存在，可能已被删除。', '查看现有的笔记'],
  ])('says so in the reader’s words with a way back, not the server’s message (%s)', async (language, gone, link) => {
    await i18n.changeLanguage(language);
    mockApi({
      'GET /api/knowledgebase/99999/text': () =>
        problemResponse({ status: 404, title: 'Not Found', detail: 'Note 99999 does not exist.' }),
    });

    renderWithProviders(<NoteReader id={99999} chunk={3} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(gone);
    expect(alert).not.toHaveTextContent(/99999|Knowledge base/);
    expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', '#/knowledge-base');
  });
});
