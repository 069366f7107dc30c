import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { screenshotPath } from './backend';
import { wordsFor } from './i18n';

test('a corrupt PDF fails with its error, and the ops page shows its dead letter', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { t, pattern, prefix, language } = wordsFor(testInfo);
  const fileName = `broken-${Date.now().toString(36)}.pdf`;
  const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);

  await page.goto('/#/knowledge-base');
  await page.getByLabel(t('knowledgebase:upload.chooseLabel')).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: corrupt });

  const card = page.getByRole('article').filter({ hasText: fileName });
  await expect(card.getByText(t('common:status.FAILED'), { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText(t('knowledgebase:item.failed'))).toBeVisible();
  await expect(card.locator('.item__error')).not.toHaveText(new RegExp(t('common:noReason')));
  await expect(card.getByRole('button', { name: pattern('knowledgebase:item.retryLabel') })).toBeVisible();

  await card.getByRole('button', { name: t('knowledgebase:item.history') }).click();
  await expect(
    card.getByRole('list', { name: t('knowledgebase:item.historyLabel') }).getByText(t('common:status.FAILED'), { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath(`${testInfo.title} (knowledge base)`, language), fullPage: true });

  await page.getByRole('link', { name: t('app:nav.operations') }).click();
  const stream = page.getByRole('region', { name: t('ops:pipelines.vectorize') });
  await expect(stream.getByLabel(t('ops:numbersOf', { stream: t('ops:pipelines.vectorize') }))).toContainText(
    new RegExp(`${t('ops:stats.deadLetters')}[1-9]`),
  );
  const first = stream.getByRole('article', { name: pattern('ops:deadLetter') }).first();
  await expect(first).toBeVisible();
  const letterName = (await first.getAttribute('aria-label'))!;
  const letterId = letterName.replace(prefix('ops:deadLetter'), '');
  const letter = stream.getByRole('article', { name: letterName, exact: true });
  await expect(letter.locator('.item__error')).not.toBeEmpty();

  // Replay is an admin write; the specs are signed in as the admin, so it goes through.
  await letter.getByRole('button', { name: t('ops:replayLabel', { id: letterId }) }).click();
  await expect(stream.getByText(t('ops:replayedNotice', { id: letterId }))).toBeVisible();
  // The replayed entry leaves the dead letters (the corrupt file will fail again, as a new one).
  await expect(letter).toHaveCount(0);

  await page.screenshot({ path: screenshotPath(testInfo.title, language), fullPage: true });
});
