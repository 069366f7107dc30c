/**
 * Markdown as text for the page: blocks for the reader view (rendered as React elements, so any HTML in a
 * note is shown as text and never run) and plain snippets without Markdown debris for search and chat.
 */

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'paragraph'; text: string };

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,4}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
/** A table row `| a | b |` (the outer pipes optional) and the `|---|:--:|` line under its header. */
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const WRITTEN_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/**
 * The rule line as the server's text has it when it had 5 dashes or more: extraction takes runs of 5 as dot
 * leaders and blanks them (`| ----- | :---: |` → `| | :---: |`), so a row of pipes, colons and dashes only.
 */
const BLANKED_RULE = /^\s*\|[\s|:-]*\|\s*$/;
const isTableRule = (line: string) => WRITTEN_RULE.test(line) || BLANKED_RULE.test(line);

/** A row's cells; `\|` is a pipe inside a cell (GFM), as the server writes tables of HTML and Word notes. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

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
    if (line.includes('|') && !isTableRule(line) && isTableRule(lines[i + 1] ?? '')) {
      flush();
      const rows: string[][] = [];
      for (i += 2; i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== ''; i++) rows.push(cells(lines[i] ?? ''));
      i--;
      blocks.push({ kind: 'table', header: cells(line), rows });
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

export type Inline = { kind: 'text' | 'strong' | 'code'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Inline marks as spans: **strong**, `code`, and web links (`<https://…>`, `[text](https://…)`) as links;
 * other links and images become their text (a relative link points into the original's folders, not here).
 */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /(\*\*[^*\n]+\*\*|__[^_\n]+__|`[^`\n]+`|<https?:\/\/[^\s<>]+>|\[[^\]\n]+\]\(https?:\/\/[^)\s]+\))/g;
  let last = 0;
  const plain = withoutLinks(text, true);
  for (let match = pattern.exec(plain); match; match = pattern.exec(plain)) {
    if (match.index > last) parts.push({ kind: 'text', text: plain.slice(last, match.index) });
    parts.push(inlineToken(match[0]));
    last = match.index + match[0].length;
  }
  if (last < plain.length) parts.push({ kind: 'text', text: plain.slice(last) });
  return parts;
}

function inlineToken(token: string): Inline {
  if (token.startsWith('`')) return { kind: 'code', text: token.slice(1, -1) };
  if (token.startsWith('<')) return { kind: 'link', text: token.slice(1, -1), href: token.slice(1, -1) };
  const link = /^\[([^\]]+)\]\((.+)\)$/.exec(token);
  if (link) return { kind: 'link', text: link[1] ?? '', href: link[2] ?? '' };
  return { kind: 'strong', text: token.slice(2, -2) };
}

/**
 * `![alt](src)` → "", `[text](url)` → "text", `<https://…>` → the address, a bare `<tag>` → "". With
 * `keepWebLinks` the web links stay as written, for {@link parseInline} to make links of them.
 */
function withoutLinks(text: string, keepWebLinks = false): string {
  // inline code is shown as written: `<clinit>()` is code, not an HTML tag to drop
  return text
    .split(/(`[^`\n]+`)/)
    .map((part, index) => (index % 2 === 1 ? part : linksRemoved(part, keepWebLinks)))
    .join('');
}

function linksRemoved(text: string, keepWebLinks: boolean): string {
  const images = text.replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, '');
  const links = keepWebLinks
    ? images.replace(/\[([^\]\n]*)\]\((?!https?:\/\/)[^)\n]*\)/g, '$1')
    : images.replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1').replace(/<(https?:\/\/[^\s<>]+)>/g, '$1');
  return links.replace(/<\/?[a-zA-Z][^<>\n]*>/g, (tag) => (keepWebLinks && /^<https?:\/\//.test(tag) ? tag : ' '));
}

/**
 * A passage as one readable line: fences, diagrams, heading marks, emphasis, images and link targets
 * removed, so a snippet shows what the note says rather than how it is written.
 */
export function plainSnippet(content: string): string {
  return markedSnippet(content).replace(/`/g, '');
}

/**
 * {@link plainSnippet} with code kept between backticks: a note's inline `code`, and a command written on a
 * line of its own outside a fence (`redis-cli -h 127.0.0.1`), so that the page can show them as code.
 */
