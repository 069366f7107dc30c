import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { aKnowledgeBaseItem } from '@/testing/fixtures';
import { StartPanel } from './start-panel';

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
