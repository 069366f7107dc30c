import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { SignInPage } from './sign-in-page';

describe('SignInPage', () => {
  it.each([
    ['en', 'PrepStream helps you prepare for technical interviews', 'No account yet? Create one', '张三 is fine'],
    ['zh-CN', 'PrepStream 帮你准备技术面试', '还没有账户？创建一个', '例如“张三”'],
  ])('says what PrepStream does and shows the sign-up rules before submitting (%s)', async (language, about, toSignUp, rules) => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/auth/options': () => jsonResponse({ signUpEnabled: true }) });
    renderWithProviders(<SignInPage />);

    expect(screen.getByText(about, { exact: false })).toBeVisible();
    await userEvent.setup().click(await screen.findByRole('button', { name: toSignUp }));
    const name = screen.getByRole('textbox');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(rules) as unknown as string);
  });

  it.each([
    ['en', 'No account yet? Create one', 'this first account becomes the administrator'],
    ['zh-CN', '还没有账户？创建一个', '将成为管理员'],
  ])('says the first account becomes the administrator only while no account exists (%s)', async (language, toSignUp, adminHint) => {
    await i18n.changeLanguage(language);
    for (const first of [true, false]) {
      mockApi({ 'GET /api/auth/options': () => jsonResponse({ signUpEnabled: true, firstAccountBecomesAdmin: first }) });
      const { unmount } = renderWithProviders(<SignInPage />);
      await userEvent.setup().click(await screen.findByRole('button', { name: toSignUp }));
      if (first) expect(await screen.findByText(adminHint, { exact: false })).toBeVisible();
      else expect(screen.queryByText(adminHint, { exact: false })).not.toBeInTheDocument();
      unmount();
    }
  });
});
