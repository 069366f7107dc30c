import type { ReactNode } from 'react';
import { inlineMarkdown } from '@/components/inline-markdown';
import { parseInline, type Block } from '@/lib/markdown';

type HeadingBlock = Extract<Block, { kind: 'heading' }>;
type TableBlock = Extract<Block, { kind: 'table' }>;

type Props = {
  block: Block;
  /** Renders the unmarked text of a line (chat puts citation chips in it). */
  plain?: (text: string, key: number) => ReactNode;
  /** A heading: the note reader gives each level its own element; an answer has no outline of its own (a bold line). */
  heading?: (block: HeadingBlock) => ReactNode;
  /** A table: the note reader shows a table; an answer a line per row. */
  table?: (block: TableBlock) => ReactNode;
};

/**
 * One Markdown block as a note's reader view and a chat answer both show it: code as code, lists as lists,
 * quotes and paragraphs as such, inline marks as elements (never HTML). One renderer, so an answer quoting a note
 * reads like the note.
 */
export function MarkdownBlock({ block, plain, heading, table }: Props) {
  const inline = (text: string) => inlineMarkdown(text, plain);
  switch (block.kind) {
    case 'heading':
      return heading ? (
        heading(block)
      ) : (
        <p>
          <strong>{inline(block.text)}</strong>
        </p>
      );
    case 'code':
      return (
        <pre className="reader__code">
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{inline(item)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return <blockquote>{inline(block.text)}</blockquote>;
    case 'table':
      return table ? table(block) : <p>{rows(block, plain)}</p>;
    default:
      return <p>{inline(block.text)}</p>;
  }
}

function rows(block: TableBlock, plain: Props['plain'] = (text) => text): ReactNode {
  return plain(tableLines(block), 0);
}

/** A table as an answer shows it: a line per row, cells apart by " · ". */
function tableLines(block: TableBlock): string {
  return [block.header, ...block.rows].map((row) => row.join(' · ')).join('\n');
}

/**
 * The texts `MarkdownBlock` hands to `plain` for a block, in order, when neither `heading` nor `table` is given (as in
 * a chat answer): not code, not inline code or links. Chat finds an answer's citations in these, so a number it shows as
 * a chip and one it counts as cited are the same ones (markdown-block.test.tsx holds the two together).
 */
export function plainTexts(block: Block): string[] {
  const inline = (text: string) => parseInline(text).flatMap((part) => (part.kind === 'text' ? [part.text] : []));
  switch (block.kind) {
    case 'code':
      return [];
    case 'table':
      return [tableLines(block)];
    case 'list':
      return block.items.flatMap(inline);
    default:
      return inline(block.text);
  }
}