export function markedSnippet(content: string): string {
  const parts: SnippetLine[] = [];
  const code: string[] = [];
  const lines = withoutCutMarks(content.replace(/\r\n?/g, '\n')).split('\n');
  let fenced = opensInCode(lines);
  for (const line of lines) {
    if (FENCE.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      code.push(line);
      continue;
    }
    if (isTableRule(line)) continue;
    const heading = HEADING.exec(line);
    const text = heading ? (heading[2] ?? '') : withoutItemMarks(line);
    const command = !heading && COMMAND.test(text) && !PROSE_END.test(text.trim());
    const clean = command
      ? `\`${text.replace(/^\s*\$\s+/, '').replace(/`/g, '').replace(/\s+/g, ' ').trim()}\``
      : withoutLinks(text).replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    // a table row keeps its cells apart: "B+ tree · range scans;" rather than words run together
    const row = TABLE_ROW.test(clean) ? `${cells(clean).filter(Boolean).join(' · ')};` : clean;
    parts.push(heading ? { heading: heading[1]?.length ?? 1, text: row } : { text: row });
  }
  // a passage of code only (cut out of a long block) shows its code rather than nothing
  if (parts.length === 0) return codeExcerpt(code);
  return fromSentenceStart(punctuated(joinParts(parts).replace(/^#{1,6}\s*/, '')));
}

/**
 * Whether a passage opens inside a code block whose fence is in the chunk before: its first fence is a bare
 * one (a closing fence; an opening one usually names its language) closing code (`}`, `;` …) that came before.
 */
function opensInCode(lines: string[]): boolean {
  const first = lines.findIndex((line) => FENCE.test(line));
  if (first < 0 || !/^\s*(```|~~~)\s*$/.test(lines[first] ?? '')) return false;
  const before = lines.slice(0, first).filter((line) => line.trim() !== '');
  return /[;{}]\s*$|^\s*(?:\/\/|\/\*|\*|@\w)/.test(before.at(-1) ?? '');
}

/** A code block as one line of code, cut after about 240 characters. */
function codeExcerpt(code: string[]): string {
  const line = code.join(' ').replace(/`/g, "'").replace(/\s+/g, ' ').trim();
  if (!line) return '';
  const cut = [...line];
  return cut.length > 240 ? `\`${cut.slice(0, 240).join('').trimEnd()}\` …` : `\`${line}\``;
}

/**
 * A command on a line of its own: after a shell prompt (`$ mvn package`, `127.0.0.1:6379> GET k`, `mysql> …`),
 * or a well-known tool's name followed by its arguments, with no Chinese (prose that mentions a tool has some).
 */
const COMMAND =
  /^\s*(?:\$\s+\S|[\w.-]+(?::\d+)?>\s+\S|(?:sudo\s+)?(?:redis-cli|redis-server|mysql|mysqldump|java|javac|javap|jps|jstack|jmap|jstat|jcmd|jinfo|mvn|\.\/mvnw|gradle|\.\/gradlew|git|docker|docker-compose|kubectl|npm|npx|yarn|pip3?|python3?|curl|wget|apt|apt-get|yum|brew|systemctl|nohup|ssh|psql|nginx|zkCli\.sh|kafka-[\w-]+\.sh)\s+[^\s\p{Script=Han}])[^\p{Script=Han}]*$/u;
/** An English sentence that happens to start with a tool's name: "git is a version control system." */
const PROSE_END = /\s[A-Za-z]+[.!?]$/;

type SnippetLine = { heading?: number; text: string };

/**
 * Lines into one, headings read as headings: "Redis 持久化：RDB…" (its text follows), "Redis › 持久化：…"
 * (a subsection follows). A heading whose section the passage holds nothing of (the next heading is its
 * sibling, or it ends the passage after other text) is left out: run together, such headings read as one
 * sentence of words ("MySQL 学习资料推荐 书籍推荐 文章推荐").
 */
function joinParts(parts: SnippetLine[]): string {
  const out: string[] = [];
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    if (part.heading === undefined) {
      out.push(part.text);
      return;
    }
    if (next ? next.heading !== undefined && next.heading <= part.heading : out.length > 0) return;
    const mark = !next || /\p{P}$/u.test(part.text) ? '' : next.heading !== undefined ? ' ›' : /\p{Script=Han}$/u.test(part.text) ? '：' : ':';
    out.push(part.text + mark);
  });
  return out.join(' ');
}

/**
 * Punctuation as the language writes it once the marks around it are gone: none of the space a link or bold
 * label left before it ("书籍推荐 。", "文章推荐 :"), Chinese punctuation not followed by a space, a colon after
 * Chinese full width, and a colon the passage ends on (its list was cut off) followed by "…".
 */
function punctuated(text: string): string {
  return text
    .replace(/\s+([。，、；：！？）」』】])/g, '$1')
    .replace(/(\S)\s+([:;,.!?])(?=\s|$)/g, '$1$2')
    .replace(/(\p{Script=Han})\s*:(?:\s+|$)/gu, '$1：')
    .replace(/([。，、；：！？])\s+(?=\S)/g, '$1')
    .replace(/\s*([:：])$/, (_, colon: string) => (colon === '：' ? '：…' : ': …'))
    .trim();
}

/**
 * A line without its quote and bullet marks, which may nest ("> - item") or stand alone (an empty quote line
 * ">"); a numbered item keeps its number ("2. AOF": steps read in order), a number cut from its item ("3.") goes.
 */
function withoutItemMarks(line: string): string {
  const unmarked = line.replace(/^\s*(?:(?:[-*+]|>)(?:\s+|$))+/, '');
  const numbered = /^(\d{1,4})[.)](?:\s+|$)(.*)$/.exec(unmarked);
  if (!numbered) return unmarked;
  const item = numbered[2]?.trim() ?? '';
  return item ? `${numbered[1]}. ${item}` : '';
}

