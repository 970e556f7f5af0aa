/**
 * The data log's scan points over the real database, with a clock the test moves for both the scanner and the CRM:
 * every scan of a CRM streamer adds a point with its live status and the fans it reported (and stores those fans),
 * unless nothing changed since its last point and that point is younger than 30 minutes; scans of streamers not in
 * the CRM write nothing; a failing scan listener does not stop the others or the scanner; `GET
 * api/anchors/{id}/dataLog` charts the points.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnchorDataPoint } from '../../../streams/contracts/anchor-lists';
import type { AnchorRow } from '../../../streams/contracts/anchors';
import { anchorDataLog } from '../../../server/db/schema/anchors';
import { monitoredStreamers } from '../../../server/db/schema/monitor';
import type { LiveProbe, ProbeResult } from '../../../server/live/monitor/live-probe';
import { loadStreamer } from '../../../server/live/monitor/monitor-store';
import { formatWireDate } from '../../../server/http/wire-date';
import { DATA_LOG_QUIET_MS } from '../../../server/modules/anchors/scan-data-log';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { call, freshId, handClock, MANAGER, staff, type Staff } from './crm-fixtures';

const clock = handClock(Date.parse('2026-03-01T10:00:00Z'));
const answers = new Map<string, ProbeResult>();
/** A probe whose answers the test sets (offline unless set). */
const probe: LiveProbe = {
  kind: 'simulator',
  probe: async (uniqueId) => answers.get(uniqueId.toLowerCase()) ?? { live: false },
  roomPlan: (uniqueId) => ({ request: { source: 'simulator', uniqueId, speed: 20, seed: 7 } }),
  roomEnded: () => undefined,
};

let t: TestApp;
let manager: Staff;
beforeAll(async () => {
  t = await buildTestApp({ env: { MONITOR_SCANNER: 'on' }, monitor: { probe, now: clock.now }, crm: { now: clock.now, sweepMs: 0 } });
  // The test scans by hand: no schedule scanning the seed's streamers behind its back.
  await scanner().embedded?.close();
  manager = await staff(t.app, MANAGER);
});
afterAll(() => t?.close());

function scanner() {
  const s = t.app.monitorScanner;
  if (!s) throw new Error('the test app has no scanner');
  return s;
}

/** A monitored regular streamer (scanned, no room, no order): returns its monitored row id. */
async function monitored(uniqueId: string): Promise<number> {
  const [row] = await t.app.db.insert(monitoredStreamers).values({ uniqueId, nickname: uniqueId, type: 'regular' }).returning({ id: monitoredStreamers.id });
  return row!.id;
}

/** A streamer in the CRM (unallocated, so nothing dispatches orders for it) that monitoring scans. */
async function crmStreamer() {
  const streamer = await call<AnchorRow>(t.app, manager, 'POST', '/api/anchors', { anchorId: freshId('datalog') }, 201);
  return { streamer, monitoredId: await monitored(streamer.uniqueId.toUpperCase()) };
}

/** Scans the monitored streamer now (the clock's time) and waits until the scan's batch is stored. */
async function scan(monitoredId: number, answer: ProbeResult) {
  const row = (await loadStreamer(t.app.db, monitoredId))!;
  answers.set(row.uniqueId.toLowerCase(), answer);
  await scanner().router.scan(row);
  await scanner().router.flush();
}

const dataLog = (streamer: AnchorRow) => call<AnchorDataPoint[]>(t.app, manager, 'GET', `/api/anchors/${streamer.id}/dataLog`);
const pointsOf = async (streamer: AnchorRow) => (await dataLog(streamer)).map((point) => [point.liveStatus, point.fans, point.liveMs]);
const allPoints = async () => (await t.app.db.select({ n: count() }).from(anchorDataLog))[0]!.n;

