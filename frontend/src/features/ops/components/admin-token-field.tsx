import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the operator enters the admin token that replays need; kept for this tab only. */
export function AdminTokenField({ token, onChange }: { token: string; onChange: (token: string) => void }) {
  const { t } = useTranslation('ops');
  const inputId = useId();
  const [draft, setDraft] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
    setDraft('');
  };

  return (
    <form className="token-form" onSubmit={onSubmit} aria-label={t('token.form')}>
      {token ? (
        <p className="token-form__state">
          {t('token.set')}{' '}
          <button type="button" className="button button--small" onClick={() => onChange('')}>
            {t('token.forget')}
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={inputId}>{t('token.label')}</label>
          <div className="token-form__row">
            <input
              id={inputId}
              type="password"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="button button--small" disabled={draft.trim() === ''}>
              {t('token.use')}
            </button>
          </div>
          <p className="muted small">{t('token.hint')}</p>
        </>
      )}
    </form>
  );
}