/**
 * A passage is cut out of its note by length, so it may open inside a link (`…tree.md) 的面试复盘部分`,
 * `树结构详解](../tree.md)`) or end inside one or an image (`![](https://oss…`): those pieces are not text.
 */
function withoutCutMarks(content: string): string {
  return content
    .replace(/^([^[\]\n]*)\]\([^)\s]*\)/, '$1')
    .replace(/^\s*[^\s()[\]]*[/#][^\s()[\]]*\)/, '')
    .replace(/!?\[[^\]\n]*(?:\]\([^)\n]*)?$/, '')
    .replace(/\s+!$/, '');
}

/**
 * A passage cut out of a note may open mid-sentence ("and then the log is fsynced. AOF…"): such an opening
 * (a lower-case word or a continuing comma) is dropped up to the first sentence end, marked by "…".
 */
function fromSentenceStart(text: string): string {
  if (!/^(?:[a-z]|[，、,;；)）])/.test(text)) return text;
  // a Chinese full stop ends a sentence by itself; a Latin one needs a space (or Chinese) after it, unlike 3.5
  const end = /[。！？；]\s*|[.!?;](?:\s+|(?=\p{Script=Han}))/u.exec(text);
  if (!end || end.index > 200 || end.index + end[0].length >= text.length) return text;
  return `…${text.slice(end.index + end[0].length)}`;
}

/** Letters and digits only, for finding a passage in a note whatever its spacing and marks. */
export function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The blocks a passage covers: the run from the block holding the passage's first words to the one holding its
 * last, found in the note's text read as one run (a chunk overlaps the one before it, so it may open inside a
 * paragraph). Searching block by block instead marked a heading the passage merely names ("双亲委派模型") and
 * scrolled there, far above the passage. A fenced code block is left out of the run, as a snippet leaves it out.
 */
export function passageBlocks(blocks: Block[], passage: string): number[] {
  const wanted = comparable(plainSnippet(passage));
  if (wanted.length === 0) return [];
  const owns = blocks.map((block) => (block.kind === 'code' ? '' : comparable(plainSnippet(blockText(block)))));
  const starts: number[] = [];
  let note = '';
  for (const own of owns) {
    starts.push(note.length);
    note += own;
  }
  const blockAt = (offset: number) => starts.findLastIndex((start, index) => start <= offset && owns[index] !== '');
  const head = wanted.slice(0, 24);
  const from = note.indexOf(head);
  if (from < 0) return looselyCovered(owns, wanted);
  const tail = wanted.slice(-24);
  const to = note.indexOf(tail, from);
  const last = to >= 0 ? blockAt(to + tail.length - 1) : blockAt(from);
  // the end of the paragraph before, carried over (the overlap), is not where the passage is
  const opened = blockAt(from);
  const length = owns[opened]?.length ?? 0;
  const sliver = (starts[opened] ?? 0) + length - from < length / 2;
  const first = sliver && opened < last ? blockAt(starts[opened + 1] ?? from) : opened;
  const shown = (index: number) => owns[index] !== '' || blocks[index]?.kind === 'code';
  return owns.flatMap((_, index) => (index >= first && index <= Math.max(first, last) && shown(index) ? [index] : []));
}

/** A passage not found as one run (its marks read differently): the blocks holding its opening or held by it. */
function looselyCovered(owns: string[], wanted: string): number[] {
  const opening = wanted.slice(0, 24);
  return owns.flatMap((own, index) =>
    own.length > 0 && (own.includes(opening) || wanted.startsWith(own) || (own.length >= 6 && wanted.includes(own.slice(0, 24)))) ? [index] : [],
  );
}

export function blockText(block: Block): string {
  if (block.kind === 'table') return [block.header, ...block.rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
  return block.kind === 'list' ? block.items.join('\n') : block.text;
}
