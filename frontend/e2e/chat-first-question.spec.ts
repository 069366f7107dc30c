import { expect, test } from '@playwright/test';
import { wordsFor } from './i18n';

/**
 * A newcomer asks at once: no "New conversation" click before the question box (the first question starts a
 * conversation over all the notes), and the list of documents to answer from shows every title whole.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const NOTES = 12;

test('a newcomer asks at once, and the documents to answer from are listed whole', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const { t, language } = wordsFor(testInfo);
  const name = `${language === 'en' ? '新人' : '新手'}${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByRole('button', { name: t('account:signIn.toSignUp') }).click();
  await page.getByLabel(t('account:fields.username')).fill(name);
  await page.getByLabel(t('account:fields.password')).fill('violet kettle 42');
  await page.getByRole('button', { name: t('account:signUp.submit') }).click();
  await expect(page.getByRole('button', { name: t('account:menu.label', { name }) })).toBeVisible();

  // notes with long titles, as JavaGuide's are, enough to fill the sidebar's old box; in the page's language
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (let i = 1; i <= NOTES; i++) {
    const note = await page.request.post('/api/knowledgebase/upload', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      multipart: {
        file: {
          name: `note-${i}.md`,
          mimeType: 'text/markdown',
          buffer: Buffer.from(
            language === 'en'
              ? `---\ntitle: Note ${i}: Redis persistence in depth, with the questions interviews ask about it\n---\n\nRedis persists data in two ways: RDB snapshots and the AOF log (${name} ${i}).\n`
              : `---\ntitle: 第 ${i} 篇：Redis 持久化机制详解与面试常见问题\n---\n\nRedis 的持久化有两种方式：RDB 快照和 AOF 日志（${name} ${i}）。\n`,
          ),
        },
      },
    });
    expect(note.status()).toBeLessThan(300);
  }
  await expect
    .poll(async () => ((await (await page.request.get('/api/knowledgebase/list?vectorStatus=COMPLETED')).json()) as unknown[]).length, { timeout: 120_000 })
    .toBe(NOTES);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/#/chat');
    await expect(page.getByRole('heading', { level: 2, name: t('chat:title') })).toBeVisible();

    // the documents: folded to one line, and opened, every title inside the list's box (none cut off)
    if (width === 1280) {
      await page.getByText(t('chat:new.scope'), { exact: false }).first().click();
      const list = page.locator('.chat-scope__list');
      await expect(list.getByRole('checkbox')).toHaveCount(NOTES);
      const clipped = await list.evaluate((element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
      expect(clipped).toBe(false);
      const box = (await list.boundingBox())!;
      for (const label of await list.locator('label').all()) {
        const own = (await label.boundingBox())!;
        expect(own.y + own.height).toBeLessThanOrEqual(box.y + box.height + 1);
      }
    }
  }

  // the question box is there before any conversation exists; the first question starts one
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/#/chat');
  await expect(page.getByText(t('chat:conversation.none'))).toBeVisible();
  const ask = page.getByLabel(t('chat:conversation.askLabel'));
  await expect(ask).toBeInViewport();
  await ask.fill(language === 'en' ? 'Which ways does Redis persist data?' : 'Redis 的持久化有哪几种方式？');
  await page.getByRole('button', { name: t('chat:conversation.ask'), exact: true }).click();
  const answer = page.getByRole('article', { name: t('chat:conversation.answer') }).last();
  await expect(answer).toContainText('AOF', { timeout: 60_000 });
  await page.locator('.chat-sessions__toggle').click();
  await expect(page.getByRole('list', { name: t('chat:sessions.listLabel') }).getByRole('listitem')).toHaveCount(1);
});
