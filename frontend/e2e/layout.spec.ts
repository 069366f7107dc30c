import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAMPLES_DIR, screenshotPath } from './backend';
import { wordsFor } from './i18n';

/** File names users really give: long, and with no space or hyphen to break at. */
const LONG_NAME = 'quarterly_interview_preparation_notes_for_distributed_systems_and_databases_final_version_2026';

/**
 * An evaluated interview, an analysed resume (Chinese) and a knowledge-base document, made through
 * the API so the detail views have content; the uploads carry long unbreakable names.
 */
async function seed(api: APIRequestContext): Promise<{ sessionId: number }> {
  const document = await api.post('/api/knowledgebase/upload', {
    multipart: {
      file: { name: `${LONG_NAME}.md`, mimeType: 'text/markdown', buffer: Buffer.from('# Notes\n\nRedis streams keep work safe with consumer groups.') },
    },
  });
  expect(document.status()).toBeLessThan(300);
  const resume = await api.post('/api/resumes/upload', {
    multipart: {
      file: {
        name: `${LONG_NAME}.pdf`,
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(path.join(SAMPLES_DIR, 'resumes', 'awesome-cv-resume-zh.pdf')),
      },
    },
  });
  expect(resume.status()).toBeLessThan(300);

  const created = await api.post('/api/interview/sessions', { data: { role: '后端开发工程师', questionCount: 3 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.post(`/api/interview/sessions/${id}/answers`, { data: { questionIndex: 0, answer: '用 Redis Stream 的消费者组, 处理完成后再 XACK。' } });
  expect((await api.post(`/api/interview/sessions/${id}/complete`)).status()).toBe(202);
  await expect.poll(async () => (await api.get(`/api/interview/sessions/${id}/report`)).status(), { timeout: 60_000 }).toBe(200);
  return { sessionId: id };
}

/**
 * Which questions a session gets is random, and some bank entries hold long unbreakable words
 * (`Executors.newFixedThreadPool`, `-XX:+HeapDumpOnOutOfMemoryError`). The real report passes
 * through with the longest of them added, so every run meets the worst case, not a lucky draw.
 */
async function withLongestWords(page: Page, sessionId: number): Promise<void> {
  await page.route(`**/api/interview/sessions/${sessionId}/report`, async (route) => {
    const response = await route.fetch();
    const report = (await response.json()) as { questions?: Array<Record<string, unknown>> };
    const first = report.questions?.[0];
    if (first) {
      report.questions!.push({
        ...first,
        index: report.questions!.length,
        question: 'Executors.newFixedThreadPool versus AbstractQueuedSynchronizer: CompletableFuture.supplyAsync?',
        answer: 'https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/concurrent/CompletableFuture.html',
        keyPoints: ['-XX:+HeapDumpOnOutOfMemoryError', 'AutoConfiguration.imports'],
        coveredKeyPoints: ['-XX:+HeapDumpOnOutOfMemoryError'],
        missedKeyPoints: ['AutoConfiguration.imports'],
      });
    }
    await route.fulfill({ response, json: report });
  });
}

test('every page fits a 375 px phone and a 1280 px desktop screen', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { t, pattern, prefix, language } = wordsFor(testInfo);
  // the page's writes carry the XSRF-TOKEN cookie back as a header; so must the seeding requests
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  await page.context().setExtraHTTPHeaders({ 'X-XSRF-TOKEN': xsrf });
  const { sessionId } = await seed(page.request);
  await withLongestWords(page, sessionId);
  const views = [
    ['knowledge-base', t('knowledgebase:title')],
    ['resumes', t('resume:title')],
    ['interview', t('interview:title')],
    [`interview?session=${sessionId}`, t('interview:title')],
    ['operations', t('ops:title')],
    ['chat', t('chat:title')],
  ] as const;

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [route, title] of views) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByText(prefix('common:loading'))).toHaveCount(0);
      if (route === 'knowledge-base') {
        await expect(page.getByText(`${LONG_NAME}.md`).first()).toBeVisible();
        // a card's labels stay on one line beside a long value ("文 / 件" broke over two at 375 px)
        const labels = await page.evaluate<Array<[string, number]>>(`[...document.querySelectorAll('.item__facts dt')].map((dt) =>
          [dt.textContent, dt.getBoundingClientRect().height / parseFloat(getComputedStyle(dt).lineHeight)])`);
        expect(labels.length).toBeGreaterThan(0);
        for (const [label, lines] of labels) expect.soft(lines, `${label} at ${width} px`).toBeLessThan(1.5);
      }
      if (route === 'operations') {
        // a pipeline's name is words, in the page's font, not a monospace identifier
        await expect(page.locator('.stream__name').first()).toBeVisible();
        const fonts = await page.locator('.stream__name').evaluateAll((titles) =>
          titles.map((title) => (globalThis as unknown as { getComputedStyle(e: unknown): { fontFamily: string } }).getComputedStyle(title).fontFamily),
        );
        expect(fonts.length).toBeGreaterThan(0);
        for (const font of fonts) expect.soft(font).not.toMatch(/mono|consolas|menlo/i);
      }
      if (route === 'resumes') {
        await expect(page.getByLabel(pattern('resume:analysis.overallLabel', { score: '\\d+' }))).toBeVisible({ timeout: 60_000 });
        await expect(page.getByText(`${LONG_NAME}.pdf`).first()).toBeVisible();
      }
      if (route.startsWith('interview?')) {
        await expect(
          page.getByRole('img', { name: t('common:chart.radar', { label: t('interview:report.dimensionScores') }) }),
        ).toBeVisible();
        await expect(page.getByText('-XX:+HeapDumpOnOutOfMemoryError')).toBeVisible();
      }
      // status and difficulty codes reach the page as words, never as the API's enums
      const codes = (await page.locator('body').innerText()).match(/\b(?:PENDING|PROCESSING|COMPLETED|FAILED|IN_PROGRESS|EASY|MEDIUM|HARD)\b/g);
      expect(codes, `${route} at ${width} px shows raw codes`).toBeNull();
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow, `${route} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      // content wider than its panel lies over the next one and takes its clicks (seen: the chat page's
      // document list pushed the "new conversation" button under the conversation panel)
      const spilling = await page.evaluate<string[]>(`[...document.querySelectorAll('.panel')].flatMap((panel) => {
        const edge = panel.getBoundingClientRect().right + 1;
        return [...panel.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > edge && getComputedStyle(el).visibility !== 'hidden')
          .filter((el) => {
            // inside a scrolling box, what is wider is scrolled to, not spilled
            for (let box = el.parentElement; box && box !== panel; box = box.parentElement) {
              if (getComputedStyle(box).overflowX !== 'visible') return false;
            }
            return true;
          })
          .map((el) => el.tagName + '.' + el.className + ' in ' + (panel.getAttribute('aria-label') ?? panel.className));
      })`);
      expect(spilling, `${route} spills out of a panel at ${width} px`).toEqual([]);
      await page.screenshot({
        path: screenshotPath(`${testInfo.title} ${width} ${route.replace(/\?.*/, '-detail')}`, language),
        fullPage: true,
      });
    }
  }
});
