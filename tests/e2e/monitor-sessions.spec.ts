/**
 * Live sessions pages (line chart, room data, room data ranking), against the real server on the
 * embedded database: the simulator's population is monitored (embedded seed) and the embedded scanner opens a session
 * for each live streamer within a scan or two and upserts its current minute every few seconds. The spec waits (up to
 * two minutes, through the API) for a running session with a minute, then: Room data lists it as Live, sorts,
 * filters, refuses a range whose last day is before its first with the server's message, and exports the list as
 * xlsx; the line chart draws that streamer's points for today, shows its value in the tooltip, and switches metric
 * and range; the ranking shows ranked rows with medals and bars, by another metric and over other days; the ranking in
 * Arabic. Screenshots as tests/e2e/screenshots/monitor-sessions-*.png.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Page as ListPage } from '../../streams/contracts/common';
import type { LiveSessionRow, SeriesAnswer } from '../../streams/contracts/monitor-sessions';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/monitor-sessions-${name}.png`, fullPage, animations: 'disabled' });

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: token } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/**
 * A running session whose streamer has at least one minute today (in the browser's zone, as the chart asks), with the
 * minute's values; the scanner's first scans run within about a minute of the server's start.
 */
async function liveSessionWithMinutes(request: APIRequestContext, token: string, tz: string): Promise<LiveSessionRow> {
  let found: LiveSessionRow | undefined;
  await expect
    .poll(
      async () => {
        const live = await getJson<ListPage<LiveSessionRow>>(request, token, '/api/monitor/sessions?live=true&size=50&sort=peakViewers,desc');
        for (const session of live.content) {
          const series = await getJson<SeriesAnswer>(request, token, `/api/monitor/series?streamerIds=${session.streamer.id}&range=today&tz=${encodeURIComponent(tz)}`);
          if ((series.series[0]?.points.length ?? 0) > 0) {
            found = session;
            return true;
          }
        }
        return false;
      },
      { timeout: 150_000, intervals: [3_000] },
    )
    .toBe(true);
  return found!;
}

