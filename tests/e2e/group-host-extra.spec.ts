/**
 * Group host config, the streamer config page and the form's use of it, against the real server:
 * 1. Streamer config: add a streamer with usual gifts, the duplicate refused with 'The streamer already exists'
 *    beside the streamer ID, edit, delete after the confirmation.
 * 2. The configuration form fills its streamers from the streamer config (ID, nickname, avatar, usual gifts).
 * 3. Ice-fire battle: an ice-fire configuration (made through the API) on a simulator room; the round is started
 *    from the page, the scores move, an effect runs with its countdown, a score adjustment shows on its side and in
 *    the ledger, and the round ends after the confirmation.
 * Screenshots: tests/e2e/screenshots/group-streamers-*.png and ice-fire-*.png.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, SCREENSHOTS, signIn } from './helpers';

const GROUP = '/live/group';
const ROSE = '5655';
const TIKTOK = '5269';
const GG = '6064';
const ICE_CREAM = '5827';
const FINGER_HEART = '5487';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage, animations: 'disabled' });

async function api(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown) {
  const response = await request[method](url, { headers: { Authorization: token }, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response;
}

async function startSimulatorRoom(request: APIRequestContext, token: string, uniqueId: string, seed: number): Promise<string> {
  const started = await api(request, token, 'post', '/api/live/rooms', { source: 'simulator', uniqueId, speed: 1, seed });
  return ((await started.json()) as { roomId: string }).roomId;
}

test.describe.configure({ mode: 'serial' });

test('streamer config: add with usual gifts, the duplicate refused beside the ID, edit, delete after asking', async ({ page }) => {
  await signIn(page);
  await page.goto(`${GROUP}/streamers`);
  await expect(page.getByRole('heading', { name: 'Streamer config' })).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  let drawer = page.getByRole('dialog', { name: 'Add streamer' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter the streamer ID')).toBeVisible();
  await expect(drawer.getByText('Please enter the nickname')).toBeVisible();
  await drawer.getByRole('textbox', { name: /Streamer ID/ }).fill('@e2e_luna');
  await drawer.getByRole('textbox', { name: /Nickname/ }).fill('E2E Luna');
  await drawer.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' }).fill('Rose');
  await drawer.getByRole('button', { name: 'Add Rose, ID 5655, diamonds: 1' }).click();
  await expect(drawer.getByRole('button', { name: 'Remove Rose' })).toBeVisible();
  await drawer.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' }).fill('Finger');
  await drawer.getByRole('button', { name: 'Add Finger Heart, ID 5487, diamonds: 5' }).click();
  await expect(drawer.getByRole('button', { name: 'Remove Finger Heart' })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Remark' }).fill('Friday nights');
  await shot(page, 'group-streamers-form', false);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  const table = page.getByRole('table', { name: 'Streamer config' });
  const row = table.locator('tr[data-streamer-id="e2e_luna"]');
  await expect(row).toContainText('E2E Luna');
  await expect(row).toContainText('Rose · 1');
  await expect(row).toContainText('Finger Heart · 5');
  await expect(row).toContainText('Friday nights');
  await expect(row).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

  // The same ID again: the server's refusal beside the streamer ID, nothing added.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  drawer = page.getByRole('dialog', { name: 'Add streamer' });
  await drawer.getByRole('textbox', { name: /Streamer ID/ }).fill('e2e_luna');
  await drawer.getByRole('textbox', { name: /Nickname/ }).fill('Another Luna');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('The streamer already exists')).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: /Streamer ID/ })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'group-streamers-duplicate', false);
  await drawer.locator('button', { hasText: 'Cancel' }).click();
  await expect(drawer).toBeHidden();

  // A second one, then search and sort.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  drawer = page.getByRole('dialog', { name: 'Add streamer' });
  await drawer.getByRole('textbox', { name: /Streamer ID/ }).fill('e2e_sol');
  await drawer.getByRole('textbox', { name: /Nickname/ }).fill('E2E Sol');
  await drawer.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' }).fill('TikTok');
  await drawer.getByRole('button', { name: 'Add TikTok, ID 5269, diamonds: 1' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully').first()).toBeVisible();
  await expect(table.locator('tr[data-streamer-id="e2e_sol"]')).toContainText('TikTok · 1');
  await page.getByRole('button', { name: 'Sort by Nickname' }).click();
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-streamer-id', 'e2e_luna');
  await page.getByRole('button', { name: 'Sort by Nickname' }).click();
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-streamer-id', 'e2e_sol');
  await shot(page, 'group-streamers-list');
  await page.getByRole('textbox', { name: 'Search by streamer ID or nickname' }).fill('sol');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr[data-streamer-id]')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search by streamer ID or nickname' }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();

  // Edit: rename, drop a gift.
  await row.getByRole('button', { name: 'Edit E2E Luna' }).click();
  drawer = page.getByRole('dialog', { name: 'Edit streamer' });
  await expect(drawer.getByRole('textbox', { name: /Streamer ID/ })).toHaveValue('e2e_luna');
  await drawer.getByRole('button', { name: 'Remove Finger Heart' }).click();
  await drawer.getByRole('textbox', { name: /Nickname/ }).fill('E2E Luna Moon');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edited successfully')).toBeVisible();
  await expect(row).toContainText('E2E Luna Moon');
  await expect(row).not.toContainText('Finger Heart');

  // Delete: asks first; cancel keeps it, OK deletes it.
  await row.getByRole('button', { name: 'Delete E2E Luna Moon' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this data?');
  await shot(page, 'group-streamers-delete', false);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete E2E Luna Moon' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the configuration form adds its streamers from the streamer config', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken(page);
  const roomId = await startSimulatorRoom(page.request, token, 'e2e_kept', 21);
  await api(page.request, token, 'post', '/api/groupStreamers', { anchorId: 'kept_fire', nickname: 'Kept Fire', avatarUrl: '', giftIds: [ROSE, GG] });
  await api(page.request, token, 'post', '/api/groupStreamers', { anchorId: 'kept_ice', nickname: 'Kept Ice', giftIds: [TIKTOK, ICE_CREAM] });

  await signIn(page);
  await page.goto(`${GROUP}/configs`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add configuration' });
  await drawer.getByLabel('Name', { exact: true }).fill('E2E kept streamers');
  await drawer.getByLabel('Plugin style').selectOption('iceFire');
  await drawer.getByLabel('Fill from a running room', { exact: true }).selectOption(roomId);
  await expect(drawer.getByLabel('Streamer @uniqueId')).toHaveValue('e2e_kept');

  await drawer.getByRole('button', { name: 'Add from streamer config' }).click();
  const picker = drawer.getByTestId('kept-streamer-picker');
  await picker.getByRole('searchbox', { name: 'Search kept streamers' }).fill('kept_');
  await picker.getByRole('button', { name: 'Use Kept Fire (kept_fire)' }).click();
  await picker.getByRole('button', { name: 'Use Kept Ice (kept_ice)' }).click();
  await expect(picker.getByRole('button', { name: 'Use Kept Fire (kept_fire)' })).toBeDisabled();

  const first = drawer.getByRole('group', { name: 'Streamer 1' });
  const second = drawer.getByRole('group', { name: 'Streamer 2' });
  await expect(first.getByLabel('Streamer ID')).toHaveValue('kept_fire');
  await expect(first.getByLabel('Nickname')).toHaveValue('Kept Fire');
  await expect(second.getByLabel('Streamer ID')).toHaveValue('kept_ice');
  await expect(drawer.getByRole('table', { name: 'Selected gifts' })).toContainText('Ice Cream Cone');
  await expect(first.locator('[data-scope="checkbox"][data-part="root"]', { hasText: /^Rose$/ })).toHaveAttribute('data-state', 'checked');
  // The form's own rules still apply: each ice-fire side needs its trigger gift.
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('In ice-fire style every streamer needs a trigger gift')).toBeVisible();
  await first.getByLabel('Trigger gift').selectOption(GG);
  await second.getByLabel('Trigger gift').selectOption(ICE_CREAM);
  await shot(page, 'group-streamers-config-form', false);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();

  const row = page.locator('tbody tr', { hasText: 'E2E kept streamers' });
  const configId = Number(await row.getAttribute('data-config-id'));
  const detail = (await (await api(page.request, token, 'get', `/api/liveConfigs/${configId}`)).json()) as { streamers: Array<{ anchorId: string; gifts: string[]; triggerGiftId?: string }> };
  expect(detail.streamers).toEqual([
    expect.objectContaining({ anchorId: 'kept_fire', gifts: [ROSE, GG], triggerGiftId: GG }),
    expect.objectContaining({ anchorId: 'kept_ice', gifts: [TIKTOK, ICE_CREAM], triggerGiftId: ICE_CREAM }),
  ]);

  await api(page.request, token, 'delete', '/api/liveConfigs', [configId]);
  await api(page.request, token, 'delete', '/api/live/rooms', [roomId]);
});

test('ice-fire battle: start, scores move, an effect counts down, adjust, end', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiToken(page);
  await signIn(page);

  // Before any ice-fire configuration: the page says how to make one.
  const existing = (await (await api(page.request, token, 'get', '/api/liveConfigs?size=100')).json()) as { content: Array<{ pluginStyle: string }> };
  if (!existing.content.some((row) => row.pluginStyle === 'iceFire')) {
    await page.goto(`${GROUP}/ice-fire`);
    await expect(page.getByTestId('ice-fire-empty')).toContainText('No ice-fire configuration yet');
    await shot(page, 'ice-fire-empty');
  }

  const roomId = await startSimulatorRoom(page.request, token, 'e2e_icefire', 7);
  const created = await api(page.request, token, 'post', '/api/liveConfigs', {
    name: 'E2E ice and fire',
    room: { source: 'simulator', uniqueId: 'e2e_icefire' },
    pluginStyle: 'iceFire',
    streamers: [
      // Common gifts score, and common gifts trigger, so effects start within seconds on the simulator.
      { anchorId: 'fire_e2e', nickname: 'Blaze', gifts: [ROSE, GG, FINGER_HEART], triggerGiftId: GG },
      { anchorId: 'ice_e2e', nickname: 'Frost', gifts: [TIKTOK, ICE_CREAM], triggerGiftId: ICE_CREAM },
    ],
    gifts: [
      { giftId: ROSE, giftName: 'Rose', price: 1 },
      { giftId: GG, giftName: 'GG', price: 1 },
      { giftId: FINGER_HEART, giftName: 'Finger Heart', price: 5 },
      { giftId: TIKTOK, giftName: 'TikTok', price: 1 },
      { giftId: ICE_CREAM, giftName: 'Ice Cream Cone', price: 1 },
    ],
    pkTime: { value: 10, unit: 'minutes' },
    autoEndSeconds: 0,
    effectSeconds: 20,
  });
  const configId = ((await created.json()) as { id: number }).id;

  await page.goto(`${GROUP}/ice-fire?configId=${configId}`);
  await expect(page.getByRole('heading', { name: 'Ice-fire battle' })).toBeVisible();
  await expect(page.getByTestId('page-help')).toContainText("a side's trigger gift starts that side's effect for the effect duration");
  const fire = page.getByRole('region', { name: 'Fire side: Blaze' });
  const ice = page.getByRole('region', { name: 'Ice side: Frost' });
  await expect(fire.getByTestId('trigger-fire_e2e')).toHaveText('GG (price 1)');
  await expect(ice.getByTestId('trigger-ice_e2e')).toHaveText('Ice Cream Cone (price 1)');
  await expect(page.getByTestId('effect-duration')).toHaveText('20 s');
  await expect(page.getByRole('textbox', { name: 'PK progress link' })).toHaveValue(/\/pkProgress\?key=.+/);
  await expect(page.getByRole('option', { name: /E2E ice and fire/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Start round' }).click();
  await expect(page.getByText('Round started')).toBeVisible();
  await expect(page.getByTestId('round-status')).toHaveAttribute('data-round-phase', 'counting');

  const score = async (side: Locator, id: string) => Number(await side.getByTestId(`score-${id}`).getAttribute('data-score'));
  await expect.poll(async () => (await score(fire, 'fire_e2e')) + (await score(ice, 'ice_e2e')), { timeout: 30_000 }).toBeGreaterThan(0);
  // A trigger gift arrives: its side's effect runs with the time left.
  await expect(page.locator('[data-effect-active="true"]').first()).toBeVisible({ timeout: 45_000 });
  const active = page.locator('[data-effect-active="true"]').first();
  await expect(active.getByRole('timer')).toHaveText(/^00:[012]\d left$/);
  await expect(page.getByRole('table', { name: 'Score ledger' })).toContainText(/(Fire|Ice) effect started \(×2 for its side\)/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Ice-fire battle' }).scrollIntoViewIfNeeded();
  await shot(page, 'ice-fire-effect');

  // Adjust the ice side: the page shows it on that side and in the ledger.
  const before = await score(ice, 'ice_e2e');
  const adjust = page.getByRole('form', { name: 'Adjust score' });
  await adjust.getByLabel('Streamer').selectOption('ice_e2e');
  await adjust.getByLabel('Score').fill('5000');
  await adjust.getByLabel('Reason').fill('e2e ice bonus');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('5,000 points added to Frost')).toBeVisible();
  await expect.poll(() => score(ice, 'ice_e2e')).toBeGreaterThanOrEqual(before + 5000);
  await expect(page.getByRole('table', { name: 'Score ledger' })).toContainText('Adjusted by admin: e2e ice bonus');
  await page.getByRole('heading', { name: 'Ice-fire battle' }).scrollIntoViewIfNeeded();
  await shot(page, 'ice-fire-page');

  // The page in Arabic (right to left).
  await page.context().addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'معركة الجليد والنار' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'جانب النار: Blaze' })).toBeVisible();
  await shot(page, 'ice-fire-ar');
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();

  await page.getByRole('button', { name: 'End round' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('End this round?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('round-status')).toHaveAttribute('data-round-phase', 'ended');
  const ended = await score(ice, 'ice_e2e');
  expect(ended).toBeGreaterThanOrEqual(before + 5000);

  await api(page.request, token, 'delete', '/api/liveConfigs', [configId]);
  await api(page.request, token, 'delete', '/api/live/rooms', [roomId]);
});
