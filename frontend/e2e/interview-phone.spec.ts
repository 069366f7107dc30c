import { expect, test } from '@playwright/test';
import { wordsFor } from './i18n';

test.use({ viewport: { width: 375, height: 800 } });

const ROLES: Record<string, string> = { en: 'Frontend engineer', 'zh-CN': '前端工程师' };

test('on a phone an interview started from the end of the form opens with its title whole, at the top', async ({ page }, testInfo) => {
  const { t, language } = wordsFor(testInfo);
  await page.goto('/#/interview');
  await page.getByLabel(t('interview:start.role')).fill(ROLES[language]!);
  await page.getByLabel(t('interview:start.questions')).fill('3');
  // the start button is at the end of the form, so the page is scrolled down to press it
  const start = page.getByRole('button', { name: t('interview:start.submit') });
  await start.scrollIntoViewIfNeeded();
  expect(await page.evaluate('window.scrollY')).toBeGreaterThan(0);
  await start.click();
  await expect(page).toHaveURL(/#\/interview\?session=\d+$/);
  const sessionId = new URL(page.url()).hash.split('=')[1]!;
  try {
    await expect(page.getByText(t('interview:answer.questionOf', { number: 1, total: 3 }))).toBeVisible();
    await expect(page.getByRole('heading', { name: ROLES[language]!, level: 3 })).toBeInViewport({ ratio: 1 });
  } finally {
    // an interview left in progress would be resumed by every later visit to the interview page
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    await page.request.delete(`/api/interview/sessions/${sessionId}`, { headers: { 'X-XSRF-TOKEN': xsrf } });
  }
});
