/**
 * OBS overlays, against the built app and the real server:
 * - a wrong key shows only a small error, opens no socket and asks the server nothing more;
 * - every overlay in every plugin style and both sizes, on the built-in demo data (`?demo=1`): transparent page,
 *   no scrollbars; screenshots saved as tests/e2e/screenshots/overlay-<route>-<style>-<landscape|portrait>.png
 *   (transparent PNGs) for people to look at;
 * - a real game: a configuration created through the API, a round started and a score adjusted, shown by
 *   `/pkProgress?key=…`; a turntable spin shown by `/pkTurntable?key=…`.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, SCREENSHOTS } from './helpers';
import {
  demoOverlayPath,
  expectTransparentWithoutScrollbars as expectSurface,
  OVERLAY_CONTENT,
  OVERLAY_LAYOUTS,
  OVERLAY_ROUTES as ROUTES,
  OVERLAY_SIZES as SIZES,
  overlayPath,
  overlayStylesOf,
  overlayScreenshotPath,
  overlaySettled,
  readPageSurface,
} from './overlay-helpers';

/** The page draws nothing behind its widgets and cannot scroll. */
async function expectTransparentWithoutScrollbars(page: Page): Promise<void> {
  expectSurface(await page.evaluate(readPageSurface));
}

test.describe('a wrong key', () => {
  for (const route of ROUTES) {
    test(`/${route} shows only a small error and opens no socket`, async ({ page }) => {
      const sockets: string[] = [];
      const apiCalls: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(`${overlayPath(route)}?key=not-a-real-key`);
      const error = page.getByRole('alert');
      await expect(error).toHaveText('This overlay link is not valid');
      // Nothing else is drawn: the error is the page's only text and there is no stage.
      expect((await page.locator('body').innerText()).trim()).toBe('This overlay link is not valid');
      await expect(page.locator('.ov-stage')).toHaveCount(0);
      const box = await error.boundingBox();
      expect(box!.height).toBeLessThan(40);
      await page.waitForTimeout(1_500);
      expect(sockets).toEqual([]);
      // The ranking asks for its view and its ranking at once; every other overlay asks once.
      expect(apiCalls.length).toBeLessThanOrEqual(route === 'pk-score-ranking' ? 2 : 1);
      await expectTransparentWithoutScrollbars(page);
    });
  }
});

test.describe('every overlay in every style and size (demo data)', () => {
  for (const route of ROUTES) {
    for (const [layout, size] of OVERLAY_LAYOUTS) {
      test(`/${route} ${layout}`, async ({ page }) => {
        await page.setViewportSize(size);
        for (const style of overlayStylesOf(route)) {
          await page.goto(demoOverlayPath(route, style));
          await expect(page.locator('.ov-stage')).toHaveAttribute('data-layout', layout);
          await expect(page.getByRole('status', { name: 'Demo data' })).toBeVisible();
          await expect(page.getByRole('alert')).toHaveCount(0);
          // Entrances settle (the entry animation drives in; everything else renders at rest).
          await page.waitForFunction(overlaySettled, OVERLAY_CONTENT[route], { polling: 'raf' });
          await expectTransparentWithoutScrollbars(page);
          await page.screenshot({ path: overlayScreenshotPath(route, style, layout), omitBackground: true });
        }
      });
    }
  }
});

