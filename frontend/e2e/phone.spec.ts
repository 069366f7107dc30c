import { expect, test } from '@playwright/test';
import { screenshotPath } from './backend';
import { wordsFor } from './i18n';

/** The browser's getComputedStyle, typed here: the e2e code is checked without the DOM library. */
type LineHeights = { getComputedStyle(element: unknown): { lineHeight: string } };

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
    // every section is there to see, whole: a strip scrolling sideways cut "Ask" and "Operations" at the
    // screen's edge in English with nothing to say that more was there
    const links = page.locator('.nav__link');
    await expect(links).toHaveCount(SECTIONS.length);
    for (const link of await links.all()) await expect(link, section).toBeInViewport({ ratio: 1 });
    const nav = page.getByRole('navigation');
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth), section).toBe(true);
    // on one row, English too ("Operations" wrapped onto a second), and no smaller than 14 px to get there
    const boxes = await links.evaluateAll((all) =>
      all.map((link) => ({
        top: Math.round(link.getBoundingClientRect().top),
        size: parseFloat((globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } }).getComputedStyle(link).fontSize),
      })),
    );
    expect(new Set(boxes.map((box) => box.top)).size, section).toBe(1);
    for (const box of boxes) expect(box.size, section).toBeGreaterThanOrEqual(14);
  }
});

test("on a phone an interview's title reads on one or two lines, not beside its badge in a narrow column", async ({ page }, testInfo) => {
  const { language } = wordsFor(testInfo);
  await page.goto('/');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const role = language === 'en' ? 'Java backend engineer' : 'Java 后端开发工程师（分布式方向）';
  const created = await page.request.post('/api/interview/sessions', {
    data: { role, questionCount: 3 },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(created.status()).toBe(201);
  // evaluated: its badge and score beside the title took the room the title needed
  const { id } = (await created.json()) as { id: number };
  const headers = { 'X-XSRF-TOKEN': xsrf };
  await page.request.post(`/api/interview/sessions/${id}/answers`, { data: { questionIndex: 0, answer: 'Redis Stream 消费者组，处理完成后再 XACK。' }, headers });
  expect((await page.request.post(`/api/interview/sessions/${id}/complete`, { headers })).status()).toBe(202);
  await expect.poll(async () => (await page.request.get(`/api/interview/sessions/${id}/report`)).status(), { timeout: 60_000 }).toBe(200);

  // the list itself: the interview page reopens an interview in progress
  await page.goto('/#/interview?view=list');
  const title = page.locator('.session-row__link', { hasText: role }).first();
  await expect(title).toBeVisible();
  // its height in lines of its own line height ("… · Dec 7, 2026, 6:27 AM" took four)
  const lines = await title.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat((globalThis as unknown as LineHeights).getComputedStyle(element).lineHeight)));
  expect(lines).toBeLessThanOrEqual(2);
  await title.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('phone interview list', language) });
  // earlier tests may have made other sessions for the same role: the row measured is the first one
  const row = page.locator('.session-row', { has: title }).first();
  await expect(row.locator('.badge')).toBeVisible();
  await expect(row.locator('.session-row__status strong')).toBeVisible();
});

test("on a phone a newcomer's start panel leaves the chat's question box on the first screen", async ({ browser }, testInfo) => {
  const { t, language } = wordsFor(testInfo);
  const name = language === 'en' ? '手机新人甲' : '手机新人乙';
  const phone = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: testInfo.project.use.locale,
    viewport: { width: 375, height: 800 },
  });
  const page = await phone.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: t('account:signIn.toSignUp') }).click();
  await page.getByLabel(t('account:fields.username')).fill(name);
  await page.getByLabel(t('account:fields.password')).fill('violet kettle 42');
  await page.getByRole('button', { name: t('account:signUp.submit') }).click();
  await expect(page.getByRole('region', { name: t('app:start.title') })).toBeVisible();

  await page.goto('/#/chat');
  await expect(page.getByRole('heading', { level: 2, name: t('chat:title') })).toBeVisible();
  const start = page.getByRole('region', { name: t('app:start.title') });
  await expect(start.getByRole('link', { name: t('app:start.resume') })).toBeVisible();
  await expect(start.getByRole('link', { name: t('app:start.notes') })).toBeVisible();
  // the question box and its button, whole (the whole panel left the box at the screen's foot and cut the button)
  await expect(page.getByLabel(t('chat:conversation.askLabel'))).toBeVisible();
  await expect(page.locator('.chat-ask')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate('window.scrollY')).toBe(0);
  await page.screenshot({ path: screenshotPath('phone chat with start panel', language) });
  await phone.close();
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

test('on a phone the search box shows its whole hint, in both languages', async ({ page }, testInfo) => {
  const { t } = wordsFor(testInfo);
  await page.goto('/#/knowledge-base');
  const box = page.getByRole('searchbox', { name: t('knowledgebase:search.label') });
  await expect(box).toHaveAttribute('placeholder', t('knowledgebase:search.placeholder'));
  // the hint's width in the box's own font against the room inside the box: "Ask a question or typ" was cut
  const fits = await box.evaluate((input) => {
    const view = globalThis as unknown as {
      getComputedStyle(e: unknown): { font: string; paddingLeft: string; paddingRight: string };
      document: { createElement(tag: 'canvas'): { getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } } } };
    };
    const field = input as unknown as { placeholder: string; clientWidth: number };
    const style = view.getComputedStyle(input);
    const context = view.document.createElement('canvas').getContext('2d');
    context.font = style.font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { hint: context.measureText(field.placeholder).width, room };
  });
  expect(fits.hint, JSON.stringify(fits)).toBeLessThanOrEqual(fits.room);
});
