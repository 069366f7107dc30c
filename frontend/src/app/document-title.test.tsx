import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { App } from './app';

describe('the browser tab', () => {
  beforeEach(() => {
    document.title = 'PrepStream';
    mockFetch((url) =>
      url === '/api/auth/me' ? jsonResponse({ id: 1, username: 'ada', role: 'ADMIN' }) : url.startsWith('/api/chat/sessions') ? jsonResponse({ items: [], page: 0, size: 50, total: 0 }) : jsonResponse([]),
    );
  });

  it.each([
    ['en', '#/chat', 'Ask · PrepStream'],
    ['zh-CN', '#/chat', '问答 · PrepStream'],
    ['en', '#/interview', 'Interview · PrepStream'],
    ['zh-CN', '#/resumes', '简历 · PrepStream'],
  ])('names the open page (%s %s)', async (language, hash, title) => {
    await i18n.changeLanguage(language);
    window.location.hash = hash;
    renderWithProviders(<App />);

    await screen.findByRole('navigation');
    await expect.poll(() => document.title).toBe(title);
  });
});
