import { useState } from 'react';
import { ErrorMessage } from '@/components/error-message';
import { LazyDetails } from '@/components/lazy-details';
import { RadarChart } from '@/components/radar-chart';
import { StatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { formatDateTime } from '@/lib/format';
import { isActiveStatus } from '@/lib/task-status';
import { useReport } from '../api/get-report';
import { useSessionHistory } from '../api/get-session-history';
import { useReEvaluateSession } from '../api/re-evaluate-session';
import type { InterviewReport, InterviewSession, ReportQuestion } from '../types';

/** The evaluation of a completed session: waits (live) while it runs, then shows the report. */
export function InterviewReportView({ session }: { session: InterviewSession }) {
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
        <h3 id="report-title" className="panel__title">
          Evaluation report
        </h3>
        <span aria-live="polite">{status ? <StatusBadge status={status} /> : null}</span>
      </div>
      {status === 'FAILED' ? (
        <p className="item__error">
          <strong>Evaluation failed: </strong>
          {session.evaluateError || 'no reason was recorded'}
        </p>
      ) : null}
      {active ? (
        <p className="notice">{status === 'PENDING' ? 'Waiting for an evaluator…' : 'Evaluating your answers…'}</p>
      ) : null}
      <ErrorMessage error={report.error} prefix="Report unavailable:" />
      <ErrorMessage error={reEvaluate.error} prefix="Could not re-evaluate:" />
      <div className="item__actions">
        <button
          type="button"
          className={`button${status === 'FAILED' ? ' button--primary' : ''}`}
          disabled={active || reEvaluate.isPending}
          onClick={() => reEvaluate.mutate(session.id)}
        >
          {status === 'FAILED' ? 'Retry evaluation' : 'Re-evaluate'}
        </button>
      </div>
      {current ? <Report report={current} /> : null}
      {!current && active && lastReport ? (
        <>
          <p className="muted small">The previous report, until the new evaluation is ready:</p>
          <Report report={lastReport} />
        </>
      ) : null}
      <LazyDetails className="detail__history" summary="Status history">
        <History id={session.id} />
      </LazyDetails>
    </section>
  );
}

function Report({ report }: { report: InterviewReport }) {
  return (
    <div className="report">
      <div className="score-hero">
        <span className="score-hero__value" aria-label={`Overall score ${Math.round(report.overallScore)} out of 100`}>
          {Math.round(report.overallScore)}
        </span>
        <span className="score-hero__label">overall score / 100</span>
      </div>
      {report.summary ? <p className="analysis__summary">{report.summary}</p> : null}
      <h4>Dimensions</h4>
      <RadarChart values={report.dimensions ?? {}} label="Dimension scores" />
      <h4>Questions</h4>
      <ol className="report-questions">
        {report.questions.map((q) => (
          <li key={q.index} className="report-question">
            <div className="report-question__head">
              <span className="report-question__text">{q.question}</span>
              <span className="report-question__score">{Math.round(q.score)}/100</span>
            </div>
            <p className="report-question__answer">
              <span className="muted">Your answer: </span>
              {q.answer?.trim() ? q.answer : <em>(unanswered)</em>}
            </p>
            <p>{q.feedback}</p>
            <KeyPoints question={q} />
          </li>
        ))}
      </ol>
      {report.improvements?.length ? (
        <section className="text-list">
          <h4>How to improve</h4>
          <ul>
            {report.improvements.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted small">
        Evaluated by <strong>{report.model}</strong> · {formatDateTime(report.evaluatedAt)}
      </p>
    </div>
  );
}

/** Key points of a question, marked covered or missed when the evaluator says which. */
function KeyPoints({ question }: { question: ReportQuestion }) {
  const points = question.keyPoints ?? [];
  if (points.length === 0) return null;
  const covered = new Set(question.coveredKeyPoints ?? []);
  const missed = new Set(question.missedKeyPoints ?? []);
  return (
    <>
      <p className="muted small">Key points</p>
      <ul className="key-points">
        {points.map((point, index) => (
          <li key={index} className={covered.has(point) ? 'key-point--covered' : missed.has(point) ? 'key-point--missed' : undefined}>
            {point}
            {covered.has(point) ? <span className="key-point__mark"> (covered)</span> : null}
            {missed.has(point) ? <span className="key-point__mark"> (missed)</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function History({ id }: { id: number }) {
  const { data, error, isPending } = useSessionHistory(id);
  if (error) return <ErrorMessage error={error} prefix="History unavailable:" />;
  if (isPending) return <p className="muted">Loading history…</p>;
  return <StatusTimeline transitions={data} label="Evaluation history" />;
}
