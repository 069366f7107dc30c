import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { aKnowledgeBaseItem } from '@/testing/fixtures';
import type { KnowledgeBaseItem } from '@/features/knowledgebase/types';
import { SECTIONS } from './sections';
import { StartPanel } from './start-panel';

/** The account as the server keeps it (StartPanelIntegrationTests checks the real rule: three loads). */
function anAccount({ notes = [] as KnowledgeBaseItem[], visits = 0, closed = false } = {}) {
  const account = { notes, visits, closed };
  const state = (shown: boolean) => jsonResponse({ visits: account.visits, closed: account.closed, shown });
  const routes = {
    'GET /api/knowledgebase/list': () => jsonResponse(account.notes),
    'GET /api/resumes': () => jsonResponse([]),
    'GET /api/auth/start-panel': () => state(!account.closed && account.visits < 3),
    'POST /api/auth/start-panel/visits': () => {
      if (account.closed || account.visits >= 3) return state(false);
      account.visits += 1;
      return state(true);
    },
    'POST /api/auth/start-panel/close': () => {
      account.closed = true;
      return state(false);
    },
  };
  return { account, routes };
}

/** A page load in a browser of its own: its own query cache, and nothing in its storage. */
async function loadPage() {
  window.localStorage.clear();
  const page = renderWithProviders(<StartPanel accountId={1} />);
  await waitFor(() => expect(page.queryClient.isFetching() + page.queryClient.isMutating()).toBe(0));
  return page;
}

const heading = () => screen.queryByRole('heading', { name: 'Where to start' });

describe('StartPanel', () => {
  afterEach(() => window.localStorage.clear());

  it('shows a new account the two paths and counts the page load on the server', async () => {
    const { account, routes } = anAccount();
    const fetchMock = mockApi(routes);

    renderWithProviders(<StartPanel accountId={1} />);

    expect(await screen.findByRole('heading', { name: 'Where to start' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your resume' })).toHaveAttribute('href', '#/resumes');
    expect(screen.getByRole('link', { name: 'Upload your notes' })).toHaveAttribute('href', '#/knowledge-base');
    expect(callsTo(fetchMock, 'POST', '/api/auth/start-panel/visits')).toHaveLength(1);
    expect(account.visits).toBe(1);
  });

  it('says it in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    mockApi(anAccount().routes);

    renderWithProviders(<StartPanel accountId={1} />);

    expect(await screen.findByRole('link', { name: '上传简历' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '上传笔记' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it("is one line of the two links where the page's own first thing must stay on a phone's first screen", async () => {
    // the whole panel pushed the chat's question box below the first screen at 375 px
    expect(SECTIONS.filter((section) => section.compactStart).map((section) => section.id)).toEqual(['interview', 'chat', 'operations']);
    mockApi(anAccount().routes);
    const { unmount } = renderWithProviders(<StartPanel accountId={1} compact />);

    const region = await screen.findByRole('region', { name: 'Where to start' });
    expect(screen.getByRole('link', { name: 'Upload your resume' })).toHaveAttribute('href', '#/resumes');
    expect(screen.getByRole('link', { name: 'Upload your notes' })).toHaveAttribute('href', '#/knowledge-base');
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/helps you prepare|practise an interview/);
    unmount();

    await i18n.changeLanguage('zh-CN');
    mockApi(anAccount().routes);
    renderWithProviders(<StartPanel accountId={1} compact />);
    const zh = await screen.findByRole('region', { name: '从这里开始' });
    expect(screen.getByRole('link', { name: '上传简历' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '不再显示' })).toBeInTheDocument();
    expect(zh).not.toHaveTextContent(/可以从两方面|模拟面试/);
    await i18n.changeLanguage('en');
  });

  it('dismissed in one browser, it is not shown in another browser of the account', async () => {
    const { account, routes } = anAccount();
    mockApi(routes);
    const laptop = renderWithProviders(<StartPanel accountId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(heading()).not.toBeInTheDocument());
    expect(account.closed).toBe(true);
    laptop.unmount();

    const phone = await loadPage();

    expect(heading()).not.toBeInTheDocument();
    phone.unmount();
  });

  it('is for a newcomer: after the loads the server allows, another browser no longer shows it either', async () => {
    const { account, routes } = anAccount({ visits: 2 });
    mockApi(routes);
    const last = await loadPage();
    expect(heading()).toBeInTheDocument();
    last.unmount();

    await loadPage();

    expect(heading()).not.toBeInTheDocument();
    expect(account.visits).toBe(3);
  });

  it('a path taken closes it on the server, so it does not come back when the account is emptied', async () => {
    const { account, routes } = anAccount({ notes: [aKnowledgeBaseItem()] });
    const fetchMock = mockApi(routes);
    const first = await loadPage();
    expect(heading()).not.toBeInTheDocument();
    expect(account.closed).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/api/auth/start-panel/visits')).toHaveLength(0);
    first.unmount();

    account.notes = [];
    await loadPage();

    expect(heading()).not.toBeInTheDocument();
  });

  it('an account the server remembers as closed is not asked again on later loads', async () => {
    const fetchMock = mockApi(anAccount({ notes: [aKnowledgeBaseItem()], closed: true }).routes);

    await loadPage();

    expect(callsTo(fetchMock, 'POST', '/api/auth/start-panel/close')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/auth/start-panel/visits')).toHaveLength(0);
  });
});
