/**
 * Markdown as text for the page: blocks for the reader view (rendered as React elements, so any HTML in a
 * note is shown as text and never run) and plain snippets without Markdown debris for search and chat.
 */

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'paragraph'; text: string };

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,4}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

/** The note's blocks in order; unclosed fences run to the end. */
export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i] ?? ''); i++) code.push(lines[i] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (bullet || numbered) {
      flush();
      const ordered = !bullet;
      const item = (bullet ?? numbered)?.[1] ?? '';
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (quote) {
      flush();
      blocks.push({ kind: 'quote', text: quote[1] ?? '' });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export type Inline = { kind: 'text' | 'strong' | 'code'; text: string };

/** Inline marks as spans: **strong**, `code`; links and images become their text. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /(\*\*[^*\n]+\*\*|__[^_\n]+__|`[^`\n]+`)/g;
  let last = 0;
  const plain = withoutLinks(text);
  for (let match = pattern.exec(plain); match; match = pattern.exec(plain)) {
    if (match.index > last) parts.push({ kind: 'text', text: plain.slice(last, match.index) });
    const token = match[0];
    parts.push(token.startsWith('`') ? { kind: 'code', text: token.slice(1, -1) } : { kind: 'strong', text: token.slice(2, -2) });
    last = match.index + token.length;
  }
  if (last < plain.length) parts.push({ kind: 'text', text: plain.slice(last) });
  return parts;
}

/** `![alt](src)` → "", `[text](url)` → "text", a bare `<tag>` → "". */
function withoutLinks(text: string): string {
  return text
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, '')
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/<\/?[a-zA-Z][^<>\n]*>/g, ' ');
}

/**
 * A passage as one readable line: fences, diagrams, heading marks, emphasis, images and link targets
 * removed, so a snippet shows what the note says rather than how it is written.
 */
export function plainSnippet(content: string): string {
  const lines: string[] = [];
  let fenced = false;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const heading = HEADING.exec(line);
    const text = heading ? (heading[2] ?? '') : line.replace(/^\s*(?:[-*+]|\d{1,4}[.)]|>)\s+/, '');
    lines.push(
      withoutLinks(text)
        .replace(/\*\*|__|`/g, '')
        .replace(/^\s*\|?\s*:?-{3,}.*$/, '')
        .replace(/\|/g, ' '),
    );
  }
  return lines
    .join(' ')
    .replace(/^#{1,6}\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits only, for finding a passage in a note whatever its spacing and marks. */
export function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The blocks a passage covers: those holding its opening, and those the passage holds. */
export function passageBlocks(blocks: Block[], passage: string): number[] {
  const wanted = comparable(plainSnippet(passage));
  if (wanted.length === 0) return [];
  const opening = wanted.slice(0, 24);
  const covered: number[] = [];
  blocks.forEach((block, index) => {
    const own = comparable(plainSnippet(blockText(block)));
    if (own.length === 0) return;
    if (own.includes(opening) || wanted.startsWith(own) || (own.length >= 6 && wanted.includes(own.slice(0, 24)))) covered.push(index);
  });
  return covered;
}

export function blockText(block: Block): string {
  return block.kind === 'list' ? block.items.join('\n') : block.text;
}
