import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartPanelChange, useStartPanelState } from '@/features/account/api/account';
import { useKnowledgeBases } from '@/features/knowledgebase/api/get-knowledge-bases';
import { useResumes } from '@/features/resume/api/get-resumes';
import { hashHref } from '@/lib/hash-route';

/**
 * The two ways in for a new account: a resume to an interview, notes to questions. Shown to a newcomer until
 * either is taken (a resume or a note exists), it is dismissed, or it has been shown on the first few page
 * loads. The server keeps that per account (`/api/auth/start-panel`), so another browser or device of the
 * account does not show it again; a path taken is reported as closed, so emptying the account later does not
 * bring it back.
 *
 * `compact`: one line of the two links, for a page whose own first thing must stay on the first screen (at
 * 375 px the whole panel pushed the chat's question box below it); the explanations stay on the pages the
 * paths lead to.
 */
export function StartPanel({ accountId, compact = false }: { accountId: number; compact?: boolean }) {
  const { t } = useTranslation('app');
  const notes = useKnowledgeBases({ sortBy: 'createdAt' });
  const resumes = useResumes();
  const stored = useStartPanelState(accountId);
  const visit = useStartPanelChange(accountId, 'visits');
  const close = useStartPanelChange(accountId, 'close');
  // one report per page load: this load counts as one visit, a path taken closes it once
  const reported = useRef<'visit' | 'close' | null>(null);

  const used = (notes.data?.length ?? 0) > 0 || (resumes.data?.length ?? 0) > 0;
  const open = !!notes.data && !!resumes.data && stored.data?.closed === false;
  const { mutate: countVisit } = visit;
  const { mutate: closeForGood } = close;
  useEffect(() => {
    if (!open) return;
    if (used && reported.current !== 'close') {
      reported.current = 'close';
      closeForGood();
    } else if (!used && reported.current === null) {
      reported.current = 'visit';
      countVisit();
    }
  }, [open, used, countVisit, closeForGood]);

  if (!open || used || visit.data?.shown !== true) return null;

  const hide = (
    <button type="button" className="button button--small" onClick={() => closeForGood()} disabled={close.isPending}>
      {t('start.dismiss')}
    </button>
  );
  if (compact) {
    return (
      <section className="panel start-panel start-panel--compact" aria-labelledby="start-title">
        <h2 id="start-title">{t('start.title')}</h2>
        <p className="start-panel__links">
          <a href={hashHref('resumes')}>{t('start.resume')}</a>
          <span aria-hidden="true"> · </span>
          <a href={hashHref('knowledge-base')}>{t('start.notes')}</a>
        </p>
        {hide}
      </section>
    );
  }

  return (
    <section className="panel start-panel" aria-labelledby="start-title">
      <div className="panel__header">
        <h2 id="start-title">{t('start.title')}</h2>
        {hide}
      </div>
      <p>{t('start.intro')}</p>
      <ol className="start-panel__paths">
        <li>
          <a href={hashHref('resumes')}>{t('start.resume')}</a>
          <span className="muted"> {t('start.resumeThen')}</span>
        </li>
        <li>
          <a href={hashHref('knowledge-base')}>{t('start.notes')}</a>
          <span className="muted"> {t('start.notesThen')}</span>
        </li>
      </ol>
    </section>
  );
}
