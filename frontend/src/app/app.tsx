import type { MouseEvent } from 'react';
import { StatusPanel } from '@/features/system/components/status-panel';
import { LiveSync } from './live-sync';
import { SECTIONS, sectionHref } from './sections';
import { useHashSection } from './use-hash-section';

export function App() {
  const current = useHashSection();
  const { Page } = current;

  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <h1 className="app-header__brand">PrepStream</h1>
          <nav aria-label="Sections">
            <ul className="nav">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    className="nav__link"
                    href={sectionHref(section)}
                    aria-current={section.id === current.id ? 'page' : undefined}
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LiveSync />
        </div>
      </header>
      <div className="app-body">
        <main id="main" className="app-main" tabIndex={-1}>
          <Page />
        </main>
        <aside className="app-aside" aria-label="System">
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
