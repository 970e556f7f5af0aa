/**
 * The product's routing rules (to /login with the full requested path when signed out, / to /dashboard, unknown
 * paths to /404) and its 401/403 rules (a 401 signs the user out with the expired message; a 403 goes to /401).
 */
import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, signIn } from './helpers';

test('an unauthenticated visitor goes to /login with the full requested path, and comes back after signing in', async ({ page }) => {
  await page.goto('/monitor/online?from=e2e#top');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/monitor/online?from=e2e#top');

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/monitor\/online\?from=e2e/);
  await expect(page.getByRole('heading', { name: 'Online users' })).toBeVisible();
});

test('/ goes to /dashboard, unknown paths to /404, and the 404 page leads back', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  // The 404 page loads on demand: until it has, the previous page may still be on screen.
  await expect(page.getByText('This page does not exist')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/404.png' });
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a 401 answer signs the user out with the expired message (kicked out by an admin)', async ({ page, context }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The browser's session key is the `jti` of the token in its EL-ADMIN-TOEKN cookie.
  const cookie = (await context.cookies()).find((c) => c.name === 'EL-ADMIN-TOEKN');
  expect(cookie, 'token cookie set after sign-in').toBeTruthy();
  const jwt = decodeURIComponent(cookie!.value).replace(/^Bearer\s+/, '');
  const { jti } = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { jti: string };

  // Another admin session kicks the browser's session out.
  const token = await apiToken(page);
  const online = await page.request.get('/auth/online?page=0&size=100', { headers: { Authorization: token } });
  const keys = ((await online.json()) as { content: { key: string }[] }).content.map((s) => s.key);
  expect(keys).toContain(jti);
  const kicked = await page.request.delete('/auth/online', { headers: { Authorization: token }, data: [jti] });
  expect(kicked.status()).toBe(200);

  // The console learns of the kick at its next request. A background request (a refetch) may get there before the
  // click, reloading the page under the pointer, so whichever comes first counts.
  const openOnlineUsers = (async () => {
    await page.getByTestId('sidebar').getByText('Monitor', { exact: true }).click();
    await page.getByTestId('sidebar').getByText('Online users').click();
  })().catch(() => undefined);
  await Promise.race([page.waitForURL(/\/login/), openOnlineUsers]);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('The current login status has expired, please log in again!')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/login-expired.png' });
});

test('a 403 answer sends the user to /401', async ({ page }) => {
  await signIn(page);
  // A role without the permission is the server's business (tested there); here the console's rule.
  await page.route('**/api/dashboard/figures*', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ status: 403, message: 'Forbidden: you lack the permission x', timestamp: '2026-01-01 00:00:00' }) }),
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/401$/);
  await page.screenshot({ path: 'tests/e2e/screenshots/401.png' });
});
