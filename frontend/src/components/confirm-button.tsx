import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** The button's label before confirming ("Delete"). */
  children: ReactNode;
  /** The question shown once it is pressed ("Delete notes.md?"). */
  question: string;
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
export function ConfirmButton({ children, question, confirmLabel = 'Confirm', onConfirm, disabled, className, ...rest }: Props) {
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
        {confirmLabel}
      </button>
      <button ref={cancelRef} type="button" className="button button--small" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
