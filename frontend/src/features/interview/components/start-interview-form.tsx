import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useStatusLabel } from '@/components/status-badge';
import { navigate } from '@/lib/hash-route';
import { useCreateSession } from '../api/create-session';
import { useResumeOptions } from '../api/get-resume-options';
import { LANGUAGES, toLanguage } from '@/lib/i18n/languages';
import type { Difficulty, SessionLanguage } from '../types';
import { DIFFICULTIES } from './difficulty';

export function StartInterviewForm({ initialResumeId }: { initialResumeId?: number }) {
  const { t, i18n } = useTranslation('interview');
  const statusLabel = useStatusLabel();
  const ids = {
    role: useId(),
    count: useId(),
    difficulty: useId(),
    resume: useId(),
    countHint: useId(),
    language: useId(),
    roleHint: useId(),
  };
  const [role, setRole] = useState('');
  const [count, setCount] = useState('5');
  const [difficulty, setDifficulty] = useState<Difficulty>('MEDIUM');
  // the page's language unless the user picks the other one for this interview
  const [language, setLanguage] = useState<SessionLanguage>(toLanguage(i18n.language) ?? 'en');
  // null until the user picks: a newcomer who has an analysed resume expects the interview to use it
  const [chosenResumeId, setResumeId] = useState<string | null>(initialResumeId ? String(initialResumeId) : null);
  const resumes = useResumeOptions();
  const newestAnalysed = resumes.data?.find((resume) => resume.analyzeStatus === 'COMPLETED');
  const resumeId = chosenResumeId ?? (newestAnalysed ? String(newestAnalysed.id) : '');
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
        language,
      },
      { onSuccess: (session) => navigate('interview', { session: session.id }) },
    );
  };

  const knownResume = resumes.data?.some((resume) => String(resume.id) === resumeId);

  return (
    <section className="panel" aria-labelledby="interview-start-title">
      <h3 id="interview-start-title" className="panel__title">
        {t('start.title')}
      </h3>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={ids.role}>{t('start.role')}</label>
          <input
            id={ids.role}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            placeholder={t('start.rolePlaceholder')}
            maxLength={100}
            aria-describedby={ids.roleHint}
          />
          <span id={ids.roleHint} className="muted small">
            {t('start.roleHint')}
          </span>
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={ids.count}>{t('start.questions')}</label>
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
              {t('start.countHint')}
            </span>
          </div>
          <div className="field">
            <label htmlFor={ids.difficulty}>{t('start.difficulty')}</label>
            <select
              id={ids.difficulty}
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as Difficulty)}
            >
              {DIFFICULTIES.map((value) => (
                <option key={value} value={value}>
                  {t(`difficulty.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.language}>{t('start.language')}</label>
          <select
            id={ids.language}
            value={language}
            onChange={(event) => setLanguage(event.target.value as SessionLanguage)}
          >
            {LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {t(`languages.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.resume}>{t('start.resume')}</label>
          <select id={ids.resume} value={resumeId} onChange={(event) => setResumeId(event.target.value)}>
            <option value="">{t('start.noResume')}</option>
            {resumeId && !knownResume ? <option value={resumeId}>{t('start.resumeNumber', { id: resumeId })}</option> : null}
            {resumes.data?.map((resume) => (
              <option key={resume.id} value={String(resume.id)}>
                {resume.analyzeStatus === 'COMPLETED'
                  ? resume.originalFilename
                  : t('start.resumeStatus', { name: resume.originalFilename, status: statusLabel(resume.analyzeStatus) })}
              </option>
            ))}
          </select>
          {resumes.error ? (
            <span className="field__error">{t('start.resumesUnavailable', { error: resumes.error.message })}</span>
          ) : null}
        </div>
        <ErrorMessage error={create.error} prefix={t('start.failed')} />
        <button type="submit" className="button button--primary" disabled={!countValid || create.isPending}>
          {create.isPending ? t('start.preparing') : t('start.submit')}
        </button>
      </form>
    </section>
  );
}
