import { expect, test, type Locator } from '@playwright/test';
import { screenshotPath } from './backend';
import { wordsFor } from './i18n';

/** The status cell of one row of the status panel's health table. */
const healthOf = (panel: Locator, name: string) =>
  panel.getByRole('row').filter({ has: panel.page().getByRole('rowheader', { name, exact: true }) }).getByRole('cell');

test('status panel shows the live backend as UP, in the language the browser prefers', async ({ page }, testInfo) => {
  const { t, language } = wordsFor(testInfo);
  await page.goto('/');

  // No choice stored: the page follows the browser's language (the project's locale).
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: 'PrepStream' })).toBeVisible();
  const panel = page.getByRole('region', { name: t('system:title') });
  await expect(panel.getByText(t('system:allWorking'))).toBeVisible();
  // plain words first; the component names and model ids only behind the administrator's "Details"
  expect(await panel.innerText()).not.toMatch(/offline analyzer|all-minilm|redis/i);
  await panel.getByText(t('system:details')).click();
  const up = t('common:status.UP');
  await expect(healthOf(panel, 'db')).toHaveText(up);
  await expect(healthOf(panel, 'redis')).toHaveText(up);
  await expect(healthOf(panel, t('system:overall'))).toHaveText(up);
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await page.screenshot({ path: screenshotPath(testInfo.title, language), fullPage: true });
});
