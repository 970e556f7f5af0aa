/**
 * Group host config pages (a group host creates a two-streamer battle config, starts a round on a simulator room,
 * adjusts a score, sees the overlay (opened with its key in a second page) show the same scores as the control page;
 * spins the turntable and sees the same result on both), against the real server:
 * the configuration is made through the form (its validation messages first), the round is run from the control page,
 * `/pkProgress?key=…` and `/pkTurntable?key=…` are opened in a second, signed-out context. Then every other page of
 * the group (PK with its confirmation, rank, flower with its 200 limit, record scores, turntable records with the
 * xlsx export, PK score ranking with its date message), and the delete refused while collecting. A screenshot of
 * each page is saved as tests/e2e/screenshots/live-config-*.png.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatCount } from '../../src/shared/utils/format-count';
import { apiToken, SCREENSHOTS, signIn } from './helpers';

const GROUP = '/live/group';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/live-config-${name}.png`, fullPage, animations: 'disabled' });

/** The exact score a console scoreboard shows for a streamer (`data-score`). */
async function consoleScore(page: Page, streamerId: string): Promise<number> {
  return Number(await page.getByTestId('scoreboard').getByTestId(`score-${streamerId}`).getAttribute('data-score'));
}

/** A score as the overlays print it (src/overlays/pages/game-rows.ts `formatScore`: K/M, two decimals below 100K). */
const overlayScore = (value: number) => formatCount(value, Math.abs(value) >= 100_000 ? 1 : 2);

/** Console and overlay agree on both sides, in the overlay's compact format (K from 1,000, M from 1,000,000). */
async function expectSameScores(console: Page, overlay: Page, sides: Array<[string, 'a' | 'b']>): Promise<void> {
  await expect
    .poll(
      async () => {
        const pairs = await Promise.all(
          sides.map(async ([streamerId, side]) => [overlayScore(await consoleScore(console, streamerId)), (await overlay.locator(`.ov-side[data-side="${side}"] .ov-side__score`).textContent())?.trim()]),
        );
        return pairs.every(([a, b]) => a === b) ? 'same' : JSON.stringify(pairs);
      },
      { timeout: 20_000 },
    )
    .toBe('same');
}

/** A Chakra checkbox by its label (the input itself is visually hidden). */
const checkbox = (scope: Locator, name: string) => scope.locator('[data-scope="checkbox"][data-part="label"]', { hasText: new RegExp(`^${name}$`) });

/** Adds a catalogue gift by name (the picker's buttons say `Add <name>, ID <id>, diamonds: <n>`). */
async function addGift(drawer: Locator, name: string): Promise<void> {
  await drawer.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' }).fill(name);
  await drawer.getByRole('button', { name: new RegExp(`^Add ${name}, ID \\d+, diamonds: `) }).click();
  await expect(drawer.getByRole('table', { name: 'Selected gifts' })).toContainText(name);
}

