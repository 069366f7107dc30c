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

  await page.getByRole('button', { name: t('account:menu.signOut'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('account:signIn.title') })).toBeVisible();
});

// Nobody signed in is the page's normal first state, not an error: a newcomer's console stays clean.
test('loading the page signed out and signing in logs no error in the console', async ({ page }, testInfo) => {
  const { t } = wordsFor(testInfo);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: t('account:signIn.title') })).toBeVisible();
  await page.getByLabel(t('account:fields.username')).fill(E2E_ACCOUNT);
  await page.getByLabel(t('account:fields.password')).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: t('account:signIn.submit') }).click();
  await expect(page.getByRole('link', { name: t('app:nav.operations') })).toBeVisible();
  // the signed-in page has made its first requests once live updates are connected
  await expect(page.locator('.live-indicator--open')).toHaveCount(1);

  expect(errors).toEqual([]);
});

/** The page's window as far as these checks need it (the specs compile without the DOM's types). */
type StyledWindow = { getComputedStyle: (element: unknown) => { color: string; backgroundColor: string } };

/** WCAG's relative luminance contrast of two CSS colours `rgb(r, g, b)`. */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

for (const width of [1280, 375]) {
  test(`the account panel lies over the page at ${width} px, readable, and closes on Esc or outside`, async ({ page }, testInfo) => {
    const { t, language } = wordsFor(testInfo);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    // the sign-in page says what PrepStream is before anyone has an account
    await expect(page.getByText(t('account:signIn.about'))).toBeVisible();
    await page.getByLabel(t('account:fields.username')).fill(E2E_ACCOUNT);
    await page.getByLabel(t('account:fields.password')).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: t('account:signIn.submit') }).click();

    const header = page.locator('.app-header');
    const languageSwitch = page.locator('.language-switch');
    const button = page.getByRole('button', { name: t('account:menu.label', { name: E2E_ACCOUNT }) });
    await expect(button).toBeVisible();
    // measured once live updates are connected: the indicator's text changes until then, and one run
    // at 1280 px in English saw a two-line header (108 px) before it settled (64 px)
    await expect(page.locator('.live-indicator--open')).toHaveCount(1);
    const headerBefore = await header.boundingBox();
    const switchBefore = await languageSwitch.boundingBox();

    await button.click();
    const panel = page.getByRole('dialog', { name: t('account:menu.region') });
    await expect(panel).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(headerBefore?.height);
    expect(await languageSwitch.boundingBox()).toEqual(switchBefore);
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // and never past the window's bottom edge: what does not fit scrolls inside the panel
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);

    await page.getByLabel(t('account:tokens.name')).fill(`laptop ${language}`);
    // (the 375 px run finds the 1280 px run's token of the same name too)
    await page.getByRole('button', { name: t('account:tokens.create') }).click();
    await expect(page.getByTestId('new-api-token')).toHaveText(/^ps_/);
    await expect(panel.getByRole('button', { name: t('account:tokens.copy') })).toBeVisible();
    await expect(panel.getByText(t('account:sessions.current')).first()).toBeVisible();
    const panelBackground = await panel.evaluate(
      // runs in the browser: only what is written inside the function exists there
      (element) => (globalThis as unknown as StyledWindow).getComputedStyle(element).backgroundColor,
    );
    for (const text of [
      panel.getByRole('heading', { name: t('account:tokens.title') }),
      panel.getByText(t('account:tokens.name'), { exact: true }),
      panel.getByText(`laptop ${language}`, { exact: true }).first(),
      panel.getByText(t('account:menu.admin'), { exact: true }),
    ]) {
      // the text's own background when it has one (the role badge), else the panel's
      const [color, background] = await text.evaluate((element) => {
        const style = (globalThis as unknown as StyledWindow).getComputedStyle(element);
        return [style.color, style.backgroundColor === 'rgba(0, 0, 0, 0)' ? '' : style.backgroundColor];
      });
      expect(contrast(color, background || panelBackground), await text.innerText()).toBeGreaterThanOrEqual(4.5);
    }
    await page.screenshot({ path: screenshotPath(`account panel ${width}`, language), fullPage: false });

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(5, 790);
    await expect(panel).toHaveCount(0);
    await button.click();
    await panel.getByRole('button', { name: t('account:menu.close') }).click();
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
  });
}

test('signs up under a Chinese name, the rules shown before submitting', async ({ page }, testInfo) => {
  const { t, language } = wordsFor(testInfo);
  const name = language === 'en' ? '张三' : '李四';
  await page.goto('/');
  await page.getByRole('button', { name: t('account:signIn.toSignUp') }).click();
  await expect(page.getByText(t('account:signUp.rules'))).toBeVisible();
  // accounts exist (the e2e administrator): "this first account becomes the administrator" would be untrue
  await expect(page.getByText(t('account:signUp.intro'))).toHaveCount(0);
  await page.getByLabel(t('account:fields.username')).fill(name);
  await page.getByLabel(t('account:fields.password')).fill('password1');
  await page.getByRole('button', { name: t('account:signUp.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(language === 'zh-CN' ? '太常见' : 'most common');
  await page.getByLabel(t('account:fields.password')).fill('violet kettle 42');
  await page.getByRole('button', { name: t('account:signUp.submit') }).click();
  await expect(page.getByRole('button', { name: t('account:menu.label', { name }) })).toBeVisible();
});

test('the start panel, hidden in one browser, is not shown again in another browser of the account', async ({ page, browser }, testInfo) => {
  const { t, language } = wordsFor(testInfo);
  const name = language === 'en' ? '王五' : '赵六';
  await page.goto('/');
  await page.getByRole('button', { name: t('account:signIn.toSignUp') }).click();
  await page.getByLabel(t('account:fields.username')).fill(name);
  await page.getByLabel(t('account:fields.password')).fill('violet kettle 42');
  await page.getByRole('button', { name: t('account:signUp.submit') }).click();
  const start = page.getByRole('region', { name: t('app:start.title') });
  await expect(start.getByRole('link', { name: t('app:start.resume') })).toBeVisible();
  await expect(start.getByRole('link', { name: t('app:start.notes') })).toBeVisible();
  await start.getByRole('button', { name: t('app:start.dismiss') }).click();
  await expect(start).toHaveCount(0);

  // another device: its own cookies and storage, nothing carried over but the account
  const phone = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: testInfo.project.use.locale, viewport: { width: 375, height: 800 } });
  const other = await phone.newPage();
  await other.goto('/');
  await other.getByLabel(t('account:fields.username')).fill(name);
  await other.getByLabel(t('account:fields.password')).fill('violet kettle 42');
  const asked = other.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/start-panel');
  await other.getByRole('button', { name: t('account:signIn.submit') }).click();
  await expect(other.getByRole('heading', { level: 2, name: t('knowledgebase:title') })).toBeVisible();
  expect((await (await asked).json()) as unknown).toMatchObject({ closed: true });
  await other.waitForLoadState('networkidle');
  await expect(other.getByRole('region', { name: t('app:start.title') })).toHaveCount(0);
  await phone.close();
});
