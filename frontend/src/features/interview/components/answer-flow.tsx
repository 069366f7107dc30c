import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useFormat } from '@/lib/i18n/use-format';
import { useCompleteSession } from '../api/complete-session';
import { saveDraft, useSaveDraft } from '../api/save-draft';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../api/local-draft';
import { useSubmitAnswer } from '../api/submit-answer';
import { ANSWER_COUNTER_FROM, answerLimit } from '../limits';
import type { InterviewSession, SessionQuestion } from '../types';
import { FinishEarly } from './finish-early';

/** How long typing must pause before the draft is saved. */
export const DRAFT_DEBOUNCE_MS = 800;

/** One question at a time; the answer is saved as a draft while typing, submitted to advance. */
export function AnswerFlow({ session }: { session: InterviewSession }) {
  const { t } = useTranslation('interview');
  const complete = useCompleteSession();
  const total = session.questions.length;
  const question = session.questions[session.currentIndex];
  const answered = session.questions.filter((q) => q.answer && q.index < session.currentIndex).length;

  return (
    <section className="panel" aria-labelledby="answer-title">
      {question ? (
        <QuestionCard
          key={question.index}
          sessionId={session.id}
          question={question}
          total={total}
          answered={answered}
          maxLength={answerLimit(session)}
        />
      ) : (
        <div>
          <h3 id="answer-title" className="panel__title" tabIndex={-1}>
            {t('answer.allAnswered', { count: total })}
          </h3>
          <p>{t('answer.completeHint')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => complete.mutate(session.id)}
            disabled={complete.isPending}
          >
            {complete.isPending ? t('answer.completing') : t('answer.complete')}
          </button>
        </div>
      )}
      {question ? null : <ErrorMessage error={complete.error} prefix={t('answer.completeFailed')} />}
    </section>
  );
}

type CardProps = { sessionId: number; question: SessionQuestion; total: number; answered: number; maxLength: number };

function QuestionCard({ sessionId, question, total, answered, maxLength }: CardProps) {
  const { t } = useTranslation('interview');
  const format = useFormat();
  const answerId = useId();
  const counterId = useId();
  // A copy left in this browser is newer than the server's: it is only kept until the server has it.
  const [text, setText] = useState(() => readLocalDraft(sessionId, question.index) ?? question.answer ?? '');
  const [draftState, setDraftState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; at?: Date; message?: string }>({
    kind: 'idle',
  });
  const saved = useRef(question.answer ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const draft = useSaveDraft();
  const submit = useSubmitAnswer();

  useEffect(() => {
    // A new question: move focus to it (not on first load of the page).
    if (question.index > 0) headingRef.current?.focus();
    return () => clearTimeout(timer.current);
  }, [question.index]);

  const onChange = (value: string) => {
    setText(value);
    if (value === saved.current) clearLocalDraft(sessionId, question.index);
    else writeLocalDraft(sessionId, question.index, value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value === saved.current) return;
      setDraftState({ kind: 'saving' });
      saving.current = draft
        .mutateAsync({ sessionId, questionIndex: question.index, answer: value })
        .then(() => {
          saved.current = value;
          if (readLocalDraft(sessionId, question.index) === value) clearLocalDraft(sessionId, question.index);
          setDraftState({ kind: 'saved', at: new Date() });
        })
        .catch((error: Error) => setDraftState({ kind: 'error', message: error.message }));
    }, DRAFT_DEBOUNCE_MS);
  };

  /** Before finishing early: the answer the person chose ("" for none) is what the server holds. */
  const store = async (answer: string) => {
    clearTimeout(timer.current);
    await saving.current; // a save under way would otherwise land after this one
    if (answer === saved.current) return;
    await saveDraft({ sessionId, questionIndex: question.index, answer });
    saved.current = answer;
    clearLocalDraft(sessionId, question.index);
  };

  const remaining = maxLength - text.length;

  const onSubmit = () => {
    clearTimeout(timer.current);
    const index = question.index;
    // mutateAsync settles even when this card has already made way for the next question
    submit
      .mutateAsync({ sessionId, questionIndex: index, answer: text })
      .then(() => clearLocalDraft(sessionId, index))
      .catch(() => undefined); // shown by submit.error; the local copy stays
  };

  return (
    <>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className="muted small question__progress">
          {t('answer.questionOf', { number: question.index + 1, total })}
          {question.category ? <span className="chip chip--small">{question.category}</span> : null}
        </p>
        <h3 id="answer-title" ref={headingRef} tabIndex={-1} className="question__text">
          {question.question}
        </h3>
        <div className="field">
          <label htmlFor={answerId}>{t('answer.yourAnswer')}</label>
          <textarea
            id={answerId}
            rows={8}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            maxLength={maxLength}
            aria-describedby={remaining <= ANSWER_COUNTER_FROM ? counterId : undefined}
          />
          {remaining <= ANSWER_COUNTER_FROM ? (
            <p id={counterId} className="muted small">
              {t('answer.remaining', { count: remaining })}
            </p>
          ) : null}
        </div>
        <p className="draft-state small" role="status" aria-live="polite">
          {draftState.kind === 'saving' ? t('answer.savingDraft') : null}
          {draftState.kind === 'saved' ? t('answer.draftSaved', { time: format.time(draftState.at) }) : null}
          {draftState.kind === 'error' ? (
            <span className="field__error">{t('answer.draftFailed', { error: draftState.message })}</span>
          ) : null}
        </p>
        <ErrorMessage error={submit.error} prefix={t('answer.submitFailed')} />
        <div className="item__actions">
          <button type="submit" className="button button--primary" disabled={submit.isPending}>
            {submit.isPending ? t('answer.submitting') : question.index + 1 < total ? t('answer.submitNext') : t('answer.submitLast')}
          </button>
        </div>
      </form>
      <div className="answer__finish">
        <span className="muted small">{t('answer.progress', { answered, total })}</span>
        <FinishEarly sessionId={sessionId} number={question.index + 1} unanswered={total - answered} draft={text} store={store} />
      </div>
    </>
  );
}
