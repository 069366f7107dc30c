import { expect, test } from '@playwright/test';
import { wordsFor } from './i18n';

test.use({ viewport: { width: 375, height: 800 } });

const SECTIONS = ['knowledge-base', 'resumes', 'interview', 'chat', 'operations'];

test('on a phone the header stays short on every page, with the language choice beside the account', async ({ page }) => {
  for (const section of SECTIONS) {
    await page.goto(`/#/${section}`);
    const header = page.locator('.app-header');
    await expect(page.locator('.language-switch select')).toBeVisible();
    const box = await header.boundingBox();
    expect(box?.height, section).toBeLessThanOrEqual(120);
    // nothing in the header is wider than the screen
    expect(await page.evaluate('document.documentElement.scrollWidth'), section).toBeLessThanOrEqual(375);
    // the account button shows the account's name whole, not "Account: e…" (its accessible name keeps the words)
    const account = page.locator('.account-menu > .button');
    expect(await account.evaluate((element) => element.scrollWidth <= element.clientWidth), section).toBe(true);
    // the sections scroll sideways when they do not fit (English): the open one is in view, whole
    await expect(page.locator('.nav__link[aria-current="page"]'), section).toBeInViewport({ ratio: 1 });
  }
});

test("on a phone the chat's question box is in view without scrolling", async ({ page }, testInfo) => {
  const { t } = wordsFor(testInfo);
  await page.goto('/');
  // the page's writes carry the XSRF-TOKEN cookie back as a header; so must this one
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.post('/api/chat/sessions', { data: { title: 'phone' }, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(created.status()).toBe(201);

  await page.goto('/#/chat');

  const box = page.getByLabel(t('chat:conversation.askLabel'));
  await expect(box).toBeVisible();
  await expect(box).toBeInViewport();
  expect(await page.evaluate('window.scrollY')).toBe(0);

  // the list of conversations is folded under the conversation until asked for
  const list = page.getByRole('list', { name: t('chat:sessions.listLabel') });
  await expect(list).toBeHidden();
  await page.locator('.chat-sessions__toggle').click();
  await expect(list).toBeVisible();
});
