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

test('on a phone a new question and its answer come into view above the question box', async ({ page }, testInfo) => {
  const { t } = wordsFor(testInfo);
  // the page scrolls at once when less motion is asked: no smooth scroll still moving while the place is measured
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // a conversation longer than the screen, so that the new answer is below it unless the page follows
  const earlier = Array.from({ length: 4 }, (_, i) => SESSION.messages.map((message) => ({ ...message, id: message.id + 10 * i }))).flat();
  const answer = 'A B+ tree keeps its keys sorted in wide nodes, so a range scan reads neighbouring leaves.';
  let asked = false;
  await serveConversation(page);
  await page.route(/\/api\/chat\/sessions\/900$/, (route) =>
    route.fulfill({
      json: {
        ...SESSION,
        messages: asked
          ? [...earlier, { ...SESSION.messages[0], id: 98, content: 'How does a B+ tree index work?' }, { ...SESSION.messages[1], id: 99, content: answer, sources: [] }]
          : earlier,
      },
    }),
  );
  await page.route(/\/api\/chat\/sessions\/900\/messages$/, (route) => {
    asked = true;
    const events = [
      ['sources', { sources: [] }],
      ['delta', { text: answer }],
      ['done', { questionId: 98, messageId: 99, model: 'offline', status: 'COMPLETE', searchQuery: 'q', timings: {} }],
    ];
    return route.fulfill({
      headers: { 'Content-Type': 'text/event-stream' },
      body: events.map(([name, data]) => `event:${String(name)}\ndata:${JSON.stringify(data)}\n\n`).join(''),
    });
  });
  await page.goto('/#/chat');
  await expect(page.getByText(SESSION.messages[0]!.content).first()).toBeInViewport();

  const box = page.getByLabel(t('chat:conversation.askLabel'));
  await box.fill('How does a B+ tree index work?');
  await box.press('Enter');

  const shown = page.getByText(answer);
  await expect(shown).toBeInViewport({ ratio: 1 });
  // above the question box pinned to the screen's bottom, not under it; polled until the layout settles (read at
  // once, with smooth scrolling, the answer's end was once 1.25 px under the box's top: a scroll still moving)
  const ask = page.locator('.chat-ask');
  await expect.poll(async () => {
    const [answerBox, askBox] = [await shown.boundingBox(), await ask.boundingBox()];
    return answerBox && askBox ? answerBox.y + answerBox.height - (askBox.y + 1) : Number.POSITIVE_INFINITY;
  }).toBeLessThanOrEqual(0);
  expect(await page.evaluate('window.scrollY')).toBeGreaterThan(0);
});
