/**
 * The console shell: sidebar and route search navigation, the tabs' context menu, size, theme and
 * language settings (Arabic right-to-left), with screenshots for people to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

const tabs = (page: Page) => page.getByTestId('tags-view').getByTestId('tags-view-item');

async function openOnlineUsersFromSidebar(page: Page): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: 'Online users' });
  // The Monitor directory toggles: open it only when it is closed.
  if (!(await link.isVisible())) await sidebar.getByText('Monitor', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/monitor\/online$/);
  await expect(page.getByRole('heading', { name: 'Online users' })).toBeVisible();
}

test('the sidebar opens a menu page from the server-built menu, with breadcrumb and a tab', async ({ page }) => {
  await signIn(page);
  await openOnlineUsersFromSidebar(page);
  const breadcrumb = page.getByTestId('breadcrumb');
  await expect(breadcrumb).toContainText('Dashboard');
  await expect(breadcrumb).toContainText('Online users');
  await expect(tabs(page).filter({ hasText: 'Online users' })).toHaveCount(1);
  await expect(page).toHaveTitle(/Online users/);
  // The signed-in admin's own session is listed.
  await expect(page.getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/online-users.png` });
  // The hamburger collapses the sidebar and remembers it in the sidebarStatus cookie.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
});

test('route search finds a page by fuzzy title and opens it with the keyboard', async ({ page }) => {
  await signIn(page);
  const search = page.getByTestId('navbar').getByRole('combobox', { name: 'Search' });
  await search.fill('onlin usr');
  await expect(page.getByRole('option', { name: /Online users/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/monitor\/online$/);
});

test('the tabs context menu refreshes, closes, closes others and closes all', async ({ page }) => {
  await signIn(page);
  await openOnlineUsersFromSidebar(page);
  await page.getByTestId('navbar').getByRole('button', { name: /Administrator|Account/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user\/center$/);
  await expect(tabs(page)).toHaveCount(3); // Dashboard (affix), Online users, Personal center

  await tabs(page).filter({ hasText: 'Online users' }).click({ button: 'right' });
  const menu = page.getByTestId('tags-context-menu');
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(105);
  await page.screenshot({ path: `${SCREENSHOTS}/tabs-context-menu.png` });
  await menu.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/monitor\/online$/);
  await expect(page.getByRole('heading', { name: 'Online users' })).toBeVisible();

  await tabs(page).filter({ hasText: 'Online users' }).click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tabs(page)).toHaveCount(2); // the affix Dashboard stays
  await expect(tabs(page).filter({ hasText: 'Personal center' })).toHaveCount(0);

  // Closing the active tab goes to the last remaining one.
  await tabs(page).filter({ hasText: 'Online users' }).click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Close', exact: true }).click();
  await expect(tabs(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openOnlineUsersFromSidebar(page);
  await tabs(page).filter({ hasText: 'Dashboard' }).click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(tabs(page)).toHaveCount(1);
  await expect(tabs(page).first()).toContainText('Dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('size and theme settings apply and persist in cookies', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('navbar').getByRole('button', { name: 'Size' }).click();
  await page.getByRole('menuitemradio', { name: 'Medium' }).or(page.getByRole('menuitem', { name: 'Medium' })).click();
  await expect(page.getByText('Layout set successfully')).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'size')?.value).toBe('medium');

  await page.getByTestId('navbar').getByRole('button', { name: /Administrator|Account/ }).click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer.getByText('Layout settings')).toBeVisible();
  const presets = drawer.getByRole('radio');
  await expect(presets).toHaveCount(8);
  await presets.nth(3).click();
  const theme = await presets.nth(3).getAttribute('aria-label');
  const colour = theme!.match(/#[0-9a-f]{6}/i)![0];
  const themeCookie = (await page.context().cookies()).find((c) => c.name === 'theme');
  expect(decodeURIComponent(themeCookie!.value).toLowerCase()).toBe(colour.toLowerCase());
  // 365 days (the product's theme cookie lifetime), give or take the seconds this test took.
  expect(themeCookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  await page.screenshot({ path: `${SCREENSHOTS}/settings-drawer.png`, animations: 'disabled' });

  await page.reload();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'size')?.value).toBe('medium');
});

const languages = [
  { code: 'zh', name: '中文', dashboard: '首页', dir: 'ltr' },
  { code: 'ko', name: '한국어', dashboard: '대시보드', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dashboard: 'لوحة التحكم', dir: 'rtl' },
  { code: 'en', name: 'English', dashboard: 'Dashboard', dir: 'ltr' },
] as const;

test('the language select switches among en, zh, ko and ar (right-to-left), reloading the page', async ({ page }) => {
  await signIn(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByText(/^\d+$/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/dashboard-en.png` });
  for (const lang of languages) {
    await page.getByTestId('navbar').getByRole('button', { name: /Language|语言|언어|اللغة/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: lang.name }).or(page.getByRole('menuitem', { name: lang.name })).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
    await expect(page.getByTestId('tags-view')).toContainText(lang.dashboard);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe(lang.code);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').getByText(/^\d+$/).first()).toBeVisible();
    if (lang.code !== 'en') await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${lang.code}.png` });
  }
});
