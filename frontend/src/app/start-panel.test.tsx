import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { aKnowledgeBaseItem } from '@/testing/fixtures';
import { START_PANEL_VISITS, StartPanel } from './start-panel';

describe('StartPanel', () => {
  afterEach(() => window.localStorage.clear());

  it('shows a new account the two paths', async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]), 'GET /api/resumes': () => jsonResponse([]) });

    renderWithProviders(<StartPanel accountId={1} />);

    expect(await screen.findByRole('heading', { name: 'Where to start' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your resume' })).toHaveAttribute('href', '#/resumes');
    expect(screen.getByRole('link', { name: 'Upload your notes' })).toHaveAttribute('href', '#/knowledge-base');
  });

  it('says it in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]), 'GET /api/resumes': () => jsonResponse([]) });

    renderWithProviders(<StartPanel accountId={1} />);

    expect(await screen.findByRole('link', { name: '上传简历' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '上传笔记' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('is gone once a path was taken', async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([aKnowledgeBaseItem()]), 'GET /api/resumes': () => jsonResponse([]) });

    const { queryClient } = renderWithProviders(<StartPanel accountId={1} />);

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Where to start' })).not.toBeInTheDocument();
  });

  it('is for a newcomer: an account still empty after its first visits no longer sees it', async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]), 'GET /api/resumes': () => jsonResponse([]) });
    for (let visit = 0; visit < START_PANEL_VISITS; visit += 1) {
      const page = renderWithProviders(<StartPanel accountId={1} />);
      expect(await screen.findByRole('heading', { name: 'Where to start' })).toBeInTheDocument();
      page.unmount();
    }

    const later = renderWithProviders(<StartPanel accountId={1} />);
    await waitFor(() => expect(later.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Where to start' })).not.toBeInTheDocument();
  });

  it('does not come back when an account that took a path is emptied again', async () => {
    let notes = [aKnowledgeBaseItem()];
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse(notes), 'GET /api/resumes': () => jsonResponse([]) });
    const first = renderWithProviders(<StartPanel accountId={1} />);
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    first.unmount();

    notes = [];
    const again = renderWithProviders(<StartPanel accountId={1} />);
    await waitFor(() => expect(again.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Where to start' })).not.toBeInTheDocument();
  });

  it('stays hidden once dismissed', async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]), 'GET /api/resumes': () => jsonResponse([]) });
    const first = renderWithProviders(<StartPanel accountId={1} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('heading', { name: 'Where to start' })).not.toBeInTheDocument();
    first.unmount();

    const again = renderWithProviders(<StartPanel accountId={1} />);
    await waitFor(() => expect(again.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Where to start' })).not.toBeInTheDocument();
  });
});