test('a group host runs a two-streamer battle from the console, and the overlays show the same scores and spin', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const token = await apiToken(page);
  const started = await page.request.post('/api/live/rooms', { headers: { Authorization: token }, data: { source: 'simulator', uniqueId: 'e2e_group', speed: 1, seed: 11 } });
  expect(started.status(), await started.text()).toBe(201);
  const { roomId } = (await started.json()) as { roomId: string };

  await signIn(page);
  await page.goto(`${GROUP}/configs`);
  await expect(page.getByRole('heading', { name: 'Configurations' })).toBeVisible();

  // ---- the form: validation messages beside the fields, then a valid battle ----
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add configuration' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Plugin style').selectOption('battle');
  await drawer.getByRole('button', { name: 'Add streamer' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter the configuration name')).toBeVisible();
  await expect(drawer.getByText('Enter the host streamer @uniqueId')).toBeVisible();
  await expect(drawer.getByTestId('streamers-error')).toHaveText('Battle and ice-fire styles take exactly 2 streamers');
  await expect(drawer.getByText('Streamer ID is required').first()).toBeVisible();
  await expect(drawer.getByText('Every streamer needs its information and gifts configured').first()).toBeVisible();
  await shot(page, 'form-errors', false);

  await drawer.getByRole('button', { name: 'Remove streamer 3' }).click();
  await drawer.getByLabel('Name', { exact: true }).fill('E2E battle');
  // The host is the streamer; a running room of theirs fills it in.
  await drawer.getByLabel('Fill from a running room', { exact: true }).selectOption(roomId);
  await expect(drawer.getByLabel('Streamer @uniqueId')).toHaveValue('e2e_group');
  await expect(drawer.getByLabel('Source', { exact: true })).toHaveValue('simulator');
  // The catalogue has two "Heart": the picker tells them apart by id, picture (or name and diamonds) and diamonds.
  await drawer.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' }).fill('Heart');
  await expect(drawer.getByRole('button', { name: 'Add Heart, ID 6247, diamonds: 1' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Add Heart, ID 5480, diamonds: 10' })).toBeVisible();
  await drawer.getByRole('list', { name: 'Catalogue gifts' }).scrollIntoViewIfNeeded();
  await shot(page, 'gift-picker', false);
  await addGift(drawer, 'Rose');
  await addGift(drawer, 'TikTok');
  const first = drawer.getByRole('group', { name: 'Streamer 1' });
  await first.getByLabel('Streamer ID').fill('luna_e2e');
  await first.getByLabel('Nickname').fill('Luna');
  await checkbox(first, 'Rose').click();
  const second = drawer.getByRole('group', { name: 'Streamer 2' });
  await second.getByLabel('Streamer ID').fill('sol_e2e');
  await second.getByLabel('Nickname').fill('Luna');
  await checkbox(second, 'TikTok').click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  // Same nickname twice: the rule's message beside the second one, nothing sent.
  await expect(second.getByText('Streamer nicknames must be unique')).toBeVisible();
  await second.getByLabel('Nickname').fill('Sol');
  await shot(page, 'form', false);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = page.locator('tbody tr', { hasText: 'E2E battle' });
  await expect(row).toContainText('Battle');
  await expect(row.locator('[data-config-state]')).toHaveAttribute('data-config-state', 'notStarted');
  const configId = Number(await row.getAttribute('data-config-id'));
  expect(configId).toBeGreaterThan(0);
  await shot(page, 'list');

  // Plugin links: the overlay addresses with their key.
  await row.getByRole('button', { name: 'Plugin links of E2E battle' }).click();
  const links = page.getByRole('dialog', { name: 'Plugin links of E2E battle' });
  const pkProgress = await links.locator('input[data-overlay="pkProgress"]').inputValue();
  // No turntable yet, so its overlay is not offered (it is once the configuration has one, below).
  await expect(links.locator('input[data-overlay="pkTurntable"]')).toHaveCount(0);
  expect(pkProgress).toMatch(/\/pkProgress\?key=.+/);
  await shot(page, 'links', false);
  await links.getByRole('button', { name: 'OK' }).click();

  // ---- round control: start, adjust; the overlay shows the same scores ----
  await row.getByRole('link', { name: 'Round control of E2E battle' }).click();
  await expect(page).toHaveURL(new RegExp(`${GROUP}/control\\?configId=${configId}$`));
  await page.getByRole('button', { name: 'Start round' }).click();
  await expect(page.getByText('Round started')).toBeVisible();
  await expect(page.getByTestId('round-status').first()).toHaveAttribute('data-round-phase', 'counting');
  await expect(page.getByRole('timer').first()).toHaveText(/PK time left 0[45]:\d\d/);
  // The game follows the streamer's room the staff started.
  await expect(page.getByTestId('host-room')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('host-room')).toContainText(`@e2e_group (Simulator), room ${roomId}`);

  const adjust = page.getByRole('form', { name: 'Adjust score' });
  await adjust.getByLabel('Streamer').selectOption('sol_e2e');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust.getByText('Please enter the score.')).toBeVisible();
  await adjust.getByLabel('Score').fill('100001');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust.getByText('Scores cannot exceed 100,000.')).toBeVisible();
  await adjust.getByLabel('Score').fill('1234');
  await adjust.getByLabel('Reason').fill('e2e bonus');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('1,234 points added to Sol')).toBeVisible();
  await expect.poll(() => consoleScore(page, 'sol_e2e')).toBeGreaterThanOrEqual(1234);
  await expect(page.getByRole('table', { name: 'Score ledger' })).toContainText('Adjusted by admin: e2e bonus');

  const overlays = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const progress = await overlays.newPage();
    await progress.goto(pkProgress);
    await expect(progress.getByText('Luna')).toBeVisible();
    await expect(progress.getByText('Sol')).toBeVisible();
    await expectSameScores(page, progress, [
      ['luna_e2e', 'a'],
      ['sol_e2e', 'b'],
    ]);
    // A later adjustment reaches both at once.
    await adjust.getByLabel('Streamer').selectOption('luna_e2e');
    await adjust.getByLabel('Score').fill('2000');
    await adjust.getByRole('button', { name: 'Adjust' }).click();
    await expect(page.getByText('2,000 points added to Luna')).toBeVisible();
    await expect.poll(() => consoleScore(page, 'luna_e2e')).toBeGreaterThanOrEqual(2000);
    await expectSameScores(page, progress, [
      ['luna_e2e', 'a'],
      ['sol_e2e', 'b'],
    ]);
    await shot(page, 'control');
    await progress.screenshot({ path: `${SCREENSHOTS}/live-config-overlay-pkProgress.png`, omitBackground: true });

    // ---- turntable: prizes through the form, a spin, the same result on the overlay ----
    await page.goto(`${GROUP}/turntable?configId=${configId}`);
    await expect(page.getByText('This configuration has no turntable: add its options first.')).toBeVisible();
    await page.getByRole('link', { name: 'Edit prizes' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit configuration' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('E2E battle');
    await edit.getByText('This configuration has a turntable').click();
    await edit.getByLabel('Prize 1', { exact: true }).fill('Golden ticket');
    await edit.getByLabel('Probability 1 (%)').fill('160');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Please enter a number between 1 and 100.')).toBeVisible();
    await edit.getByLabel('Probability 1 (%)').fill('60');
    await edit.getByRole('button', { name: 'Add prize' }).click();
    await edit.getByLabel('Prize 2', { exact: true }).fill('Sticker');
    await edit.getByLabel('Probability 2 (%)').fill('30');
    await expect(edit.getByTestId('no-prize-percent')).toHaveText('No prize: 10%');
    await edit.getByLabel('Spin time (s)').fill('2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Edited successfully')).toBeVisible();

    // With a turntable, the configuration's links offer the wheel overlay too.
    await page.goto(`${GROUP}/configs`);
    await page.locator('tbody tr', { hasText: 'E2E battle' }).getByRole('button', { name: 'Plugin links of E2E battle' }).click();
    const wheelLinks = page.getByRole('dialog', { name: 'Plugin links of E2E battle' });
    const pkTurntable = await wheelLinks.locator('input[data-overlay="pkTurntable"]').inputValue();
    expect(pkTurntable).toMatch(/\/pkTurntable\?key=.+/);
    await wheelLinks.getByRole('button', { name: 'OK' }).click();

    await page.goto(`${GROUP}/turntable?configId=${configId}`);
    await expect(page.getByRole('table', { name: 'Prizes' })).toContainText('Golden ticket');
    await expect(page.getByRole('table', { name: 'Prizes' })).toContainText('No prize');
    const wheel = await overlays.newPage();
    await wheel.goto(pkTurntable);
    await expect(wheel.locator('.ov-wheel')).toBeVisible();
    // A double click spins once (one requestId per press, presses in flight ignored).
    await page.getByRole('button', { name: 'Spin' }).dblclick();
    const result = page.getByTestId('spin-result');
    // Generous: the e2e server also runs the monitoring scanner's live rooms, and CI's 2 cores are shared.
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toHaveAttribute('data-spin-no', '1');
    await expect(page.getByTestId('spin-queue')).toHaveText('Waiting: 0');
    const index = Number(await result.getAttribute('data-result-index'));
    const prize = index < 0 ? 'No prize' : index === 0 ? 'Golden ticket' : 'Sticker';
    await expect(result).toContainText(prize);
    const expected = index < 0 ? /no prize this time/ : new RegExp(`won ${prize}`);
    await expect(wheel.getByRole('status').filter({ hasText: expected })).toBeVisible({ timeout: 20_000 });
    await shot(page, 'turntable');
    await wheel.screenshot({ path: `${SCREENSHOTS}/live-config-overlay-pkTurntable.png`, omitBackground: true });

    // Records: the one spin, searchable and exported.
    await page.goto(`${GROUP}/turntable-records?configId=${configId}`);
    const records = page.getByRole('table', { name: 'Turntable records' });
    await expect(records.locator('tbody tr[data-spin-no]')).toHaveCount(1);
    await expect(records).toContainText(prize);
    await expect(records).toContainText('Host');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toBe(`turntable-records-${configId}.xlsx`);
    await shot(page, 'turntable-records');
  } finally {
    await overlays.close();
  }

  // ---- PK game: two phases; starting the second asks first ----
  await page.goto(`${GROUP}/pk?configId=${configId}`);
  const editor = page.getByRole('form', { name: 'Phase configuration' });
  await editor.getByLabel('Phase name').fill('Opening');
  await editor.getByRole('button', { name: 'Initialize' }).click();
  await expect(editor.getByText('Select at least two anchors')).toBeVisible();
  const phase1 = editor.getByRole('group', { name: 'Phase 1' });
  await checkbox(phase1, 'Luna').click();
  await checkbox(phase1, 'Sol').click();
  await editor.getByRole('button', { name: 'Add phase' }).click();
  const phase2 = editor.getByRole('group', { name: 'Phase 2' });
  await phase2.getByLabel('Phase name').fill('Final');
  await phase2.getByLabel('Kind').selectOption('group');
  await checkbox(phase2, 'Luna').click();
  await checkbox(phase2, 'Sol').click();
  await editor.getByRole('button', { name: 'Initialize' }).click();
  await expect(phase2.getByText('Select the group host first')).toBeVisible();
  await phase2.getByLabel('Group host').selectOption('luna_e2e');
  await editor.getByRole('button', { name: 'Initialize' }).click();
  await expect(page.getByText('PK phases initialized')).toBeVisible();
  const phases = page.getByRole('list', { name: 'Phases' });
  await phases.getByRole('button', { name: 'Start Opening' }).click();
  await expect(phases.locator('[data-phase-status="running"]')).toContainText('Opening');
  await phases.getByRole('button', { name: 'Start Final' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Another phase is running. Start this phase and stop scoring the other one?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(phases.locator('[data-phase-status="running"]')).toContainText('Final');
  await expect(phases.locator('[data-phase-id]', { hasText: 'Opening' })).toHaveAttribute('data-phase-status', 'otherRunning');
  await shot(page, 'pk');

  // ---- rank, flower (200 per increase), record scores ----
  await page.goto(`${GROUP}/rank?configId=${configId}`);
  await expect(page.getByRole('table', { name: 'Ranking' })).toContainText('Luna');
  await shot(page, 'rank');

  await page.goto(`${GROUP}/flower?configId=${configId}`);
  const flower = page.getByRole('form', { name: 'Adjust a flower' });
  await flower.getByLabel('Score').fill('300');
  await flower.getByRole('button', { name: 'Adjust' }).click();
  await expect(flower.getByText('Each increase is at most 200.')).toBeVisible();
  await flower.getByLabel('Score').fill('150');
  await flower.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('150 points added to Luna')).toBeVisible();
  await shot(page, 'flower');

  await page.goto(`${GROUP}/record-scores?configId=${configId}`);
  await expect(page.getByText('This configuration also scores gifts.', { exact: false })).toBeVisible();
  await shot(page, 'record-scores');

  // ---- PK score ranking: ranges and the date message ----
  await page.goto(`${GROUP}/pk-score-ranking`);
  const ranking = page.getByRole('table', { name: 'PK score ranking' });
  await expect(ranking).toContainText('Luna');
  await page.getByLabel('Range').selectOption('custom');
  await page.getByLabel('Start date').fill('2024-05-10');
  await page.getByLabel('End date').fill('2024-05-01');
  await expect(page.getByText('The end date cannot be earlier than the start date')).toBeVisible();
  await shot(page, 'ranking-custom', false);
  await page.getByLabel('Range').selectOption('today');
  await page.getByLabel('Refresh every').selectOption('10');
  await expect(ranking.locator('tbody tr[data-anchor-id]').first()).toBeVisible();
  await shot(page, 'ranking');

  // ---- the texts load with the pages in every language: Arabic right to left, Chinese ----
  const setLanguage = (value: string) => page.context().addCookies([{ name: 'language', value, url: page.url() }]);
  await setLanguage('ar');
  await page.goto(`${GROUP}/control?configId=${configId}`);
  await expect(page.getByRole('heading', { name: 'التحكم في الجولة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('scoreboard')).toContainText('لوحة النتائج');
  await shot(page, 'control-ar');
  await setLanguage('zh');
  await page.goto(`${GROUP}/configs?edit=${configId}`);
  const zhForm = page.getByRole('dialog', { name: '编辑配置' });
  await expect(zhForm.getByLabel('名称', { exact: true })).toHaveValue('E2E battle');
  // The stored host streamer, not a room id.
  await expect(zhForm.getByLabel('主播 @uniqueId', { exact: true })).toHaveValue('e2e_group');
  await zhForm.getByLabel('名称', { exact: true }).fill('');
  await zhForm.getByRole('button', { name: '保存' }).click();
  await expect(zhForm.getByText('请输入配置名称')).toBeVisible();
  await shot(page, 'form-zh', false);
  await setLanguage('en');

  // ---- delete: refused while collecting, then done after the round ends ----
  await page.goto(`${GROUP}/configs`);
  await row.getByRole('button', { name: 'Delete E2E battle' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this data?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('A configuration being collected cannot be deleted until it is stopped')).toBeVisible();
  await page.goto(`${GROUP}/control?configId=${configId}`);
  await page.getByRole('button', { name: 'End round' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('End this round?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('round-status').first()).toHaveAttribute('data-round-phase', 'ended');
  await page.goto(`${GROUP}/configs`);
  await row.getByRole('button', { name: 'Delete E2E battle' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.request.delete('/api/live/rooms', { headers: { Authorization: token }, data: [roomId] });
});

test("a round whose host room goes down says so on the control page and the overlay, and picks the streamer's new room up", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = await apiToken(page);
  const headers = { Authorization: token };
  // The 1-diamond Heart and Heart Me: gifts the simulator never sends (it sends the 10-diamond Heart, 5480).
  const created = await page.request.post('/api/liveConfigs', {
    headers,
    data: {
      name: 'E2E comeback',
      room: { source: 'simulator', uniqueId: 'e2e_comeback' },
      streamers: [
        { anchorId: 'luna_back', nickname: 'Luna', gifts: ['6247'] },
        { anchorId: 'sol_back', nickname: 'Sol', gifts: ['7934'] },
      ],
      gifts: [
        { giftId: '6247', giftName: 'Heart', price: 1 },
        { giftId: '7934', giftName: 'Heart Me', price: 1 },
      ],
      pkTime: { value: 30, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'battle',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const detail = (await (await page.request.get(`/api/liveConfigs/${id}`, { headers })).json()) as { overlayKey: string };
  // The round starts the streamer's room; staff then stop it: the streamer has no room.
  const started = (await (await page.request.post(`/api/liveConfigs/${id}/round/start`, { headers, data: {} })).json()) as { hostRoom: { roomId: string } };
  const firstRoom = started.hostRoom.roomId;
  expect(firstRoom).toMatch(/^sim-/);
  expect((await page.request.delete('/api/live/rooms', { headers, data: [firstRoom] })).status()).toBe(200);

  await signIn(page);
  await page.goto(`${GROUP}/control?configId=${id}`);
  const hostRoom = page.getByTestId('host-room');
  await expect(hostRoom).toHaveAttribute('data-state', 'notLive', { timeout: 15_000 });
  await expect(hostRoom).toContainText('The host room is not live');
  await expect(hostRoom).toContainText('@e2e_comeback (Simulator) has had no live room since');
  await shot(page, 'control-not-live', false);

  const overlays = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const overlay = await overlays.newPage();
    await overlay.goto(`/pkProgress?key=${encodeURIComponent(detail.overlayKey)}`);
    await expect(overlay.getByText('Host room not live')).toBeVisible();
    await expect(overlay.getByText('Luna')).toBeVisible();
    await overlay.screenshot({ path: `${SCREENSHOTS}/live-config-overlay-not-live.png`, omitBackground: true });

    // The streamer is back, in a room with a new id: the round follows it, the page and the overlay say so.
    const back = await page.request.post('/api/live/rooms', { headers, data: { source: 'simulator', uniqueId: 'e2e_comeback', speed: 20, seed: 5 } });
    expect(back.status(), await back.text()).toBe(201);
    const { roomId } = (await back.json()) as { roomId: string };
    expect(roomId).not.toBe(firstRoom);
    await expect(hostRoom).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
    await expect(hostRoom).toContainText(`room ${roomId}`);
    await expect(overlay.getByText('Host room not live')).toHaveCount(0);

    // Thirty gifts later none of the selected ones has come: the page names them.
    const warning = page.getByTestId('gift-arrivals');
    await expect(warning).toContainText('None of the selected gifts has arrived in the host room this round', { timeout: 60_000 });
    await expect(warning).toContainText('Heart (ID 6247) and Heart Me (ID 7934)');
    await shot(page, 'control-gifts-never-arrive', false);
    await page.request.delete('/api/live/rooms', { headers, data: [roomId] });
  } finally {
    await overlays.close();
    await page.request.post(`/api/liveConfigs/${id}/round/end`, { headers, data: {} });
    await page.request.delete('/api/liveConfigs', { headers, data: [id] });
  }
});
