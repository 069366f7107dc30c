import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorMessage } from '@/components/error-message';
import { useCompleteSession } from '../api/complete-session';
import { useSaveDraft } from '../api/save-draft';
import { useSubmitAnswer } from '../api/submit-answer';
import type { InterviewSession, SessionQuestion } from '../types';

/** How long typing must pause before the draft is saved. */
export const DRAFT_DEBOUNCE_MS = 800;

/** One question at a time; the answer is saved as a draft while typing, submitted to advance. */
export function AnswerFlow({ session }: { session: InterviewSession }) {
  const complete = useCompleteSession();
  const total = session.questions.length;
  const question = session.questions[session.currentIndex];
  const answered = session.questions.filter((q) => q.answer && q.index < session.currentIndex).length;

  return (
    <section className="panel" aria-labelledby="answer-title">
      {question ? (
        <QuestionCard key={question.index} sessionId={session.id} question={question} total={total} />
      ) : (
        <div>
          <h3 id="answer-title" className="panel__title" tabIndex={-1}>
            All {total} questions answered
          </h3>
          <p>Complete the interview to get your evaluation report.</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => complete.mutate(session.id)}
            disabled={complete.isPending}
          >
            {complete.isPending ? 'Completing…' : 'Complete interview'}
          </button>
        </div>
      )}
      {question ? (
        <div className="answer__finish">
          <span className="muted small">
            {answered} of {total} answered. You may finish early: unanswered questions count as unanswered.
          </span>
          <ConfirmButton
            question={`Finish now with ${total - answered} unanswered?`}
            confirmLabel="Finish interview"
            onConfirm={() => complete.mutate(session.id)}
            className="button button--small"
          >
            Finish early
          </ConfirmButton>
        </div>
      ) : null}
      <ErrorMessage error={complete.error} prefix="Could not complete:" />
    </section>
  );
}

function QuestionCard({ sessionId, question, total }: { sessionId: number; question: SessionQuestion; total: number }) {
  const answerId = useId();
  const [text, setText] = useState(question.answer ?? '');
  const [draftState, setDraftState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; at?: Date; message?: string }>({
    kind: 'idle',
  });
  const saved = useRef(question.answer ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value === saved.current) return;
      setDraftState({ kind: 'saving' });
      draft.mutate(
        { sessionId, questionIndex: question.index, answer: value },
        {
          onSuccess: () => {
            saved.current = value;
            setDraftState({ kind: 'saved', at: new Date() });
          },
          onError: (error) => setDraftState({ kind: 'error', message: error.message }),
        },
      );
    }, DRAFT_DEBOUNCE_MS);
  };

  const onSubmit = () => {
    clearTimeout(timer.current);
    submit.mutate({ sessionId, questionIndex: question.index, answer: text });
  };

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="muted small question__progress">
        Question {question.index + 1} of {total}
        {question.category ? <span className="chip chip--small">{question.category}</span> : null}
      </p>
      <h3 id="answer-title" ref={headingRef} tabIndex={-1} className="question__text">
        {question.question}
      </h3>
      <div className="field">
        <label htmlFor={answerId}>Your answer</label>
        <textarea
          id={answerId}
          rows={8}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          maxLength={20_000}
        />
      </div>
      <p className="draft-state small" role="status" aria-live="polite">
        {draftState.kind === 'saving' ? 'Saving draft…' : null}
        {draftState.kind === 'saved' ? `Draft saved at ${draftState.at?.toLocaleTimeString()}` : null}
        {draftState.kind === 'error' ? <span className="field__error">Draft not saved: {draftState.message}</span> : null}
      </p>
      <ErrorMessage error={submit.error} prefix="Answer not submitted:" />
      <div className="item__actions">
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : question.index + 1 < total ? 'Submit and next' : 'Submit last answer'}
        </button>
      </div>
    </form>
  );
}
