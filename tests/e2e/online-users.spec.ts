/**
 * The online users page (Monitor → Online users): search, and forcing a session out after confirmation.
 */
import { expect, request, test } from '@playwright/test';
import { ADMIN, SCREENSHOTS, signIn } from './helpers';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('search finds a session and "Force out" ends it after confirmation', async ({ page, baseURL }) => {
  // A second admin session, signed in from Firefox.
  const firefox = await request.newContext({ baseURL, userAgent: FIREFOX });
  const login = await firefox.post('/auth/login', { data: { ...ADMIN, code: '', uuid: '' } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;

  await signIn(page, '/monitor/online');
  await expect(page.getByRole('heading', { name: 'Online users' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by user name, nickname or IP' }).fill('Firefox');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByRole('row').filter({ hasText: 'Firefox 128' });
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Chrom' })).toHaveCount(0);

  await rows.getByRole('button', { name: 'Force out admin' }).click();
  await expect(page.getByText('Are you sure you want to force this user out?')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/online-users-force-out.png`, animations: 'disabled' });
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The user was forced out')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // The forced-out session is refused; the browser's own is not.
  expect((await firefox.get('/auth/info', { headers: { Authorization: token } })).status()).toBe(401);
  await firefox.dispose();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible();
});

test('sessions sort by user name, export as xlsx, and read right to left in Arabic', async ({ page }) => {
  await signIn(page, '/monitor/online');
  const table = page.getByRole('table', { name: 'Online sessions' });
  await expect(table.locator('tbody tr').first()).toContainText('admin');
  await page.getByRole('button', { name: 'Sort by Username' }).click();
  await expect(page.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('online-users.xlsx');
  await expect(page.getByText('Exported successfully')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/online-users-list.png`, animations: 'disabled' });

  await page.context().addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'الجلسات المتصلة' }).locator('tbody tr').first()).toContainText('admin');
  await page.screenshot({ path: `${SCREENSHOTS}/online-users-ar.png`, animations: 'disabled' });
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
});
