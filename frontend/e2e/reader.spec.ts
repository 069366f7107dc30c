import { expect, test, type Page } from '@playwright/test';
import { wordDocument } from './docx';
import { wordsFor } from './i18n';

/** Uploads a note through the API as the page would (the XSRF token from its cookie); answers its id. */
async function upload(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<number> {
  await page.goto('/');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/knowledgebase/upload', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: number }).id;
}

type SizedWindow = { getComputedStyle: (element: unknown) => { fontSize: string } };

// Each language project uploads its own copies (one account): the words differ so neither is a duplicate.
const suffix = (language: string) => `${language}-${Date.now().toString(36)}`;

test('the reader shows the tables of Markdown (long rule lines too), HTML and Word notes as tables', async ({ page }, testInfo) => {
  const { t, language } = wordsFor(testInfo);
  const html = Buffer.from(
    `<html><head><title>Redis 持久化 ${suffix(language)}</title></head><body><h2>两种方式</h2><p>对比如下。</p>` +
      '<table><tr><th>方式</th><th>特点</th></tr><tr><td>RDB</td><td>快照，<b>恢复快</b></td></tr><tr><td>AOF</td><td>追加日志 | 更安全</td></tr></table>' +
      '<p>结论：两者可以同时开启。</p></body></html>',
  );
  const docx = wordDocument([`索引对比 ${suffix(language)}`, [['索引', '范围查询'], ['B+ 树', '支持'], ['哈希', '不支持']], '结论：B+ 树更适合范围查询。']);
  // rule lines of 5 dashes or more, as JavaGuide writes them: the server's text blanks such runs
  const markdown = Buffer.from(
    `# 版本演进 ${suffix(language)}\n\n| 版本          | 关键改进                |\n| ------------- | ----------------------- |\n| **Redis 4.0** | 引入混合持久化 |\n\n结论：按版本选择。\n`,
  );
  const notes = [
    { id: await upload(page, `versions-${suffix(language)}.md`, 'text/markdown', markdown), header: ['版本', '关键改进'], cell: '引入混合持久化' },
    { id: await upload(page, `persistence-${suffix(language)}.html`, 'text/html', html), header: ['方式', '特点'], cell: '追加日志 | 更安全' },
    {
      id: await upload(page, `index-${suffix(language)}.docx`, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx),
      header: ['索引', '范围查询'],
      cell: '不支持',
    },
  ];

  for (const { id, header, cell } of notes) {
    await page.goto(`/#/knowledge-base?note=${id}`);
    await expect(page.getByRole('link', { name: t('knowledgebase:reader.back') })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(header);
    await expect(table.getByRole('cell', { name: cell, exact: true })).toBeVisible();
    await expect(page.getByText(/^结论：/)).toBeVisible();
  }
});

test("the reader gives each of a note's heading levels its own element, stepping down in size", async ({ page }, testInfo) => {
  const { language } = wordsFor(testInfo);
  const note = `# 类加载 ${suffix(language)}\n\n正文一段。\n\n## 类加载过程\n\n### 加载\n\n#### 验证\n\n##### 文件格式验证\n\n正文。\n`;
  const id = await upload(page, `classloading-${suffix(language)}.md`, 'text/markdown', Buffer.from(note));

  await page.goto(`/#/knowledge-base?note=${id}`);

  const reader = page.locator('.reader__text');
  const size = (selector: string) => reader.locator(selector).first().evaluate((element) => parseFloat((globalThis as unknown as SizedWindow).getComputedStyle(element).fontSize));
  await expect(reader.getByRole('heading', { level: 4, name: '类加载过程' })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 5, name: '加载' })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 6, name: '验证' })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 7, name: '文件格式验证' })).toBeVisible();
  const sizes = [await size('h4'), await size('h5'), await size('h6'), await size('[aria-level="7"]'), await size('p:not([role])')];
  expect(sizes, `h4, h5, h6, level 7, text: ${sizes.join(', ')} px`).toEqual([...sizes].sort((a, b) => b - a));
  expect(new Set(sizes.slice(0, 3)).size).toBe(3);
});
