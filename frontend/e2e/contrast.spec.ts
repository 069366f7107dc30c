import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { RunOptions } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ACCOUNT, FRONTEND_DIR, untilVectorized, uploadNote } from './backend';
import { answeredConversation, showOpenAnswer } from './chat-answers';
import { wordsFor } from './i18n';

/**
 * Every page, in the project's language: no text below WCAG AA contrast (axe-core's color-contrast rule),
 * and a screenshot of it at 1280 and 375 px in docs/screenshots/ (the viewport only, to keep them small):
 * the five sections, a search's hits, a note in the reader, an interview's report, the open account panel, the sign-in and
 * sign-up forms. The chat page shows a conversation of two offline answers (chat-answers.ts): a deleted note's, its chips
 * dashed and muted, and a kept note's, with a citation's passage open and its Sources list in view.
 */
const SCREENSHOTS = path.resolve(FRONTEND_DIR, '..', 'docs', 'screenshots');

const PAGES = [
  { id: 'knowledge-base', heading: 'knowledgebase:title' },
  { id: 'resumes', heading: 'resume:title' },
  { id: 'interview', heading: 'interview:title' },
  { id: 'chat', heading: 'chat:title' },
  { id: 'operations', heading: 'ops:title' },
] as const;

const WIDTHS = [1280, 375] as const;

/**
 * axe's color-contrast options with ignoreLength on: by default a text of one character failing is left "too short to
 * determine if it is actual text" (to review, never a violation), and a citation chip is one digit ("1"), so a chip
 * below AA passed (the deleted note's chip at 0.7 opacity, 4.2:1). Given whole: options given replace the defaults.
 */
const CONTRAST_CHECK = {
  ignoreUnicode: true,
  ignoreLength: true,
  ignorePseudo: false,
  boldValue: 700,
  boldTextPt: 14,
  largeTextPt: 18,
  contrastRatio: { normal: { expected: 4.5 }, large: { expected: 3 } },
  pseudoSizeThreshold: 0.25,
  shadowOutlineEmMax: 0.2,
  textStrokeEmMin: 0.03,
};

async function lowContrast(page: Page): Promise<string[]> {
  const options = { checks: { 'color-contrast': { options: CONTRAST_CHECK } } } as RunOptions; // `checks` is axe's, not in its types
  const result = await new AxeBuilder({ page }).options(options).withRules(['color-contrast']).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
  );
}

