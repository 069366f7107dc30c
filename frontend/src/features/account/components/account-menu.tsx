import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/account';
import type { Account } from '../types';
import { ApiTokens } from './api-tokens';

/** The signed-in account in the header: its name, its API tokens and signing out. */
export function AccountMenu({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);

  return (
    <div className="account-menu">
      <button type="button" className="button button--small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('menu.label', { name: account.username })}
      </button>
      {open ? (
        <div className="account-menu__panel" role="region" aria-label={t('menu.region')}>
          <p className="muted small">{account.role === 'ADMIN' ? t('menu.admin') : t('menu.user')}</p>
          <ApiTokens />
          <button type="button" className="button button--small" onClick={() => signOut.mutate()}>
            {t('menu.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
