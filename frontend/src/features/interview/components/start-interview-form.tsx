import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '@/components/error-message';
import { navigate } from '@/lib/hash-route';
import { useCreateSession } from '../api/create-session';
import { useResumeOptions } from '../api/get-resume-options';
import type { Difficulty } from '../types';

const DIFFICULTIES: { value: Difficulty; label: string }[] = [
  { value: 'EASY', label: 'Easy' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'HARD', label: 'Hard' },
];

export function StartInterviewForm({ initialResumeId }: { initialResumeId?: number }) {
  const ids = { role: useId(), count: useId(), difficulty: useId(), resume: useId(), countHint: useId() };
  const [role, setRole] = useState('');
  const [count, setCount] = useState('5');
  const [difficulty, setDifficulty] = useState<Difficulty>('MEDIUM');
  const [resumeId, setResumeId] = useState(initialResumeId ? String(initialResumeId) : '');
  const resumes = useResumeOptions();
  const create = useCreateSession();

  const questionCount = Number(count);
  const countValid = Number.isInteger(questionCount) && questionCount >= 3 && questionCount <= 20;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!countValid) return;
    create.mutate(
      {
        role: role.trim() || undefined,
        questionCount,
        difficulty,
        resumeId: resumeId ? Number(resumeId) : undefined,
      },
      { onSuccess: (session) => navigate('interview', { session: session.id }) },
    );
  };

  const knownResume = resumes.data?.some((resume) => String(resume.id) === resumeId);

  return (
    <section className="panel" aria-labelledby="interview-start-title">
      <h3 id="interview-start-title" className="panel__title">
        Start a mock interview
      </h3>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={ids.role}>Target role</label>
          <input
            id={ids.role}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            placeholder="e.g. Java backend engineer / 后端开发工程师"
            maxLength={100}
          />
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={ids.count}>Questions</label>
            <input
              id={ids.count}
              type="number"
              inputMode="numeric"
              min={3}
              max={20}
              value={count}
              aria-describedby={ids.countHint}
              aria-invalid={!countValid}
              onChange={(event) => setCount(event.target.value)}
            />
            <span id={ids.countHint} className={countValid ? 'muted small' : 'field__error'}>
              Between 3 and 20.
            </span>
          </div>
          <div className="field">
            <label htmlFor={ids.difficulty}>Difficulty</label>
            <select
              id={ids.difficulty}
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as Difficulty)}
            >
              {DIFFICULTIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.resume}>Based on resume (optional)</label>
          <select id={ids.resume} value={resumeId} onChange={(event) => setResumeId(event.target.value)}>
            <option value="">No resume: general questions</option>
            {resumeId && !knownResume ? <option value={resumeId}>Resume {resumeId}</option> : null}
            {resumes.data?.map((resume) => (
              <option key={resume.id} value={String(resume.id)}>
                {resume.originalFilename}
                {resume.analyzeStatus !== 'COMPLETED' ? ` (${resume.analyzeStatus.toLowerCase()})` : ''}
              </option>
            ))}
          </select>
          {resumes.error ? <span className="field__error">Resumes unavailable: {resumes.error.message}</span> : null}
        </div>
        <ErrorMessage error={create.error} prefix="Could not start the interview:" />
        <button type="submit" className="button button--primary" disabled={!countValid || create.isPending}>
          {create.isPending ? 'Preparing questions…' : 'Start interview'}
        </button>
      </form>
    </section>
  );
}
