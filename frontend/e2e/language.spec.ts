import { expect, test } from '@playwright/test';
import { screenshotPath } from './backend';
import { translator, wordsFor } from './i18n';

test('the header switches the language, the choice survives a reload, and the server answers in it', async ({ page }, testInfo) => {
  const { language } = wordsFor(testInfo);
  const other = translator(language === 'en' ? 'zh-CN' : 'en');
  await page.goto('/#/interview?session=987654');

  await page.getByRole('combobox', { name: wordsFor(testInfo).t('common:language.label') }).selectOption(other.language);

  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  await expect(page.getByRole('heading', { level: 2, name: other.t('interview:title') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: other.t('app:sectionsLabel') })).toBeVisible();
  // The unknown session's problem detail comes from the server, in the chosen language.
  const thing = other.language === 'zh-CN' ? '面试 987654 不存在。' : 'Interview session 987654 does not exist.';
  await expect(page.getByRole('alert')).toHaveText(`${other.t('interview:loadFailed')} ${thing}`);

  await page.screenshot({ path: screenshotPath(testInfo.title, language), fullPage: true });
});
