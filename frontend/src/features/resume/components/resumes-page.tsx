import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { StatusBadge } from '@/components/status-badge';
import { useFormat } from '@/lib/i18n/use-format';
import { useResumes } from '../api/get-resumes';
import { ResumeDetailPanel } from './resume-detail';
import { ResumeUpload } from './resume-upload';

export function ResumesPage() {
  const { t } = useTranslation(['resume', 'common']);
  const format = useFormat();
  const { data, error, isPending } = useResumes();
  const [selected, setSelected] = useState<number | null>(null);
  const current = selected ?? data?.[0]?.id ?? null;

  return (
    <section className="page" aria-labelledby="section-title">
      <div className="page__header">
        <h2 id="section-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>
      </div>
      <div className="split">
        <div className="split__side">
          <ResumeUpload onUploaded={(resume) => setSelected(resume.id)} />
          <section className="panel" aria-labelledby="resume-list-title">
            <h3 id="resume-list-title" className="panel__title">
              {t('list.title')}
            </h3>
            <ErrorMessage error={error} prefix={t('list.loadFailed')} />
            {isPending && !error ? <p className="muted">{t('common:loading')}</p> : null}
            {data?.length === 0 ? <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState> : null}
            {data && data.length > 0 ? (
              <ul className="pick-list" aria-label={t('list.label')}>
                {data.map((resume) => (
                  <li key={resume.id}>
                    <button
                      type="button"
                      className="pick"
                      aria-pressed={resume.id === current}
                      onClick={() => setSelected(resume.id)}
                    >
                      <span className="pick__name">{resume.originalFilename}</span>
                      <StatusBadge status={resume.analyzeStatus} />
                      <span className="pick__meta muted">
                        <time dateTime={resume.createdAt} title={format.dateTime(resume.createdAt)}>
                          {format.relative(resume.createdAt)}
                        </time>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        <section className="panel split__main" aria-label={t('list.detailLabel')}>
          {current !== null ? (
            <ResumeDetailPanel key={current} id={current} onDeleted={() => setSelected(null)} />
          ) : (
            <EmptyState title={t('list.pick')} />
          )}
        </section>
      </div>
    </section>
  );
}
