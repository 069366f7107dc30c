import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountKeys } from '@/features/account/api/account';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { App } from './app';

describe('App', () => {
  beforeEach(() => {
    window.location.hash = '';
    mockFetch((url) =>
      url === '/api/system/info'
        ? jsonResponse({ name: 'PrepStream', version: '0.1.0-SNAPSHOT', status: 'UP', components: { db: 'UP', redis: 'UP' } })
        : url === '/api/auth/me'
          ? jsonResponse({ id: 1, username: 'ada', role: 'ADMIN' })
          : jsonResponse([]),
    );
  });

  it('offers the five sections as keyboard-reachable links and starts on the knowledge base', async () => {
    renderWithProviders(<App />);

    expect(screen.getByRole('heading', { level: 1, name: 'PrepStream' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const links = ['Notes', 'Resumes', 'Interview', 'Operations'].map((name) =>
      screen.getByRole('link', { name }),
    );
    links.forEach((link) => expect(nav).toContainElement(link));
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    // the page says what its link said: "Notes" over a heading "Knowledge base" read as two places (issue 29)
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.tab(); // skip link
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(links[1]).toHaveFocus();
  });

  it.each(['en', 'zh-CN'])('names the notes page as its link does (%s)', async (language) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<App />);
    const nav = await screen.findByRole('navigation', { name: i18n.t('app:sectionsLabel') });
    const current = nav.querySelector('[aria-current="page"]');
    expect(await screen.findByRole('heading', { level: 2, name: current!.textContent! })).toHaveAttribute('id', 'section-title');
    expect(current).toHaveTextContent(language === 'en' ? 'Notes' : '知识库');
  });

  it('switches section when a nav link is followed', async () => {
    renderWithProviders(<App />);

    await userEvent.click(await screen.findByRole('link', { name: 'Operations' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Operations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Notes' })).not.toHaveAttribute('aria-current');
    expect(window.location.hash).toBe('#/operations');
  });

  it('gives the chat page the whole width, with the system status under it instead of beside it', async () => {
    mockFetch((url) =>
      url === '/api/auth/me'
        ? jsonResponse({ id: 2, username: 'bob', role: 'USER' })
        : url === '/api/system/info'
          ? jsonResponse({ name: 'PrepStream', version: '0.1.0-SNAPSHOT', status: 'UP', components: {} })
          : url.startsWith('/api/chat/sessions')
            ? jsonResponse({ items: [], page: 0, size: 50, total: 0 })
            : jsonResponse([]),
    );
    renderWithProviders(<App />);
    expect((await screen.findByRole('main')).parentElement).not.toHaveClass('app-body--wide');

    await userEvent.click(await screen.findByRole('link', { name: 'Ask' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Ask your notes' })).toBeInTheDocument();
    expect(screen.getByRole('main').parentElement).toHaveClass('app-body--wide');
    expect(screen.getByRole('complementary', { name: 'System' })).toBeInTheDocument();
  });

  it('shows the sign-in screen to nobody, and no operations section to a member', async () => {
    // nobody signed in is an answer (204), not a failed request
    mockFetch((url) => (url === '/api/auth/me' ? new Response(null, { status: 204 }) : jsonResponse({ signUpEnabled: true })));
    const { unmount, queryClient } = renderWithProviders(<App />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(accountKeys.me)).toMatchObject({ status: 'success', data: null });
    unmount();

    mockFetch((url) => (url === '/api/auth/me' ? jsonResponse({ id: 2, username: 'bob', role: 'USER' }) : jsonResponse([])));
    renderWithProviders(<App />);
    expect(await screen.findByRole('link', { name: 'Resumes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Operations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account: bob' })).toBeInTheDocument();
  });
});
