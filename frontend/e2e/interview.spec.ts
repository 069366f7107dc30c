import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshotPath } from './backend';
import { wordsFor } from './i18n';

const ANSWERS: Record<string, string[]> = {
  en: [
    'A Redis stream is an append-only log; consumer groups let several workers share entries, each entry is acknowledged with XACK after processing, and pending entries can be reclaimed.',
    'MVCC keeps several versions of a row so readers see a consistent snapshot without blocking writers; PostgreSQL stores xmin/xmax per tuple and vacuum removes dead versions.',
    'I am not sure.',
  ],
  'zh-CN': [
    'Redis Stream 是只追加的日志；消费者组让多个消费者分担消息，每条消息处理完后用 XACK 确认，未确认的消息可以被重新认领。',
    'MVCC 为一行保留多个版本，读操作看到一致的快照而不阻塞写操作；PostgreSQL 在元组上记录 xmin/xmax，vacuum 清理死元组。',
    '我不确定。',
  ],
};
const ROLES: Record<string, string> = { en: 'Java backend engineer', 'zh-CN': 'Java 后端工程师' };

test('a three-question interview is answered, resumed, evaluated after its last answer and downloaded', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { t, pattern, prefix, language } = wordsFor(testInfo);
  const answers = ANSWERS[language]!;
  await page.goto('/#/interview');
  await page.getByLabel(t('interview:start.role')).fill(ROLES[language]!);
  await page.getByLabel(t('interview:start.questions')).fill('3');
  await page.getByRole('button', { name: t('interview:start.submit') }).click();
  await expect(page).toHaveURL(/#\/interview\?session=\d+$/);
  const sessionId = new URL(page.url()).hash.split('=')[1]!;

  for (const [index, answer] of answers.entries()) {
    if (index === 1) {
      // Coming back to the interview page (the menu, a new tab) resumes the interview in progress.
      await page.goto('/#/interview');
      await expect(page).toHaveURL(new RegExp(`#/interview\\?session=${sessionId}$`));
    }
    await expect(page.getByText(t('interview:answer.questionOf', { number: index + 1, total: 3 }))).toBeVisible();
    const box = page.getByLabel(t('interview:answer.yourAnswer'));
    await box.fill(answer);
    if (index === 1) {
      // Typing pauses: the draft is saved (PUT) without moving on.
      await expect(page.getByText(prefix('interview:answer.draftSaved'))).toBeVisible();
      await expect(page.getByText(t('interview:answer.questionOf', { number: 2, total: 3 }))).toBeVisible();
    }
    await page.getByRole('button', { name: index < 2 ? t('interview:answer.submitNext') : t('interview:answer.submitLast') }).click();
  }

  // The last answer leads straight to the report, with no second step to miss.
  await expect(page.getByRole('heading', { name: t('interview:report.title') })).toBeFocused();
  await expect(page.getByRole('button', { name: t('interview:answer.complete') })).toHaveCount(0);

  await expect(page.getByLabel(pattern('interview:report.overallLabel', { score: '\\d+' }))).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('img', { name: t('common:chart.radar', { label: t('interview:report.dimensionScores') }) })).toBeVisible();
  await expect(page.locator('.report-question')).toHaveCount(3);
  await expect(page.locator('.report-question__score').first()).toHaveText(/^\d+\/100$/);
  await expect(page.getByText(prefix('interview:report.madeByOffline'))).toBeVisible();

  await page.screenshot({ path: screenshotPath(testInfo.title, language), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('interview:report.downloadPdf') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`interview-${sessionId}-report.pdf`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: t('interview:allInterviews') }).click();
  // named by its role and date, as a person knows it, not by "#id"
  const listed = page.locator(`a[href="#/interview?session=${sessionId}"]`);
  await expect(listed).toBeVisible();
  await expect(listed).toHaveText(new RegExp(`^${ROLES[language]} · .*\\d{1,2}:\\d{2}`));
});
