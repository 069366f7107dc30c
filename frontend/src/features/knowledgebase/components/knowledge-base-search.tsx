import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LazyDetails } from '@/components/lazy-details';
import { SnippetText } from '@/components/snippet-text';
import { ErrorMessage } from '@/components/error-message';
import { useFormat } from '@/lib/i18n/use-format';
import { hashHref } from '@/lib/hash-route';
import { comparable, plainSnippet } from '@/lib/markdown';
import { useSearchKnowledgeBase } from '../api/search-knowledge-base';
import type { SearchHit } from '../types';

/** Semantic search over every vectorized note: the best notes by title, each with its matching passages. */
export function KnowledgeBaseSearch() {
  const { t } = useTranslation('knowledgebase');
  const inputId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const { data, error, isFetching, isPlaceholderData } = useSearchKnowledgeBase({ q: submitted, k: 8, passages: 3 });
  // The answer to the query asked now, once it is in; until then the last results stay, with the query they
  // answer (a new query, or a reload after notes changed, used to clear the list until its answer came). Only
  // the current query's own answer replaces them: an answer to a query asked before never reaches this
  // observer, and a reload of the same query replaces its older answer in the cache, never the reverse.
  const fresh = submitted && data && !isPlaceholderData ? { query: submitted, hits: data } : undefined;
  const [kept, setKept] = useState<{ query: string; hits: SearchHit[] } | undefined>(undefined);
  if (fresh && (kept?.hits !== fresh.hits || kept.query !== fresh.query)) setKept(fresh);
  const shown = fresh ?? (submitted ? kept : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text.trim());
  };

  return (
    <section className="panel" aria-labelledby="kb-search-title">
      <h3 id="kb-search-title" className="panel__title">
        {t('search.title')}
      </h3>
      <form className="search-form" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={500}
        />
        <button type="submit" className="button button--primary" disabled={text.trim() === ''}>
          {t('search.submit')}
        </button>
      </form>
      <ErrorMessage error={error} prefix={t('search.failed')} />
      <div aria-live="polite" aria-busy={isFetching}>
        {submitted && isFetching && !fresh ? <p className="muted">{t('search.searching')}</p> : null}
        {shown ? (
          shown.hits.length === 0 ? (
            <EmptyState title={t('search.nothing', { query: shown.query })}>{t('search.nothingHint')}</EmptyState>
          ) : (
            <Hits notes={byShownScore(byNote(shown.hits))} query={shown.query} />
          )
        ) : null}
      </div>
    </section>
  );
}

/** One note's passages, best first once {@link byShownScore} has sorted them. */
type Note = [SearchHit, ...SearchHit[]];

/**
 * The relevance floor (docs/knowledge-base.md): notes with a passage above the threshold chat answers from are
 * shown as they are; the others are collapsed behind a disclosure, and when no note clears it the page says so
 * first, so an off-topic search does not read as eight confident answers.
 */
function Hits({ notes, query }: { notes: Note[]; query: string }) {
  const { t } = useTranslation('knowledgebase');
  const clear = notes.filter((hits) => hits.some((hit) => !hit.weak));
  const weak = notes.filter((hits) => hits.every((hit) => hit.weak));
  return (
    <>
      {clear.length > 0 ? (
        <NoteList notes={clear} query={query} label={t('search.results', { query })} />
      ) : (
        <EmptyState title={t('search.noClearMatch', { query })}>{t('search.noClearMatchHint')}</EmptyState>
      )}
      {weak.length > 0 ? (
        <LazyDetails className="hits__weak" summary={t('search.weaker', { count: weak.length })}>
          <NoteList notes={weak} query={query} label={t('search.weakerResults', { query })} />
        </LazyDetails>
      ) : null}
    </>
  );
}

function NoteList({ notes, query, label }: { notes: Note[]; query: string; label: string }) {
  const { t } = useTranslation('knowledgebase');
  const format = useFormat();
  return (
    <ol className="hits" aria-label={label}>
      {notes.map((hits) => (
        <li key={hits[0].knowledgeBaseId} className="hit">
          <div className="hit__head">
            {/* the file's name only as a tooltip: beside every title it was noise (issue 29); the notes list shows it */}
            <span className="hit__doc" title={fileTitle(t, hits[0])}>
              {hits[0].title || hits[0].knowledgeBaseName}
            </span>
          </div>
          <ul className="hit__passages">
            {hits.map((hit) => (
              <li key={hit.chunkIndex} className="hit__passage">
                <p className="hit__content">
                  <SnippetText content={hit.content} words={(words) => highlight(words, query)} />
                </p>
                <p className="muted hit__chunk">
                  <a href={hashHref('knowledge-base', { note: hit.knowledgeBaseId, chunk: hit.chunkIndex })}>
                    {t('search.open')}
                  </a>
                  {' · '}
                  <span title={t('search.scoreTitle')}>
                    {t('search.score', { score: format.score(hit.score) })}
                  </span>
                  {hit.otherLanguage ? <span className="hit__other-language">{t('search.otherLanguage')}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * Hits in order, each note's passages together (the API already groups them; this keeps them so). A passage
 * that reads the same as one shown before it in its note, or is part of it (chunks overlap: two of them showed
 * "MySQL 学习资料推荐：书籍推荐。文章推荐：…" one above the other), is shown once.
 */
export function byNote(hits: SearchHit[]): Note[] {
  const notes = new Map<number, [SearchHit, ...SearchHit[]]>();
  const shown = new Map<number, string[]>();
  for (const hit of hits) {
    const text = comparable(plainSnippet(hit.content));
    const before = shown.get(hit.knowledgeBaseId) ?? [];
    if (before.some((other) => other.includes(text))) continue;
    shown.set(hit.knowledgeBaseId, [...before, text]);
    const passages = notes.get(hit.knowledgeBaseId);
    if (passages) passages.push(hit);
    else notes.set(hit.knowledgeBaseId, [hit]);
  }
  return [...notes.values()];
}

const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'how', 'does', 'what', 'why', 'that', 'this', 'are', 'from', 'into']);

/** Punctuation around a query's words ("Tomcat?", "“索引”，") is not part of them. */
const WORD_SEPARATORS = /[\s,.;:!?"'()[\]{}<>，。；：！？、（）“”‘’《》]+/;

/** Marks the query's words (3+ characters and not filler, or any CJK run) where they occur literally. */
export function highlight(content: string, query: string): ReactNode {
  const words = query
    .split(WORD_SEPARATORS)
    .filter((word) => (word.length >= 3 && !STOP_WORDS.has(word.toLowerCase())) || /[\u3400-\u9fff]/.test(word))
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return content;
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  return content.split(pattern).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

/**
 * Notes in the order of the relevance shown beside their passages (best passage first within a note too): the
 * server ranks by words and meaning together, and a list whose numbers go up and down reads as a wrong order.
 */
export function byShownScore(notes: [SearchHit, ...SearchHit[]][]): [SearchHit, ...SearchHit[]][] {
  const best = (hits: SearchHit[]) => Math.max(...hits.map((hit) => hit.score));
  return notes
    .map((hits) => [...hits].sort((a, b) => b.score - a.score) as [SearchHit, ...SearchHit[]])
    .sort((a, b) => best(b) - best(a));
}

/** "File: mysql-questions-01" for a note with a title of its own; nothing when its name is all it has. */
function fileTitle(t: TFunction<'knowledgebase'>, hit: SearchHit): string | undefined {
  return hit.title && hit.title !== hit.knowledgeBaseName ? t('search.fileTitle', { name: hit.knowledgeBaseName }) : undefined;
}
