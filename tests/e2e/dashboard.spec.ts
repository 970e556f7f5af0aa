/**
 * The dashboard end to end on the embedded sample (simulator population, sample CRM pipeline): the administrator lands
 * on the guild's figures, sees live now, the comparisons, the pipeline, the top lists and the history; a pipeline
 * figure leads to the streamers at that progress and an orders figure to the orders of that day. Screenshots at
 * 1440×900 in English and Arabic, and of the wall display at 1920×1080.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/dashboard-figures-${name}.png`, animations: 'disabled' });

/** Waits until the figures are in (no skeleton left) and the first refresh has settled. */
async function figuresShown(page: Page) {
  await expect(page.getByTestId('dashboard').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('history').locator('svg').first()).toBeVisible();
}

test('the administrator lands on the figures and follows them to their lists', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await figuresShown(page);

  await expect(page.getByTestId('figure-streamersLive').getByRole('link')).toHaveText(/^\d+(\.\d)?K?$/);
  await expect(page.getByTestId('figure-streamersLive')).toContainText(/of \d+ monitored/);
  await expect(main.getByRole('heading', { name: 'Today vs yesterday' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'This week vs last week' })).toBeVisible();
  // The sample pipeline: 2 guild members among the seeded streamers.
  await expect(page.getByTestId('pipeline-guildJoined')).toContainText(/Guild joined\s*\d+/);
  await expect(main.getByRole('table', { name: 'Top operators this week' }).or(main.getByText('No orders this week yet.'))).toBeVisible();
  await expect(main.getByRole('img', { name: /^Diamonds per day/ })).toBeVisible();
  await shot(page, 'en');

  // 30 days of history.
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL(/range=30/);
  await expect(page.getByTestId('history').locator('svg').first().locator('rect[data-day]')).toHaveCount(30);
  await page.getByRole('button', { name: '7 days' }).click();

  // A pipeline figure opens the streamers at that progress.
  const newCount = (await page.getByTestId('pipeline-new').locator('p').last().textContent())?.trim() ?? '';
  await page.getByTestId('pipeline-new').click();
  await expect(page).toHaveURL(/\/crm\/streamers\?progress=new$/);
  const streamers = main.getByRole('table', { name: 'Streamers' });
  await expect(streamers).toBeVisible();
  if (newCount !== '0') await expect(streamers.getByRole('row')).not.toHaveCount(1);

  // Today's dispatched orders open the orders of today.
  await page.goto('/dashboard');
  await figuresShown(page);
  const dispatched = page.getByTestId('compare-day-ordersDispatched').getByRole('link');
  const href = (await dispatched.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/crm\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await dispatched.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
  await expect(main.getByRole('table', { name: 'Orders' })).toBeVisible();
});

test('the figures read right to left in Arabic and fill a 1920×1080 wall', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByRole('heading', { name: 'مباشر الآن' })).toBeVisible();
  await figuresShown(page);
  await shot(page, 'ar');

  await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/dashboard?wall=1');
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-wall', 'true');
  await expect(page.getByRole('heading', { level: 2, name: "The guild's figures" })).toBeVisible();
  await figuresShown(page);
  await shot(page, 'wall');
  await page.getByRole('button', { name: 'Leave wall display' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
