import { useState } from 'react';
import { BarChart } from '@/components/bar-chart';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorMessage } from '@/components/error-message';
import { LazyDetails } from '@/components/lazy-details';
import { StatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { formatBytes, formatDateTime } from '@/lib/format';
import { isActiveStatus } from '@/lib/task-status';
import { useDeleteResume } from '../api/delete-resume';
import { useResumeDetail } from '../api/get-resume-detail';
import { useResumeHistory } from '../api/get-resume-history';
import { useReanalyzeResume } from '../api/reanalyze-resume';
import type { ResumeAnalysis } from '../types';

export function ResumeDetailPanel({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { data: resume, error, isPending } = useResumeDetail(id);
  const reanalyze = useReanalyzeResume();
  const remove = useDeleteResume();
  // The backend hides the analysis while a new one runs; keep showing the last one meanwhile.
  const [lastAnalysis, setLastAnalysis] = useState<ResumeAnalysis | null>(null);
  if (resume?.analysis && resume.analysis !== lastAnalysis) setLastAnalysis(resume.analysis);

  if (isPending) return <p className="muted">Loading the resume…</p>;
  if (!resume) return <ErrorMessage error={error} prefix="Could not load the resume:" />;

  const active = isActiveStatus(resume.analyzeStatus);
  return (
    <article className="detail" aria-labelledby="resume-detail-title">
      <div className="item__head">
        <h3 id="resume-detail-title" className="detail__title">
          {resume.originalFilename}
        </h3>
        <StatusBadge status={resume.analyzeStatus} />
      </div>
      <p className="muted small">
        {formatBytes(resume.sizeBytes)} · uploaded {formatDateTime(resume.createdAt)}
      </p>
      <ErrorMessage error={error} prefix="Could not refresh:" />
      {resume.analyzeStatus === 'FAILED' ? (
        <p className="item__error">
          <strong>Analysis failed: </strong>
          {resume.analyzeError || 'no reason was recorded'}
        </p>
      ) : null}
      {active ? (
        <p className="notice" aria-live="polite">
          {resume.analyzeStatus === 'PENDING' ? 'Waiting for an analyzer…' : 'Analyzing your resume…'}
          {resume.analyzeError ? <span className="small"> (retrying after: {resume.analyzeError})</span> : null}
        </p>
      ) : null}
      <div className="item__actions">
        <a className="button button--primary" href={`#/interview?resumeId=${resume.id}`}>
          Start interview from this resume
        </a>
        <button
          type="button"
          className="button"
          disabled={active || reanalyze.isPending}
          onClick={() => reanalyze.mutate(resume.id)}
        >
          {resume.analyzeStatus === 'FAILED' ? 'Retry analysis' : 'Reanalyze'}
        </button>
        <a className="button" href={`/api/resumes/${resume.id}/download`} download>
          Download original
        </a>
        <ConfirmButton
          question={`Delete “${resume.originalFilename}”?`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate(resume.id, { onSuccess: onDeleted })}
          aria-label={`Delete ${resume.originalFilename}`}
          className="button button--danger"
        >
          Delete
        </ConfirmButton>
      </div>
      <ErrorMessage error={reanalyze.error ?? remove.error} />
      {resume.analysis ? <Analysis analysis={resume.analysis} /> : null}
      {!resume.analysis && active && lastAnalysis ? (
        <>
          <p className="muted small">The previous analysis, until the new one is ready:</p>
          <Analysis analysis={lastAnalysis} />
        </>
      ) : null}
      <LazyDetails className="detail__history" summary="Status history">
        <History id={resume.id} />
      </LazyDetails>
    </article>
  );
}

function Analysis({ analysis }: { analysis: ResumeAnalysis }) {
  return (
    <section className="analysis" aria-label="Analysis">
      <div className="score-hero">
        <span className="score-hero__value" aria-label={`Overall score ${Math.round(analysis.overallScore)} out of 100`}>
          {Math.round(analysis.overallScore)}
        </span>
        <span className="score-hero__label">overall score / 100</span>
      </div>
      {analysis.summary ? <p className="analysis__summary">{analysis.summary}</p> : null}
      <h4>Scores</h4>
      <BarChart values={analysis.scores ?? {}} label="Sub-scores" />
      <div className="analysis__lists">
        <TextList title="Strengths" items={analysis.strengths} />
        <TextList title="Weaknesses" items={analysis.weaknesses} />
        <TextList title="Suggestions" items={analysis.suggestions} />
      </div>
      {analysis.skills?.length ? (
        <>
          <h4>Skills</h4>
          <ul className="chips" aria-label="Skills">
            {analysis.skills.map((skill) => (
              <li key={skill} className="chip">
                {skill}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="muted small">
        Analyzed by <strong>{analysis.model}</strong> · {formatDateTime(analysis.analyzedAt)}
      </p>
    </section>
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
  const { data, error, isPending } = useResumeHistory(id);
  if (error) return <ErrorMessage error={error} prefix="History unavailable:" />;
  if (isPending) return <p className="muted">Loading history…</p>;
  return <StatusTimeline transitions={data} label="Analysis history" />;
}
