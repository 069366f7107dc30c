import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { formatDateTime } from '@/lib/format';
import { useAccountSessions, useEndSession } from '../api/account';

/** Where the account is signed in: each browser session, this one marked, any other can be ended. */
export function AccountSessions() {
  const { t, i18n } = useTranslation('account');
  const sessions = useAccountSessions();
  const end = useEndSession();

  return (
    <section className="account-menu__section" aria-labelledby="account-sessions-title">
      <h3 id="account-sessions-title" className="account-menu__title">
        {t('sessions.title')}
      </h3>
      <ErrorMessage error={end.error ?? sessions.error} />
      {sessions.data?.length ? (
        <ul className="account-menu__list">
          {sessions.data.map((session) => (
            <li key={session.id}>
              <span>
                <strong>{session.userAgent || t('sessions.unknownBrowser')}</strong>
                {session.current ? <span className="account-menu__tag">{t('sessions.current')}</span> : null}
                <br />
                <span className="account-menu__meta">
                  {t('sessions.times', {
                    created: formatDateTime(session.createdAt, i18n.language),
                    used: formatDateTime(session.lastUsedAt, i18n.language),
                  })}
                </span>
              </span>
              {session.current ? null : (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => end.mutate(session.id)}
                  aria-label={t('sessions.endNamed', { name: session.userAgent || t('sessions.unknownBrowser') })}
                >
                  {t('sessions.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-menu__meta">{t('sessions.none')}</p>
      )}
    </section>
  );
}
