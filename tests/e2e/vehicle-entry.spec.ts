/**
 * The entry overlay end to end: an animation with an uploaded picture and .pag resource
 * and a user config are created through the API; a replay room (a timeline written into the server's DATA_DIR) is the
 * configuration's host room, and when the configured viewer joins it, `/vehicleAnimation?key=…` (a fresh context: no
 * session, as in OBS) shows the entry with the picture loaded from `/files/animations/` under the page's CSP.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { apiToken, SCREENSHOTS } from './helpers';

/** The DATA_DIR of the :8100 instance (playwright.config.ts): replay files may be read from it. */
const DATA_DIR = `tests/e2e/.tmp/${E2E_PORT}`;

/** `yyyy-MM-dd HH:mm:ss` in this machine's zone, which is the server's (same host, APP_TIME_ZONE unset). */
function wireDate(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** A webcast member (join) line of a replay timeline at capture time `ts`. */
function joinLine(ts: number, msgId: string, user: { id: string; uniqueId: string; nickname: string }): string {
  return JSON.stringify({
    ts,
    type: 'WebcastMemberMessage',
    data: {
      common: { method: 'WebcastMemberMessage', msgId, roomId: '9100000000000009999', createTime: String(ts) },
      action: 'JOINED',
      memberCount: '42',
      user: { id: user.id, nickname: user.nickname, displayId: user.uniqueId, avatarThumb: { urlList: [] } },
    },
  });
}

test('a configured viewer joining the host room plays their entry on /vehicleAnimation', async ({ page, browser }) => {
  const token = await apiToken(page);
  const headers = { Authorization: token };
  const tag = randomBytes(3).toString('hex');

  // A real PNG (a screenshot), uploaded as the picture; a minimal libpag header as the resource.
  await page.setContent('<div id="car" style="width:320px;height:160px;background:linear-gradient(90deg,#e63946,#ffb703)"></div>');
  const png = await page.locator('#car').screenshot();
  const picture = await page.request.post('/api/vehicleAnimations/upload?kind=picture', { headers, multipart: { file: { name: 'racer.png', mimeType: 'image/png', buffer: png } } });
  expect(picture.status(), await picture.text()).toBe(200);
  const pag = Buffer.concat([Buffer.from('PAG'), Buffer.from([1, 8, 0, 0, 0, 0]), randomBytes(8)]);
  const resource = await page.request.post('/api/vehicleAnimations/upload?kind=resource', { headers, multipart: { file: { name: 'racer.pag', mimeType: 'application/octet-stream', buffer: pag } } });
  expect(resource.status(), await resource.text()).toBe(200);
  const pictureUrl = ((await picture.json()) as { url: string }).url;
  const resourceUrl = ((await resource.json()) as { url: string }).url;

  const animation = await page.request.post('/api/vehicleAnimations', { headers, data: { name: `Racer ${tag}`, type: 'popular', pictureUrl, resourceUrl } });
  expect(animation.status(), await animation.text()).toBe(201);
  const animationId = ((await animation.json()) as { id: number }).id;
  const fan = { id: `77${Date.now()}`, uniqueId: `vip_fan_${tag}`, nickname: `VIP ${tag}` };
  const config = await page.request.post('/api/userEntryAnimations', {
    headers,
    data: { userId: `@${fan.uniqueId}`, anchorId: `luna_${tag}`, animationId, expireTime: wireDate(Date.now() + 24 * 60 * 60_000) },
  });
  expect(config.status(), await config.text()).toBe(201);

  // The host room replays (once the overlay is open) a stranger joining 8 s in, then the configured fan 10 s in.
  const file = `entry-e2e-${tag}.timeline.jsonl`;
  const t0 = Date.now();
  await writeFile(
    join(DATA_DIR, file),
    [joinLine(t0, `e2e-join-${tag}-0`, { id: '5550000', uniqueId: `early_${tag}`, nickname: 'Early' }), joinLine(t0 + 8_000, `e2e-join-${tag}-1`, { id: '5550001', uniqueId: `stranger_${tag}`, nickname: 'Stranger' }), joinLine(t0 + 10_000, `e2e-join-${tag}-2`, fan)].join('\n') + '\n',
  );
  const room = await page.request.post('/api/live/rooms', { headers, data: { source: 'replay', file, uniqueId: `entry_${tag}`, speed: 1 } });
  expect(room.status(), await room.text()).toBe(201);
  const { roomId } = (await room.json()) as { roomId: string };

  // Group live: the fan is configured for a guest streamer of the game in the host's room.
  const created = await page.request.post('/api/liveConfigs', {
    headers,
    data: {
      name: `Entry night ${tag}`,
      room: { source: 'replay', uniqueId: `entry_${tag}` },
      streamers: [
        { anchorId: `luna_${tag}`, nickname: 'Luna', gifts: ['5655'] },
        { anchorId: `sol_${tag}`, nickname: 'Sol', gifts: ['9139'] },
      ],
      gifts: [
        { giftId: '5655', giftName: 'Rose', price: 1 },
        { giftId: '9139', giftName: 'Team Bracelet', price: 2 },
      ],
      pkTime: { value: 5, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'ramadan',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const { overlayKey } = (await (await page.request.get(`/api/liveConfigs/${id}`, { headers })).json()) as { overlayKey: string };
  expect((await page.request.post(`/api/liveConfigs/${id}/round/start`, { headers, data: {} })).status()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const overlay = await context.newPage();
    const cspViolations: string[] = [];
    overlay.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await overlay.goto(`/vehicleAnimation?key=${encodeURIComponent(overlayKey)}&dot=1`);
    await expect(overlay.getByRole('status', { name: 'Live' })).toBeVisible();

    const caption = overlay.getByText(`VIP ${tag} has arrived`);
    await expect(caption).toBeVisible({ timeout: 25_000 });
    const car = overlay.getByRole('img', { name: `Racer ${tag}` });
    await expect(car).toHaveAttribute('src', pictureUrl);
    // The stranger joined 2 s before: had it been queued, it would be playing now.
    await expect(overlay.getByText('Stranger has arrived')).toHaveCount(0);
    await expect.poll(() => car.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await overlay.screenshot({ path: `${SCREENSHOTS}/overlay-vehicleAnimation-server-entry.png`, omitBackground: true });
    expect(cspViolations).toEqual([]);
    // Played once, then the stage is empty again (a picture stays 4 s).
    await expect(caption).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await context.close();
    await page.request.post(`/api/liveConfigs/${id}/round/end`, { headers, data: {} });
    await page.request.delete('/api/live/rooms', { headers, data: [roomId] });
  }
});
