import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
    expect(passage).toHaveTextContent('relevance 0.800');
  });
});
