import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useCompleteSession } from '../api/complete-session';

type Props = {
  sessionId: number;
  /** The current question's number as a person counts (1-based). */
  number: number;
  /** Questions not yet reached or answered, the current one included. */
  unanswered: number;
  /** What is typed for the current question and not submitted. */
  draft: string;
  /**
   * Stores `answer` as the current question's answer (or "" for none) before the interview ends: the
   * server evaluates what it holds for the question, and a draft may be saved there already.
   */
  store: (answer: string) => Promise<void>;
};

/**
 * "Finish early", asked first, inline. With an answer typed and not submitted, the question says so and
 * offers both: submit it and finish, or finish without it (the draft is cleared so it is not evaluated).
 * What the words say is what happens; finishing earlier treated a saved draft as a submitted answer unsaid.
 */
export function FinishEarly({ sessionId, number, unanswered, draft, store }: Props) {
  const { t } = useTranslation(['interview', 'common']);
  const complete = useCompleteSession();
  const [asking, setAsking] = useState(false);
  const [storeError, setStoreError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasDraft = draft.trim() !== '';

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);

  const finish = async (withDraft: boolean) => {
    setAsking(false);
    setStoreError(null);
    setBusy(true);
    try {
      await store(withDraft ? draft : '');
    } catch (error) {
      setStoreError(error as Error);
      setBusy(false);
      return;
    }
    complete.mutate(sessionId, { onSettled: () => setBusy(false) });
  };

  const notReached = unanswered - (hasDraft ? 1 : 0);
  return (
    <>
      {asking ? (
        <span
          className="confirm"
          role="group"
          aria-label={hasDraft ? t('answer.draftQuestion', { number }) : t('answer.finishQuestion', { count: unanswered })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setAsking(false);
          }}
        >
          <span className="confirm__question">
            {hasDraft ? t('answer.draftQuestion', { number }) : t('answer.finishQuestion', { count: unanswered })}
            {/* its own line: no space to put between two sentences that Chinese would not have */}
            {hasDraft && notReached > 0 ? <span className="confirm__detail">{t('answer.notReached', { count: notReached })}</span> : null}
          </span>
          {hasDraft ? (
            <button type="button" className="button button--small button--primary" onClick={() => void finish(true)}>
              {t('answer.finishWithDraft')}
            </button>
          ) : null}
          <button type="button" className="button button--small button--danger-solid" onClick={() => void finish(false)}>
            {hasDraft ? t('answer.finishWithoutDraft') : t('answer.finish')}
          </button>
          <button ref={cancelRef} type="button" className="button button--small" onClick={() => setAsking(false)}>
            {t('common:confirm.cancel')}
          </button>
        </span>
      ) : (
        <button type="button" className="button button--small" disabled={busy} onClick={() => setAsking(true)}>
          {busy ? t('answer.completing') : t('answer.finishEarly')}
        </button>
      )}
      <ErrorMessage error={storeError ?? complete.error} prefix={t('answer.completeFailed')} />
    </>
  );
}
