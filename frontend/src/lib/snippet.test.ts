import { describe, expect, it } from 'vitest';
import { plainSnippet } from './markdown';
import { snippetPieces } from './snippet';

describe('snippetPieces', () => {
  it('shows a command written outside a fence as code, not as a sentence (a Chinese note)', () => {
    const pieces = snippetPieces('连接 Redis 服务器：\n\nredis-cli -h 127.0.0.1 -p 6379\n\n127.0.0.1:6379> CONFIG GET appendonly\n\n然后查看返回值。');

    expect(pieces).toEqual([
      { kind: 'text', text: '连接 Redis 服务器：' },
      { kind: 'code', text: 'redis-cli -h 127.0.0.1 -p 6379' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: '127.0.0.1:6379> CONFIG GET appendonly' },
      { kind: 'text', text: ' 然后查看返回值。' },
    ]);
  });

  it('shows shell prompts and inline code as code in an English note, and leaves prose about a tool as prose', () => {
    const pieces = snippetPieces('Build it:\n\n$ mvn -B package\n\nthen run `java -jar target/app.jar`.\n\ngit is a version control system.');

    expect(pieces.filter((piece) => piece.kind === 'code').map((piece) => piece.text)).toEqual([
      'mvn -B package',
      'java -jar target/app.jar',
    ]);
    expect(pieces.at(-1)).toEqual({ kind: 'text', text: '. git is a version control system.' });
    // the plain line (chat's source matching, the reader's passage finding) reads as before, without marks
    expect(plainSnippet('then run `java -jar target/app.jar`.')).toBe('then run java -jar target/app.jar.');
  });

  it('links bare web addresses, without the sentence punctuation around them', () => {
    expect(snippetPieces('官方文档：https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/。')).toEqual([
      { kind: 'text', text: '官方文档：' },
      {
        kind: 'link',
        text: 'https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/',
        href: 'https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/',
      },
      { kind: 'text', text: '。' },
    ]);
    expect(snippetPieces('See the docs (https://dev.mysql.com/doc/refman/8.0/en/innodb-locking.html).')).toContainEqual({
      kind: 'link',
      text: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-locking.html',
      href: 'https://dev.mysql.com/doc/refman/8.0/en/innodb-locking.html',
    });
    expect(snippetPieces('Relational Database：<https://www.omnisci.com/technical-glossary/relational-database>')).toContainEqual(
      expect.objectContaining({ kind: 'link', href: 'https://www.omnisci.com/technical-glossary/relational-database' }),
    );
    expect(snippetPieces('https://en.wikipedia.org/wiki/B-tree_(data_structure)')).toEqual([
      expect.objectContaining({ kind: 'link', href: 'https://en.wikipedia.org/wiki/B-tree_(data_structure)' }),
    ]);
  });

  it('links nothing but http(s) addresses, and a command with a link in it stays code', () => {
    const pieces = snippetPieces('javascript:alert(1) and <a href="javascript:alert(2)">x</a>\n\ncurl -s https://example.com/health');

    expect(pieces.filter((piece) => piece.kind === 'link')).toEqual([]);
    expect(pieces).toContainEqual({ kind: 'code', text: 'curl -s https://example.com/health' });
  });

  it('shows a passage of code only as code, cut when long, and reads prose before a bare fence as prose', () => {
    const long = `\`\`\`java\n${'map.put(key, value);\n'.repeat(20)}`;
    const pieces = snippetPieces(long);
    expect(pieces[0]).toEqual({ kind: 'code', text: expect.stringMatching(/^map\.put\(key, value\); map\.put/) });
    expect([...(pieces[0]?.text ?? '')].length).toBeLessThanOrEqual(240);
    expect(pieces.at(-1)).toEqual({ kind: 'text', text: ' …' });
    // an opening fence without a language after a sentence is still an opening fence
    expect(plainSnippet('启动服务：\n```\nsome code here\n```')).toBe('启动服务：…');
  });
});
