import { useId, useState, type FormEvent } from 'react';

/** Where the operator enters the admin token that replays need; kept for this tab only. */
export function AdminTokenField({ token, onChange }: { token: string; onChange: (token: string) => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
    setDraft('');
  };

  return (
    <form className="token-form" onSubmit={onSubmit} aria-label="Admin token">
      {token ? (
        <p className="token-form__state">
          Admin token set for this tab.{' '}
          <button type="button" className="button button--small" onClick={() => onChange('')}>
            Forget token
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={inputId}>Admin token (needed to replay)</label>
          <div className="token-form__row">
            <input
              id={inputId}
              type="password"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="button button--small" disabled={draft.trim() === ''}>
              Use token
            </button>
          </div>
          <p className="muted small">Kept in this browser tab only (sessionStorage).</p>
        </>
      )}
    </form>
  );
}
