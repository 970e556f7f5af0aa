/**
 * The streamer CRM end to end, on its own embedded instance (playwright.config.ts: `CRM_BASE`, the simulator's monitoring
 * with no sample data: the target is a simulator streamer picked to go live a minute after it is added), each step by the staff member whose
 * role allows it (roles, menus and a team department made through the admin API): an operator signs in, marks pending
 * streamers with the keyboard, adds a target through the form (each required field refused first), records a service
 * log; the target goes live, and the operator takes the order on the phone page at 360×740 within the countdown; a
 * reviewer approves another streamer; the operator's manager watches the dispatch statistics go from no orders to the
 * open order to the taken one. Screenshots of every CRM page at 1440×900 and of the phone pages at 360×740, in
 * English and Arabic.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CRM_BASE, E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { SCREENSHOTS } from './helpers';
import { createSimulatorPopulation } from '../../server/live/sources/simulator/simulator-population';

test.use({ baseURL: CRM_BASE });

const suffix = Date.now().toString(36).slice(-5);

/**
 * A streamer of the simulator's population (its schedule is seeded, the same one the server's monitoring plays) whose
 * next live starts between 20 and 80 s from now, so it goes live after it becomes a target, and its order (3 minutes
 * from that start) is still running when the test reaches the phone. The embedded sample's first 24 are left out.
 */
function simulatorStreamerGoingLiveSoon(): string {
  // The monitoring's population: SIMULATOR_POPULATION_SIZE (server/live/monitor/live-probe.ts) streamers, default seed.
  const population = createSimulatorPopulation(1_000);
  const now = Date.now();
  let best: { uniqueId: string; startedAt: number } | null = null;
  for (const { uniqueId } of population.streamers.slice(24)) {
    for (let at = now + 20_000; at <= now + 80_000; at += 5_000) {
      const session = population.liveAt(uniqueId, at);
      if (session && session.startedAt >= now + 20_000 && (!best || session.startedAt < best.startedAt)) best = { uniqueId, startedAt: session.startedAt };
    }
  }
  if (!best) throw new Error('no simulator streamer goes live in the next 20–80 s');
  return best.uniqueId;
}
/** A 1×1 PNG (the upload checks the signature). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/crm-${name}.png`, animations: 'disabled' });

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post(`${CRM_BASE}/auth/login`, { data: { username, password, code: '', uuid: '' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function api<T>(request: APIRequestContext, auth: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${CRM_BASE}${url}`, { method, headers: { authorization: auth }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function signIn(page: Page, username: string, password: string, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Makes a role through the admin API (`POST api/roles`, then `PUT api/roles/menu`): its data scope and the seeded menus
 * of these titles, whose permissions are what it grants.
 */
async function makeRole(request: APIRequestContext, admin: string, name: string, dataScope: 'all' | 'own', menuTitles: string[]): Promise<number> {
  const tree = await api<{ id: number; title: string; permission: string | null }[]>(request, admin, 'GET', '/api/roles/menu-tree');
  const menus = menuTitles.map((title) => {
    const menu = tree.find((node) => node.title === title);
    expect(menu, `the seeded menu ${title}`).toBeDefined();
    return { id: menu!.id };
  });
  const { id } = await api<{ id: number }>(request, admin, 'POST', '/api/roles', { name, level: 3, dataScope, description: `CRM e2e ${name}` });
  await api(request, admin, 'PUT', '/api/roles/menu', { id, menus });
  return id;
}

/** The dispatch statistics' columns: name, dispatched, taken, expired, open, taking rate, mean time to take. */
const TAKEN = 2;

