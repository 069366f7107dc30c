import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import { anAnalysis, aResume } from '@/testing/fixtures';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { App } from './app';

function serveEmptyApp() {
  return mockApi({
    'GET /api/system/info': () => jsonResponse({ name: 'PrepStream', version: '1', status: 'UP', components: { db: 'UP' } }),
    'GET /api/knowledgebase/list': () => jsonResponse([]),
    'GET /api/auth/me': () => jsonResponse({ id: 1, username: 'ada', role: 'ADMIN' }),
  });
}

/** As if the browser had just opened the page: i18next detects again (stored choice, then browser). */
async function reload(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  await i18n.changeLanguage();
}

describe('the page in two languages', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('opens in Chinese for a browser that prefers any Chinese, and in English otherwise', async () => {
    await reload(['zh-TW', 'en-US']);
    expect(i18n.resolvedLanguage).toBe('zh-CN');
    await reload(['fr-FR', 'zh', 'en']);
    expect(i18n.resolvedLanguage).toBe('zh-CN');
    await reload(['de-DE', 'fr']);
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('switches from the header, says so in <html lang>, and remembers the choice over the browser language', async () => {
    serveEmptyApp();
    renderWithProviders(<App />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '简体中文');

    expect(await screen.findByRole('heading', { level: 2, name: '知识库' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '栏目' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['知识库', '简历', '模拟面试', '问答', '运维']);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');

    await reload(['en-US']);
    expect(i18n.resolvedLanguage).toBe('zh-CN');
  });

  it('does not store a language nobody chose, so a browser change is followed next time', async () => {
    await reload(['zh-CN']);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await reload(['en-GB']);
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('formats numbers, dates and status words for the language, and keeps the server text as sent', async () => {
    await i18n.changeLanguage('zh-CN');
    mockApi({
      'GET /api/system/info': () => jsonResponse({ name: 'PrepStream', version: '1', status: 'UP', components: {} }),
      'GET /api/auth/me': () => jsonResponse({ id: 1, username: 'ada', role: 'ADMIN' }),
      'GET /api/resumes': () => jsonResponse([aResume({ createdAt: '2026-03-04T05:06:07Z' })]),
      'GET /api/resumes/5/detail': () =>
        jsonResponse({ ...aResume({ sizeBytes: 20 * 1024 * 1024 }), analysis: anAnalysis({ summary: '结构清晰，但缺少量化成果。' }) }),
    });
    window.location.hash = '#/resumes';
    renderWithProviders(<App />);

    expect(await screen.findByLabelText('总分 78（满分 100）')).toBeInTheDocument();
    expect(screen.getByText('结构清晰，但缺少量化成果。')).toBeInTheDocument();
    expect(screen.getByText(/^20 MB · 上传于 \d{4}年\d+月\d+日/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '分项评分' })).toHaveTextContent('项目经验');
    expect(screen.getAllByText('已完成').length).toBeGreaterThan(0);
  });
});
