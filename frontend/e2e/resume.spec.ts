import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SAMPLES_DIR, screenshotPath } from './backend';
import { wordsFor } from './i18n';

const RESUME = path.join(SAMPLES_DIR, 'resumes', 'awesome-cv-resume.pdf');

test('an uploaded resume gets its analysis, downloads it as a PDF, and starts an interview', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { t, pattern, prefix, language } = wordsFor(testInfo);
  await page.goto('/#/resumes');
  await expect(page.getByRole('heading', { level: 2, name: t('resume:title') })).toBeVisible();

  await page.getByLabel(t('resume:upload.chooseFile')).setInputFiles(RESUME);

  const detail = page.getByRole('region', { name: t('resume:list.detailLabel') });
  await expect(detail.getByRole('heading', { name: 'awesome-cv-resume.pdf' })).toBeVisible();
  await expect(detail.getByLabel(pattern('resume:analysis.overallLabel', { score: '\\d+' }))).toBeVisible({ timeout: 90_000 });
  await expect(detail.getByText(t('common:status.COMPLETED'), { exact: true })).toBeVisible();
  await expect
    .poll(() => detail.getByRole('list', { name: t('resume:analysis.subScores') }).getByRole('listitem').count())
    .toBeGreaterThanOrEqual(5);
  await expect(detail.getByRole('heading', { name: t('resume:analysis.strengths') })).toBeVisible();
  await expect(detail.getByRole('heading', { name: t('resume:analysis.suggestions') })).toBeVisible();
  await expect(detail.getByText(prefix('resume:analysis.madeByBuiltIn'))).toBeVisible();

  await page.screenshot({ path: screenshotPath(testInfo.title, language), fullPage: true });

  // The PDF comes in the page's language: the browser gets it as a download under its name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: t('resume:detail.downloadPdf') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^resume-\d+-analysis\.pdf$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);

  await detail.getByRole('link', { name: t('resume:detail.startInterview') }).click();
  await expect(page).toHaveURL(/#\/interview\?resumeId=\d+$/);
  const resumeId = new URL(page.url()).hash.split('=')[1];
  await expect(page.getByLabel(t('interview:start.resume'))).toHaveValue(resumeId!);
});
