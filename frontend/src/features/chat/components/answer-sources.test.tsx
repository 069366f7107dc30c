import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { parseMarkdown } from '@/lib/markdown';
import { renderWithProviders } from '@/testing/test-utils';
import type { ChatSource } from '../types';
import { Answer, citedNotes } from './answer';

const passage = (n: number, knowledgeBaseId: number, title: string, knowledgeBaseName: string): ChatSource => ({
  n,
  knowledgeBaseId,
  knowledgeBaseName,
  title,
  chunkIndex: n * 2,
  score: 0.8,
  content: `passage ${n} of ${knowledgeBaseName}`,
});

// passages 1 and 3 are of one note, 2 of another; 4 is given but not cited
const SOURCES = [
  passage(1, 4, '类加载器详解', 'classloader'),
  passage(2, 9, '垃圾回收', 'jvm-gc'),
  passage(3, 4, '类加载器详解', 'classloader'),
  passage(4, 12, 'Redis 持久化', 'redis-persistence'),
];
// cited in the order 3, 2, 1: the note of passage 3 first
const TEXT = '类加载时先交给父加载器 [3]。\n\n回收靠可达性分析 [2]，由父加载器先加载 [1][3]。';

function Harness({ text = TEXT, sources = SOURCES, finished = true }: { text?: string; sources?: ChatSource[]; finished?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  return <Answer text={text} sources={sources} label="Answer" finished={finished} open={open} onOpenChange={setOpen} />;
}

describe.each([
  {
    language: 'en',
    list: 'Sources',
    classloader: '类加载器详解, passages 1 and 3',
    gc: '垃圾回收, passage 2',
    gone: '垃圾回收, passage 2 (deleted)',
    deleted: 'deleted',
    chipGone: 'Passage 2: 垃圾回收 (deleted)',
    passage1: 'Passage 1 from 类加载器详解',
    chip1: 'Passage 1: 类加载器详解',
    file: 'File: classloader',
    uncited: 'The answer does not say which of these it drew on.',
  },
  {
    language: 'zh-CN',
    list: '来源',
    classloader: '类加载器详解，段落 1和3',
    gc: '垃圾回收，段落 2',
    gone: '垃圾回收，段落 2（已删除）',
    deleted: '已删除',
    chipGone: '段落 2：垃圾回收（已删除）',
    passage1: '来自 类加载器详解 的段落 1',
    chip1: '段落 1：类加载器详解',
    file: '文件：classloader',
    uncited: '回答没有标明用到了其中哪些段落。',
  },
] as const)('the sources under an answer ($language)', (words) => {
  // the file's name beside each title was noise (issue 29): it is the title's tooltip, in the list and the passage
  it('names each cited note once, by title, its file name only as the title\'s tooltip, in the order first cited', async () => {
    await i18n.changeLanguage(words.language);
    renderWithProviders(<Harness />);

    const list = screen.getByRole('list', { name: words.list });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('button')).toHaveAccessibleName(words.classloader);
    expect(entries[0]).toHaveTextContent(/^13类加载器详解$/);
    expect(within(entries[0]!).getByText('类加载器详解')).toHaveAttribute('title', words.file);
    expect(within(entries[1]!).getByRole('button')).toHaveAccessibleName(words.gc);
    // passage 4 was given to the answer but not cited
    expect(list).not.toHaveTextContent('Redis');
  });

  it('opens the passage as its chip does, closes it with Esc and gives focus back to the entry', async () => {
    await i18n.changeLanguage(words.language);
    renderWithProviders(<Harness />);
    const entry = screen.getByRole('button', { name: words.classloader });
    const chip = screen.getByRole('button', { name: words.chip1 });
    expect(entry).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(entry);
    const passage = screen.getByRole('region', { name: words.passage1 });
    expect(passage).toHaveTextContent('passage 1 of classloader');
    expect(passage).not.toHaveTextContent(/类加载器详解\s*classloader/);
    expect(within(passage).getByText('类加载器详解')).toHaveAttribute('title', words.file);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(chip).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(entry).toHaveFocus();

    // a passage of the note opened from the text: its entry is expanded too, and a click closes it
    await userEvent.click(screen.getAllByRole('button', { name: words.chip1.replace('1', '3') })[0]!);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(entry);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('marks a deleted note as its chip is marked', async () => {
    await i18n.changeLanguage(words.language);
    const sources = SOURCES.map((source) => (source.knowledgeBaseId === 9 ? { ...source, gone: true } : source));
    renderWithProviders(<Harness sources={sources} />);

    const gone = screen.getByRole('button', { name: words.gone });
    expect(gone.querySelector('.chip')).toHaveClass('chip--gone');
    expect(screen.getByRole('button', { name: words.classloader }).querySelector('.chip--gone')).toBeNull();
    // said in words people see, not only to screen readers: the entry and the chip in the text
    expect(gone.closest('li')).toHaveClass('chat-sources__item--gone');
    expect(gone).toHaveTextContent(new RegExp(`垃圾回收\\s*${words.deleted}$`));
    const chip = screen.getByRole('button', { name: words.chipGone });
    expect(chip).toHaveTextContent(`2 ${words.deleted}`);
    expect(screen.getByRole('button', { name: words.chip1 })).not.toHaveTextContent(words.deleted);
  });

  it('lists every source of a finished answer that cites none, saying it does not tell which; none while it streams', async () => {
    await i18n.changeLanguage(words.language);
    const { unmount } = renderWithProviders(<Harness text="类加载器采用双亲委派模型。" />);

    expect(within(screen.getByRole('list', { name: words.list })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(words.uncited)).toBeInTheDocument();
    unmount();

    renderWithProviders(<Harness text="类加载器采用双亲委派模型。" finished={false} />);
    expect(screen.queryByRole('list', { name: words.list })).toBeNull();
  });
});

describe('citedNotes', () => {
  it('counts only the numbers shown as chips: not those in code, nor numbers of no source', () => {
    const blocks = parseMarkdown('Index it [2] and [9].\n\n```\nint[] a = new int[1];\n```\n\n`a[3]`');
    expect(citedNotes(blocks, SOURCES)).toEqual({ notes: [{ source: SOURCES[1], numbers: [2] }], cited: true });
  });
});
