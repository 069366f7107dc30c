import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, passageBlocks, plainSnippet } from './markdown';

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

    expect(snippet).toBe('双亲委派模型：详见 树结构详解，综上，B+ 树更适合索引。');
    expect(snippet).not.toMatch(/###|```|mermaid|!\[|\]\(|\.md|\*\*/);
  });

  it('leaves no marks of a passage cut by length: inside a link or image, an empty quote line, a lone list number', () => {
    // snippets seen on JavaGuide's Redis and MySQL notes
    expect(plainSnippet('/cs-basics/data-structure/tree.md) 的面试复盘部分。\n\n在 MySQL 中，两者都使用 B+Tree。')).toBe(
      '的面试复盘部分。在 MySQL 中，两者都使用 B+Tree。',
    );
    expect(plainSnippet('树结构详解](../../cs-basics/tree.md)，B+ 树更矮。')).toBe('树结构详解，B+ 树更矮。');
    expect(plainSnippet('我们发现是没有用到覆盖索引的。\n\n!')).toBe('我们发现是没有用到覆盖索引的。');
    expect(plainSnippet('我们发现是没有用到覆盖索引的。\n\n![](https://oss.javaguide.cn/github/javaguide/mysql/')).toBe(
      '我们发现是没有用到覆盖索引的。',
    );
    expect(plainSnippet('> 因此，可能会丢失最多 2 秒的数据。\n>\n> 必须监控指标：aof_delayed_fsync。\n\n3.')).toBe(
      '因此，可能会丢失最多 2 秒的数据。必须监控指标：aof_delayed_fsync。',
    );
    expect(plainSnippet('> - 快照（RDB）\n> - 只追加文件（AOF）')).toBe('快照（RDB） 只追加文件（AOF）');
  });

  it('keeps a list item text without its bullet', () => {
    expect(plainSnippet('它们分别是：\n- RDB 快照\n- AOF 日志')).toBe('它们分别是：RDB 快照 AOF 日志');
  });

  it('keeps the numbers of a numbered list, which a bullet would lose', () => {
    expect(plainSnippet('它们分别是：\n\n1. `appendfsync always`：每次写入都刷盘\n2) everysec：每秒刷盘\n> 3. no')).toBe(
      '它们分别是：1. appendfsync always：每次写入都刷盘 2. everysec：每秒刷盘 3. no',
    );
    expect(plainSnippet('Steps:\n1. Stop the server\n2. Copy the data directory')).toBe('Steps: 1. Stop the server 2. Copy the data directory');
  });

  it('keeps the cells of a table row apart, and drops its rule line', () => {
    const table = '| 索引 | 范围查询 |\n| --- | :---: |\n| B+ 树 | 快 |\n| 哈希 | 不支持 |';
    expect(plainSnippet(table)).toBe('索引 · 范围查询; B+ 树 · 快; 哈希 · 不支持;');
  });

  it('starts at a sentence: an opening cut mid-sentence is dropped up to its end', () => {
    expect(plainSnippet('and then it is fsynced. AOF rewrites the log in the background.')).toBe(
      '…AOF rewrites the log in the background.',
    );
    expect(plainSnippet('，然后写入磁盘。AOF 在后台重写日志。')).toBe('…AOF 在后台重写日志。');
    expect(plainSnippet('Redis has two ways to persist data.')).toBe('Redis has two ways to persist data.');
  });

  it('reads a run of headings and labels with nothing under them as headings, not as one garbled sentence', () => {
    // mysql-questions-01.md's reading list, cut before its links: was "MySQL 学习资料推荐 书籍推荐 。 文章推荐 :"
    const chunk = '## MySQL 学习资料推荐\n\n[**书籍推荐**](../../books/database.md#mysql) 。\n\n**文章推荐** :\n';
    expect(plainSnippet(chunk)).toBe('MySQL 学习资料推荐：书籍推荐。文章推荐：…');
    // sibling headings with empty sections go; a parent and its subsection read as a path
    expect(plainSnippet('## 书籍推荐\n\n## 文章推荐\n\n- 一树一溪的 MySQL 系列教程')).toBe('文章推荐：一树一溪的 MySQL 系列教程');
    expect(plainSnippet('## Redis\n### Persistence\nRDB and AOF .\n## Next section')).toBe('Redis › Persistence: RDB and AOF.');
    expect(plainSnippet('## 什么是 MVCC？\nMVCC 是多版本并发控制。')).toBe('什么是 MVCC？MVCC 是多版本并发控制。');
  });

  it('keeps the address of an autolink', () => {
    expect(plainSnippet('See <https://redis.io/docs/persistence> for more.')).toBe('See https://redis.io/docs/persistence for more.');
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

describe('parseMarkdown tables', () => {
  it('reads a table: header, rows, cells (outer pipes optional)', () => {
    const blocks = parseMarkdown('Before.\n\n| Name | Port |\n|------|-----:|\n| Redis | 6379 |\nPostgreSQL | 5432\n\nAfter.');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Before.' },
      { kind: 'table', header: ['Name', 'Port'], rows: [['Redis', '6379'], ['PostgreSQL', '5432']] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('reads a table whose long rule line the server blanked (5 dashes or more are taken as dot leaders)', () => {
    // redis-persistence.md as extracted: `| ------------- | ---- |` arrives as `| | |`
    const text = '**版本演进**：\n\n| 版本 | 关键改进 |\n| | |\n| **Redis 4.0** | 引入混合持久化 |\n| Redis 7.0 | Multi-Part AOF |';
    expect(parseMarkdown(text)).toEqual([
      { kind: 'paragraph', text: '**版本演进**：' },
      { kind: 'table', header: ['版本', '关键改进'], rows: [['**Redis 4.0**', '引入混合持久化'], ['Redis 7.0', 'Multi-Part AOF']] },
    ]);
    expect(plainSnippet('版本演进： | 版本 | 关键改进 |\n| | :: |')).not.toMatch(/;\s*;/);
    expect(plainSnippet('| 版本 | 关键改进 |\n| | |\n| Redis 4.0 | 混合持久化 |')).toBe('版本 · 关键改进; Redis 4.0 · 混合持久化;');
  });

  it('keeps an escaped pipe in its cell (tables of HTML and Word notes are written so)', () => {
    const [table] = parseMarkdown('| 方式 | 命令 |\n| --- | --- |\n| AOF | appendfsync always \\| everysec |');
    expect(table).toEqual({ kind: 'table', header: ['方式', '命令'], rows: [['AOF', 'appendfsync always | everysec']] });
    expect(plainSnippet('| AOF | always \\| everysec |')).toBe('AOF · always | everysec;');
  });
});

describe('parseInline', () => {
  it('makes links of web addresses only: autolinks and [text](https://…); other targets become their text', () => {
    expect(parseInline('see <https://redis.io/docs> and [the guide](https://javaguide.cn/a.html) or [local](../b.md)')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://redis.io/docs', href: 'https://redis.io/docs' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'the guide', href: 'https://javaguide.cn/a.html' },
      { kind: 'text', text: ' or local' },
    ]);
    expect(parseInline('<javascript:alert(1)> [x](javascript:alert(1))').some((part) => part.kind === 'link')).toBe(false);
  });
});

describe('passageBlocks', () => {
  it('finds the blocks a passage covers, whatever its spacing', () => {
    const blocks = parseMarkdown('# 类加载器\n\n第一段与问题无关。\n\n## 好处\n\n双亲委派模型保证了 Java 程序的稳定运行，\n可以避免类的重复加载。\n\n最后一段。');
    expect(passageBlocks(blocks, '## 好处 双亲委派模型保证了 Java 程序的稳定运行，可以避免类的重复加载。')).toEqual([2, 3]);
  });

  it('keeps what inline code says, angle brackets included, and still drops tags outside it', () => {
    expect(parseInline('调用 `<clinit>()` 方法 <b>前</b>')).toEqual([
      { kind: 'text', text: '调用 ' },
      { kind: 'code', text: '<clinit>()' },
      { kind: 'text', text: ' 方法  前 ' },
    ]);
  });
});
