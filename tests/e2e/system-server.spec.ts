/**
 * Monitor → Server and Monitor → SQL: the server's figures in their cards, refreshed every 3 s (the
 * "updated at" time moves) and held while paused; the SQL statements the app ran, sorted and searched, with the
 * source of the figures; both in Arabic, right to left. Screenshots as tests/e2e/screenshots/system-{server,sql}-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
const setLanguage = (page: Page, value: string) => page.context().addCookies([{ name: 'language', value, url: page.url() }]);

test('the server page shows figures that refresh, and holds them while paused', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/monitor/server');
  await expect(page.getByRole('heading', { name: 'Server', exact: true })).toBeVisible();
  for (const card of ['System', 'CPU', 'Memory', 'Swap', 'Disk']) await expect(page.getByRole('region', { name: card })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Memory' })).toContainText(/\d+(\.\d+)? GB/);
  await expect(page.getByRole('region', { name: 'Disk' }).getByRole('progressbar')).toBeVisible();

  const updated = page.getByTestId('server-updated');
  await expect(updated).toContainText(/Updated at .*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  const first = await updated.textContent();
  // The next poll (3 s) brings a new measurement (the server keeps one for 2 s).
  await expect(updated).not.toHaveText(first ?? '', { timeout: 10_000 });
  await shot(page, 'system-server-figures');

  await page.getByRole('button', { name: 'Pause refreshing' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  const held = await updated.textContent();
  await page.waitForTimeout(4_000);
  await expect(updated).toHaveText(held ?? '');
  await page.getByRole('button', { name: 'Resume refreshing' }).click();
  await expect(updated).not.toHaveText(held ?? '', { timeout: 10_000 });

  await setLanguage(page, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'الذاكرة' })).toBeVisible();
  await shot(page, 'system-server-ar');
  await setLanguage(page, 'en');
});

test('the SQL page lists the statements the app ran, sorted and searched', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/monitor/sql');
  await expect(page.getByRole('heading', { name: 'SQL', exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'SQL statements' });
  // Signing in alone ran statements (the user's roles and menus): they are listed with their figures.
  await expect(table.locator('tbody tr').first()).toContainText(/select|insert|update/i);
  await expect(page.getByTestId('sql-source')).toContainText(/pg_stat_statements|own timings since/);

  await page.getByRole('button', { name: 'Sort by Count' }).click();
  await expect(page.getByRole('columnheader', { name: 'Count' })).toHaveAttribute('aria-sort', 'descending');
  const counts = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await shot(page, 'system-sql-list');

  await page.getByRole('textbox', { name: 'Search statements' }).fill('menus');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.locator('tbody tr').first()).toContainText('menus');
  for (const text of await table.locator('tbody tr td:first-child').allTextContents()) expect(text.toLowerCase()).toContain('menus');
  await shot(page, 'system-sql-search');

  await page.getByRole('button', { name: 'Reset timings' }).click();
  await expect(page.getByText("Forget Livedesk's own SQL timings and start measuring again?")).toBeVisible();
  await shot(page, 'system-sql-reset-confirm');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await setLanguage(page, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'استعلامات SQL' })).toBeVisible();
  await shot(page, 'system-sql-ar');
  await setLanguage(page, 'en');
});