/** Creates a two-streamer battle configuration with a turntable through the API; its id and overlay key. */
async function createBattleConfig(page: Page, headers: Record<string, string>, name: string): Promise<{ id: number; key: string }> {
  const created = await page.request.post('/api/liveConfigs', {
    headers,
    data: {
      name,
      // The round starts a simulator room of this streamer; it never sends these two gifts, so only adjustments score.
      room: { source: 'simulator', uniqueId: name.toLowerCase().replace(/\W+/g, '_') },
      streamers: [
        { anchorId: 'luna_e2e', nickname: 'Luna E2E', gifts: ['7934'] },
        { anchorId: 'sol_e2e', nickname: 'Sol E2E', gifts: ['9139'] },
      ],
      gifts: [
        { giftId: '7934', giftName: 'Heart Me', price: 1 },
        { giftId: '9139', giftName: 'Team Bracelet', price: 2 },
      ],
      pkTime: { value: 5, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'battle',
      turntable: { options: [{ content: 'Golden ticket', probability: 60 }, { content: 'Sticker', probability: 40 }], spinSeconds: 2 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const detail = (await (await page.request.get(`/api/liveConfigs/${id}`, { headers })).json()) as { overlayKey: string };
  return { id, key: encodeURIComponent(detail.overlayKey) };
}

test.describe('a real game', () => {
  test('a round started and adjusted through the API shows on /pkProgress; a spin shows on /pkTurntable', async ({ page, browser }) => {
    const token = await apiToken(page);
    const headers = { Authorization: token };
    const { id, key } = await createBattleConfig(page, headers, 'E2E overlay battle');

    expect((await page.request.post(`/api/liveConfigs/${id}/round/start`, { headers, data: {} })).status()).toBe(200);
    const adjusted = await page.request.post(`/api/liveConfigs/${id}/adjust`, { headers, data: { streamerId: 'sol_e2e', score: 1234, reason: 'e2e' } });
    expect(adjusted.status(), await adjusted.text()).toBe(200);

    // The overlay is public: a fresh context without the staff session.
    const context = await browser.newContext({ viewport: SIZES.landscape });
    try {
      const overlay = await context.newPage();
      await overlay.goto(`/pkProgress?key=${key}&dot=1`);
      await expect(overlay.getByText('Luna E2E')).toBeVisible();
      await expect(overlay.getByText('Sol E2E')).toBeVisible();
      await expect(overlay.locator('.ov-side[data-side="b"] .ov-side__score')).toHaveText('1.23K');
      await expect(overlay.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
      // The socket opened with the overlay key: the dot says live; the host room is live, so no notice.
      await expect(overlay.getByRole('status', { name: 'Live' })).toBeVisible();
      await expect(overlay.locator('.ov-notice')).toHaveCount(0);
      await expectTransparentWithoutScrollbars(overlay);

      // A later adjustment reaches the open overlay through the socket.
      expect((await page.request.post(`/api/liveConfigs/${id}/adjust`, { headers, data: { streamerId: 'luna_e2e', score: 2000, reason: 'e2e' } })).status()).toBe(200);
      await expect(overlay.locator('.ov-side[data-side="a"] .ov-side__score')).toHaveText('2K', { timeout: 15_000 });
      await overlay.screenshot({ path: `${SCREENSHOTS}/overlay-pkProgress-server-game.png`, omitBackground: true });

      const wheel = await context.newPage();
      await wheel.goto(`/pkTurntable?key=${key}&dot=1`);
      await expect(wheel.locator('.ov-wheel')).toBeVisible();
      await expect(wheel.getByRole('status', { name: 'Live' })).toBeVisible();
      const spun = await page.request.post(`/api/liveConfigs/${id}/turntable/spin`, { headers, data: { requestId: 'e2e-overlay-1' } });
      expect(spun.status(), await spun.text()).toBe(200);
      const prize = ((await spun.json()) as { turntable: { current: { result: { content: string; index: number } } } }).turntable.current.result;
      const expected = prize.index < 0 ? /no prize this time/ : new RegExp(`won ${prize.content}`);
      // A fresh spin event turns the wheel (2 s here), then the result shows.
      await expect(wheel.locator('.ov-wheel[data-turning]')).toBeVisible();
      await expect(wheel.getByRole('status').filter({ hasText: /spins the wheel/ })).toBeVisible();
      await expect(wheel.getByRole('status').filter({ hasText: expected })).toBeVisible({ timeout: 20_000 });
      await expect(wheel.locator('.ov-wheel[data-turning]')).toHaveCount(0);
      await wheel.screenshot({ path: `${SCREENSHOTS}/overlay-pkTurntable-server-game.png`, omitBackground: true });
    } finally {
      await context.close();
      await page.request.post(`/api/liveConfigs/${id}/round/end`, { headers, data: {} });
    }
  });

  test('a key replaced while the overlay is open: the overlay ends with only the small error', async ({ page, browser }) => {
    // The server re-checks an overlay's key every 30 s (server/live/gateway) and then closes its socket.
    test.setTimeout(120_000);
    const headers = { Authorization: await apiToken(page) };
    const { id, key } = await createBattleConfig(page, headers, 'E2E overlay rotate');
    const context = await browser.newContext({ viewport: SIZES.landscape });
    try {
      const overlay = await context.newPage();
      await overlay.goto(`/pkProgress?key=${key}&dot=1`);
      await expect(overlay.getByRole('status', { name: 'Live' })).toBeVisible();
      const rotated = await page.request.post(`/api/liveConfigs/${id}/overlayKey`, { headers });
      expect(rotated.status(), await rotated.text()).toBe(200);
      await expect(overlay.getByRole('alert')).toHaveText('This overlay link is not valid', { timeout: 60_000 });
      await expect(overlay.locator('.ov-stage')).toHaveCount(0);
      expect((await overlay.locator('body').innerText()).trim()).toBe('This overlay link is not valid');
    } finally {
      await context.close();
    }
  });
});
