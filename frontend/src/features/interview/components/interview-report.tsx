import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/download-button';
import { ErrorMessage } from '@/components/error-message';
import { LazyDetails } from '@/components/lazy-details';
import { RadarChart } from '@/components/radar-chart';
import { StatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { useFormat } from '@/lib/i18n/use-format';
import { useKeyLabel } from '@/lib/i18n/use-key-label';
import { isActiveStatus } from '@/lib/task-status';
import { useReport } from '../api/get-report';
import { reportPdf } from '../api/report-pdf';
import { useSessionHistory } from '../api/get-session-history';
import { useReEvaluateSession } from '../api/re-evaluate-session';
import type { InterviewReport, InterviewSession, ReportQuestion } from '../types';

/** The evaluation of a completed session: waits (live) while it runs, then shows the report. */
export function InterviewReportView({ session, focusOnArrival = false }: { session: InterviewSession; focusOnArrival?: boolean }) {
  const { t } = useTranslation(['interview', 'common']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnArrival) headingRef.current?.focus();
  }, [focusOnArrival]);
  const report = useReport(session.id);
  const reEvaluate = useReEvaluateSession();
  const status = session.evaluateStatus ?? (report.data && !report.data.ready ? report.data.evaluateStatus : null);
  const active = isActiveStatus(status);
  // The report answers 202 while a re-evaluation runs; keep the last one on screen meanwhile.
  const current = report.data?.ready ? report.data.report : null;
  const [lastReport, setLastReport] = useState<InterviewReport | null>(null);
  if (current && current !== lastReport) setLastReport(current);

  return (
    <section className="panel" aria-labelledby="report-title">
      <div className="panel__header">
        <h3 id="report-title" className="panel__title" ref={headingRef} tabIndex={-1}>
          {t('report.title')}
        </h3>
        <span aria-live="polite">{status ? <StatusBadge status={status} /> : null}</span>
      </div>
      {status === 'FAILED' ? (
        <p className="item__error">
          <strong>{t('report.failed')} </strong>
          {session.evaluateError || t('common:noReason')}
        </p>
      ) : null}
      {active ? (
        <p className="notice">{status === 'PENDING' ? t('report.waiting') : t('report.evaluating')}</p>
      ) : null}
      <ErrorMessage error={report.error} prefix={t('report.unavailable')} />
      <ErrorMessage error={reEvaluate.error} prefix={t('report.reEvaluateFailed')} />
      <div className="item__actions">
        <button
          type="button"
          className={`button${status === 'FAILED' ? ' button--primary' : ''}`}
          disabled={active || reEvaluate.isPending}
          onClick={() => reEvaluate.mutate(session.id)}
        >
          {status === 'FAILED' ? t('report.retry') : t('report.reEvaluate')}
        </button>
        {current ? (
          <DownloadButton {...reportPdf(session.id)} label={t('report.downloadPdf')} />
        ) : null}
      </div>
      {current ? <Report report={current} /> : null}
      {!current && active && lastReport ? (
        <>
          <p className="muted small">{t('report.previous')}</p>
          <Report report={lastReport} />
        </>
      ) : null}
      <LazyDetails className="detail__history" summary={t('report.history')}>
        <History id={session.id} />
      </LazyDetails>
    </section>
  );
}

/** The id the server records for its built-in evaluator; a model's own name is shown as it is. */
const OFFLINE_EVALUATOR = 'offline-evaluator';

function Report({ report }: { report: InterviewReport }) {
  const { t } = useTranslation(['interview', 'common']);
  const format = useFormat();
  const dimensionName = useKeyLabel('interview', 'dimensionNames');
  const score = Math.round(report.overallScore);
  return (
    <div className="report">
      <div className="score-hero">
        <span className="score-hero__value" aria-label={t('report.overallLabel', { score })}>
          {score}
        </span>
        <span className="score-hero__label">{t('report.overall')}</span>
      </div>
      {report.summary ? <p className="analysis__summary">{report.summary}</p> : null}
      <h4>{t('report.dimensions')}</h4>
      <RadarChart values={report.dimensions ?? {}} label={t('report.dimensionScores')} nameOf={dimensionName} />
      <h4>{t('report.questions')}</h4>
      <ol className="report-questions">
        {report.questions.map((q) => (
          <li key={q.index} className="report-question">
            <div className="report-question__head">
              <span className="report-question__text">{q.question}</span>
              <span className="report-question__score">{t('common:outOf100', { score: Math.round(q.score) })}</span>
            </div>
            <p className="report-question__answer">
              <span className="muted">{t('report.yourAnswer')} </span>
              {q.answer?.trim() ? q.answer : <em>{t('report.unanswered')}</em>}
            </p>
            <p>{q.feedback}</p>
            <KeyPoints question={q} />
          </li>
        ))}
      </ol>
      {report.improvements?.length ? (
        <section className="text-list">
          <h4>{t('report.improve')}</h4>
          <ul>
            {report.improvements.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted small">
        {/* the offline evaluator by what it is, not by its internal id */}
        {report.model.startsWith(OFFLINE_EVALUATOR) ? (
          t('report.madeByOffline', { date: format.dateTime(report.evaluatedAt) })
        ) : (
          <Trans
            t={t}
            i18nKey="report.madeBy"
            values={{ model: report.model, date: format.dateTime(report.evaluatedAt) }}
            components={{ strong: <strong /> }}
          />
        )}
      </p>
    </div>
  );
}

/** Key points of a question, marked covered or missed when the evaluator says which. */
function KeyPoints({ question }: { question: ReportQuestion }) {
  const { t } = useTranslation(['interview', 'common']);
  const points = question.keyPoints ?? [];
  if (points.length === 0) return null;
  const covered = new Set(question.coveredKeyPoints ?? []);
  const missed = new Set(question.missedKeyPoints ?? []);
  return (
    <>
      <p className="muted small">{t('report.keyPoints')}</p>
      <ul className="key-points">
        {points.map((point, index) => (
          <li key={index} className={covered.has(point) ? 'key-point--covered' : missed.has(point) ? 'key-point--missed' : undefined}>
            {point}
            {covered.has(point) ? <span className="key-point__mark"> {t('report.covered')}</span> : null}
            {missed.has(point) ? <span className="key-point__mark"> {t('report.missed')}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function History({ id }: { id: number }) {
  const { t } = useTranslation(['interview', 'common']);
  const { data, error, isPending } = useSessionHistory(id);
  if (error) return <ErrorMessage error={error} prefix={t('common:historyUnavailable')} />;
  if (isPending) return <p className="muted">{t('common:loadingHistory')}</p>;
  return <StatusTimeline transitions={data} label={t('report.historyLabel')} />;
}
