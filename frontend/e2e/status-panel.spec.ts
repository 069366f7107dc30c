import { expect, test, type Locator } from '@playwright/test';
import { screenshotPath } from './backend';

/** The status cell of one row of the status panel's health table. */
const healthOf = (panel: Locator, name: string) =>
  panel.getByRole('row').filter({ has: panel.page().getByRole('rowheader', { name, exact: true }) }).getByRole('cell');

test('status panel shows the live backend as UP', async ({ page }, testInfo) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'PrepStream' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'System status' });
  await expect(healthOf(panel, 'db')).toHaveText('UP');
  await expect(healthOf(panel, 'redis')).toHaveText('UP');
  await expect(healthOf(panel, 'Overall')).toHaveText('UP');
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await page.screenshot({ path: screenshotPath(testInfo.title), fullPage: true });
});
