import { expect, test } from '@playwright/test';
import { screenshotPath } from './backend';

const SECTIONS = [
  ['knowledge-base', 'Knowledge base'],
  ['resumes', 'Resumes'],
  ['interview', 'Interview'],
  ['operations', 'Operations'],
] as const;

for (const width of [375, 1280]) {
  test(`every page fits a ${width} px wide screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [id, title] of SECTIONS) {
      await page.goto(`/#/${id}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow, `${title} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`${testInfo.title} ${id}`), fullPage: true });
    }
  });
}

test('the live status stream is connected', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Live updates')).toBeVisible();
});
