import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../../playwright.config';

/** The instance with the captcha on (see playwright.config.ts). */
export const CAPTCHA_BASE = `http://127.0.0.1:${E2E_PORT + 1}`;
export const ADMIN = { username: 'admin', password: E2E_ADMIN_PASSWORD };
export const SCREENSHOTS = 'tests/e2e/screenshots';

/** Signs in through the login form of the captcha-less instance and waits for the dashboard. */
export async function signIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the API (no UI) and returns the `Bearer …` token. */
export async function apiToken(page: Page): Promise<string> {
  const response = await page.request.post('/auth/login', {
    data: { username: ADMIN.username, password: ADMIN.password, code: '', uuid: '' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}
