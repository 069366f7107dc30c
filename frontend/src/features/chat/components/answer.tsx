import { Fragment, useRef, useState, type ReactNode } from 'react';
import { MarkdownBlock } from '@/components/markdown-block';
import { useTranslation } from 'react-i18next';
import { SnippetText } from '@/components/snippet-text';
import { hashHref } from '@/lib/hash-route';
import { useFormat } from '@/lib/i18n/use-format';
import { parseMarkdown } from '@/lib/markdown';
import type { ChatSource } from '../types';

type Props = {
  text: string;
  sources: ChatSource[];
  /** Shown as the answer's own label: "Answer" or "Answering…". */
  label: string;
  /** Whether the answer is complete (copying a half answer is not offered). */
  finished: boolean;
  /** The citation whose passage is open; held by the caller so it survives the streamed answer being replaced by the stored one. */
  open: number | null;
  onOpenChange: (n: number | null) => void;
};

/** An answer with its citations as chips; a chip opens the passage it cites. */
export function Answer({ text, sources, label, finished, open, onOpenChange: setOpen }: Props) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const opened = sources.find((source) => source.n === open);

  // a citation "[n]" inside the answer's text: a chip that opens the passage, or the number as written if unknown
  const chip = (text: string, key: number): ReactNode =>
    splitCitations(text).map((part, index) => {
      if (typeof part === 'string') return <Fragment key={`${key}-${index}`}>{part}</Fragment>;
      const source = sources.find((s) => s.n === part);
      if (!source) return <Fragment key={`${key}-${index}`}>{`[${part}]`}</Fragment>;
      return (
        <button
          key={`${key}-${index}`}
          type="button"
          className={`chip${source.gone ? ' chip--gone' : ''}`}
          aria-expanded={open === part}
          aria-label={t('answer.citation', { n: part, name: noteName(source) })}
          onClick={() => setOpen(open === part ? null : part)}
        >
          {part}
        </button>
      );
    });

  const article = useRef<HTMLElement>(null);
  // closing puts focus back on the citation's chip, so keyboard users are where they opened it
  const closePassage = () => {
    const chipButton = article.current?.querySelector<HTMLButtonElement>('.chip[aria-expanded="true"]');
    setOpen(null);
    chipButton?.focus();
  };

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };

  return (
    // Esc closes an open passage wherever focus is in the answer (chip, passage, its link), as "Close" does
    <article
      ref={article}
      className="chat-answer"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || open === null || !opened) return;
        event.stopPropagation();
        closePassage();
      }}
    >
      {/* the note reader's blocks (MarkdownBlock), a heading as a bold line: an answer has no outline of its own */}
      <div className="chat-answer__text">
        {parseMarkdown(text).map((block, index) => (
          <MarkdownBlock key={index} block={block} plain={chip} />
        ))}
      </div>
      {opened ? <Passage source={opened} onClose={closePassage} /> : null}
      {finished && text ? (
        <div className="chat-answer__actions">
          <button type="button" className="button button--small" onClick={() => void copy()}>
            {copied ? t('answer.copied') : t('answer.copy')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

function Passage({ source, onClose }: { source: ChatSource; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  return (
    <section className="chat-passage" role="region" aria-label={t('answer.passage', { n: source.n, name: noteName(source) })}>
      <div className="hit__head">
        <span className="hit__doc">{noteName(source)}</span>
        {source.title && source.title !== source.knowledgeBaseName ? (
          <span className="muted small">{source.knowledgeBaseName}</span>
        ) : null}
        <span className="hit__score">
          {t('answer.score', { score: format.score(source.score) })}
        </span>
      </div>
      {source.gone ? <p className="badge badge--warn">{t('answer.gone')}</p> : null}
      <p className="hit__content">
        <SnippetText content={source.content} />
      </p>
      {source.gone ? null : (
        <p className="hit__chunk">
          <a href={hashHref('knowledge-base', { note: source.knowledgeBaseId, chunk: source.chunkIndex })}>
            {t('answer.open')}
          </a>
        </p>
      )}
      <button type="button" className="button button--small" onClick={onClose}>
        {t('answer.closePassage')}
      </button>
    </section>
  );
}

/** A note as people know it: its title, else its name. */
export function noteName(source: ChatSource): string {
  return source.title || source.knowledgeBaseName;
}

/** Text and citation numbers, in order: "a [1] b" → ["a ", 1, " b"]. */
export function splitCitations(text: string): (string | number)[] {
  const parts: (string | number)[] = [];
  const pattern = /\[(\d{1,4})\]/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
