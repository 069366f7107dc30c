import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { BarChart } from '@/components/bar-chart';
import { ConfirmButton } from '@/components/confirm-button';
import { DownloadButton } from '@/components/download-button';
import { ErrorMessage } from '@/components/error-message';
import { LazyDetails } from '@/components/lazy-details';
import { StatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { currentLanguage } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/i18n/use-format';
import { useKeyLabel } from '@/lib/i18n/use-key-label';
import { isActiveStatus } from '@/lib/task-status';
import { analysisPdf } from '../api/analysis-pdf';
import { useDeleteResume } from '../api/delete-resume';
import { useResumeDetail } from '../api/get-resume-detail';
import { useResumeHistory } from '../api/get-resume-history';
import { useReanalyzeResume } from '../api/reanalyze-resume';
import type { ResumeAnalysis } from '../types';

export function ResumeDetailPanel({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useTranslation(['resume', 'common']);
  const format = useFormat();
  const { data: resume, error, isPending } = useResumeDetail(id);
  const reanalyze = useReanalyzeResume();
  const remove = useDeleteResume();
  // The backend hides the analysis while a new one runs; keep showing the last one meanwhile.
  const [lastAnalysis, setLastAnalysis] = useState<ResumeAnalysis | null>(null);
  if (resume?.analysis && resume.analysis !== lastAnalysis) setLastAnalysis(resume.analysis);

  if (isPending) return <p className="muted">{t('detail.loading')}</p>;
  if (!resume) return <ErrorMessage error={error} prefix={t('detail.loadFailed')} />;

  const active = isActiveStatus(resume.analyzeStatus);
  const name = resume.originalFilename;
  return (
    <article className="detail" aria-labelledby="resume-detail-title">
      <div className="item__head">
        <h3 id="resume-detail-title" className="detail__title">
          {name}
        </h3>
        <StatusBadge status={resume.analyzeStatus} />
      </div>
      <p className="muted small">
        {t('detail.facts', { size: format.bytes(resume.sizeBytes), date: format.dateTime(resume.createdAt) })}
      </p>
      <ErrorMessage error={error} prefix={t('detail.refreshFailed')} />
      {resume.analyzeStatus === 'FAILED' ? (
        <p className="item__error">
          <strong>{t('detail.failed')} </strong>
          {resume.analyzeError || t('common:noReason')}
        </p>
      ) : null}
      {active ? (
        <p className="notice" aria-live="polite">
          {resume.analyzeStatus === 'PENDING' ? t('detail.waiting') : t('detail.analyzing')}
          {resume.analyzeError ? <span className="small"> {t('detail.retrying', { error: resume.analyzeError })}</span> : null}
        </p>
      ) : null}
      <div className="item__actions">
        <a className="button button--primary" href={`#/interview?resumeId=${resume.id}`}>
          {t('detail.startInterview')}
        </a>
        <button
          type="button"
          className="button"
          disabled={active || reanalyze.isPending}
          onClick={() => reanalyze.mutate(resume.id)}
        >
          {resume.analyzeStatus === 'FAILED' ? t('detail.retry') : t('detail.reanalyze')}
        </button>
        <a className="button" href={`/api/resumes/${resume.id}/download`} download>
          {t('detail.downloadOriginal')}
        </a>
        {resume.analysis ? (
          <DownloadButton {...analysisPdf(resume.id)} label={t('detail.downloadPdf')} />
        ) : null}
        <ConfirmButton
          question={t('detail.deleteQuestion', { name })}
          confirmLabel={t('detail.delete')}
          onConfirm={() => remove.mutate(resume.id, { onSuccess: onDeleted })}
          aria-label={t('detail.deleteLabel', { name })}
          className="button button--danger"
        >
          {t('detail.delete')}
        </ConfirmButton>
      </div>
      <ErrorMessage error={reanalyze.error ?? remove.error} />
      {resume.analysis ? <Analysis analysis={resume.analysis} /> : null}
      {!resume.analysis && active && lastAnalysis ? (
        <>
          <p className="muted small">{t('detail.previous')}</p>
          <Analysis analysis={lastAnalysis} />
        </>
      ) : null}
      <LazyDetails className="detail__history" summary={t('detail.history')}>
        <History id={resume.id} />
      </LazyDetails>
    </article>
  );
}

function Analysis({ analysis }: { analysis: ResumeAnalysis }) {
  const { t } = useTranslation(['resume', 'common']);
  const format = useFormat();
  const scoreName = useKeyLabel('resume', 'scoreNames');
  const score = Math.round(analysis.overallScore);
  return (
    <section className="analysis" aria-label={t('analysis.label')}>
      <div className="score-hero">
        <span className="score-hero__value" aria-label={t('analysis.overallLabel', { score })}>
          {score}
        </span>
        <span className="score-hero__label">{t('analysis.overall')}</span>
      </div>
      {analysis.summary ? <p className="analysis__summary">{analysis.summary}</p> : null}
      <h4>{t('analysis.scores')}</h4>
      <BarChart values={analysis.scores ?? {}} label={t('analysis.subScores')} nameOf={scoreName} />
      <div className="analysis__lists">
        <TextList title={t('analysis.strengths')} items={analysis.strengths} />
        <TextList title={t('analysis.weaknesses')} items={analysis.weaknesses} />
        <TextList title={t('analysis.suggestions')} items={analysis.suggestions} />
      </div>
      {analysis.skills?.length ? (
        <>
          <h4>{t('analysis.skills')}</h4>
          <ul className="chips" aria-label={t('analysis.skills')}>
            {analysis.skills.map((skill) => (
              <li key={skill} className="chip">
                {skill}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="muted small">
        {/* the built-in analyzer by what it is, not by its internal name */}
        {analysis.model.startsWith('offline') ? (
          t('analysis.madeByBuiltIn', { date: format.dateTime(analysis.analyzedAt) })
        ) : (
          <Trans
            t={t}
            i18nKey="analysis.madeBy"
            values={{ model: analysis.model, date: format.dateTime(analysis.analyzedAt) }}
            components={{ strong: <strong /> }}
          />
        )}{' '}
        <AnalysisLanguage language={analysis.language} page={currentLanguage()} />
      </p>
    </section>
  );
}

/** The analysis keeps the language it was written in; a reader of another one learns how to get theirs. */
function AnalysisLanguage({ language, page }: { language: string | undefined; page: string }) {
  const { t } = useTranslation('resume');
  if (!language) return null;
  const name = t(`languages.${language}`, { defaultValue: language });
  return language === page ? (
    <span>{t('analysis.language', { language: name })}</span>
  ) : (
    <span>{t('analysis.otherLanguage', { language: name, page: t(`languages.${page}`, { defaultValue: page }) })}</span>
  );
}

function TextList({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section className="text-list">
      <h4>{title}</h4>
      <ul>
        {items.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

function History({ id }: { id: number }) {
  const { t } = useTranslation(['resume', 'common']);
  const { data, error, isPending } = useResumeHistory(id);
  if (error) return <ErrorMessage error={error} prefix={t('common:historyUnavailable')} />;
  if (isPending) return <p className="muted">{t('common:loadingHistory')}</p>;
  return <StatusTimeline transitions={data} label={t('detail.historyLabel')} />;
}
