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
 * keeps its height), closed by its close button, Esc, a click outside or the button again. It never runs
 * past the bottom of the window: taller content scrolls inside it.
 */
export function AccountMenu({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, root, () => setOpen(false), button);
  useFocusTrap(open, root);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--small account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        aria-label={t('menu.label', { name: account.username })}
      >
        <AccountLabel label={t('menu.label', { name: NAME_MARK })} name={account.username} />
      </button>
      {open ? (
        <div ref={fitToWindow} id={panelId} className="account-menu__panel" role="dialog" aria-label={t('menu.region')}>
          <div className="account-menu__head">
            <span className="account-menu__name">{account.username}</span>
            <span className="account-menu__role">{account.role === 'ADMIN' ? t('menu.admin') : t('menu.user')}</span>
            <button type="button" className="button button--small" onClick={() => signOut.mutate()}>
              {t('menu.signOut')}
            </button>
            <button type="button" className="button button--small account-menu__close" aria-label={t('menu.close')} onClick={close}>
              <span aria-hidden="true">×</span>
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

/** Caps the open panel's height at the space between its top and the window's bottom edge (1 rem kept free). */
function fitToWindow(element: HTMLElement | null) {
  if (!element) return undefined;
  const fit = () => {
    const room = window.innerHeight - element.getBoundingClientRect().top - 16;
    element.style.maxHeight = `${Math.max(room, 160)}px`;
  };
  fit();
  window.addEventListener('resize', fit);
  return () => window.removeEventListener('resize', fit);
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * While the panel is open, Tab and Shift+Tab go round the account button and the panel's controls: the panel
 * lies over the page, so Tab past its last control ("Change password") must not land on the page behind it.
 */
function useFocusTrap(open: boolean, root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !root.current) return;
      const stops = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], details:not([open]) > :not(summary)'));
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && root.current.contains(active);
      if (!inside || (event.shiftKey ? active === first : active === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, root]);
}

const NAME_MARK = '\u0000';

/**
 * "Account: 张三" with the words around the name in their own spans: a phone hides them from sight (the button's
 * aria-label keeps the whole text), so the narrow button shows the name, not "Account: …".
 */
function AccountLabel({ label, name }: { label: string; name: string }) {
  const [before = '', after = ''] = label.split(NAME_MARK);
  return (
    <>
      {before ? <span className="account-menu__words">{before}</span> : null}
      {name}
      {after ? <span className="account-menu__words">{after}</span> : null}
    </>
  );
}
