import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { accountKeys, useMe } from '@/features/account/api/account';
import { AccountMenu } from '@/features/account/components/account-menu';
import { SignInPage } from '@/features/account/components/sign-in-page';
import type { Account } from '@/features/account/types';
import { StatusPanel } from '@/features/system/components/status-panel';
import { SIGNED_OUT_EVENT } from '@/lib/api-client';
import { LiveSync } from './live-sync';
import { useDocumentTitle } from './document-title';
import { sectionHref, sectionsFor } from './sections';
import { StartPanel } from './start-panel';
import { useHashSection } from './use-hash-section';

export function App() {
  const { t } = useTranslation('app');
  const me = useMe();
  useSignedOutListener();
  const account = me.data;

  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <h1 className="app-header__brand">{t('brand')}</h1>
          {account ? <SignedInNav account={account} /> : null}
          <LanguageSwitch />
        </div>
      </header>
      {account ? <SignedInBody account={account} /> : <SignedOutBody pending={me.isPending} />}
    </div>
  );
}

function SignedInNav({ account }: { account: Account }) {
  const { t } = useTranslation('app');
  const sections = sectionsFor(account.role === 'ADMIN');
  const current = useHashSection(sections);
  return (
    <>
      <nav aria-label={t('sectionsLabel')}>
        <ul className="nav">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                className="nav__link"
                href={sectionHref(section)}
                aria-current={section.id === current.id ? 'page' : undefined}
              >
                {t(`nav.${section.labelKey}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LiveSync />
      <AccountMenu account={account} />
    </>
  );
}

function SignedInBody({ account }: { account: Account }) {
  const { t } = useTranslation('app');
  const { Page, wide, compactStart, labelKey } = useHashSection(sectionsFor(account.role === 'ADMIN'));
  useDocumentTitle(t(`nav.${labelKey}`));
  return (
    <div className={wide ? 'app-body app-body--wide' : 'app-body'}>
      <main id="main" className="app-main" tabIndex={-1}>
        <StartPanel accountId={account.id} compact={compactStart} />
        <Page />
      </main>
      <aside className="app-aside" aria-label={t('systemLabel')}>
        <StatusPanel admin={account.role === 'ADMIN'} />
      </aside>
    </div>
  );
}

function SignedOutBody({ pending }: { pending: boolean }) {
  const { t } = useTranslation('account');
  useDocumentTitle(null);
  return (
    <div className="app-body">
      <main id="main" className="app-main" tabIndex={-1}>
        {pending ? <p className="muted">{t('loading')}</p> : <SignInPage />}
      </main>
    </div>
  );
}

/** Any 401 (session expired, signed out in another tab) brings the sign-in screen back. */
function useSignedOutListener() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onSignedOut = () => {
      if (queryClient.getQueryData(accountKeys.me)) void queryClient.resetQueries({ queryKey: accountKeys.me });
    };
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [queryClient]);
}

// The fragment names the section, so the skip link moves focus itself instead of navigating.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
