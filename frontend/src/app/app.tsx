import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { StatusPanel } from '@/features/system/components/status-panel';
import { LiveSync } from './live-sync';
import { SECTIONS, sectionHref } from './sections';
import { useHashSection } from './use-hash-section';

export function App() {
  const { t } = useTranslation('app');
  const current = useHashSection();
  const { Page } = current;

  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <h1 className="app-header__brand">{t('brand')}</h1>
          <nav aria-label={t('sectionsLabel')}>
            <ul className="nav">
              {SECTIONS.map((section) => (
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
          <LanguageSwitch />
        </div>
      </header>
      <div className="app-body">
        <main id="main" className="app-main" tabIndex={-1}>
          <Page />
        </main>
        <aside className="app-aside" aria-label={t('systemLabel')}>
          <StatusPanel />
        </aside>
      </div>
    </div>
  );
}

// The fragment names the section, so the skip link moves focus itself instead of navigating.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
