import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Answer } from '@/features/chat/components/answer';
import { NoteReader } from '@/features/knowledgebase/components/note-reader';
import { parseMarkdown } from '@/lib/markdown';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { MarkdownBlock, plainTexts } from './markdown-block';

/** Code, a numbered list, a quote and a paragraph, as a JavaGuide note writes them. */
const BLOCKS = [
  '类加载的过程分为以下几步：',
  '1. 加载：通过全类名获取定义此类的二进制字节流\n2. 连接：验证、准备和解析\n3. 初始化：执行 `clinit()` 方法',
  '> 注意：**数组类**不通过类加载器创建。',
  '```java\nClassLoader loader = Thread.currentThread().getContextClassLoader();\n```',
].join('\n\n');

/** Each block as tag and text, with its inline elements' tags: what a reader sees of its shape. */
function shape(blocks: Element[]): string[] {
  return blocks.map(
    (block) => `${block.tagName}:${[...block.querySelectorAll('*')].map((element) => element.tagName).join(',')}:${block.textContent}`,
  );
}

describe('MarkdownBlock', () => {
  it('shows a note’s code, list, quote and paragraph the same in a chat answer and in the note reader', async () => {
    mockApi({
      'GET /api/knowledgebase/7/text': () =>
        jsonResponse({ id: 7, title: 'T', name: 't', originalFilename: 't.md', format: 'markdown', text: `# T\n\n${BLOCKS}`, truncated: false, passage: null }),
    });
    const reader = renderWithProviders(<NoteReader id={7} />);
    await screen.findByRole('heading', { name: 'T', level: 3 });
    const inReader = shape([...reader.container.querySelectorAll('.reader__block > *')]);
    reader.unmount();

    const answer = renderWithProviders(<Answer text={BLOCKS} sources={[]} label="Answer" finished open={null} onOpenChange={() => {}} />);
    const inAnswer = shape([...answer.container.querySelectorAll('.chat-answer__text > *')]);

    expect(inAnswer).toEqual(inReader);
    expect(inAnswer).toEqual([
      'P::类加载的过程分为以下几步：',
      'OL:LI,LI,LI,CODE:加载：通过全类名获取定义此类的二进制字节流连接：验证、准备和解析初始化：执行 clinit() 方法',
      'BLOCKQUOTE:STRONG:注意：数组类不通过类加载器创建。',
      'PRE:CODE:ClassLoader loader = Thread.currentThread().getContextClassLoader();',
    ]);
  });

  // chat counts an answer's citations in plainTexts and draws its chips where MarkdownBlock calls `plain`: once two
  // copies of one choice (answer.tsx had its own), now one helper, held to what the renderer does for every kind
  it('hands `plain` exactly the texts plainTexts names, for every kind of block', () => {
    const markdown = [
      '## 小结 [1]',
      '段落 **加粗 [2]** 和 `代码 [3]`，见 [文档](https://example.com/[4]) [5]。',
      '- 一 [6]\n- `二 [7]`',
      '> 引用 [8]',
      '| 列 | 值 |\n| --- | --- |\n| a [9] | `b` |',
      '```\ncode [10]\n```',
    ].join('\n\n');
    for (const block of parseMarkdown(markdown)) {
      const handed: string[] = [];
      const { unmount } = render(<MarkdownBlock block={block} plain={(text) => (handed.push(text), text)} />);
      unmount();
      expect(handed, block.kind).toEqual(plainTexts(block));
    }
    expect(parseMarkdown(markdown).flatMap(plainTexts).join('')).not.toMatch(/\[(3|4|7|10)\]/);
  });
});
