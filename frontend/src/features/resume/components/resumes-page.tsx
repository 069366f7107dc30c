import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/format';
import { useResumes } from '../api/get-resumes';
import { ResumeDetailPanel } from './resume-detail';
import { ResumeUpload } from './resume-upload';

export function ResumesPage() {
  const { data, error, isPending } = useResumes();
  const [selected, setSelected] = useState<number | null>(null);
  const current = selected ?? data?.[0]?.id ?? null;

  return (
    <section className="page" aria-labelledby="section-title">
      <div className="page__header">
        <h2 id="section-title">Resumes</h2>
        <p className="muted">Upload a resume and get an AI analysis with scores, strengths and suggestions.</p>
      </div>
      <div className="split">
        <div className="split__side">
          <ResumeUpload onUploaded={(resume) => setSelected(resume.id)} />
          <section className="panel" aria-labelledby="resume-list-title">
            <h3 id="resume-list-title" className="panel__title">
              Your resumes
            </h3>
            <ErrorMessage error={error} prefix="Could not load resumes:" />
            {isPending && !error ? <p className="muted">Loading…</p> : null}
            {data?.length === 0 ? (
              <EmptyState title="No resumes yet.">Upload one to get its analysis.</EmptyState>
            ) : null}
            {data && data.length > 0 ? (
              <ul className="pick-list" aria-label="Resumes">
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
                      <span className="pick__meta muted">{formatDateTime(resume.createdAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        <section className="panel split__main" aria-label="Resume detail">
          {current !== null ? (
            <ResumeDetailPanel key={current} id={current} onDeleted={() => setSelected(null)} />
          ) : (
            <EmptyState title="Pick or upload a resume to see its analysis." />
          )}
        </section>
      </div>
    </section>
  );
}
