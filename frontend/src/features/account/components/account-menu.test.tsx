import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { AccountMenu } from './account-menu';

const account = { id: 1, username: '张三', role: 'ADMIN' as const };
const sessions = [
  { id: 'aaa', createdAt: '2026-12-06T10:00:00Z', lastUsedAt: '2026-12-06T12:00:00Z', userAgent: 'Firefox · Linux', current: true },
  { id: 'bbb', createdAt: '2026-12-05T09:00:00Z', lastUsedAt: '2026-12-05T09:30:00Z', userAgent: 'Safari · iOS', current: false },
];

function routes() {
  return mockApi({
    'GET /api/auth/sessions': () => jsonResponse(sessions),
    'GET /api/auth/storage': () =>
      jsonResponse({ usedBytes: 3 * 1024 * 1024, quotaBytes: 500 * 1024 * 1024, parts: { FILES: 1024 * 1024, CHUNKS: 1536 * 1024, CHAT: 256 * 1024, INTERVIEWS: 256 * 1024 } }),
    'DELETE /api/auth/sessions/bbb': () => new Response(null, { status: 204 }),
    'GET /api/auth/tokens': () => jsonResponse([{ id: 7, name: 'ci', prefix: 'ps_abcdef', createdAt: '2026-12-01T00:00:00Z', lastUsedAt: null }]),
    'POST /api/auth/tokens': () => jsonResponse({ id: 8, name: 'laptop', prefix: 'ps_secret', token: 'ps_secret-token' }, { status: 201 }),
    'PUT /api/auth/password': () => new Response(null, { status: 204 }),
  });
}

async function openMenu(label = 'Account: 张三') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: label }));
  return user;
}

describe('AccountMenu', () => {
  it.each([
    ['en', 'Account: 张三', 'Your account', 'Administrator', 'Where you are signed in', 'API tokens'],
    ['zh-CN', '账户：张三', '你的账户', '管理员', '登录中的设备', 'API 令牌'],
  ])('opens a panel over the page with the role, sessions and tokens (%s)', async (language, button, region, role, sessionsTitle, tokensTitle) => {
    await i18n.changeLanguage(language);
    routes();
    renderWithProviders(<AccountMenu account={account} />);
    await openMenu(button);

    const panel = screen.getByRole('dialog', { name: region });
    expect(within(panel).getByText(role)).toHaveClass('account-menu__role');
    expect(within(panel).getByRole('heading', { name: sessionsTitle })).toBeVisible();
    expect(within(panel).getByRole('heading', { name: tokensTitle })).toHaveClass('account-menu__title');
    expect(await within(panel).findByText('ci')).toBeVisible();
  });

  it('shows how much of the storage quota is used, and on what', async () => {
    await i18n.changeLanguage('en');
    routes();
    renderWithProviders(<AccountMenu account={account} />);
    await openMenu();

    const panel = screen.getByRole('dialog', { name: 'Your account' });
    expect(within(panel).getByRole('heading', { name: 'Storage' })).toBeVisible();
    expect(await within(panel).findByText(/3\.0 MB of 500 MB used/)).toBeVisible();
    expect(within(panel).getByText(/note passages 1\.5 MB/)).toBeVisible();
  });

  it('closes on Esc and gives the focus back to its button', async () => {
    routes();
    renderWithProviders(<AccountMenu account={account} />);
    const user = await openMenu();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account: 张三' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Account: 张三' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['en', 'Account: 张三', 'Close'],
    ['zh-CN', '账户：张三', '关闭'],
  ])('has a close button, which gives the focus back (%s)', async (language, label, close) => {
    await i18n.changeLanguage(language);
    routes();
    renderWithProviders(<AccountMenu account={account} />);
    const user = await openMenu(label);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: label })).toHaveFocus();
  });

  it.each([
    ['en', 'Account: 张三', 'Change password'],
    ['zh-CN', '账户：张三', '修改密码'],
  ])('keeps Tab inside the open panel: past its last control back to the account button, and round the other way (%s)', async (language, label, submit) => {
    await i18n.changeLanguage(language);
    routes();
    renderWithProviders(
      <>
        <AccountMenu account={account} />
        <a href="#/behind">behind</a>
      </>,
    );
    const user = await openMenu(label);
    const button = screen.getByRole('button', { name: label });
    const last = screen.getByRole('button', { name: submit });

    last.focus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'behind' })).not.toHaveFocus();
  });

  it('never runs past the bottom of the window: the rest scrolls inside', async () => {
    routes();
    renderWithProviders(<AccountMenu account={account} />);
    await openMenu();

    // jsdom lays nothing out: the panel's top is 0, so the room is the window's height less the margin
    expect(screen.getByRole('dialog').style.maxHeight).toBe(`${window.innerHeight - 16}px`);
  });

  it('closes on a click outside but not on a click inside', async () => {
    routes();
    renderWithProviders(
      <div>
        <p>elsewhere on the page</p>
        <AccountMenu account={account} />
      </div>,
    );
    const user = await openMenu();
    await user.click(screen.getByRole('heading', { name: 'API tokens' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByText('elsewhere on the page'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the sessions with this one marked, and signs another one out', async () => {
    const api = routes();
    renderWithProviders(<AccountMenu account={account} />);
    const user = await openMenu();

    const current = (await screen.findByText('Firefox · Linux')).closest('li')!;
    expect(within(current).getByText('This browser')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out on Safari · iOS' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/api/auth/sessions/bbb')).toHaveLength(1));
  });

  it('shows a new token once with a button that copies it', async () => {
    routes();
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<AccountMenu account={account} />);
    await user.click(screen.getByRole('button', { name: 'Account: 张三' }));

    await user.type(screen.getByLabelText('Token name'), 'laptop');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('new-api-token')).toHaveTextContent('ps_secret-token');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('ps_secret-token');
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Account: 张三', 'New password', '8 to 72 characters (fewer in Chinese: a Chinese character counts as 3)'],
    ['zh-CN', '账户：张三', '新密码', '8 到 72 个字符（含汉字时更少：一个汉字按 3 个字符算）'],
  ])('says the password rule in characters before submitting, as the new password field describes it (%s)', async (language, button, next, rule) => {
    await i18n.changeLanguage(language);
    routes();
    renderWithProviders(<AccountMenu account={account} />);
    await openMenu(button);
    expect(screen.getByLabelText(next)).toHaveAccessibleDescription(expect.stringContaining(rule) as unknown as string);
    await i18n.changeLanguage('en');
  });

  it('changes the password, asking to revoke the tokens when ticked', async () => {
    const api = routes();
    renderWithProviders(<AccountMenu account={account} />);
    const user = await openMenu();

    await user.type(screen.getByLabelText('Current password'), 'old secret 1');
    await user.type(screen.getByLabelText('New password'), 'violet kettle 42');
    await user.click(screen.getByLabelText('Also revoke all my API tokens'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed. Your other sessions have been signed out.')).toBeInTheDocument();
    const [, init] = callsTo(api, 'PUT', '/api/auth/password')[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      currentPassword: 'old secret 1',
      newPassword: 'violet kettle 42',
      revokeTokens: true,
    });
  });
});
