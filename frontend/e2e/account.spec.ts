import { expect, test } from '@playwright/test';
import { E2E_ACCOUNT, E2E_PASSWORD, screenshotPath } from './backend';
import { wordsFor } from './i18n';

// This spec starts signed out: it signs in through the page, as a person would.
test.use({ storageState: { cookies: [], origins: [] } });

test('signs in through the page, creates an API token, and signs out', async ({ page }, testInfo) => {
  const { t, language } = wordsFor(testInfo);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 2, name: t('account:signIn.title') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('app:sectionsLabel') })).toHaveCount(0);
  await page.getByLabel(t('account:fields.username')).fill(E2E_ACCOUNT);
  await page.getByLabel(t('account:fields.password')).fill('not the password');
  await page.getByRole('button', { name: t('account:signIn.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(language === 'zh-CN' ? '账户名或密码错误' : 'Wrong account name or password');

  await page.getByLabel(t('account:fields.password')).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: t('account:signIn.submit') }).click();
  await expect(page.getByRole('link', { name: t('app:nav.operations') })).toBeVisible();

  await page.getByRole('button', { name: t('account:menu.label', { name: E2E_ACCOUNT }) }).click();
  await page.getByLabel(t('account:tokens.name')).fill(`browser ${language}`);
  await page.getByRole('button', { name: t('account:tokens.create') }).click();
  await expect(page.getByTestId('new-api-token')).toHaveText(/^ps_/);
  await page.screenshot({ path: screenshotPath(testInfo.title, language), fullPage: true });

  await page.getByRole('button', { name: t('account:menu.signOut') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('account:signIn.title') })).toBeVisible();
});
