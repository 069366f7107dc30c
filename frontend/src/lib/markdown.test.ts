import { describe, expect, it } from 'vitest';
import { parseMarkdown, passageBlocks, plainSnippet } from './markdown';

describe('plainSnippet', () => {
  it('leaves no Markdown debris: heading marks, mermaid fences, images, link targets, emphasis', () => {
    const chunk = [
      '### 双亲委派模型',
      '```mermaid',
      'graph TD; A-->B',
      '```',
      '![类加载器层次](https://oss.javaguide.cn/classloader.png)',
      '详见 [树结构详解](../../cs-basics/data-structure/tree.md)，**综上**，B+ 树更适合索引。',
    ].join('\n');

    const snippet = plainSnippet(chunk);

    expect(snippet).toBe('双亲委派模型 详见 树结构详解，综上，B+ 树更适合索引。');
    expect(snippet).not.toMatch(/###|```|mermaid|!\[|\]\(|\.md|\*\*/);
  });

  it('keeps a list item text without its bullet', () => {
    expect(plainSnippet('它们分别是：\n- RDB 快照\n- AOF 日志')).toBe('它们分别是： RDB 快照 AOF 日志');
  });
});

describe('parseMarkdown', () => {
  it('reads headings, lists, code and paragraphs; HTML stays text', () => {
    const blocks = parseMarkdown('# Title\n\nText <script>alert(1)</script>\nmore\n\n- a\n- b\n\n```js\nx()\n```');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'Text <script>alert(1)</script>\nmore' },
      { kind: 'list', ordered: false, items: ['a', 'b'] },
      { kind: 'code', text: 'x()' },
    ]);
  });
});

describe('passageBlocks', () => {
  it('finds the blocks a passage covers, whatever its spacing', () => {
    const blocks = parseMarkdown('# 类加载器\n\n第一段与问题无关。\n\n## 好处\n\n双亲委派模型保证了 Java 程序的稳定运行，\n可以避免类的重复加载。\n\n最后一段。');
    expect(passageBlocks(blocks, '## 好处 双亲委派模型保证了 Java 程序的稳定运行，可以避免类的重复加载。')).toEqual([2, 3]);
  });
});
