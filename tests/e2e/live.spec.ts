/**
 * The live assistant pages (a simulator room started from the console, its gift feed and figures moving; a
 * screenshot of each live page saved to be looked at), against the
 * real server: rooms (start, state, stop with confirmation), streamer info (figures moving with the
 * websocket) and gift messages (rows arriving); and a replay of the shipped `link` recording, picked from the
 * start dialog's list, running with its gifts counted and ending with its exact total of 37 diamonds (fixture README).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

/** Opens Live assistant → Live rooms from the sidebar (the directory toggles: open it only when closed). */
async function openLiveRoomsFromSidebar(page: Page): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: 'Live rooms' });
  if (!(await link.isVisible())) await sidebar.getByText('Live assistant').click();
  await link.click();
  await expect(page).toHaveURL(/\/live\/rooms$/);
  await expect(page.getByRole('heading', { name: 'Live rooms' })).toBeVisible();
}

/** Starts a room through the dialog and returns its id (read from the success message). */
async function startRoom(page: Page, fill: (dialog: Locator) => Promise<void>, screenshot?: string): Promise<string> {
  await page.getByRole('button', { name: 'Start room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a live room' });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  if (screenshot) await page.screenshot({ path: `${SCREENSHOTS}/${screenshot}`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  const toast = page.getByText(/^Room \S+ started$/);
  await expect(toast).toBeVisible();
  const roomId = /^Room (\S+) started$/.exec((await toast.textContent()) ?? '')?.[1];
  expect(roomId).toBeTruthy();
  await expect(dialog).toBeHidden();
  return roomId ?? '';
}

/** The exact value of a figure card (the compact text has its full value as the title). */
async function figureValue(page: Page, id: string): Promise<number> {
  const title = await page.getByTestId(`figure-${id}`).locator('[title]').last().getAttribute('title');
  return Number((title ?? '').replace(/[^\d]/g, ''));
}

const roomRow = (page: Page, roomId: string) => page.locator(`tr[data-room-id="${roomId}"]`);

test('a simulator room started from the console shows its figures and gifts moving, then stops', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openLiveRoomsFromSidebar(page);

  const roomId = await startRoom(
    page,
    async (dialog) => {
      await dialog.getByRole('textbox', { name: /uniqueId/ }).fill('e2e_sim');
      await dialog.getByRole('spinbutton', { name: 'Speed' }).fill('5');
      await dialog.getByRole('spinbutton', { name: 'Seed' }).fill('7');
    },
    'live-start-dialog.png',
  );
  const row = roomRow(page, roomId);
  await expect(row).toContainText('e2e_sim');
  await expect(row).toContainText('Simulator');
  await expect(row.locator('[data-room-state]')).toHaveAttribute('data-room-state', 'connected', { timeout: 15_000 });
  // Figures in the table move with the auto refresh (columns 6: likes, 9: events).
  await expect(row.locator('td').nth(9)).not.toHaveText('0', { timeout: 15_000 });
  await expect(row.locator('td').nth(6)).not.toHaveText('0', { timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/live-rooms.png`, animations: 'disabled' });

  // Streamer info: the figures increase over a few seconds.
  await row.getByRole('link', { name: 'Streamer info of e2e_sim' }).click();
  await expect(page).toHaveURL(new RegExp(`/live/streamer\\?roomId=${roomId}$`));
  await expect(page.getByRole('heading', { name: 'Streamer info' })).toBeVisible();
  await expect(page.getByTestId('figure-state')).toContainText('Connected');
  await expect.poll(() => figureValue(page, 'likes'), { timeout: 15_000 }).toBeGreaterThan(0);
  const likes = await figureValue(page, 'likes');
  const diamonds = await figureValue(page, 'diamonds');
  await expect.poll(() => figureValue(page, 'likes'), { timeout: 20_000 }).toBeGreaterThan(likes);
  await expect.poll(() => figureValue(page, 'diamonds'), { timeout: 30_000 }).toBeGreaterThan(diamonds);
  await expect.poll(() => figureValue(page, 'viewers'), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Top gifters' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('message-server-alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Connection log' }).click();
  await expect(page.getByRole('table', { name: 'Connection log' })).toContainText('Connected');
  await page.screenshot({ path: `${SCREENSHOTS}/live-streamer-info.png`, fullPage: true, animations: 'disabled' });

  // Gift messages: rows arrive on the feed, counted ones marked so.
  await openLiveRoomsFromSidebar(page);
  await roomRow(page, roomId).getByRole('link', { name: 'Gift messages of e2e_sim' }).click();
  await expect(page).toHaveURL(new RegExp(`/live/gifts\\?roomId=${roomId}$`));
  const feed = page.getByRole('table', { name: 'Gift feed' });
  await expect(feed.locator('tbody tr[data-status]').first()).toBeVisible({ timeout: 20_000 });
  const before = await feed.locator('tbody tr[data-status]').count();
  await expect.poll(() => feed.locator('tbody tr[data-status]').count(), { timeout: 20_000 }).toBeGreaterThan(before);
  await expect(feed.locator('tbody tr[data-status="counted"]').first()).toBeVisible();
  // A few seconds of feed, so the screenshot shows streaks running next to counted ones.
  await expect.poll(() => feed.locator('tbody tr[data-status]').count(), { timeout: 20_000 }).toBeGreaterThan(before + 15);
  await page.screenshot({ path: `${SCREENSHOTS}/live-gift-messages.png`, animations: 'disabled' });

  // Stop with confirmation.
  await openLiveRoomsFromSidebar(page);
  await roomRow(page, roomId).getByRole('button', { name: 'Stop e2e_sim' }).click();
  await expect(page.getByText('Are you sure you want to stop this live room?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Stopped successfully')).toBeVisible();
  await expect(roomRow(page, roomId)).toHaveCount(0);
});

test('a replay picked from the list of recordings runs with its gifts counted and ends with exactly 37 diamonds', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await openLiveRoomsFromSidebar(page);
  const roomId = await startRoom(
    page,
    async (dialog) => {
      await dialog.getByRole('combobox', { name: /Source/ }).selectOption('replay');
      const picker = dialog.getByRole('combobox', { name: /Recording/ });
      // The shipped sessions are listed with their span, size and messages (fixture README: link is 215 messages over 60 s).
      await expect(picker.getByRole('option', { name: 'link.timeline.jsonl (1:00, 434 kB, messages: 215)' })).toBeAttached();
      await expect(picker.getByRole('option', { name: 'web.timeline.jsonl (5:18, 404 kB, messages: 243)' })).toBeAttached();
      await expect(picker.getByRole('option', { name: 'dupa.timeline.jsonl (6:28, 643 kB, messages: 275)' })).toBeAttached();
      await expect(dialog.getByRole('textbox', { name: /Replay file/ })).toHaveCount(0);
      // Keyboard only: focus the list and step through it to the link recording.
      await picker.focus();
      for (let step = 0; step < 20 && (await picker.inputValue()) !== 'link.timeline.jsonl'; step++) await page.keyboard.press('ArrowDown');
      await expect(picker).toHaveValue('link.timeline.jsonl');
      // Real time, so the room is seen running: link's first counted gift comes 48 s in, its end at 60 s.
      await dialog.getByRole('spinbutton', { name: 'Speed' }).fill('1');
    },
    'live-start-replay-picker.png',
  );
  const row = roomRow(page, roomId);
  await expect(row).toContainText('link.timeline.jsonl');
  await expect(row.locator('[data-room-state]')).toHaveAttribute('data-room-state', 'connected', { timeout: 15_000 });

  await row.getByRole('link', { name: 'Streamer info of link.timeline.jsonl' }).click();
  await expect(page.getByTestId('figure-state')).toContainText('Connected');
  await expect.poll(() => figureValue(page, 'diamonds'), { timeout: 75_000, intervals: [500] }).toBeGreaterThan(0);
  await expect(page.getByTestId('figure-state')).toContainText('Connected');
  // Counters follow from the summary the page re-reads every few seconds: wait for it, for a coherent screenshot.
  await expect.poll(() => figureValue(page, 'gifts')).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENSHOTS}/live-replay-running.png`, animations: 'disabled' });

  await expect(page.getByTestId('figure-state')).toContainText('Ended', { timeout: 40_000 });
  await expect.poll(() => figureValue(page, 'diamonds')).toBe(37);
  await expect(page.getByTestId('figure-provisional')).toContainText('0');

  await openLiveRoomsFromSidebar(page);
  await roomRow(page, roomId).getByRole('button', { name: 'Stop link.timeline.jsonl' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(roomRow(page, roomId)).toHaveCount(0);
});

test("the start dialog shows the server's refusal beside the file field", async ({ page }) => {
  await signIn(page);
  await openLiveRoomsFromSidebar(page);
  await page.getByRole('button', { name: 'Start room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a live room' });
  await dialog.getByRole('combobox', { name: /Source/ }).selectOption('replay');
  await dialog.getByRole('combobox', { name: /Recording/ }).selectOption({ label: 'Another file: type its path' });
  await dialog.getByRole('textbox', { name: /Replay file/ }).fill('missing.jsonl');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog.getByText(/"missing\.jsonl" was not found/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Replay file/ })).toHaveAttribute('aria-invalid', 'true');
});
