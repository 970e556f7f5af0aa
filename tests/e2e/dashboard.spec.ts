/**
 * The dashboard end to end on the embedded sample (simulator population, sample CRM pipeline): the administrator lands
 * on the guild's figures, sees live now, the comparisons, the pipeline, the top lists and the history; a pipeline
 * figure leads to the streamers at that progress and an orders figure to the orders of that day. A department's manager
 * (made through the admin API) sees only their department's figures, and a pipeline figure opens their list filtered
 * alike. Screenshots at 1440×900 in English and Arabic, of the manager's dashboard, and of the wall display at
 * 1920×1080 and 3840×2160 (zoomed to fit, no scrolling).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DashboardFigures } from '../../streams/contracts/dashboard';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

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
  // A wall display has nobody to scroll it: everything fits, the history charts at the bottom included.
  const wallLayout = () =>
    page.getByTestId('dashboard').evaluate((frame) => ({
      scrolls: frame.scrollHeight > frame.clientHeight,
      zoom: Number(frame.firstElementChild?.getAttribute('data-zoom')),
    }));
  await expect.poll(async () => (await wallLayout()).scrolls).toBe(false);
  await expect(page.getByRole('heading', { name: 'History' })).toBeInViewport();
  expect((await wallLayout()).zoom).toBeLessThan(1);
  await shot(page, 'wall');
  // At 3840×2160 (100 % scaling) the figures grow to fill the screen instead of leaving most of it empty.
  await page.setViewportSize({ width: 3840, height: 2160 });
  await expect.poll(async () => (await wallLayout()).zoom).toBeGreaterThan(1.3);
  await expect.poll(async () => (await wallLayout()).scrolls).toBe(false);
  await expect(page.getByRole('heading', { name: 'History' })).toBeInViewport();
  await shot(page, 'wall-4k');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Leave wall display' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** A request of the admin API (or another user's) that must succeed; its JSON answer, if any. */
async function api<T>(request: APIRequestContext, auth: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { authorization: auth }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

test("a department's manager sees only the department's figures and follows them to the same rows", async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const admin = await apiToken(page);

  // ---- through the admin API: a department; a role with the department as data scope holding the CRM streamers page
  // (anchor:list, which the dashboard's CRM figures need), adding streamers and allocating (anchor:allocate: a
  // manager reaches the department's streamers, server/modules/anchors/crm-caller.ts), but no monitoring; a manager
  // in that department. ----
  const dept = await api<{ id: number }>(request, admin, 'POST', '/api/dept', { name: `Figures team ${suffix}`, pid: null, deptSort: 1, enabled: true });
  const tree = await api<{ id: number; title: string }[]>(request, admin, 'GET', '/api/roles/menu-tree');
  const menus = ['x:crm', 'x:crmStreamers', 'x:crmStreamerAdd', 'x:crmStreamerAllocate'].map((title) => ({ id: tree.find((node) => node.title === title)!.id }));
  const role = await api<{ id: number }>(request, admin, 'POST', '/api/roles', { name: `Figures manager ${suffix}`, level: 3, dataScope: 'own', description: 'dashboard e2e' });
  await api(request, admin, 'PUT', '/api/roles/menu', { id: role.id, menus });
  const username = `fig_${suffix}`;
  const password = 'Figures-pass-1';
  await api(request, admin, 'POST', '/api/users', { username, nickName: 'Figures Manager', gender: 'female', enabled: true, dept: { id: dept.id }, roles: [{ id: role.id }], password });

  // ---- the department's streamers: two the manager adds (a streamer's department is its creator's until allocated) ----
  const login = await request.post('/auth/login', { data: { username, password, code: '', uuid: '' } });
  expect(login.status(), await login.text()).toBe(200);
  const manager = ((await login.json()) as { token: string }).token;
  for (const name of ['a', 'b']) await api(request, manager, 'POST', '/api/anchors', { anchorId: `fig_${name}_${suffix}`, nickname: `Figures ${name.toUpperCase()}` });

  // What each of them is answered: the manager's pipeline holds the two streamers only; the administrator's more.
  const figuresOf = (auth: string) => api<DashboardFigures>(request, auth, 'GET', '/api/dashboard/figures?range=7');
  const [mine, all] = await Promise.all([figuresOf(manager), figuresOf(admin)]);
  expect(mine.sections).toEqual({ monitor: false, crm: true });
  const total = (figures: DashboardFigures) => (figures.pipeline ?? []).reduce((sum, stage) => sum + stage.count, 0);
  expect(total(mine)).toBe(2);
  expect(total(all)).toBeGreaterThan(2);
  const stage = mine.pipeline!.find((entry) => entry.count > 0)!;
  const adminStage = all.pipeline!.find((entry) => entry.progress === stage.progress)!;
  expect(adminStage.count).toBeGreaterThan(stage.count);

  // ---- the manager's dashboard: CRM figures only, counted over the department ----
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.getByRole('main');
  await expect(page.getByTestId('dashboard').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('pipeline')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Live now' })).toHaveCount(0);
  for (const entry of mine.pipeline!) await expect(page.getByTestId(`pipeline-${entry.progress}`).locator('p').last()).toHaveText(String(entry.count));
  await expect(page.getByTestId(`pipeline-${stage.progress}`).locator('p').last()).not.toHaveText(String(adminStage.count));
  // Streamers added today: the manager's two, where the administrator's count includes them and the sample's.
  expect(mine.periods.today.crm?.newTargets).toBe(2);
  await expect(page.getByTestId('compare-day-newTargets').getByRole('link')).toHaveText('2');
  await shot(page, 'manager');

  // ---- the stage opens the streamers at that progress, the department's only ----
  await page.getByTestId(`pipeline-${stage.progress}`).click();
  await expect(page).toHaveURL(new RegExp(`/crm/streamers\\?progress=${stage.progress}$`));
  const streamers = main.getByRole('table', { name: 'Streamers' });
  await expect(streamers.getByRole('row')).toHaveCount(1 + stage.count);
  await expect(streamers).toContainText(`fig_a_${suffix}`);
  await expect(streamers).toContainText(`fig_b_${suffix}`);
});
