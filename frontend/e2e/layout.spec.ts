import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SHARED_TESTDATA_DIR, screenshotPath } from './backend';

/** An evaluated interview and an analysed resume (Chinese), made through the API, so the detail views have content. */
async function seed(api: APIRequestContext): Promise<{ sessionId: number }> {
  const resume = await api.post('/api/resumes/upload', {
    multipart: {
      file: {
        name: 'awesome-cv-resume-zh.pdf',
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(path.join(SHARED_TESTDATA_DIR, 'resumes', 'awesome-cv-resume-zh.pdf')),
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

test('every page fits a 375 px phone and a 1280 px desktop screen', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { sessionId } = await seed(page.request);
  const views = [
    ['knowledge-base', 'Knowledge base'],
    ['resumes', 'Resumes'],
    ['interview', 'Interview'],
    [`interview?session=${sessionId}`, 'Interview'],
    ['operations', 'Operations'],
  ] as const;

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [route, title] of views) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      if (route === 'resumes') await expect(page.getByLabel(/^Overall score \d+ out of 100$/)).toBeVisible({ timeout: 60_000 });
      if (route.startsWith('interview?')) await expect(page.getByRole('img', { name: 'Dimension scores (radar chart)' })).toBeVisible();
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow, `${route} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: screenshotPath(`${testInfo.title} ${width} ${route.replace(/\?.*/, '-detail')}`),
        fullPage: true,
      });
    }
  }
});
