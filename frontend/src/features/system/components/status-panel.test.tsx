import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockFetch, problemResponse, renderWithProviders } from '@/testing/test-utils';
import type { SystemInfo } from '../api/get-system-info';
import { StatusPanel } from './status-panel';

const info: SystemInfo = {
  name: 'PrepStream',
  version: '0.1.0-SNAPSHOT',
  status: 'UP',
  components: { db: 'UP', redis: 'UP' },
  ai: { chat: 'offline analyzer', embedding: 'all-minilm-l6-v2-q (in-process) + bge-small-zh-v15-q-lowercase (in-process, CJK)' },
};

const JARGON = /offline analyzer|all-minilm|bge-small|\bdb\b|redis|SNAPSHOT/i;

const statusOf = (rowName: string) =>
  within(screen.getByRole('rowheader', { name: rowName }).closest('tr')!).getByRole('cell');

describe('StatusPanel', () => {
  it('says in plain words that everything works and who writes the answers, with no jargon', async () => {
    const fetchMock = mockFetch(() => jsonResponse(info));

    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('Everything is working.')).toBeInTheDocument();
    expect(screen.getByText(/^Offline \(no language model configured\): answers quote your notes/)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Service' });
    expect(panel.textContent).not.toMatch(JARGON);
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/system/info', expect.anything());
  });

  it('says in Chinese what is not working', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch(() => jsonResponse({ ...info, status: 'DOWN', components: { db: 'UP', redis: 'DOWN' } }));

    renderWithProviders(<StatusPanel />);

    expect(await screen.findByText('暂时无法使用：后台任务（处理上传、分析、生成报告）。')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '服务状态' }).textContent).not.toMatch(JARGON);
    await i18n.changeLanguage('en');
  });

  it('shows administrators the components, version and models behind Details', async () => {
    mockFetch(() => jsonResponse({ ...info, components: { db: 'UP', redis: 'DOWN' } }));

    renderWithProviders(<StatusPanel admin />);

    await userEvent.click(await screen.findByText('Details'));
    expect(screen.getByText('0.1.0-SNAPSHOT')).toBeVisible();
    expect(within(statusOf('db')).getByText('Working')).toHaveClass('badge--ok');
    expect(within(statusOf('redis')).getByText('Down')).toHaveClass('badge--bad');
    expect(screen.getByText('offline (no language model configured)')).toBeInTheDocument();
  });

  it('says "offline" behind Details in the page language, and names a configured model as the server does', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch(() => jsonResponse({ ...info, ai: { ...info.ai, chat: 'offline (no language model configured)' } }));
    const offline = renderWithProviders(<StatusPanel admin />);
    await userEvent.click(await screen.findByText('详细信息'));
    expect(within(screen.getByText('语言模型', { selector: 'dt' }).parentElement!).getByRole('definition')).toHaveTextContent(/^离线（未配置语言模型）$/);
    offline.unmount();
    await i18n.changeLanguage('en');

    mockFetch(() => jsonResponse({ ...info, ai: { ...info.ai, chat: 'OpenAI-compatible: qwen-plus' } }));
    renderWithProviders(<StatusPanel admin />);
    await userEvent.click(await screen.findByText('Details'));
    expect(within(screen.getByText('Language model', { selector: 'dt' }).parentElement!).getByRole('definition')).toHaveTextContent(/^qwen-plus$/);
  });

  it("shows the problem's detail when the call fails", async () => {
    mockFetch(() =>
      problemResponse({ title: 'Service Unavailable', status: 503, detail: 'Redis is not reachable at 127.0.0.1:6379' }),
    );

    renderWithProviders(<StatusPanel />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Redis is not reachable at 127.0.0.1:6379');
  });

  it('keeps the last answer and reports a failed refresh', async () => {
    let healthy = true;
    mockFetch(() =>
      healthy ? jsonResponse(info) : problemResponse({ title: 'Internal Server Error', status: 500, detail: 'Boom' }),
    );
    renderWithProviders(<StatusPanel />);
    await screen.findByText('Everything is working.');

    healthy = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Last check failed: Boom');
    expect(screen.getByText('Everything is working.')).toBeInTheDocument();
  });
});
