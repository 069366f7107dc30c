import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/account';

/** Personal API tokens for scripts (curl): created here, shown once, revoked here. */
export function ApiTokens() {
  const { t } = useTranslation('account');
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const nameId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };

  return (
    <section className="panel api-tokens" aria-labelledby="api-tokens-title">
      <h3 id="api-tokens-title" className="panel__title">
        {t('tokens.title')}
      </h3>
      <p className="muted small">{t('tokens.intro')}</p>
      <form onSubmit={onSubmit} className="token-form__row">
        <label htmlFor={nameId}>{t('tokens.name')}</label>
        <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
        <button type="submit" className="button button--small" disabled={name.trim() === '' || create.isPending}>
          {t('tokens.create')}
        </button>
      </form>
      {create.data ? (
        <p role="status" className="notice">
          {t('tokens.created')} <code data-testid="new-api-token">{create.data.token}</code>
        </p>
      ) : null}
      <ErrorMessage error={create.error ?? revoke.error ?? tokens.error} />
      {tokens.data?.length ? (
        <ul className="api-tokens__list">
          {tokens.data.map((token) => (
            <li key={token.id}>
              <span>
                {token.name} <code>{token.prefix}…</code>
              </span>{' '}
              <button
                type="button"
                className="button button--small"
                onClick={() => revoke.mutate(token.id)}
                aria-label={t('tokens.revokeNamed', { name: token.name })}
              >
                {t('tokens.revoke')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('tokens.none')}</p>
      )}
    </section>
  );
}
