import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { startI18n } from '@/app/i18n';
import { i18n } from '@/lib/i18n/i18n';

// Tests read the English page unless they switch; a test that switches is put back here.
startI18n('en');
beforeEach(async () => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
