/**
 * The Korea group PK against the real server, on a simulator room: a host runs the three stages from the console
 * (double PK, then the solo show, which asks before ending the double PK, then the team show), adjusts a streamer's
 * points, chooses the weights, and the Total Score overlay (`/whiteListPages/koreaGroupPk?key=…`) shows the same
 * totals as the control page, as does `/koreaScoreRanking`. Screenshots of every stage page, the total page and the
 * overlay in Korean and Arabic: tests/e2e/screenshots/korea-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, SCREENSHOTS, signIn } from './helpers';

const ROSE = '5655';
const TIKTOK = '5269';
const GG = '6064';
const ICE_CREAM = '5827';
const FINGER_HEART = '5487';
const STREAMERS = ['kr_mina', 'kr_jisoo', 'kr_hana', 'kr_yuna'] as const;

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage, animations: 'disabled' });

async function api(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown) {
  const response = await request[method](url, { headers: { Authorization: token }, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response;
}

/** "12,345" → 12345. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

async function pointsOf(page: Page, ids: readonly string[]): Promise<number> {
  let sum = 0;
  for (const id of ids) sum += amount(await page.getByTestId(`korea-points-${id}`).first().textContent());
  return sum;
}

async function confirm(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('a host runs the three stages on a simulator room, and the Total Score overlay matches the control page', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const token = await apiToken(page);
  const started = await api(page.request, token, 'post', '/api/live/rooms', { source: 'simulator', uniqueId: 'e2e_korea', speed: 1, seed: 11 });
  const { roomId } = (await started.json()) as { roomId: string };
  const created = await api(page.request, token, 'post', '/api/koreaPk/events', {
    name: 'E2E 한국 그룹 PK',
    room: { source: 'simulator', uniqueId: 'e2e_korea' },
    streamers: [
      { anchorId: 'kr_mina', nickname: '미나', gifts: [ROSE], teamId: 'red' },
      { anchorId: 'kr_jisoo', nickname: '지수', gifts: [GG, FINGER_HEART], teamId: 'blue' },
      { anchorId: 'kr_hana', nickname: '하나', gifts: [TIKTOK], teamId: 'red' },
      { anchorId: 'kr_yuna', nickname: '유나', gifts: [ICE_CREAM], teamId: 'blue' },
    ],
    gifts: [
      { giftId: ROSE, giftName: 'Rose', price: 1 },
      { giftId: GG, giftName: 'GG', price: 1 },
      { giftId: FINGER_HEART, giftName: 'Finger Heart', price: 5 },
      { giftId: TIKTOK, giftName: 'TikTok', price: 1 },
      { giftId: ICE_CREAM, giftName: 'Ice Cream Cone', price: 1 },
    ],
    attribution: 'gift',
    minGiftValue: 0,
    korea: {
      teams: [
        { id: 'red', name: '레드', color: '#e5484d' },
        { id: 'blue', name: '블루', color: '#3e63dd' },
      ],
      double: { pairs: [{ a: 'kr_mina', b: 'kr_jisoo' }, { a: 'kr_hana', b: 'kr_yuna' }], durationSeconds: 0 },
      solo: { order: ['kr_yuna', 'kr_hana', 'kr_jisoo', 'kr_mina'], turnSeconds: 600 },
      team: { durationSeconds: 0 },
      weights: { double: 100, solo: 100, team: 100 },
    },
  });
  const { id } = (await created.json()) as { id: number };
  const detail = (await (await api(page.request, token, 'get', `/api/koreaPk/events/${id}`)).json()) as { overlayKey: string };

  await signIn(page);

  // Double PK stage: start, gifts score for each pair, the host adds points to one streamer.
  await page.goto(`/korea-pk/double-pk?eventId=${id}`);
  await expect(page.getByRole('heading', { name: 'Double PK stage', exact: true })).toBeVisible();
  await expect(page.getByTestId('korea-stage-status')).toHaveAttribute('data-status', 'notStarted');
  await page.getByTestId('korea-start').click();
  await expect(page.getByText('Double PK started')).toBeVisible();
  await expect(page.getByTestId('korea-stage-status')).toHaveAttribute('data-status', 'running');
  await expect.poll(() => pointsOf(page, STREAMERS), { timeout: 45_000 }).toBeGreaterThan(0);
  const adjust = page.getByRole('form', { name: 'Adjust points' });
  await adjust.getByLabel('Streamer').selectOption('kr_hana');
  await adjust.getByLabel('Points').fill('300');
  await adjust.getByLabel('Reason').fill('e2e bonus');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('300 points added to 하나')).toBeVisible();
  await expect.poll(async () => amount(await page.getByTestId('korea-points-kr_hana').first().textContent())).toBeGreaterThanOrEqual(300);
  await expect(page.getByTestId('korea-pair-kr_hana-kr_yuna').getByTestId('korea-pair-result')).toContainText(/by \d/);
  await shot(page, 'korea-double');

  // Solo show: starting it while the double PK runs asks first, then ends the double PK; turns follow the order.
  await page.goto(`/korea-pk/solo-show?eventId=${id}`);
  await expect(page.getByRole('heading', { name: 'Solo show stage', exact: true })).toBeVisible();
  await expect(page.getByTestId('korea-other-running')).toContainText('Double PK');
  await page.getByTestId('korea-start').click();
  await confirm(page, 'Another stage is running. End it and start this stage?');
  await expect(page.getByTestId('korea-stage-status')).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('korea-solo-turn')).toHaveText('Turn 1 of 4: 유나');
  await expect(page.getByTestId('korea-solo-kr_yuna')).toHaveAttribute('data-performing', 'true');
  // Every selected gift scores for the performer, whoever it was assigned to.
  await expect.poll(() => pointsOf(page, ['kr_yuna']), { timeout: 45_000 }).toBeGreaterThan(0);
  await page.getByTestId('korea-next').click();
  await expect(page.getByTestId('korea-solo-turn')).toHaveText('Turn 2 of 4: 하나');
  await shot(page, 'korea-solo');

  // Team show: asks again, scores by team; the host ends it.
  await page.goto(`/korea-pk/team-show?eventId=${id}`);
  await expect(page.getByRole('heading', { name: 'Team show stage', exact: true })).toBeVisible();
  await page.getByTestId('korea-start').click();
  await confirm(page, 'Another stage is running. End it and start this stage?');
  await expect(page.getByTestId('korea-stage-status')).toHaveAttribute('data-status', 'running');
  const teamScore = async () => amount(await page.getByTestId('korea-team-score-red').textContent()) + amount(await page.getByTestId('korea-team-score-blue').textContent());
  await expect.poll(teamScore, { timeout: 45_000 }).toBeGreaterThan(0);
  await shot(page, 'korea-team');
  await page.getByTestId('korea-end').click();
  await confirm(page, 'End the Team show stage?');
  await expect(page.getByTestId('korea-stage-status')).toHaveAttribute('data-status', 'ended');

  // Total score: the host weighs the solo show at 150 % and the team show at 50 %.
  await page.goto(`/korea-pk/total-score?eventId=${id}`);
  await expect(page.getByRole('heading', { name: 'Total score', exact: true })).toBeVisible();
  const weights = page.getByRole('form', { name: 'Stage weights (%)' });
  await weights.getByLabel('Solo show').fill('150');
  await weights.getByLabel('Team show').fill('50');
  await weights.getByRole('button', { name: 'Save weights' }).click();
  await expect(page.getByText('Weights saved')).toBeVisible();

  // Every stage has ended, so the figures stand still: the page's totals are the weighted sums of its stage points.
  const view = (await (await api(page.request, token, 'get', `/api/koreaPk/events/${id}/view`)).json()) as {
    korea: { running: string | null; totals: Array<{ streamerId: string; stages: Record<'double' | 'solo' | 'team', number>; total: number }> };
  };
  expect(view.korea.running).toBeNull();
  const consoleTotals: Record<string, number> = {};
  for (const streamer of STREAMERS) {
    const stage = async (name: string) => amount(await page.getByTestId(`korea-stage-${name}-${streamer}`).textContent());
    const [double, solo, team] = [await stage('double'), await stage('solo'), await stage('team')];
    await expect.poll(async () => amount(await page.getByTestId(`korea-total-${streamer}`).textContent())).toBe(Math.round(double) + Math.round(solo * 1.5) + Math.round(team * 0.5));
    consoleTotals[streamer] = amount(await page.getByTestId(`korea-total-${streamer}`).textContent());
  }
  expect(Object.values(consoleTotals).reduce((a, b) => a + b, 0)).toBeGreaterThan(300);
  await shot(page, 'korea-total');

  // The Total Score overlay shows the same totals.
  const obs = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await obs.goto(`/whiteListPages/koreaGroupPk?key=${encodeURIComponent(detail.overlayKey)}&lang=ko`);
  await expect(obs.getByText('총점').first()).toBeVisible();
  for (const streamer of STREAMERS) {
    await expect(obs.getByTestId(`korea-total-${streamer}`)).toHaveAttribute('data-value', String(consoleTotals[streamer]));
  }
  await obs.waitForTimeout(1_500); // the figures count up to their value
  await obs.screenshot({ path: `${SCREENSHOTS}/korea-overlay-total-ko.png`, omitBackground: true });
  await obs.goto(`/whiteListPages/koreaGroupPk?key=${encodeURIComponent(detail.overlayKey)}&lang=ar`);
  await expect(obs.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const streamer of STREAMERS) {
    await expect(obs.getByTestId(`korea-total-${streamer}`)).toHaveAttribute('data-value', String(consoleTotals[streamer]));
  }
  await obs.waitForTimeout(1_500);
  await obs.screenshot({ path: `${SCREENSHOTS}/korea-overlay-total-ar.png`, omitBackground: true });
  // The score ranking shows the last stage's board (the team show) with its team scores.
  await obs.setViewportSize({ width: 1080, height: 1920 });
  await obs.goto(`/koreaScoreRanking?key=${encodeURIComponent(detail.overlayKey)}&lang=ko`);
  await expect(obs.getByTestId('korea-team-score-red')).toBeVisible();
  await obs.waitForTimeout(1_500);
  await obs.screenshot({ path: `${SCREENSHOTS}/korea-overlay-ranking-ko.png`, omitBackground: true });
  await obs.close();

  // The console in Korean and Arabic.
  await page.context().addCookies([{ name: 'language', value: 'ko', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: '총점', exact: true })).toBeVisible();
  await shot(page, 'korea-total-ko');
  await page.goto(`/korea-pk/double-pk?eventId=${id}`);
  await expect(page.getByTestId('korea-stage-status')).toHaveAttribute('data-status', 'ended');
  await expect(page.getByRole('combobox', { name: '이벤트' }).locator('option:checked')).toHaveText(/E2E 한국 그룹 PK/);
  await shot(page, 'korea-double-ko');
  await page.context().addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
  await page.goto(`/korea-pk/total-score?eventId=${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId(`korea-total-kr_mina`)).toHaveText(consoleTotals.kr_mina!.toLocaleString('en-US'));
  await shot(page, 'korea-total-ar');
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);

  // The live assistant's statistics: points per stage and the ledger, the host's adjustment in it.
  await page.goto(`/live/korea-statistics?eventId=${id}`);
  await expect(page.getByRole('heading', { name: 'Korea statistics score', exact: true })).toBeVisible();
  await expect(page.getByTestId('korea-total-kr_hana')).toHaveText(consoleTotals.kr_hana!.toLocaleString('en-US'));
  await expect(page.getByRole('table', { name: 'Ledger entries' })).toContainText('e2e bonus');
  await shot(page, 'korea-statistics');

  await api(page.request, token, 'delete', '/api/koreaPk/events', [id]);
  await api(page.request, token, 'delete', '/api/live/rooms', [roomId]);
});

test('streamer config: an event added through the form, a refused field shown beside it, its overlay links, deleted after asking', async ({ page }) => {
  await signIn(page);
  await page.goto('/korea-pk/streamer-config');
  await expect(page.getByRole('heading', { name: 'Streamer config', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add event' });
  await drawer.getByRole('textbox', { name: 'Event name' }).fill('E2E 부산 나이트');
  await drawer.getByRole('combobox', { name: 'Host source' }).selectOption('simulator');
  await drawer.getByRole('textbox', { name: 'Host @uniqueId' }).fill('e2e_busan');
  await drawer.getByRole('button', { name: 'Add gift' }).click();
  const gift = drawer.getByRole('group', { name: 'Selected gifts 1' });
  await gift.getByRole('textbox', { name: 'Gift ID' }).fill(ROSE);
  await gift.getByRole('textbox', { name: 'Gift name' }).fill('Rose');
  await drawer.getByRole('button', { name: 'Add gift' }).click();
  const second = drawer.getByRole('group', { name: 'Selected gifts 2' });
  await second.getByRole('textbox', { name: 'Gift ID' }).fill(GG);
  await second.getByRole('textbox', { name: 'Gift name' }).fill('GG');
  for (const [index, [anchorId, nickname, giftId]] of [['bs_luna', '루나', ROSE], ['bs_sol', '솔', GG]].entries()) {
    await drawer.getByRole('button', { name: 'Add streamer' }).click();
    const streamer = drawer.getByRole('group', { name: `Streamers ${index + 1}` });
    await streamer.getByRole('textbox', { name: 'TikTok ID' }).fill(anchorId!);
    await streamer.getByRole('textbox', { name: 'Nickname' }).fill(nickname!);
    await streamer.getByRole('textbox', { name: 'Gifts (IDs, comma separated)' }).fill(giftId!);
  }
  const sol = drawer.getByRole('group', { name: 'Streamers 2' });
  await sol.getByRole('combobox', { name: 'Team' }).selectOption('');
  await drawer.getByRole('button', { name: 'Add pair' }).click();
  const pair = drawer.getByRole('group', { name: 'Double PK pairs 1' });
  await pair.getByRole('combobox', { name: 'Streamer A' }).selectOption('bs_luna');
  await pair.getByRole('combobox', { name: 'Streamer B' }).selectOption('bs_sol');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(sol.getByText("Choose this streamer's team")).toBeVisible();
  await sol.getByRole('combobox', { name: 'Team' }).selectOption('blue');
  await shot(page, 'korea-streamer-config-form', false);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = page.locator('tbody tr', { hasText: 'E2E 부산 나이트' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Overlay links: E2E 부산 나이트' }).click();
  const links = page.getByRole('dialog', { name: /Overlay links/ });
  await expect(links.getByRole('textbox', { name: 'Total Score' })).toHaveValue(/\/whiteListPages\/koreaGroupPk\?key=.+/);
  await shot(page, 'korea-streamer-config-links', false);
  await page.keyboard.press('Escape');
  await shot(page, 'korea-streamer-config');

  await row.getByRole('button', { name: 'Delete E2E 부산 나이트' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete the event E2E 부산 나이트?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});
