import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { hashHref, splitHash, useHashParams } from '@/lib/hash-route';
import { useFormat } from '@/lib/i18n/use-format';
import { useSession } from '../api/get-session';
import { useSessions } from '../api/get-sessions';
import type { SessionSummary } from '../types';
import { AnswerFlow } from './answer-flow';
import { useDifficultyLabel } from './difficulty';
import { InterviewReportView } from './interview-report';
import { SessionList } from './session-list';
import { StartInterviewForm } from './start-interview-form';

/** The parameter of `#/interview?view=list`: the list and the form even while an interview is in progress. */
export const LIST_VIEW = 'list';

/**
 * `#/interview` resumes the interview in progress, if there is one, else offers to start one or pick one;
 * `#/interview?view=list` always does the latter; `#/interview?session=ID` takes an interview or reads its report.
 */
export function InterviewPage() {
  const { t } = useTranslation('interview');
  const params = useHashParams();
  const sessionId = positive(params.get('session'));
  const resumeId = positive(params.get('resumeId'));
  useResumeInProgress(!sessionId && !resumeId && params.get('view') !== LIST_VIEW);

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

/**
 * Coming back to the page (a reload, the menu, another day) takes the person back to the interview they left,
 * the newest one still being answered; replacing the entry keeps Back from bouncing to it again.
 */
function useResumeInProgress(enabled: boolean) {
  const { data } = useSessions();
  const target = enabled && data ? inProgress(data) : undefined;
  useEffect(() => {
    // read the address as it is now, not as it was rendered: a page left for another section must not pull
    // the person back (every section's link led to the interview in progress)
    const { path, params } = splitHash(window.location.hash);
    if (target && path === 'interview' && params.size === 0) {
      window.location.replace(hashHref('interview', { session: target.id }));
    }
  }, [target]);
}

export function inProgress(sessions: SessionSummary[]): SessionSummary | undefined {
  return sessions
    .filter((session) => session.status === 'IN_PROGRESS' && !session.evaluateStatus)
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || b.id - a.id)[0];
}

function SessionView({ id }: { id: number }) {
  const { t } = useTranslation('interview');
  const { data: session, error, isPending } = useSession(id);
  const difficultyLabel = useDifficultyLabel();
  const format = useFormat();
  // answered here: the report that follows the last answer gets the focus, as a new question does
  const answeringNow = session?.status === 'IN_PROGRESS' && !session.evaluateStatus;
  const [wasAnswering, setWasAnswering] = useState(false);
  const [arrivedFromAnswers, setArrivedFromAnswers] = useState(false);
  if (answeringNow !== wasAnswering) {
    setWasAnswering(answeringNow);
    setArrivedFromAnswers(wasAnswering);
  }
  return (
    <>
      <p>
        <a href={hashHref('interview', { view: LIST_VIEW })}>{t('allInterviews')}</a>
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
                // the date names it as the list of interviews and the PDF do
                format.dateTime(session.createdAt),
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
          {answeringNow ? (
            <AnswerFlow session={session} />
          ) : (
            <InterviewReportView session={session} focusOnArrival={arrivedFromAnswers} />
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
