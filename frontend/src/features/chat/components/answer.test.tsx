import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { Answer } from './answer';

const SOURCE = {
  n: 1,
  knowledgeBaseId: 4,
  knowledgeBaseName: 'classloader',
  title: '类加载器详解（重点）',
  chunkIndex: 6,
  score: 0.8,
  content: '### 双亲委派模型\n![图](x.png)双亲委派模型保证了 **Java** 程序的稳定运行。',
};

function Harness() {
  const [open, setOpen] = useState<number | null>(null);
  return <Answer text="它保证了稳定运行 [1]。" sources={[SOURCE]} label="Answer" finished open={open} onOpenChange={setOpen} />;
}

describe('Answer', () => {
  it('names a citation by its note title and opens the note at the passage', async () => {
    renderWithProviders(<Harness />);

    await userEvent.click(screen.getByRole('button', { name: 'Passage 1: 类加载器详解（重点）' }));

    const passage = screen.getByRole('region', { name: 'Passage 1 from 类加载器详解（重点）' });
    expect(passage).toHaveTextContent('双亲委派模型：双亲委派模型保证了 Java 程序的稳定运行。');
    expect(passage.textContent).not.toMatch(/###|\*\*|!\[/);
    expect(screen.getByRole('link', { name: 'Open in the note' })).toHaveAttribute('href', '#/knowledge-base?note=4&chunk=6');
    // the same score reads the same as in search: two decimals ("0.80", not "0.800")
    expect(passage).toHaveTextContent(/relevance 0\.80(?!\d)/);
  });
});

const LIST_ANSWER = 'Redis 支持 3 种持久化方式:\n- 快照（snapshotting，RDB）\n- 只追加文件（append-only file, AOF）\n- RDB 和 AOF 的混合持久化 **4.0** <img src=x onerror=alert(1)> [1]';

function ListHarness({ text = LIST_ANSWER }: { text?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return <Answer text={text} sources={[SOURCE]} label="Answer" finished open={open} onOpenChange={setOpen} />;
}

describe.each([
  ['en', 'Passage 1: 类加载器详解（重点）', 'Close'],
  ['zh-CN', '段落 1：类加载器详解（重点）', '关闭'],
] as const)('Answer (%s)', (language, chipName, closeName) => {
  it('shows a Markdown list in the answer as a list, marks as elements and HTML as text, the citation still a chip', async () => {
    await i18n.changeLanguage(language);
    renderWithProviders(<ListHarness />);

    const answer = screen.getByRole('article');
    // the answer's own text: the list of the notes it cites, under it, is a list too
    const items = within(answer.querySelector<HTMLElement>('.chat-answer__text')!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '快照（snapshotting，RDB）',
      '只追加文件（append-only file, AOF）',
      expect.stringContaining('RDB 和 AOF 的混合持久化 4.0'),
    ]);
    expect(answer.textContent).not.toMatch(/^- |\n- |\*\*/m);
    expect(within(items[2]!).getByText('4.0').tagName).toBe('STRONG');
    expect(answer.querySelector('img')).toBeNull();
    expect(within(items[2]!).getByRole('button', { name: chipName })).toBeInTheDocument();
  });

  it('closes an opened citation with Esc and gives focus back to its chip', async () => {
    await i18n.changeLanguage(language);
    renderWithProviders(<ListHarness />);
    const chip = screen.getByRole('button', { name: chipName });

    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: closeName })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
    expect(chip).toHaveFocus();

    await userEvent.click(chip);
    screen.getByRole('link').focus();
    await userEvent.keyboard('{Escape}');
    expect(chip).toHaveAttribute('aria-expanded', 'false');
  });
});
