import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnowledgeBases } from '@/features/knowledgebase/api/get-knowledge-bases';
import { useResumes } from '@/features/resume/api/get-resumes';
import { hashHref } from '@/lib/hash-route';

const dismissedKey = (accountId: number) => `prepstream.start.dismissed.${accountId}`;
const shownKey = (accountId: number) => `prepstream.start.shown.${accountId}`;
/** A newcomer's first visits; after these an account that is still empty knows its way (or uses only chat or ops). */
export const START_PANEL_VISITS = 3;

/**
 * The two ways in for a new account: a resume to an interview, notes to questions. Shown to a newcomer until
 * either is taken (a resume or a note exists; remembered, so emptying the account later does not bring it back),
 * it is dismissed, or it has been shown on {@link START_PANEL_VISITS} page loads.
 */
export function StartPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation('app');
  const notes = useKnowledgeBases({ sortBy: 'createdAt' });
  const resumes = useResumes();
  // read once per page load: this load counts as one visit
  const [dismissed, setDismissed] = useState(() => readNumber(dismissedKey(accountId)) > 0);
  const [visits] = useState(() => readNumber(shownKey(accountId)));

  const used = (notes.data?.length ?? 0) > 0 || (resumes.data?.length ?? 0) > 0;
  const hidden = dismissed || visits >= START_PANEL_VISITS || used || !notes.data || !resumes.data;
  useEffect(() => {
    if (used) remember(dismissedKey(accountId), 1);
    else if (!hidden) remember(shownKey(accountId), visits + 1);
  }, [accountId, hidden, used, visits]);
  if (hidden) return null;

  const dismiss = () => {
    remember(dismissedKey(accountId), 1);
    setDismissed(true);
  };

  return (
    <section className="panel start-panel" aria-labelledby="start-title">
      <div className="panel__header">
        <h2 id="start-title">{t('start.title')}</h2>
        <button type="button" className="button button--small" onClick={dismiss}>
          {t('start.dismiss')}
        </button>
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

function readNumber(key: string): number {
  try {
    return Number(window.localStorage.getItem(key) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function remember(key: string, value: number) {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // storage refused (private mode): remembered for this page only
  }
}
