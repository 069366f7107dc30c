import { expect, test, type Page } from '@playwright/test';
import { wordsFor } from './i18n';

test.use({ viewport: { width: 375, height: 800 } });

// A conversation with a cited answer, served by the test so the layout is checked without ingesting notes.
const PASSAGE = Array.from({ length: 8 }, (_, i) => `Redis persistence passage line ${i + 1}: snapshotting (RDB) and the append-only file (AOF).`).join('\n');
const SESSION = {
  id: 900,
  title: 'Redis',
  scope: [],
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
  messages: [
    { id: 1, role: 'USER', content: 'Which ways does Redis persist data?', sources: [], model: null, status: 'COMPLETE', language: 'en', createdAt: '' },
    {
      id: 2,
      role: 'ASSISTANT',
      content: 'Redis supports three ways:\n- snapshotting (RDB)\n- append-only file (AOF)\n- both mixed [1]',
      sources: [{ n: 1, knowledgeBaseId: 7, knowledgeBaseName: 'redis-persistence', title: 'Redis persistence', chunkIndex: 0, score: 0.695, content: PASSAGE }],
      model: null,
      status: 'COMPLETE',
      language: 'en',
      createdAt: '',
    },
  ],
};

async function serveConversation(page: Page) {
  await page.route(/\/api\/chat\/sessions\?/, (route) =>
    route.fulfill({ json: { items: [{ ...SESSION, messages: undefined, messageCount: 2 }], page: 0, size: 50, total: 1 } }),
  );
  await page.route(/\/api\/chat\/sessions\/900$/, (route) => route.fulfill({ json: SESSION }));
  await page.route(/\/api\/knowledgebase\/list/, (route) =>
    route.fulfill({ json: [{ id: 7, name: 'redis-persistence', title: 'Redis persistence', vectorStatus: 'COMPLETED' }] }),
  );
}

test('on a phone the question box stays small and does not cover an opened citation', async ({ page }, testInfo) => {
  const { t } = wordsFor(testInfo);
  await serveConversation(page);
  await page.goto('/#/chat');

  const ask = page.locator('.chat-ask');
  await expect(page.getByLabel(t('chat:conversation.askLabel'))).toBeInViewport();
  // it follows the page, so every pixel of it is a pixel less of the answer: at most ~1/8 of the screen
  expect((await ask.boundingBox())!.height).toBeLessThanOrEqual(100);

  await page.getByRole('button', { name: t('chat:answer.citation', { n: 1, name: 'Redis persistence' }) }).click();
  const passage = page.getByRole('region', { name: t('chat:answer.passage', { n: 1, name: 'Redis persistence' }) });
  const close = passage.getByRole('button', { name: t('chat:answer.closePassage') });
  await close.scrollIntoViewIfNeeded();
  const box = (await passage.boundingBox())!;
  const askBox = (await ask.boundingBox())!;
  // the box is below the whole passage (not over its end, where "Close" is)
  expect(askBox.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  await close.click();
  await expect(passage).toBeHidden();
});
