import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The button's label before confirming ("Delete"). */
  children: ReactNode;
  /** The question shown once it is pressed ("Delete notes.md?"). */
  question: string;
  /** The confirming button's label; "Confirm" in the page's language when absent. */
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
  /** An accessible name when the visible label is not enough ("Delete notes.md"). */
  'aria-label'?: string;
};

/**
 * A destructive action that asks first, inline (no browser dialog): pressing it shows the
 * question with Confirm and Cancel; focus goes to Cancel, and Escape cancels.
 */
export function ConfirmButton({ children, question, confirmLabel, onConfirm, disabled, className, ...rest }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={triggerRef}
        type="button"
        className={className ?? 'button button--small button--danger'}
        disabled={disabled}
        aria-label={rest['aria-label']}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    );
  }
  return (
    <span
      className="confirm"
      role="group"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <span className="confirm__question">{question}</span>
      <button
        type="button"
        className="button button--small button--danger-solid"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel ?? t('confirm.confirm')}
      </button>
      <button ref={cancelRef} type="button" className="button button--small" onClick={() => setAsking(false)}>
        {t('confirm.cancel')}
      </button>
    </span>
  );
}