/** The dispatch statistics' row named `name` (an operator, or a streamer's TikTok ID when grouped by streamer). */
const statsRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Dispatch statistics' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('an operator marks, adds a target, logs a follow-up and takes its order on the phone; a reviewer approves; the manager sees the order counted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD);

  // ---- the staff, through the admin API: an operator (the seeded operator role) and their manager in one new
  // department, and a reviewer. The manager reaches the department's streamers (anchor:allocate with a department
  // scope); the reviewer's scope is all, since without anchor:allocate only scope all reaches streamers not allocated
  // to oneself (server/modules/anchors/crm-caller.ts), and the streamer waiting for review is nobody's.
  const password = 'Crm-staff-pass-1';
  const team = await api<{ id: number }>(request, admin, 'POST', '/api/dept', { name: `CRM team ${suffix}`, pid: null, deptSort: 1, enabled: true });
  const roles = await api<{ id: number; name: string }[]>(request, admin, 'GET', '/api/roles/all');
  const operatorRole = roles.find((role) => role.name === 'seed:role.operator')!;
  const reviewerRole = await makeRole(request, admin, `CRM reviewer ${suffix}`, 'all', ['x:crm', 'x:crmStreamers', 'x:crmReviews', 'x:crmReviewCheck']);
  const managerRole = await makeRole(request, admin, `CRM manager ${suffix}`, 'own', ['x:crm', 'x:crmStreamers', 'x:crmDispatchStats', 'x:crmStreamerAllocate']);
  const user = (username: string, nickName: string, role: number, dept: number | null) =>
    api<{ id: number }>(request, admin, 'POST', '/api/users', { username, nickName, gender: 'female', enabled: true, dept: dept === null ? null : { id: dept }, roles: [{ id: role }], password });
  const username = `op_${suffix}`;
  const created = await user(username, 'Operator One', operatorRole.id, team.id);
  const reviewerName = `rev_${suffix}`;
  await user(reviewerName, 'Reviewer One', reviewerRole, null);
  const managerName = `mgr_${suffix}`;
  await user(managerName, 'Manager One', managerRole, team.id);

  // ---- the manager opens the dispatch statistics before anything is monitored: no orders yet ----
  const desk = await browser.newContext({ baseURL: CRM_BASE, viewport: { width: 1440, height: 900 } });
  const manager = await desk.newPage();
  await signIn(manager, managerName, password, '/crm/dispatch-stats');
  await expect(manager.getByRole('heading', { name: 'Dispatch statistics', exact: true })).toBeVisible();
  await expect(manager.getByText('No orders in the range')).toBeVisible();

  // ---- two streamers of the operator's to mark ----
  const pool: { id: number }[] = [];
  for (const name of ['mark_a', 'mark_b']) pool.push(await api(request, admin, 'POST', '/api/anchors', { anchorId: `${name}_${suffix}`, nickname: `Mark ${name}` }));
  await api(request, admin, 'PUT', '/api/anchors/allocate', { ids: pool.map((row) => row.id), operatorId: created.id });
  // Another streamer waiting for review, for the reviewer later.
  const waiting = await api<{ id: number }>(request, admin, 'POST', '/api/anchors', { anchorId: `review_${suffix}`, nickname: 'Waiting Review' });
  await api(request, admin, 'POST', '/api/anchorServiceLogs', { anchorRowId: waiting.id, nextAction: 'inviteToGuild' });

  await signIn(page, username, password, '/crm/marking');
  // ---- pending marking: one key per streamer ----
  await expect(page.getByRole('heading', { name: 'Pending marking' })).toBeVisible();
  await expect(page.getByText(`mark_a_${suffix}`).or(page.getByText(`mark_b_${suffix}`)).first()).toBeVisible();
  await shot(page, 'marking');
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await expect(page.getByText('Nothing left to mark')).toBeVisible();
  const marks = async () => (await api<{ content: { availability: string | null }[] }>(request, admin, 'GET', `/api/anchors?blurry=mark_&size=10`)).content.map((row) => row.availability).sort();
  await expect.poll(marks).toEqual(['available', 'region_not_match']);

  // ---- a target through the form: every required field refused first ----
  await page.goto('/crm/targets');
  await expect(page.getByRole('heading', { name: 'Target streamers' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add target streamer' });
  await form.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Please enter the streamer ID',
    'Please choose the gender',
    'Please choose whether the streamer shows their face',
    'Please choose whether this is a game streamer',
    'Please choose whether this is a shopping streamer',
    'Please choose whether the streamer is high level',
    'The age must be a whole number greater than 0',
    'Please enter the WhatsApp number',
    'Please upload the contact screenshot',
    'Please upload the WhatsApp screenshot',
    'Please enter the reason',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await shot(page, 'target-form-refused');
  const targetId = simulatorStreamerGoingLiveSoon();
  await form.getByLabel('TikTok ID').fill(`@${targetId}`);
  await form.getByLabel('Nickname').fill('Live Target');
  await form.getByLabel('Gender').selectOption({ label: 'Woman' });
  for (const label of ['Shows face', 'High level']) await form.getByLabel(label).selectOption({ label: 'Yes' });
  for (const label of ['Game streamer', 'Shopping streamer']) await form.getByLabel(label).selectOption({ label: 'No' });
  await form.getByLabel('Age').fill('24');
  await form.getByLabel('WhatsApp number').fill('+971 50 765 4321');
  await form.getByLabel('Contact screenshot', { exact: true }).setInputFiles({ name: 'contact.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('WhatsApp screenshot', { exact: true }).setInputFiles({ name: 'whatsapp.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Reason').fill('Strong PK audience');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('cell', { name: targetId, exact: true })).toBeVisible();
  await shot(page, 'targets');

  // ---- a service log from the streamer's detail drawer ----
  await page.getByRole('cell', { name: targetId, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /Streamer Live Target/ });
  await drawer.getByRole('tab', { name: 'Timeline' }).click();
  await expect(drawer.getByRole('tabpanel', { name: 'Timeline' }).getByText('Created', { exact: true })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Service logs' }).click();
  await drawer.getByRole('button', { name: 'Record service log' }).click();
  const logForm = page.getByRole('dialog', { name: 'Record service log' });
  await logForm.getByLabel('Private messages sent').fill('2');
  await logForm.getByLabel('Next action').selectOption({ label: 'Continue follow-up' });
  await logForm.getByRole('button', { name: 'Save' }).click();
  await expect(logForm).toBeHidden();
  await expect(drawer.getByRole('tabpanel', { name: 'Service logs' }).getByText('Continue follow-up').first()).toBeVisible();
  await shot(page, 'detail-drawer');
  await page.keyboard.press('Escape');

  // ---- a link key for the phone ----
  await page.goto('/crm/link-keys');
  await page.getByRole('button', { name: 'Issue key' }).click();
  await page.getByRole('dialog', { name: 'Issue a link key' }).getByRole('button', { name: 'Save' }).click();
  const issued = page.getByRole('dialog', { name: 'Key issued' });
  await expect(issued).toBeVisible();
  const ordersLink = (await issued.locator('code').filter({ hasText: '/whiteListPages/tiktokOrder?key=' }).textContent()) ?? '';
  expect(ordersLink).toContain('/whiteListPages/tiktokOrder?key=');
  await shot(page, 'link-key-issued');
  await issued.getByRole('button', { name: 'I have copied it' }).click();

  // ---- the target goes live (the first check after its start, within about a minute) and the phone takes the order ----
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: CRM_BASE, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await mobile.goto(new URL(ordersLink, CRM_BASE).pathname + new URL(ordersLink, CRM_BASE).search);
  const card = mobile.getByRole('listitem').filter({ hasText: 'Live Target' });
  await expect(card).toBeVisible({ timeout: 150_000 });
  await expect(card.getByRole('timer')).toHaveText(/^0[0-2]:\d\d$/);
  await mobile.screenshot({ path: `${SCREENSHOTS}/crm-h5-orders.png` });
  const horizontal = await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(horizontal).toBe(0);
  // Meanwhile the manager's statistics show the order open: dispatched to the operator, not taken yet.
  await manager.reload();
  await expect(statsRow(manager, username).getByRole('cell').nth(TAKEN)).toHaveText('0');
  await manager.getByLabel('Group by').selectOption({ label: 'By streamer' });
  await expect(statsRow(manager, targetId).getByRole('cell')).toHaveText([targetId, '1', '0', '0', '1', '—', '—']);
  await card.getByRole('button', { name: 'Take' }).tap();
  await expect(card.getByText(/Taken at \d{4}-/)).toBeVisible();
  await mobile.screenshot({ path: `${SCREENSHOTS}/crm-h5-taken.png` });
  await mobile.getByRole('link', { name: /Live Target/ }).first().click();
  await expect(mobile.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/971507654321');
  await mobile.screenshot({ path: `${SCREENSHOTS}/crm-h5-streamer.png` });
  await mobile.goto(`${new URL(ordersLink, CRM_BASE).pathname}${new URL(ordersLink, CRM_BASE).search}&lang=ar`);
  await expect(mobile.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mobile.getByRole('listitem').filter({ hasText: 'Live Target' })).toBeVisible();
  await mobile.screenshot({ path: `${SCREENSHOTS}/crm-h5-orders-ar.png` });
  await mobile.goto('/whiteListPages/tiktokOrder');
  await expect(mobile.getByText(/personal link/i).first()).toBeVisible();
  await mobile.screenshot({ path: `${SCREENSHOTS}/crm-h5-no-key.png` });
  await phone.close();

  // ---- the reviewer signs in and approves the other streamer, as a Senior invite ----
  await page.context().clearCookies();
  await signIn(page, reviewerName, password, '/crm/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Review Waiting Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Waiting Review' });
  await expect(review.getByRole('radio', { name: 'Approve' })).toBeChecked();
  await review.getByLabel('Invite type').selectOption({ label: 'Senior' });
  await shot(page, 'review-dialog');
  await review.getByRole('button', { name: 'Send' }).click();
  await expect(review).toBeHidden();
  // Reviewed, the streamer leaves the queue; the server has it approved, by the reviewer.
  await expect(page.getByRole('button', { name: 'Review Waiting Review' })).toBeHidden();
  await expect(page.getByText('Nothing to review')).toBeVisible();
  const approved = await api<{ checkResult: string; inviteType: string }>(request, admin, 'GET', `/api/anchors/${waiting.id}`);
  expect(approved).toMatchObject({ checkResult: 'approved', inviteType: 'senior' });
  const timeline = await api<{ kind: string; by: string | null; detail: Record<string, unknown> }[]>(request, admin, 'GET', `/api/anchors/${waiting.id}/timeline`);
  expect(timeline.find((event) => event.kind === 'review')).toMatchObject({ by: reviewerName, detail: { result: 'approved', inviteType: 'senior' } });

  // ---- the manager's statistics now count the order taken: 100% for the target ----
  // The operator's row also counts the orders of the two marked streamers (allocated, so followed and live at their
  // first check): open for 3 minutes, then expired, so its dispatched, open and rate depend on the clock; its taken
  // count and the target's own row do not.
  await manager.reload();
  await expect(statsRow(manager, username).getByRole('cell').nth(TAKEN)).toHaveText('1');
  await shot(manager, 'dispatch-stats');
  await manager.getByLabel('Group by').selectOption({ label: 'By streamer' });
  await expect(statsRow(manager, targetId).getByRole('cell')).toHaveText([targetId, '1', '1', '0', '0', '100%', /^\d+:\d\d$/]);
  await desk.close();

  // ---- the administrator signs in for the tour ----
  await page.context().clearCookies();
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD, '/crm/streamers');

  // ---- every CRM page, in English and Arabic ----
  for (const [path, name] of [
    ['/crm/streamers', 'streamers'],
    ['/crm/pipeline', 'pipeline'],
    ['/crm/given-up', 'given-up'],
    ['/crm/favourites', 'favourites'],
    ['/crm/internal', 'internal'],
    ['/crm/service-logs', 'service-logs'],
    ['/crm/orders', 'orders'],
    ['/crm/reviews', 'reviews'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, name);
  }
  await page.context().addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
  for (const [path, name] of [
    ['/crm/streamers', 'streamers-ar'],
    ['/crm/targets', 'targets-ar'],
    ['/crm/pipeline', 'pipeline-ar'],
    ['/crm/orders', 'orders-ar'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, name);
  }
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
});
