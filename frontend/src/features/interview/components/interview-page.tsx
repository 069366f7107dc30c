import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { hashHref, useHashParams } from '@/lib/hash-route';
import { useSession } from '../api/get-session';
import { AnswerFlow } from './answer-flow';
import { useDifficultyLabel } from './difficulty';
import { InterviewReportView } from './interview-report';
import { SessionList } from './session-list';
import { StartInterviewForm } from './start-interview-form';

/** `#/interview` to start one or pick one; `#/interview?session=ID` to take it or read its report. */
export function InterviewPage() {
  const { t } = useTranslation('interview');
  const params = useHashParams();
  const sessionId = positive(params.get('session'));
  const resumeId = positive(params.get('resumeId'));

  return (
    <section className="page" aria-labelledby="section-title">
      <div className="page__header">
        <h2 id="section-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>
      </div>
      {sessionId ? (
        <SessionView id={sessionId} />
      ) : (
        <div className="page__grid">
          <StartInterviewForm key={resumeId ?? 'none'} initialResumeId={resumeId} />
          <SessionList />
        </div>
      )}
    </section>
  );
}

function SessionView({ id }: { id: number }) {
  const { t } = useTranslation('interview');
  const { data: session, error, isPending } = useSession(id);
  const difficultyLabel = useDifficultyLabel();
  return (
    <>
      <p>
        <a href={hashHref('interview')}>{t('allInterviews')}</a>
      </p>
      {isPending && !error ? <p className="muted">{t('loadingSession')}</p> : null}
      {!session ? <ErrorMessage error={error} prefix={t('loadFailed')} /> : null}
      {session ? (
        <>
          <div className="session-head">
            <h3 className="session-head__title">{session.role || t('generalInterview')}</h3>
            <span className="muted">
              {[
                difficultyLabel(session.difficulty),
                t('questionCount', { count: session.questions.length }),
                session.language ? t(`languages.${session.language}`) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          {session.generalQuestions ? (
            <p className="notice" role="note">
              {t('generalNotice', { role: session.role ?? '' })}
            </p>
          ) : null}
          {session.status === 'IN_PROGRESS' && !session.evaluateStatus ? (
            <AnswerFlow session={session} />
          ) : (
            <InterviewReportView session={session} />
          )}
        </>
      ) : null}
    </>
  );
}

function positive(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}
