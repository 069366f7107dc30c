import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SAMPLES_DIR, screenshotPath } from './backend';

const RESUME = path.join(SAMPLES_DIR, 'resumes', 'awesome-cv-resume.pdf');

test('an uploaded resume gets its analysis, and starts an interview', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/#/resumes');
  await expect(page.getByRole('heading', { level: 2, name: 'Resumes' })).toBeVisible();

  await page.getByLabel('Choose a resume file').setInputFiles(RESUME);

  const detail = page.getByRole('region', { name: 'Resume detail' });
  await expect(detail.getByRole('heading', { name: 'awesome-cv-resume.pdf' })).toBeVisible();
  await expect(detail.getByLabel(/^Overall score \d+ out of 100$/)).toBeVisible({ timeout: 90_000 });
  await expect(detail.getByText('COMPLETED', { exact: true })).toBeVisible();
  await expect.poll(() => detail.getByRole('list', { name: 'Sub-scores' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  await expect(detail.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  await expect(detail.getByText(/^Analyzed by/)).toBeVisible();

  await page.screenshot({ path: screenshotPath(testInfo.title), fullPage: true });

  await detail.getByRole('link', { name: 'Start interview from this resume' }).click();
  await expect(page).toHaveURL(/#\/interview\?resumeId=\d+$/);
  const resumeId = new URL(page.url()).hash.split('=')[1];
  await expect(page.getByLabel('Based on resume (optional)')).toHaveValue(resumeId!);
});
