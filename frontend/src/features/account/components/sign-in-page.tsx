import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useAccountOptions, useSignIn } from '../api/account';

/**
 * Shown instead of the sections while nobody is signed in: sign in, or create an account when allowed. On an
 * install with no account yet nobody can sign in, so it opens on creating the first one (the administrator).
 */
export function SignInPage() {
  const { t } = useTranslation('account');
  const [chosen, setMode] = useState<'sign-in' | 'sign-up'>();
  const options = useAccountOptions();
  const empty = (options.data?.signUpEnabled ?? false) && (options.data?.firstAccountBecomesAdmin ?? false);
  const mode = chosen ?? (empty ? 'sign-up' : 'sign-in');
  const submit = useSignIn(mode);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const nameId = useId();
  const passwordId = useId();
  const rulesId = useId();
  const signUpOpen = options.data?.signUpEnabled ?? false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ username: username.trim(), password });
  };

  return (
    <section className="page sign-in" aria-labelledby="sign-in-title">
      <p className="sign-in__about">{t('signIn.about')}</p>
      <h2 id="sign-in-title">{mode === 'sign-in' ? t('signIn.title') : t('signUp.title')}</h2>
      {mode === 'sign-in' ? <p className="muted">{t('signIn.intro')}</p> : null}
      {mode === 'sign-up' && options.data?.firstAccountBecomesAdmin ? <p className="muted">{t('signUp.intro')}</p> : null}
      <form className="panel sign-in__form" onSubmit={onSubmit}>
        <label htmlFor={nameId}>{t('fields.username')}</label>
        <input
          id={nameId}
          autoComplete="username"
          aria-describedby={mode === 'sign-up' ? rulesId : undefined}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
        />
        <label htmlFor={passwordId}>{t('fields.password')}</label>
        <input
          id={passwordId}
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          aria-describedby={mode === 'sign-up' ? rulesId : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {mode === 'sign-up' ? (
          <p id={rulesId} className="muted small">
            {t('signUp.rules')}
          </p>
        ) : null}
        <ErrorMessage error={submit.error} />
        <button type="submit" className="button" disabled={submit.isPending}>
          {mode === 'sign-in' ? t('signIn.submit') : t('signUp.submit')}
        </button>
      </form>
      {signUpOpen || mode === 'sign-up' ? (
        <p>
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              submit.reset();
              setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
            }}
          >
            {mode === 'sign-in' ? t('signIn.toSignUp') : t('signUp.toSignIn')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