test('room data, line chart and ranking show the sessions the scanner records', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const token = await apiToken(page);
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const live = await liveSessionWithMinutes(page.request, token, tz);
  const who = live.streamer;

  // ---- Room data: the menu, the running session, sort, filters, a refused range, export ----
  await page.getByRole('navigation').getByText('Live monitoring').click();
  await page.getByRole('navigation').getByRole('link', { name: 'Room data', exact: true }).click();
  await expect(page).toHaveURL(/\/monitoring\/room-data$/);
  await expect(page.getByRole('heading', { name: 'Room data', exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Live sessions' });
  await expect(table.locator('tbody tr[data-session]').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search sessions by streamer' }).fill(who.uniqueId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = table.locator(`tr[data-session="${live.id}"]`);
  await expect(row).toContainText(who.nickname);
  await expect(row).toContainText(`@${who.uniqueId}`);
  await expect(row.getByText('Live', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Session status' }).selectOption('false');
  await expect(row).toBeHidden();
  await page.getByRole('combobox', { name: 'Session status' }).selectOption('true');
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(table.locator('tbody tr[data-session]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Sort by Diamonds' }).click();
  await expect(page.getByRole('columnheader', { name: 'Sort by Diamonds' })).toHaveAttribute('aria-sort', 'descending');
  const diamonds = await table.locator('tbody tr[data-session] td:nth-child(8)').allInnerTexts();
  const counts = diamonds.map((text) => Number(text.replace(/\D/g, '')));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await page.getByLabel('First day').fill(today);
  await page.getByLabel('Last day').fill(today);
  await expect(table.locator('tbody tr[data-session]').first()).toBeVisible();
  await shot(page, 'room-data');
  await page.getByLabel('First day').fill('2030-01-02');
  await page.getByLabel('Last day').fill('2030-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'The live sessions could not be loaded' })).toContainText('The end of the range must be after its start');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The live sessions could not be loaded' })).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  await expect(page.getByText('Exported successfully')).toBeVisible();
  expect(file.suggestedFilename()).toBe('room-data.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const header = Array.from({ length: 15 }, (_, i) => sheet.getRow(1).getCell(i + 1).text);
  expect(header).toContain('Duration (minutes)');
  expect(header).toContain('Diamonds');
  const ids: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) ids.push(r.getCell(1).text);
  });
  expect(ids).toContain(who.uniqueId);

  // ---- Line chart: the live streamer's points today, the tooltip, metric and range ----
  await page.getByRole('navigation').getByRole('link', { name: 'Line chart' }).click();
  await expect(page).toHaveURL(/\/monitoring\/line-chart$/);
  await expect(page.getByRole('heading', { name: 'Line chart' })).toBeVisible();
  // The chart opens on today's best streamers; start from an empty chart and pick the live one.
  const legend = page.getByRole('list', { name: 'Streamers on the chart' });
  await expect(page.getByTestId('chart-loading')).toBeHidden({ timeout: 30_000 });
  await expect(legend.locator('[data-legend]').first()).toBeVisible();
  await expect(page.getByText('Exported successfully')).toBeHidden();
  await shot(page, 'line-chart-first-pick');
  while ((await legend.getByRole('button', { name: /^Remove .+ from the chart$/ }).count()) > 0) {
    await legend.getByRole('button', { name: /^Remove .+ from the chart$/ }).first().click();
  }
  await expect(page.getByTestId('chart-empty')).toContainText('Pick one or more streamers to draw their lines.');
  const picker = page.getByRole('combobox', { name: 'Add a streamer to the chart' });
  await picker.fill(who.uniqueId);
  await page.getByRole('option', { name: new RegExp(who.nickname) }).first().click();
  await page.keyboard.press('Escape');
  await expect(legend.locator(`[data-legend="${who.uniqueId}"]`)).toContainText(who.nickname);

  const chart = page.getByTestId('series-chart');
  await expect(chart.getByRole('img', { name: 'Viewers today, per 5 minutes' })).toBeVisible();
  const line = chart.locator(`g[data-series="${who.uniqueId}"]`);
  await expect(line.locator('circle[data-point]').first()).toBeAttached();
  expect(Number(await line.getAttribute('data-points'))).toBeGreaterThan(0);
  // The line and its points lie inside the plot, above the axis: their values are drawn.
  const box = (await chart.locator('svg').first().boundingBox())!;
  const dot = (await line.locator('circle[data-point]').first().boundingBox())!;
  expect(dot.y).toBeGreaterThanOrEqual(box.y);
  expect(dot.y).toBeLessThan(box.y + box.height);
  // Pointing at the point shows its bucket and the streamer's value.
  await page.mouse.move(dot.x + dot.width / 2, dot.y + dot.height / 2);
  const tooltip = page.getByTestId('chart-tooltip');
  await expect(tooltip).toContainText(who.nickname);
  await expect(tooltip).toContainText(/\d/);
  await shot(page, 'line-chart');
  // The keyboard reaches the same values.
  await page.mouse.move(0, 0);
  await chart.focus();
  await page.keyboard.press('End');
  await expect(tooltip).toContainText(who.nickname);

  await page.getByRole('radiogroup', { name: 'Metric' }).getByText('Diamonds', { exact: true }).click();
  await expect(chart.getByRole('img', { name: 'Diamonds today, per 5 minutes' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Range' }).getByText('7 days', { exact: true }).click();
  await expect(chart.getByRole('img', { name: 'Diamonds over 7 days, per hour' })).toBeVisible();
  await expect(line.locator('circle[data-point]').first()).toBeAttached();
  await expect(legend.locator(`[data-legend="${who.uniqueId}"]`)).toContainText('diamonds');
  await shot(page, 'line-chart-7d');

  // ---- Ranking: ranked rows with medals and bars; another metric and range ----
  await page.getByRole('navigation').getByRole('link', { name: 'Room data ranking' }).click();
  await expect(page).toHaveURL(/\/monitoring\/room-ranking$/);
  await expect(page.getByRole('heading', { name: 'Room data ranking' })).toBeVisible();
  const ranking = page.getByRole('table', { name: 'Room data ranking' });
  const first = ranking.locator('tbody tr[data-rank]').first();
  await expect(first).toHaveAttribute('data-rank', '1');
  await expect(first.locator('[data-medal="1"]')).toBeVisible();
  await expect(ranking.getByRole('columnheader').nth(3)).toHaveText('Diamonds');
  await expect(ranking.locator(`tr[data-streamer="${who.uniqueId}"]`)).toBeVisible();
  await shot(page, 'ranking');

  // Every streamer on the list has been live today: by live time the first one's bar is full, the others' no longer.
  await page.getByRole('radiogroup', { name: 'Rank by' }).getByText('Live time', { exact: true }).click();
  await expect(ranking.getByRole('columnheader').nth(3)).toHaveText('Live time');
  await expect(first).toHaveAttribute('data-rank', '1');
  await expect(first.locator('[data-bar]')).toHaveAttribute('data-bar', '100');
  const bars = (await ranking.locator('tbody [data-bar]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-bar'))))) as number[];
  expect(bars).toEqual([...bars].sort((a, b) => b - a));
  await page.getByRole('radiogroup', { name: 'Range' }).getByText('30 days', { exact: true }).click();
  await expect(ranking.locator(`tr[data-streamer="${who.uniqueId}"]`)).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Range' }).getByText('Custom', { exact: true }).click();
  await page.getByLabel('First day').fill('2030-01-02');
  await page.getByLabel('Last day').fill('2030-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'The ranking could not be loaded' })).toContainText('The end of the range must be after its start');

  // ---- Arabic, right to left ----
  await page.context().addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ترتيب بيانات الغرف' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'ترتيب بيانات الغرف' }).locator('tbody tr[data-rank="1"]').first()).toBeVisible();
  await shot(page, 'ranking-ar');
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
});
