import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/account';

/** Personal API tokens for scripts (curl): created here, shown once with a copy button, revoked here. */
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
    <section className="account-menu__section" aria-labelledby="api-tokens-title">
      <h3 id="api-tokens-title" className="account-menu__title">
        {t('tokens.title')}
      </h3>
      <p className="account-menu__meta">{t('tokens.intro')}</p>
      <form onSubmit={onSubmit} className="account-menu__row">
        <label htmlFor={nameId}>{t('tokens.name')}</label>
        <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
        <button type="submit" className="button button--small" disabled={name.trim() === '' || create.isPending}>
          {t('tokens.create')}
        </button>
      </form>
      {create.data ? <NewToken token={create.data.token} /> : null}
      <ErrorMessage error={create.error ?? revoke.error ?? tokens.error} />
      {tokens.data?.length ? (
        <ul className="account-menu__list">
          {tokens.data.map((token) => (
            <li key={token.id}>
              <span>
                <span>{token.name}</span> <code>{token.prefix}…</code>
              </span>
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
        <p className="account-menu__meta">{t('tokens.none')}</p>
      )}
    </section>
  );
}

/** The secret, shown this once, with a button that puts it on the clipboard. */
function NewToken({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    // no clipboard outside a secure context (plain http on another host): the token stays selectable
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(token).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div role="status" className="notice account-menu__token">
      <p>{t('tokens.created')}</p>
      <code data-testid="new-api-token">{token}</code>
      <button type="button" className="button button--small" onClick={copy}>
        {t('tokens.copy')}
      </button>
      {copied ? <span>{copied === 'yes' ? t('tokens.copied') : t('tokens.copyFailed')}</span> : null}
    </div>
  );
}
