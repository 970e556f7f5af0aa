/**
 * Streamer room page (one room live), against the real server on the embedded database: the
 * simulator's population is monitored (embedded seed) and the embedded scanner connects the live focus and PK
 * streamers to an ingest room within a scan or two. A live one is picked through the API (status `connected` with a
 * room), opened by its URL (`?streamer=<id>`, as the wall links to it): chat lines and gifts appear, the viewer count
 * shows a number, the PK panel and the connection log are there. Then the host list (search, live only, choosing a
 * streamer puts it in the URL), a streamer without a live room (regular or offline), and the page in Arabic.
 * Screenshots as tests/e2e/screenshots/monitor-room-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Page as ListPage } from '../../streams/contracts/common';
import type { MonitorStreamerRow } from '../../streams/contracts/monitor';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

const PAGE = '/monitoring/room';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/monitor-room-${name}.png`, fullPage, animations: 'disabled' });

async function streamers(request: APIRequestContext, token: string, query: string): Promise<MonitorStreamerRow[]> {
  const response = await request.get(`/api/monitor/streamers?size=100&${query}`, { headers: { authorization: token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ListPage<MonitorStreamerRow>).content;
}

/** A monitored streamer the scanner has connected to a live room (the first scans run within about a minute). */
async function connectedStreamer(request: APIRequestContext, token: string): Promise<MonitorStreamerRow> {
  let found: MonitorStreamerRow | undefined;
  await expect
    .poll(
      async () => {
        found = (await streamers(request, token, 'status=connected')).find((row) => row.roomId !== null);
        return found !== undefined;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}

test('a live monitored streamer’s room: chat, gifts, viewers, PK panel, connection log; the host list; a quiet streamer; Arabic', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const token = await apiToken(page);
  const live = await connectedStreamer(page.request, token);

  // ---- the menu leads to the page ----
  await page.getByRole('navigation').getByText('Live monitoring').click();
  await page.getByRole('navigation').getByRole('link', { name: 'Streamer room' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { name: 'Streamer room' })).toBeVisible();
  await expect(page.getByTestId('room-choose')).toBeVisible();

  // ---- the live room, opened by its URL ----
  await page.goto(`${PAGE}?streamer=${live.id}`);
  const header = page.getByTestId('room-header');
  await expect(header).toContainText(live.nickname);
  await expect(header).toContainText(`@${live.uniqueId}`);
  await expect(header).toContainText('Connected');
  await expect(page.getByTestId('room-connection')).toContainText(live.roomId!);

  const chat = page.getByRole('log', { name: 'Chat' });
  await expect(chat.getByTestId('chat-line').first()).toBeVisible({ timeout: 60_000 });
  const gifts = page.getByTestId('gifts-panel');
  await expect(gifts.getByTestId('gift-row').first()).toBeVisible({ timeout: 60_000 });
  await expect(gifts.getByTestId('gift-repeat').first()).toHaveText(/^×\d+$/);
  await expect(page.getByTestId('viewers-now')).toHaveText(/^\d[\d.]*[KM]?$/, { timeout: 60_000 });
  await expect(header.getByTestId('figure-viewers')).toHaveText(/\d/);
  await expect(header.getByTestId('figure-live-time')).toHaveText(/\d+:\d\d/);
  await expect(page.getByTestId('viewer-sparkline')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pk-panel')).toBeVisible();
  const topGifters = page.getByRole('table', { name: 'Top gifters' });
  await expect(topGifters.getByRole('row').filter({ hasText: /^1\D/ }).first()).toBeVisible({ timeout: 60_000 });
  const log = page.getByRole('table', { name: 'Connection log' });
  await expect(log.getByText('connected to the live room').first()).toBeVisible();
  // The chat keeps moving while the page is open.
  const before = await chat.getByTestId('chat-line').count();
  await expect.poll(() => chat.getByTestId('chat-line').count(), { timeout: 60_000 }).toBeGreaterThan(before);
  await shot(page, 'live');

  // ---- the host list: live ones first, search, live only, a choice goes into the URL ----
  const hosts = page.getByRole('navigation', { name: 'Monitored streamers' });
  await expect(hosts.getByRole('button', { name: new RegExp(live.nickname) })).toHaveAttribute('aria-current', 'true');
  await hosts.getByText('Live only', { exact: true }).click();
  await expect(hosts.getByRole('checkbox', { name: 'Live only' })).toBeChecked();
  await expect(hosts.locator('[data-status="offline"]')).toHaveCount(0);
  await expect(hosts.locator('[data-status="connected"]').first()).toBeVisible();
  await hosts.getByText('Live only', { exact: true }).click();

  const quiet = (await streamers(page.request, token, 'status=tracked'))[0] ?? (await streamers(page.request, token, 'status=offline'))[0];
  expect(quiet, 'a regular live streamer or an offline one').toBeDefined();
  await hosts.getByRole('searchbox', { name: 'Search streamers' }).fill(quiet!.uniqueId);
  const quietButton = hosts.locator(`button[data-streamer="${quiet!.uniqueId}"]`);
  await expect(quietButton).toBeVisible();
  await expect(hosts.locator('button[data-streamer]')).toHaveCount(1);
  await quietButton.click();
  await expect(page).toHaveURL(new RegExp(`streamer=${quiet!.id}`));
  await expect(header).toContainText(quiet!.nickname);
  const mode = page.getByTestId('room-mode');
  await expect(mode).toContainText(quiet!.status === 'tracked' ? 'Regular monitor: no live connection' : 'Offline');
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);
  await expect(page.getByTestId('last-session-panel')).toBeVisible();
  const quietLog = page.getByRole('table', { name: 'Connection log' });
  // Its log holds the scan that found it offline, or tracked (regular, live).
  await expect(quietLog.getByRole('row').filter({ hasText: quiet!.status === 'tracked' ? 'Live (figures only)' : 'Offline' }).first()).toBeVisible();
  await shot(page, quiet!.status === 'tracked' ? 'regular' : 'offline');

  // ---- Arabic, right to left ----
  await page.context().addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
  await page.goto(`${PAGE}?streamer=${live.id}`);
  await expect(page.getByRole('heading', { name: 'غرفة المذيع' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'الدردشة' }).getByTestId('chat-line').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('gifts-panel').getByTestId('gift-row').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'arabic');
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
});
