import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { SignInPage } from './sign-in-page';

describe('SignInPage', () => {
  it.each([
    ['en', 'PrepStream helps you prepare for technical interviews', 'No account yet? Create one', '张三 is fine', '8 to 72 characters (fewer in Chinese', 'Password'],
    ['zh-CN', 'PrepStream 帮你准备技术面试', '还没有账户？创建一个', '例如“张三”', '8 到 72 个字符（含汉字时更少', '密码'],
  ])('says what PrepStream does and shows the sign-up rules before submitting (%s)', async (language, about, toSignUp, rules, passwordMax, passwordLabel) => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/auth/options': () => jsonResponse({ signUpEnabled: true }) });
    renderWithProviders(<SignInPage />);

    expect(screen.getByText(about, { exact: false })).toBeVisible();
    await userEvent.setup().click(await screen.findByRole('button', { name: toSignUp }));
    const name = screen.getByRole('textbox');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(rules) as unknown as string);
    // bcrypt's 72-byte maximum, said before submit in characters a person counts (PasswordRules.MAX_BYTES)
    expect(name).toHaveAccessibleDescription(expect.stringContaining(passwordMax) as unknown as string);
    expect(screen.getByLabelText(passwordLabel)).toHaveAccessibleDescription(expect.stringContaining(passwordMax) as unknown as string);
  });

  it.each([
    ['en', 'Create an account', 'this first account becomes the administrator', 'Already have an account? Sign in', 'Sign in'],
    ['zh-CN', '创建账户', '将成为管理员', '已有账户？登录', '登录'],
  ])('opens on creating the first account while no account exists, and says it becomes the administrator (%s)', async (language, signUp, adminHint, toSignIn, signIn) => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/auth/options': () => jsonResponse({ signUpEnabled: true, firstAccountBecomesAdmin: true }) });
    renderWithProviders(<SignInPage />);

    expect(await screen.findByRole('heading', { name: signUp, level: 2 })).toBeVisible();
    expect(screen.getByText(adminHint, { exact: false })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: toSignIn }));
    expect(screen.getByRole('heading', { name: signIn, level: 2 })).toBeVisible();
    expect(screen.queryByText(adminHint, { exact: false })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'No account yet? Create one', 'this first account becomes the administrator', 'Sign in'],
    ['zh-CN', '还没有账户？创建一个', '将成为管理员', '登录'],
  ])('opens on signing in once an account exists, and makes no administrator promise (%s)', async (language, toSignUp, adminHint, signIn) => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/auth/options': () => jsonResponse({ signUpEnabled: true, firstAccountBecomesAdmin: false }) });
    renderWithProviders(<SignInPage />);

    await userEvent.setup().click(await screen.findByRole('button', { name: toSignUp }));
    expect(screen.queryByText(adminHint, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: signIn, level: 2 })).not.toBeInTheDocument();
  });
});
