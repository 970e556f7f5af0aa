/**
 * The monitoring wall (issue 5 "Home: the wall"), against the real server on the embedded database: the simulator's
 * population is monitored (embedded seed) and the embedded scanner finds the live ones within a scan or two (focus and
 * PK streamers each minute, regular every five). The wall shows their tiles; a connected room's figures move; a PK
 * tile shows both sides' scores (the simulator's PK streamers battle 8 times an hour, 5 minutes each); stopping a
 * connected room's ingest (`DELETE api/live/rooms`, as staff would on the live rooms page) is an unexpected drop, which
 * the wall shows as an offline alert. Screenshots of the wall in wall mode at 1920×1080 and 3840×2160, and of the page
 * inside the console, as tests/e2e/screenshots/monitor-wall-*.png.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

const PAGE = '/monitoring/wall';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/monitor-wall-${name}.png`, animations: 'disabled' });

/** The exact viewers and diamonds of a tile (their titles hold the whole numbers). */
async function figures(tile: Locator): Promise<string> {
  const viewers = await tile.locator('[data-figure="viewers"]').getAttribute('title');
  const diamonds = await tile.locator('[data-figure="diamonds"]').getAttribute('title');
  return `${viewers ?? ''}|${diamonds ?? ''}`;
}

test('the wall shows the live monitored rooms moving, a PK with both scores, and an offline alert', async ({ page }) => {
  test.setTimeout(540_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  const token = await apiToken(page);

  // ---- the menu leads to the wall ----
  await page.getByRole('navigation').getByText('Live monitoring').click();
  await page.getByRole('navigation').getByRole('link', { name: 'Monitoring wall' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { name: 'Monitoring wall' })).toBeVisible();

  // ---- live tiles appear once the first scans found the live streamers ----
  const tiles = page.locator('.wall-tile');
  await expect(tiles.first()).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('wall-counts')).toHaveText(/^[1-9]\d* live of 24 monitored$/);
  // The wall fills the content area: no page scroll.
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);

  // ---- a connected room's figures move (viewers drift, gifts add diamonds) ----
  const connected = page.locator('.wall-tile[data-connection="connected"][data-room-id]').first();
  await expect(connected).toBeVisible({ timeout: 120_000 });
  const uniqueId = (await connected.getAttribute('data-streamer'))!;
  const roomId = (await connected.getAttribute('data-room-id'))!;
  const tile = page.locator(`.wall-tile[data-streamer="${uniqueId}"]`);
  await expect(tile.locator('[data-figure="viewers"]')).toHaveText(/^\d[\d.]*[KM]?$/, { timeout: 60_000 });
  const before = await figures(tile);
  await expect.poll(() => figures(tile), { timeout: 90_000, intervals: [2_000] }).not.toBe(before);
  // The live time ticks on the server's clock.
  await expect(tile.locator('[data-figure="live"]')).toHaveText(/^\d+:\d\d(:\d\d)?$/);
  await expect(tile).toContainText('Connected');

  // ---- sort and filter ----
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('type');
  const typeGroup = page.getByRole('group', { name: 'Monitor types' });
  await typeGroup.getByRole('button', { name: 'Regular' }).click();
  await expect(page.getByTestId('wall-counts')).toContainText('shown');
  await expect(page.locator('.wall-tile:not([data-type="regular"])')).toHaveCount(0);
  await typeGroup.getByRole('button', { name: 'Regular' }).click();
  await expect(page.getByTestId('wall-counts')).not.toContainText('shown');

  // ---- a PK tile with both sides' scores ----
  const pkTile = page.locator('.wall-tile:has(.wall-pk)').first();
  await expect(pkTile).toBeVisible({ timeout: 360_000 });
  const scores = pkTile.getByTestId('pk-score');
  await expect(scores).toHaveCount(2);
  await expect(scores.nth(0)).toHaveText(/^\d[\d,]*$/);
  await expect(scores.nth(1)).toHaveText(/^\d[\d,]*$/);

  // ---- a connected room drops: the offline alert ----
  const stop = await page.request.delete('/api/live/rooms', { headers: { authorization: token }, data: [roomId] });
  expect(stop.status()).toBe(200);
  const rail = page.getByRole('complementary', { name: 'Alerts' });
  const offline = rail.locator('.wall-alert[data-kind="offline"]').filter({ hasText: `@${uniqueId}` });
  await expect(offline).toBeVisible({ timeout: 30_000 });
  await expect(offline).toContainText('Went offline');
  await expect(tile).toHaveAttribute('data-connection', /disconnected|connecting/, { timeout: 30_000 });
  await shot(page, 'console');

  // ---- wall mode: the console's chrome hidden; the two wall sizes ----
  const fontSize = () => tile.locator('[data-figure="diamonds"]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await page.getByRole('button', { name: 'Wall mode' }).click();
  const wall = page.locator('.wall-root');
  await expect(wall).toHaveAttribute('data-wall-mode', '');
  expect(await wall.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1920, height: 1080 });
  // What is on screen at the sidebar's place is the wall now.
  expect(await page.evaluate(() => document.elementFromPoint(20, 200)?.closest('.wall-root') !== null)).toBe(true);
  await expect(pkTile).toBeVisible();
  await shot(page, '1080p');
  const fontAt1080 = await fontSize();

  await page.setViewportSize({ width: 3840, height: 2160 });
  await expect.poll(async () => (await wall.boundingBox())?.width).toBe(3840);
  // Tiles grow with the screen, their text with them: read from across the room on a 4K wall too.
  await expect.poll(fontSize).toBeGreaterThan(fontAt1080);
  await shot(page, '4k');

  await page.keyboard.press('Escape');
  await expect(wall).not.toHaveAttribute('data-wall-mode', '');
});
