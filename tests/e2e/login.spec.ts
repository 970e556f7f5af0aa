/**
 * The login page as staff see it (captcha on, :8101) and the sign-in rules: the 'System Login' screen with its
 * captcha, the "cannot be empty" messages, the server's refusals, and logging out after the confirmation.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, CAPTCHA_BASE, SCREENSHOTS, signIn } from './helpers';

test.describe('login page with the captcha on', () => {
  test.use({ baseURL: CAPTCHA_BASE });

  test('shows the title, the captcha image and the three required-field messages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'System Login' })).toBeVisible();
    const refresh = page.getByRole('button', { name: /captcha image/i });
    await expect(refresh).toBeVisible();
    await expect(refresh.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await page.screenshot({ path: `${SCREENSHOTS}/login.png`, fullPage: true });

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Account cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
    await expect(page.getByText('Verification code cannot be empty')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/login-required.png`, fullPage: true });
  });

  test('clicking the captcha loads a new one', async ({ page }) => {
    await page.goto('/login');
    const refresh = page.getByRole('button', { name: /captcha image/i });
    const captcha = refresh.locator('img');
    await expect(captcha).toHaveAttribute('src', /^data:image/);
    const first = await captcha.getAttribute('src');
    await refresh.click();
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(first);
  });

  test('a wrong code shows the server message and a fresh captcha', async ({ page }) => {
    await page.goto('/login');
    const captcha = page.getByRole('button', { name: /captcha image/i }).locator('img');
    await expect(captcha).toHaveAttribute('src', /^data:image/);
    const first = await captcha.getAttribute('src');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Verification code', { exact: true }).fill('999999');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Verification code error')).toBeVisible();
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(first);
    await expect(page).toHaveURL(/\/login/);
  });
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('signing in lands on the dashboard with the server-built menu; logging out asks first', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar').getByText('Monitor', { exact: true })).toBeVisible();
  await expect(page.getByTestId('navbar')).toContainText('Administrator');

  // A signed-in user opening /login goes back into the console.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByTestId('navbar').getByRole('button', { name: /Administrator|Account/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Are you sure you want to quit the system?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The token is gone: protected pages send back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});
