import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/account';
import type { Account } from '../types';
import { AccountSessions } from './account-sessions';
import { AccountStorage } from './account-storage';
import { ApiTokens } from './api-tokens';
import { ChangePassword } from './change-password';
import './account-menu.css';

/**
 * The signed-in account in the header: a button that opens a panel laid over the page (the header
 * keeps its height), closed by Esc, by a click outside or by the button again.
 */
export function AccountMenu({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, root, () => setOpen(false), button);

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--small account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('menu.label', { name: account.username })}
      </button>
      {open ? (
        <div id={panelId} className="account-menu__panel" role="dialog" aria-label={t('menu.region')}>
          <div className="account-menu__head">
            <span className="account-menu__name">{account.username}</span>
            <span className="account-menu__role">{account.role === 'ADMIN' ? t('menu.admin') : t('menu.user')}</span>
            <button type="button" className="button button--small" onClick={() => signOut.mutate()}>
              {t('menu.signOut')}
            </button>
          </div>
          <AccountStorage />
          <AccountSessions />
          <ApiTokens />
          <ChangePassword />
        </div>
      ) : null}
    </div>
  );
}

/** Esc (focus back on the button) or a press outside `root` closes an open panel. */
function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, root, close, button]);
}
