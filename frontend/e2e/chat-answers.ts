import { expect, type Page, type TestInfo } from '@playwright/test';
import { untilVectorized, uploadNote } from './backend';
import { wordsFor } from './i18n';

/**
 * A conversation for the contrast check's chat page (contrast.spec.ts): two offline answers in the page's language,
 * the first from a note deleted since (its chips and Sources entry in the "gone" style), the second from a note that
 * stays, so every state of an answer's citations is on the page. Asked through the API (Accept: application/json
 * answers once the answer is stored), so the page only loads a finished conversation; chat.spec.ts asks through the page.
 */
type ChatNote = { file: string; text: string; question: string };

const NOTES: Record<string, { deleted: ChatNote; kept: ChatNote; title: string }> = {
  en: {
    title: 'Contrast check',
    deleted: {
      file: 'contrast-chat-pools.en.md',
      text: [
        '# Connection pools',
        '',
        'A connection pool keeps database connections open and lends one to each request, so a request does not open a new connection.',
        'Size the pool to what the database can serve at once, not to the number of users.',
      ].join('\n'),
      question: 'What does a connection pool do with database connections?',
    },
    kept: {
      file: 'contrast-chat-indexes.en.md',
      // a title from front matter (its heading would give the same), shown in the Sources entry before the file name
      text: [
        '---',
        'title: Expression indexes',
        '---',
        '',
        '# Expression indexes',
        '',
        'An index on an expression such as lower(email) lets a case-insensitive lookup use an index instead of a sequential scan.',
        'Create it with CREATE INDEX users_lower_email_idx ON users (lower(email)); and query with WHERE lower(email) = lower($1).',
      ].join('\n'),
      question: 'How can a case-insensitive lookup on lower(email) use an index?',
    },
  },
  'zh-CN': {
    title: '对比度检查',
    deleted: {
      file: 'contrast-chat-pools.zh-CN.md',
      text: [
        '# 线程池',
        '',
        '线程池预先创建一组线程并反复使用，任务到来时交给空闲的线程执行，省去了每次新建和销毁线程的开销。',
        '核心线程数和队列长度决定了线程池能同时处理多少任务。',
      ].join('\n'),
      question: '线程池是怎样省去新建和销毁线程的开销的？',
    },
    kept: {
      file: 'contrast-chat-redis.zh-CN.md',
      // no front matter: with a title "Redis 持久化方式" over these lines, the offline answer quoted the other note
      // (the thread pool's) for this question, or, over all notes, the spec's own note's "查看 AOF 是否开启：" line
      text: [
        '# Redis 持久化',
        '',
        'Redis 的持久化有两种方式：RDB 快照和 AOF 日志。',
        'AOF 以追加的方式记录每一个写命令，Redis 重启时优先使用 AOF 文件恢复数据。',
      ].join('\n'),
      question: 'Redis 的持久化有哪几种方式？重启时用哪个恢复数据？',
    },
  },
};

/** Uploads the two notes, asks one question of each in a new conversation, deletes the first note: the conversation's title. */
export async function answeredConversation(page: Page, xsrf: string, language: string): Promise<string> {
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const { deleted, kept, title } = NOTES[language]!;
  const ids: number[] = [];
  for (const note of [deleted, kept]) {
    ids.push(await uploadNote(page.request, xsrf, { name: note.file, mimeType: 'text/markdown', buffer: Buffer.from(`${note.text}\n`, 'utf8') }));
  }
  for (const id of ids) await untilVectorized(page.request, id);

  // over these two notes only: the spec's own Redis note (and, in a whole run, chat.spec.ts's) would answer the Redis question too
  const created = await page.request.post('/api/chat/sessions', { headers, data: { title, scope: ids } });
  expect(created.status()).toBe(201);
  const session = ((await created.json()) as { id: number }).id;
  for (const [index, note] of [deleted, kept].entries()) {
    const asked = await page.request.post(`/api/chat/sessions/${session}/messages`, {
      headers: { ...headers, Accept: 'application/json' },
      data: { question: note.question },
      timeout: 60_000,
    });
    expect(asked.status()).toBe(200);
    const answer = (await asked.json()) as { status: string; answer: string; sources: { n: number; knowledgeBaseId: number }[] };
    expect(answer.status).toBe('COMPLETE');
    // the answer cites its own note: the first answer's chips are the ones its deletion marks gone
    const cites = answer.sources.filter((source) => source.knowledgeBaseId === ids[index] && answer.answer.includes(`[${source.n}]`));
    expect(cites, `${note.question} → ${answer.answer}`).not.toEqual([]);
  }
  expect((await page.request.delete(`/api/knowledgebase/${ids[0]}`, { headers })).status()).toBe(204);
  return title;
}

/**
 * On the chat page, showing the conversation: the first answer's deleted note marked, the second answer's first chip
 * opened, and that answer's Sources list and passage scrolled into the window for the screenshot.
 */
export async function showOpenAnswer(page: Page, title: string, testInfo: TestInfo): Promise<void> {
  const { t, pattern } = wordsFor(testInfo);
  const conversation = page.getByRole('region', { name: title });
  const answers = conversation.getByRole('article', { name: t('chat:conversation.answer'), exact: true });
  await expect(answers).toHaveCount(2);
  // in the Sources list: the deleted note's chips in the text say "(deleted)" too
  const firstSources = answers.first().getByRole('list', { name: t('chat:answer.sources') });
  await expect(firstSources.getByRole('button', { name: pattern('chat:answer.sourceGone') })).toBeVisible();

  const answer = answers.last();
  const chip = answer.getByRole('button', { name: pattern('chat:answer.citation', { n: '\\d+' }) }).first();
  await expect(chip).toHaveAttribute('aria-expanded', 'false');
  await chip.click();
  const cited = /\d+/.exec((await chip.textContent()) ?? '')![0];
  const passage = answer.getByRole('region', { name: pattern('chat:answer.passage', { n: cited }) });
  await expect(passage).toBeVisible();
  const sources = answer.getByRole('list', { name: t('chat:answer.sources') });
  // the passage follows the Sources list: its end at the window's bottom shows both on a phone
  await passage.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect(sources).toBeInViewport();
  await expect(sources.getByRole('button', { expanded: true })).toBeVisible();
}
