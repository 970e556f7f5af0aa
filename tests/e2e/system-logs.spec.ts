/**
 * Operation and error log pages: a write made through a console page shows in the operation log
 * right away, with its params (secrets masked) opened under the row; the error log opens for the admin.
 * Screenshots as tests/e2e/screenshots/system-logs-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/system-logs-${name}.png`, fullPage: true, animations: 'disabled' });

test('a profile save through the user center shows in the operation log', async ({ page }) => {
  await signIn(page, '/user/center');
  const nick = page.getByLabel('Nickname');
  await nick.fill('Administrator');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.goto('/monitor/logs');
  await expect(page.getByRole('heading', { name: 'Operation log' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the log' }).fill('api/users/center');
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Operation log' });
  const row = table.getByRole('row').filter({ hasText: 'PUT api/users/center' }).first();
  await expect(row).toContainText('admin');
  // The action in the reader's words (the stored summary is the API's).
  await expect(row).toContainText('Update own profile');
  await expect(row).toContainText('204');
  await row.getByRole('button', { name: 'Show the params of PUT api/users/center' }).click();
  await expect(page.getByTestId('log-params').first()).toContainText('"nickName": "Administrator"');
  await shot(page, 'operation');

  // A sign-in is a write too: its password is masked.
  await page.getByRole('searchbox', { name: 'Search the log' }).fill('auth/login');
  await page.getByRole('button', { name: 'Search' }).click();
  const login = table.getByRole('row').filter({ hasText: 'POST auth/login' }).first();
  await login.getByRole('button', { name: 'Show the params of POST auth/login' }).click();
  await expect(page.getByTestId('log-params').first()).toContainText('"password": "******"');

  // Clearing asks first; cancelling keeps the rows.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete every operation log entry?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(login).toBeVisible();
});

test('the error log opens for the admin', async ({ page }) => {
  await signIn(page, '/monitor/errorLog');
  await expect(page.getByRole('heading', { name: 'Error log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Error log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Error log' }).getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'error');
});
