import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN_ENV, screenshotPath } from './backend';

test('a corrupt PDF fails with its error, and the ops page shows its dead letter', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const fileName = `broken-${Date.now().toString(36)}.pdf`;
  const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);

  await page.goto('/#/knowledge-base');
  await page.getByLabel('Choose documents to upload').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: corrupt });

  const card = page.getByRole('article').filter({ hasText: fileName });
  await expect(card.getByText('FAILED', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText(/^Vectorizing failed:/)).toBeVisible();
  await expect(card.locator('.item__error')).not.toHaveText(/no reason was recorded/);
  await expect(card.getByRole('button', { name: /^Retry / })).toBeVisible();

  await card.getByRole('button', { name: 'History' }).click();
  await expect(card.getByRole('list', { name: 'Vectorizing history' }).getByText('FAILED', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath(`${testInfo.title} (knowledge base)`), fullPage: true });

  await page.getByRole('link', { name: 'Operations' }).click();
  const stream = page.getByRole('region', { name: 'knowledgebase:vectorize:stream' });
  await expect(stream.getByLabel('Numbers of knowledgebase:vectorize:stream')).toContainText(/Dead letters[1-9]/);
  const first = stream.getByRole('article', { name: /^Dead letter / }).first();
  await expect(first).toBeVisible();
  const letterName = (await first.getAttribute('aria-label'))!;
  const letterId = letterName.replace(/^Dead letter /, '');
  const letter = stream.getByRole('article', { name: letterName, exact: true });
  await expect(letter.locator('.item__error')).not.toBeEmpty();

  // Replay is an admin write: refused without the token, with the server's own words.
  await letter.getByRole('button', { name: /^Replay dead letter/ }).click();
  await expect(letter.getByRole('alert')).toContainText(/admin token/i);

  const token = process.env[ADMIN_TOKEN_ENV];
  if (token) {
    await page.getByLabel('Admin token (needed to replay)').fill(token);
    await page.getByRole('button', { name: 'Use token' }).click();
    await letter.getByRole('button', { name: /^Replay dead letter/ }).click();
    await expect(stream.getByText(`Dead letter ${letterId} replayed: its task is queued again.`)).toBeVisible();
    // The replayed entry leaves the dead letters (the corrupt file will fail again, as a new one).
    await expect(letter).toHaveCount(0);
  }

  await page.screenshot({ path: screenshotPath(testInfo.title), fullPage: true });
});
