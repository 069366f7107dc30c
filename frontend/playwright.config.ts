import { defineConfig, devices } from '@playwright/test';
import { STORAGE_STATE } from './e2e/backend';

// Browser tests against the REAL backend: e2e/global-setup.ts starts the built jar (or uses
// PREPSTREAM_BASE_URL) and publishes its address in PREPSTREAM_E2E_BASE_URL, which the
// worker processes read when they load this file.
// Playwright downloads no browser here: it drives Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.PREPSTREAM_BASE_URL ?? process.env.PREPSTREAM_E2E_BASE_URL,
    // signed in by global setup as the e2e admin (e2e/account.spec.ts signs in through the page itself)
    storageState: STORAGE_STATE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every spec runs once per language: the browser's locale picks the page's language (nothing is
  // stored yet), and the specs read the page's words from the same locales/*.json (e2e/i18n.ts).
  projects: [
    { name: 'en', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, locale: 'en-US' } },
    { name: 'zh-CN', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, locale: 'zh-CN' } },
  ],
});
