import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, problemResponse, renderWithProviders } from '@/testing/test-utils';
import type { SystemInfo } from '../api/get-system-info';
import { StatusPanel } from './status-panel';

const info: SystemInfo = {
  name: 'PrepStream',
  version: '0.1.0-SNAPSHOT',
  status: 'UP',
  components: { db: 'UP', redis: 'DOWN' },
  ai: { chat: 'offline analyzer', embedding: 'all-minilm-l6-v2-q (in-process) + bge-small-zh-v15-q (in-process, CJK)' },
};

const statusOf = (rowName: string) =>
  within(screen.getByRole('rowheader', { name: rowName }).closest('tr')!).getByRole('cell');

describe('StatusPanel', () => {
  it('shows name, version, overall status and each component from GET /api/system/info', async () => {
    const fetchMock = mockFetch(() => jsonResponse(info));

    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('0.1.0-SNAPSHOT')).toBeInTheDocument();
    expect(screen.getByText('PrepStream')).toBeInTheDocument();
    expect(statusOf('Overall')).toHaveTextContent('UP');
    expect(statusOf('db')).toHaveTextContent('UP');
    expect(statusOf('redis')).toHaveTextContent('DOWN');
    expect(within(statusOf('db')).getByText('UP')).toHaveClass('badge--ok');
    expect(within(statusOf('redis')).getByText('DOWN')).toHaveClass('badge--bad');
    expect(screen.getByText('offline analyzer')).toBeInTheDocument();
    expect(screen.getByText('all-minilm-l6-v2-q (in-process) + bge-small-zh-v15-q (in-process, CJK)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/system/info', expect.anything());
  });

  it("shows the problem's detail when the call fails", async () => {
    mockFetch(() =>
      problemResponse({ title: 'Service Unavailable', status: 503, detail: 'Redis is not reachable at 127.0.0.1:6379' }),
    );

    renderWithProviders(<StatusPanel />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Redis is not reachable at 127.0.0.1:6379');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the last answer and reports a failed refresh', async () => {
    let healthy = true;
    mockFetch(() =>
      healthy ? jsonResponse(info) : problemResponse({ title: 'Internal Server Error', status: 500, detail: 'Boom' }),
    );
    renderWithProviders(<StatusPanel />);
    await screen.findByText('0.1.0-SNAPSHOT');

    healthy = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Last check failed: Boom');
    expect(statusOf('db')).toHaveTextContent('UP');
  });
});
