import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnowledgeBases } from '@/features/knowledgebase/api/get-knowledge-bases';
import { useResumes } from '@/features/resume/api/get-resumes';
import { hashHref } from '@/lib/hash-route';

const dismissedKey = (accountId: number) => `prepstream.start.dismissed.${accountId}`;

/**
 * The two ways in for a new account: a resume to an interview, notes to questions. Shown until either
 * is taken (a resume or a note exists) or it is dismissed.
 */
export function StartPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation('app');
  const notes = useKnowledgeBases({ sortBy: 'createdAt' });
  const resumes = useResumes();
  const [dismissed, setDismissed] = useState(() => readDismissed(accountId));

  const used = (notes.data?.length ?? 0) > 0 || (resumes.data?.length ?? 0) > 0;
  if (dismissed || used || !notes.data || !resumes.data) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(accountId), '1');
    } catch {
      // storage refused (private mode): dismissed for this page only
    }
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

function readDismissed(accountId: number): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(accountId)) === '1';
  } catch {
    return false;
  }
}
