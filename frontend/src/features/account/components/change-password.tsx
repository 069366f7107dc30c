import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useChangePassword } from '../api/account';

/** A new password; every other session ends with it, and the API tokens too when ticked. */
export function ChangePassword() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [revokeTokens, setRevokeTokens] = useState(false);
  const currentId = useId();
  const nextId = useId();
  const rulesId = useId();
  const revokeId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword: current, newPassword: next, revokeTokens },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
      },
    );
  };

  return (
    <section className="account-menu__section" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="account-menu__title">
        {t('password.title')}
      </h3>
      <form className="account-menu__form" onSubmit={onSubmit}>
        <label htmlFor={currentId}>{t('password.current')}</label>
        <input
          id={currentId}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          required
        />
        <label htmlFor={nextId}>{t('password.next')}</label>
        <input
          id={nextId}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          minLength={8}
          aria-describedby={rulesId}
          required
        />
        <p id={rulesId} className="account-menu__meta">
          {t('password.rules')}
        </p>
        <label className="account-menu__check" htmlFor={revokeId}>
          <input
            id={revokeId}
            type="checkbox"
            checked={revokeTokens}
            onChange={(event) => setRevokeTokens(event.target.checked)}
          />
          {t('password.revokeTokens')}
        </label>
        <ErrorMessage error={change.error} />
        {change.isSuccess ? (
          <p role="status" className="notice">
            {t('password.changed')}
          </p>
        ) : null}
        <button type="submit" className="button button--small" disabled={change.isPending}>
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
