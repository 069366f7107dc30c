import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { MarkdownBlock, plainTexts } from '@/components/markdown-block';
import { useTranslation } from 'react-i18next';
import { SnippetText } from '@/components/snippet-text';
import { hashHref } from '@/lib/hash-route';
import { useFormat } from '@/lib/i18n/use-format';
import { parseMarkdown, type Block } from '@/lib/markdown';
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

/** An answer with its citations as chips and, under it, the notes it cites; a chip or a note opens the passage cited. */
export function Answer({ text, sources, label, finished, open, onOpenChange: setOpen }: Props) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const opened = sources.find((source) => source.n === open);
  const blocks = parseMarkdown(text);
  const { notes, cited } = citedNotes(blocks, sources);
  // the button that opened the passage (a chip or a note of the list under the answer), for "Close" and Esc to return to
  const opener = useRef<HTMLButtonElement | null>(null);
  const toggle = (n: number | null, button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(n);
  };

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
          aria-label={citation(t, part, source)}
          onClick={(event) => toggle(open === part ? null : part, event.currentTarget)}
        >
          {part}
          {/* said in words: a dashed border alone read as an ordinary citation */}
          {source.gone ? <span className="chip__gone"> {t('answer.deleted')}</span> : null}
        </button>
      );
    });

  const article = useRef<HTMLElement>(null);
  // closing puts focus back on the chip or note that opened the passage, so keyboard users are where they opened it;
  // after the streamed answer gave way to the stored one (a new element, no opener), on the passage's chip
  const closePassage = () => {
    const back =
      opener.current?.isConnected && opener.current.getAttribute('aria-expanded') === 'true'
        ? opener.current
        : article.current?.querySelector<HTMLButtonElement>('.chip[aria-expanded="true"]');
    setOpen(null);
    back?.focus();
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
        {blocks.map((block, index) => (
          <MarkdownBlock key={index} block={block} plain={chip} />
        ))}
      </div>
      {/* While it streams, only the notes cited so far: a list of every passage that shrinks as the numbers arrive
          would name notes the answer ends up not citing. An answer that cites none is listed whole once finished
          (see citedNotes). */}
      {notes.length > 0 && (cited || finished) ? (
        <SourceList
          notes={notes}
          cited={cited}
          open={open}
          onToggle={(numbers, button) => toggle(open !== null && numbers.includes(open) ? null : numbers[0]!, button)}
        />
      ) : null}
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

/** The notes an answer rests on, each once, by title: its entry opens the first of the note's passages it cites. */
function SourceList({ notes, cited, open, onToggle }: {
  notes: CitedNote[];
  cited: boolean;
  open: number | null;
  onToggle: (numbers: number[], button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation('chat');
  const { locale } = useFormat();
  const titleId = useId();
  const numbersOf = (numbers: number[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(numbers.map(String));
  return (
    <div className="chat-sources">
      <p id={titleId} className="chat-sources__title">
        {t('answer.sources')}
      </p>
      {cited ? null : <p className="muted small chat-sources__note">{t('answer.sourcesUncited')}</p>}
      <ul className="chat-sources__list" aria-labelledby={titleId}>
        {notes.map(({ source, numbers }) => {
          const entry = t('answer.source', { count: numbers.length, name: noteName(source), numbers: numbersOf(numbers) });
          return (
            <li key={source.knowledgeBaseId} className={`chat-sources__item${source.gone ? ' chat-sources__item--gone' : ''}`}>
              <button
                type="button"
                className="chat-sources__open"
                aria-expanded={open !== null && numbers.includes(open)}
                aria-label={source.gone ? t('answer.sourceGone', { entry }) : entry}
                onClick={(event) => onToggle(numbers, event.currentTarget)}
              >
                {/* the numbers as the chips in the text show them, a deleted note's marked the same way */}
                {numbers.map((n) => (
                  <span key={n} className={`chip${source.gone ? ' chip--gone' : ''}`}>
                    {n}
                  </span>
                ))}
                <span className="chat-sources__name" title={fileTitle(t, source)}>
                  {noteName(source)}
                </span>
                {source.gone ? <span className="chat-sources__gone">{t('answer.deleted')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Passage({ source, onClose }: { source: ChatSource; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  return (
    <section className="chat-passage" role="region" aria-label={t('answer.passage', { n: source.n, name: noteName(source) })}>
      <div className="hit__head">
        <span className="hit__doc" title={fileTitle(t, source)}>
          {noteName(source)}
        </span>
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

/** A note's file name, as a tooltip on its title only: beside every title in an answer it was noise (issue 29). */
/** A chip's name: "Passage 2: Redis", and "(deleted)" after it for a deleted note's. */
function citation(t: TFunction<'chat'>, n: number, source: ChatSource): string {
  const entry = t('answer.citation', { n, name: noteName(source) });
  return source.gone ? t('answer.sourceGone', { entry }) : entry;
}

function fileTitle(t: TFunction<'chat'>, source: ChatSource): string | undefined {
  return source.title && source.title !== source.knowledgeBaseName ? t('answer.fileTitle', { name: source.knowledgeBaseName }) : undefined;
}

/** A note as people know it: its title, else its name. */
export function noteName(source: ChatSource): string {
  return source.title || source.knowledgeBaseName;
}

/** A note an answer rests on, as its first source, and the numbers of its passages the answer cites (ascending). */
export type CitedNote = { source: ChatSource; numbers: number[] };

/**
 * The notes the answer's chips cite, in the order first cited, each once however many of its passages are cited;
 * `cited` false when the text cites none of its sources. Then every source's note is given: the answer was
 * written from exactly these passages (a model that wrote no numbers, an answer stopped before its first), and a
 * reader deciding whether to trust it wants to check them; listing none would leave no way to. The list says
 * the answer does not tell which it drew on, so it does not claim more than the answer does.
 */
export function citedNotes(blocks: Block[], sources: ChatSource[]): { notes: CitedNote[]; cited: boolean } {
  const known = blocks
    .flatMap(plainTexts)
    .flatMap(splitCitations)
    .filter((part): part is number => typeof part === 'number' && sources.some((source) => source.n === part));
  const cited = known.length > 0;
  const notes = new Map<number, CitedNote>();
  for (const n of cited ? known : sources.map((source) => source.n)) {
    const source = sources.find((s) => s.n === n)!;
    const note = notes.get(source.knowledgeBaseId) ?? { source, numbers: [] };
    if (!note.numbers.includes(n)) note.numbers.push(n);
    notes.set(source.knowledgeBaseId, note);
  }
  return { notes: [...notes.values()].map((note) => ({ ...note, numbers: note.numbers.sort((a, b) => a - b) })), cited };
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