describe('scan points of the data log', () => {
  it('adds a point per scan with its live status and the fans it reported, and stores those fans', async () => {
    const { streamer, monitoredId } = await crmStreamer();
    await scan(monitoredId, { live: false, followers: 1_234 });
    const [point] = await dataLog(streamer);
    expect(point).toMatchObject({ liveStatus: 'notLiving', fans: 1_234, highestDiamonds: 0, liveMs: null });
    expect(point!.time).toBe(formatWireDate(new Date(clock.now()), t.config.timeZone));
    expect((await call<AnchorRow>(t.app, manager, 'GET', `/api/anchors/${streamer.id}`)).fans).toBe(1_234);
  });

  it('adds nothing for an unchanged scan within 30 minutes of the last point, and one after', async () => {
    const { streamer, monitoredId } = await crmStreamer();
    await scan(monitoredId, { live: false, followers: 500 });
    clock.advance(60_000);
    await scan(monitoredId, { live: false, followers: 500 });
    clock.advance(DATA_LOG_QUIET_MS - 120_000);
    await scan(monitoredId, { live: false });
    expect(await pointsOf(streamer)).toEqual([['notLiving', 500, null]]);
    clock.advance(60_000);
    await scan(monitoredId, { live: false });
    expect(await pointsOf(streamer)).toEqual([
      ['notLiving', 500, null],
      ['notLiving', 500, null],
    ]);
  });

  it('adds a point at once when the live status or the fans changed', async () => {
    const { streamer, monitoredId } = await crmStreamer();
    await scan(monitoredId, { live: false, followers: 10 });
    clock.advance(60_000);
    await scan(monitoredId, { live: true, followers: 10 });
    clock.advance(60_000);
    await scan(monitoredId, { live: true, followers: 11 });
    clock.advance(60_000);
    await scan(monitoredId, { live: true, followers: 11 });
    const points = await dataLog(streamer);
    expect(points.map((point) => [point.liveStatus, point.fans, point.liveMs])).toEqual([
      ['notLiving', 10, null],
      ['living', 10, null],
      ['living', 11, null],
    ]);
    expect(new Set(points.map((point) => point.time)).size).toBe(3);
  });

  it('writes nothing for a streamer not in the CRM', async () => {
    const monitoredId = await monitored(freshId('not_crm'));
    const before = await allPoints();
    await scan(monitoredId, { live: true, followers: 99 });
    expect(await allPoints()).toBe(before);
  });

  it('stores one batch of many scans, each streamer once, and keeps scanning when another listener fails', async () => {
    const failing = t.app.monitorScans.onScanned(() => {
      throw new Error('a broken listener');
    });
    try {
      const streamers = await Promise.all([crmStreamer(), crmStreamer(), crmStreamer()]);
      clock.advance(60_000);
      for (const { monitoredId } of streamers) {
        const row = (await loadStreamer(t.app.db, monitoredId))!;
        answers.set(row.uniqueId.toLowerCase(), { live: true, followers: 42 });
        await scanner().router.scan(row);
        await scanner().router.scan(row);
      }
      await scanner().router.flush();
      for (const { streamer } of streamers) expect(await pointsOf(streamer)).toEqual([['living', 42, null]]);
      const [checked] = await t.app.db.select({ at: monitoredStreamers.lastCheckedAt }).from(monitoredStreamers).where(eq(monitoredStreamers.id, streamers[0]!.monitoredId));
      expect(checked!.at?.getTime()).toBe(clock.now());
    } finally {
      failing();
    }
  });

  it('matches the streamer case-insensitively and leaves the stored fans when the scan reports none', async () => {
    const { streamer, monitoredId } = await crmStreamer();
    await t.app.db.execute(sql`update anchors set fans = 7 where id = ${streamer.id}`);
    await scan(monitoredId, { live: true });
    expect(await pointsOf(streamer)).toEqual([['living', 7, null]]);
    expect((await call<AnchorRow>(t.app, manager, 'GET', `/api/anchors/${streamer.id}`)).fans).toBe(7);
  });
});