async function shoot(page: Page, name: string, language: string, width: number) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.${language}.${width}.png`) });
}

test('every section, a note in the reader, an interview report, the account panel and the sign-in and sign-up forms have no text below WCAG AA contrast', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const { t, pattern, language } = wordsFor(testInfo);
  await page.goto('/');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const id = await uploadNote(page.request, xsrf, {
    name: 'contrast-notes.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(
      '---\ntitle: 对比度检查笔记\n---\n\n## Redis 持久化\n\nRedis 支持 RDB 快照和 AOF 日志两种持久化方式。\n\n```mermaid\ngraph TD; A-->B\n```\n\n' +
        '查看 AOF 是否开启：\n\nredis-cli CONFIG GET appendonly\n\n文档：https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/\n',
    ),
  });
  const report = await evaluatedInterview(page, xsrf, language);
  const conversation = await answeredConversation(page, xsrf, language);

  const findings: Record<string, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { id: section, heading } of PAGES) {
      await page.goto(`/#/${section}`);
      await expect(page.getByRole('heading', { level: 2, name: t(heading), exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (section === 'chat') await showOpenAnswer(page, conversation, testInfo);
      findings[`${section} ${width}`] = await lowContrast(page);
      await shoot(page, section, language, width);
    }
    // a report: scores, the radar chart, covered and missed key points (a page only an interview reaches)
    await page.goto(`/#/interview?session=${report}`);
    await expect(page.getByRole('heading', { level: 3, name: t('interview:report.title') })).toBeVisible();
    await expect(page.getByLabel(pattern('interview:report.overallLabel', { score: '\\d+' }))).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    findings[`interview report ${width}`] = await lowContrast(page);
    await shoot(page, 'interview-report', language, width);

    await page.goto(`/#/knowledge-base?note=${id}&chunk=0`);
    await expect(page.getByRole('heading', { level: 3, name: '对比度检查笔记' })).toBeVisible();
    findings[`reader ${width}`] = await lowContrast(page);
    await shoot(page, 'note-reader', language, width);

    // a search: the hits, a command in them as code and a web address as a link
    await untilVectorized(page.request, id, 60_000);
    await page.goto('/#/knowledge-base');
    await page.getByRole('searchbox', { name: t('knowledgebase:search.label') }).fill('Redis 持久化');
    await page.getByRole('button', { name: t('knowledgebase:search.submit'), exact: true }).click();
    // bge-small-zh scores this short query 0.61 against the note, below chat's 0.65; the passage holds every word of
    // the query, so it is a clear match, not a weaker one (search.RelevanceFloor, issue 29)
    const hits = page.getByRole('list', { name: t('knowledgebase:search.results', { query: 'Redis 持久化' }) });
    await expect(hits.locator('code', { hasText: 'redis-cli CONFIG GET appendonly' })).toBeVisible();
    await expect(hits.getByRole('link', { name: /^https:\/\/redis\.io\/docs/ })).toBeVisible();
    await hits.scrollIntoViewIfNeeded();
    findings[`search ${width}`] = await lowContrast(page);
    await shoot(page, 'knowledge-base-search', language, width);
    // a fresh page: the next width's knowledge-base shot would otherwise keep these results
    await page.reload();

    // the account panel, open over the page (its texts were once white on its white card)
    await page.getByRole('button', { name: t('account:menu.label', { name: E2E_ACCOUNT }) }).click();
    await expect(page.getByRole('dialog', { name: t('account:menu.region') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    findings[`account panel ${width}`] = await lowContrast(page);
    await shoot(page, 'account-panel', language, width);
    await page.keyboard.press('Escape');

    // the sign-in page (the account pages' files are another part's; findings are reported the same way)
    const signedOut = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: language === 'en' ? 'en-US' : 'zh-CN', viewport: { width, height: 800 } });
    const signIn = await signedOut.newPage();
    await signIn.goto(page.url().replace(/#.*$/, ''));
    await expect(signIn.getByRole('heading', { level: 2, name: t('account:signIn.title') })).toBeVisible();
    findings[`sign-in ${width}`] = await lowContrast(signIn);
    await shoot(signIn, 'sign-in', language, width);
    await signIn.getByRole('button', { name: t('account:signIn.toSignUp') }).click();
    await expect(signIn.getByText(t('account:signUp.rules'))).toBeVisible();
    findings[`sign-up ${width}`] = await lowContrast(signIn);
    await shoot(signIn, 'sign-up', language, width);
    await signedOut.close();
  }

  expect(Object.fromEntries(Object.entries(findings).filter(([, nodes]) => nodes.length > 0))).toEqual({});
});

/** A three-question interview in the page's language, answered (well, vaguely, not at all) and evaluated: its id. */
async function evaluatedInterview(page: Page, xsrf: string, language: string): Promise<number> {
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const created = await page.request.post('/api/interview/sessions', {
    headers,
    data: {
      role: language === 'en' ? 'Java backend engineer' : 'Java 后端工程师',
      questionCount: 3,
      difficulty: 'MEDIUM',
      language: language === 'en' ? 'en' : 'zh-CN',
    },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as { id: number; questions: { question: string }[] };
  const answers = [`${session.questions[0]!.question} ${language === 'en' ? 'It depends on the case.' : '要看具体情况。'}`, '', ''];
  for (const [questionIndex, answer] of answers.entries()) {
    const answered = await page.request.post(`/api/interview/sessions/${session.id}/answers`, {
      headers,
      data: { questionIndex, answer },
    });
    expect(answered.status()).toBeLessThan(300);
  }
  return session.id;
}
