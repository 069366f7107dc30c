import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { inlineMarkdown } from '@/components/inline-markdown';
import { MarkdownBlock } from '@/components/markdown-block';
import { ApiError } from '@/lib/api-client';
import { hashHref } from '@/lib/hash-route';
import { parseMarkdown, passageBlocks, type Block } from '@/lib/markdown';
import { useNoteText } from '../api/get-note-text';

/**
 * A note's text, opened at a passage (`#/knowledge-base?note=12&chunk=3`): the passage's blocks are marked
 * and scrolled to. Markdown is turned into React elements, so HTML written in a note is shown, never run.
 */
export function NoteReader({ id, chunk }: { id: number; chunk?: number }) {
  const { t } = useTranslation('knowledgebase');
  const { data, error, isPending } = useNoteText(id, chunk);
  // the note's own first heading is its title, already shown above the text
  const blocks = useMemo(() => {
    const all = data ? parseMarkdown(data.text) : [];
    const first = all[0];
    return first?.kind === 'heading' && first.text.trim() === data?.title ? all.slice(1) : all;
  }, [data]);
  const ranks = useMemo(() => headingRanks(blocks), [blocks]);
  const marked = useMemo(() => new Set(data?.passage ? passageBlocks(blocks, data.passage) : []), [blocks, data]);
  const first = useRef<HTMLDivElement>(null);

  useEffect(() => {
    first.current?.scrollIntoView?.({ block: 'center' });
  }, [marked]);

  const firstMarked = Math.min(...marked);
  return (
    <section className="panel reader" aria-labelledby="reader-title">
      <p>
        <a href={hashHref('knowledge-base')} className="button button--small">
          {t('reader.back')}
        </a>
      </p>
      {/* a link to a note since deleted (an old citation, a bookmark) is said in the reader's words, not the server's */}
      {error instanceof ApiError && error.status === 404 ? (
        <p role="alert" className="notice">
          {t('reader.gone')} <a href={hashHref('knowledge-base')}>{t('reader.goneLink')}</a>
        </p>
      ) : (
        <ErrorMessage error={error} prefix={t('reader.failed')} />
      )}
      {isPending ? <p className="muted">{t('reader.loading')}</p> : null}
      {data ? (
        <>
          <h3 id="reader-title" className="panel__title">
            {data.title}
          </h3>
          <p className="muted small">
            {data.originalFilename}
            {' · '}
            <a href={`/api/knowledgebase/${data.id}/download`} download>
              {t('item.download')}
            </a>
          </p>
          <div className="reader__text">
            {blocks.map((block, index) => (
              <div
                key={index}
                ref={index === firstMarked ? first : undefined}
                className={marked.has(index) ? 'reader__block reader__block--passage' : 'reader__block'}
                data-passage={marked.has(index) ? 'true' : undefined}
              >
                <BlockView block={block} ranks={ranks} />
              </div>
            ))}
          </div>
          {data.truncated ? <p className="muted">{t('reader.truncated')}</p> : null}
        </>
      ) : null}
    </section>
  );
}

/**
 * A note's heading levels, in the order of depth, each to its own rank: the page's title is h3, so the note's
 * top level is h4, the next h5, the next h6, whatever the Markdown wrote (`##`, `###`, `####` in most notes).
 */
function headingRanks(blocks: Block[]): Map<number, number> {
  const levels = [...new Set(blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : [])))].sort((a, b) => a - b);
  return new Map(levels.map((level, rank) => [level, rank]));
}

/** h4–h6 for the first three levels; deeper ones are headings still (aria-level 7…), never one element for two levels. */
function NoteHeading({ text, rank }: { text: string; rank: number }) {
  const className = `reader__heading reader__heading--${Math.min(rank, 3)}`;
  if (rank >= 3) {
    return (
      <p role="heading" aria-level={rank + 4} className={className}>
        {inline(text)}
      </p>
    );
  }
  const Tag = `h${rank + 4}` as 'h4' | 'h5' | 'h6';
  return <Tag className={className}>{inline(text)}</Tag>;
}

/** A note's block: its heading at its rank, its table as a table; the rest as a chat answer shows them (MarkdownBlock). */
function BlockView({ block, ranks }: { block: Block; ranks: Map<number, number> }) {
  return (
    <MarkdownBlock
      block={block}
      heading={(heading) => <NoteHeading text={heading.text} rank={ranks.get(heading.level) ?? 0} />}
      table={(table) => <NoteTable header={table.header} rows={table.rows} />}
    />
  );
}

function NoteTable({ header, rows }: { header: string[]; rows: string[][] }) {
  return (
    <div className="reader__table">
      <table className="table">
        <thead>
          <tr>
            {header.map((cell, index) => (
              <th key={index} scope="col">
                {inline(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{inline(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function inline(text: string): ReactNode {
  return inlineMarkdown(text);
}
