import { expect, test } from '@playwright/test';
import { screenshotPath } from './backend';

const ANSWERS = [
  'A Redis stream is an append-only log; consumer groups let several workers share entries, each entry is acknowledged with XACK after processing, and pending entries can be reclaimed.',
  'MVCC keeps several versions of a row so readers see a consistent snapshot without blocking writers; PostgreSQL stores xmin/xmax per tuple and vacuum removes dead versions.',
  'I am not sure.',
];

test('a three-question interview is answered, completed and evaluated', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/#/interview');
  await page.getByLabel('Target role').fill('Java backend engineer');
  await page.getByLabel('Questions').fill('3');
  await page.getByRole('button', { name: 'Start interview' }).click();
  await expect(page).toHaveURL(/#\/interview\?session=\d+$/);

  for (const [index, answer] of ANSWERS.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 3`)).toBeVisible();
    const box = page.getByLabel('Your answer');
    await box.fill(answer);
    if (index === 1) {
      // Typing pauses: the draft is saved (PUT) without moving on.
      await expect(page.getByText(/^Draft saved at/)).toBeVisible();
      await expect(page.getByText('Question 2 of 3')).toBeVisible();
    }
    await page.getByRole('button', { name: index < 2 ? 'Submit and next' : 'Submit last answer' }).click();
  }

  await expect(page.getByRole('heading', { name: 'All 3 questions answered' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete interview' }).click();

  await expect(page.getByLabel(/^Overall score \d+ out of 100$/)).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('img', { name: 'Dimension scores (radar chart)' })).toBeVisible();
  await expect(page.locator('.report-question')).toHaveCount(3);
  await expect(page.locator('.report-question__score').first()).toHaveText(/^\d+\/100$/);
  await expect(page.getByText(/^Evaluated by/)).toBeVisible();

  await page.screenshot({ path: screenshotPath(testInfo.title), fullPage: true });

  await page.getByRole('link', { name: '← All interviews' }).click();
  await expect(page.getByRole('link', { name: /^Java backend engineer #\d+$/ })).toBeVisible();
});
