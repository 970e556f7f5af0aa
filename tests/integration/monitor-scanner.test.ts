/**
 * The monitoring scanner in the app (scanning and live sessions; server/live/monitor):
 * scans by type on a fake clock, live/offline transitions with their connection log, a focus streamer's room and
 * session, a regular streamer's snapshots, the wall's tiles and alerts, and a replay session whose figures equal the
 * fixture's exactly-once totals. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { WallSnapshot } from '../../streams/contracts/monitor-wall';
import type { MonitorType } from '../../streams/monitor/scan-schedule';
import { SCAN_INTERVAL_MS } from '../../streams/monitor/scan-schedule';
import { liveSessionMinutes, liveSessions, monitorConnectionLog, monitoredStreamers } from '../../server/db/schema/monitor';
import { createLiveProbe, type LiveProbe, type ProbeResult } from '../../server/live/monitor/live-probe';
import { createEmbeddedScanner } from '../../server/live/monitor/embedded-scanner';
import { createMonitorRuntime } from '../../server/live/monitor/monitor-runtime';
import { loadStreamer } from '../../server/live/monitor/monitor-store';
import { createScanRouter } from '../../server/live/monitor/scan-router';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { TIKTOK_FIXTURES_DIR } from '../fixtures/fixtures-dir';
import { sleep, until } from './helpers/until';

const FIXTURE = join(TIKTOK_FIXTURES_DIR, 'link.timeline.jsonl');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addStreamer(app: TestApp, uniqueId: string, type: MonitorType): Promise<number> {
  const [row] = await app.app.db.insert(monitoredStreamers).values({ uniqueId, nickname: uniqueId.toUpperCase(), type }).returning({ id: monitoredStreamers.id });
  return row!.id;
}

const logOf = async (app: TestApp, id: number) =>
  (await app.app.db.select().from(monitorConnectionLog).where(eq(monitorConnectionLog.streamerId, id)).orderBy(asc(monitorConnectionLog.id))).map((row) => `${row.fromStatus}→${row.toStatus}`);
const sessionsOf = (app: TestApp, id: number) => app.app.db.select().from(liveSessions).where(eq(liveSessions.streamerId, id)).orderBy(asc(liveSessions.id));
const scanner = (app: TestApp) => {
  const s = app.app.monitorScanner;
  if (!s) throw new Error('the test app has no scanner');
  return s;
};
const scan = async (app: TestApp, id: number) => scanner(app).router.scan((await loadStreamer(app.app.db, id))!);

/** A probe whose answers the test sets; live streamers get real-time simulator rooms. */
function scriptedProbe(): LiveProbe & { answers: Map<string, ProbeResult>; calls: Map<string, number[]> } {
  const answers = new Map<string, ProbeResult>();
  const calls = new Map<string, number[]>();
  return {
    kind: 'simulator',
    answers,
    calls,
    async probe(uniqueId, at) {
      calls.set(uniqueId, [...(calls.get(uniqueId) ?? []), at]);
      return answers.get(uniqueId) ?? { live: false };
    },
    roomPlan: (uniqueId) => ({ request: { source: 'simulator', uniqueId, speed: 20, seed: 7 } }),
    roomEnded: () => undefined,
  };
}

async function wall(app: TestApp, alertsAfter = 0): Promise<WallSnapshot> {
  const headers = auth((await login(app.app, 'admin', ADMIN_PASSWORD)).token);
  const res = await app.app.inject({ method: 'GET', url: `/api/monitor/wall?alertsAfter=${alertsAfter}&giftAlertDiamonds=100`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WallSnapshot>();
}

describe('a replay session', () => {
  it("stores the session with the fixture's exactly-once figures, and the connection log from connecting to offline", async () => {
    t = await buildTestApp({ env: { MONITOR_SCANNER: 'on' }, monitor: { probe: createLiveProbe({ kind: 'replay', live: loadLive(), dataDir: 'memory://', replayFile: 'link.timeline.jsonl', replaySpeed: 0 }) } });
    const id = await addStreamer(t, 'viewer0193', 'focus');
    await scan(t, id);
    const [session] = await until(
      () => sessionsOf(t!, id),
      (rows) => rows.length === 1 && rows[0]!.endedAt !== null,
    );
    // tests/fixtures/tiktok/README.md: link's exactly-once total with its open streaks closed at the end (14 + 23),
    // the highest like total, 11 follows and 10 shares (WebcastSocialMessage actions 1 and 3).
    const peak = Math.max(...fixtureViewerCounts());
    expect(session).toMatchObject({ diamonds: 37, likes: 416_317, newFollowers: 11, shares: 10, peakViewers: peak, pkCount: 0 });
    expect(session!.durationMs).toBeGreaterThanOrEqual(0);
    const minutes = await t.app.db.select().from(liveSessionMinutes).where(eq(liveSessionMinutes.sessionId, session!.id));
    expect(minutes.reduce((sum, m) => sum + m.diamonds, 0)).toBeLessThanOrEqual(37);
    expect(minutes.length).toBeGreaterThan(0);
    expect(await logOf(t, id)).toEqual(['unknown→connecting', 'connecting→connected', 'connected→offline']);
    const row = (await loadStreamer(t.app.db, id))!;
    expect(row).toMatchObject({ status: 'offline', liveSince: null });
    // The replay was one session: the next scan finds the streamer offline and opens nothing.
    await scan(t, id);
    await sleep(200);
    expect(await sessionsOf(t, id)).toHaveLength(1);
  });
});

describe('scans of focus, PK and regular streamers', () => {
  it('checks focus and PK streamers every minute and regular ones every five, each at its own phase', async () => {
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const probe = scriptedProbe();
    // The app's own scanner runs on the real clock: this test builds one on a fake clock instead.
    t = await buildTestApp();
    const ids = { focus: await addStreamer(t, 'focus_a', 'focus'), pk: await addStreamer(t, 'pk_a', 'pk'), regular: await addStreamer(t, 'regular_a', 'regular') };
    const now = () => clock;
    const runtime = createMonitorRuntime({ db: t.app.db, kv: t.kv, probe, rooms: t.app.liveRooms, log: t.app.log, now });
    const router = createScanRouter({ db: t.app.db, kv: t.kv, probe, runtime, log: t.app.log, now });
    const own = createEmbeddedScanner({ db: t.app.db, router, runtime, log: t.app.log, now, random: () => 0.5 });
    await own.refresh();
    probe.calls.clear();
    const start = clock;
    // Ten minutes in 5-second steps.
    for (let step = 0; step < 120; step++) {
      clock += 5_000;
      await own.tick();
    }
    const count = (uniqueId: string) => probe.calls.get(uniqueId)?.length ?? 0;
    expect(count('focus_a')).toBe(10);
    expect(count('pk_a')).toBe(10);
    expect(count('regular_a')).toBe(2);
    // Spread: consecutive checks of one streamer are an interval apart (±10% jitter; 0.5 = none here).
    const gaps = (uniqueId: string) => probe.calls.get(uniqueId)!.slice(1).map((at, i) => at - probe.calls.get(uniqueId)![i]!);
    for (const gap of gaps('focus_a')) expect(Math.abs(gap - SCAN_INTERVAL_MS.focus)).toBeLessThanOrEqual(SCAN_INTERVAL_MS.focus * 0.1 + 5_000);
    for (const gap of gaps('regular_a')) expect(Math.abs(gap - SCAN_INTERVAL_MS.regular)).toBeLessThanOrEqual(SCAN_INTERVAL_MS.regular * 0.1 + 5_000);
    // The first checks land at each streamer's phase, not all at once.
    const firsts = Object.keys(ids).map((k) => probe.calls.get(`${k}_a`)![0]! - start);
    expect(new Set(firsts).size).toBe(3);
    await own.close();
    await router.close();
    await runtime.close();
  });

  it('connects a live focus streamer, keeps its session and tile, alerts when its room is stopped, reconnects, and ends when offline', async () => {
    const probe = scriptedProbe();
    t = await buildTestApp({ env: { MONITOR_SCANNER: 'on' }, monitor: { probe } });
    const id = await addStreamer(t, 'luna_live', 'focus');
    probe.answers.set('luna_live', { live: true, startedAt: Date.now() - 60_000 });
    await scan(t, id);
    const connected = await until(
      () => loadStreamer(t!.app.db, id),
      (row) => row?.status === 'connected',
    );
    expect(connected!.liveSince).toBeLessThanOrEqual(Date.now() - 60_000);
    const roomId = scanner(t).runtime.roomOf(id)!;
    expect(t.app.liveRooms.get(roomId)).toBeDefined();
    // The wall shows the tile with the room's figures growing.
    await scanner(t).runtime.flush();
    const first = await until(
      () => wall(t!),
      (w) => (w.tiles.find((tile) => tile.streamerId === id)?.diamonds ?? 0) > 0,
    );
    const tile = first.tiles.find((x) => x.streamerId === id)!;
    expect(tile).toMatchObject({ uniqueId: 'luna_live', status: 'connected', connection: 'connected', roomId, type: 'focus' });
    // Counted once: never more than the room's own exactly-once total (which keeps growing meanwhile).
    expect(tile.diamonds).toBeLessThanOrEqual(t.app.liveRooms.get(roomId)!.ingest.summary().giftDiamonds);

    // Staff stop the room: an unexpected drop for monitoring.
    expect(t.app.liveRooms.stop([roomId])).toEqual([]);
    await until(
      () => loadStreamer(t!.app.db, id),
      (row) => row?.status === 'disconnected',
    );
    const alerts = (await wall(t)).alerts.filter((a) => a.streamerId === id && a.kind === 'offline');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.detail).toContain('stopped');
    // The wall translates it by its code; the English stays in `detail` for API readers.
    expect(alerts[0]).toMatchObject({ code: 'connectionLost', params: { reason: expect.stringContaining('the live room was stopped') } });
    // The next scan connects again, with a new room.
    await scan(t, id);
    await until(
      () => loadStreamer(t!.app.db, id),
      (row) => row?.status === 'connected',
    );
    expect(scanner(t).runtime.roomOf(id)).not.toBe(roomId);
    // Offline: the room stops, the session ends (one session across both rooms), the tile goes.
    probe.answers.set('luna_live', { live: false });
    await scan(t, id);
    const [session, ...more] = await until(
      () => sessionsOf(t!, id),
      (rows) => rows[0]?.endedAt !== null && rows.length > 0,
    );
    expect(more).toHaveLength(0);
    expect(session!.diamonds).toBeGreaterThan(0);
    expect(scanner(t).runtime.roomOf(id)).toBeNull();
    expect((await wall(t)).tiles.find((x) => x.streamerId === id)).toBeUndefined();
    expect(await logOf(t, id)).toEqual([
      'unknown→connecting',
      'connecting→connected',
      'connected→disconnected',
      'disconnected→connecting',
      'connecting→connected',
      'connected→offline',
    ]);
  });

  it('tracks a live regular streamer by snapshots (no room), with peak and average viewers', async () => {
    const probe = scriptedProbe();
    t = await buildTestApp({ env: { MONITOR_SCANNER: 'on' }, monitor: { probe } });
    const id = await addStreamer(t, 'sora_reg', 'regular');
    probe.answers.set('sora_reg', { live: true, viewers: 1_200, likes: 5_000 });
    await scan(t, id);
    await until(
      () => loadStreamer(t!.app.db, id),
      (row) => row?.status === 'tracked',
    );
    expect(scanner(t).runtime.roomOf(id)).toBeNull();
    probe.answers.set('sora_reg', { live: true, viewers: 1_800, likes: 9_000 });
    await scan(t, id);
    await scanner(t).runtime.flush();
    const tile = (await wall(t)).tiles.find((x) => x.streamerId === id)!;
    expect(tile).toMatchObject({ status: 'tracked', connection: 'disconnected', viewers: 1_800, likes: 9_000, roomId: null });
    probe.answers.set('sora_reg', { live: false });
    await scan(t, id);
    const [session] = await until(
      () => sessionsOf(t!, id),
      (rows) => rows[0]?.endedAt != null,
    );
    expect(session).toMatchObject({ peakViewers: 1_800, likes: 9_000, diamonds: 0 });
    expect(await logOf(t, id)).toEqual(['unknown→tracked', 'tracked→offline']);
  });

  it('lets go of a streamer staff disabled: its room stops and its session ends', async () => {
    const probe = scriptedProbe();
    t = await buildTestApp({ env: { MONITOR_SCANNER: 'on' }, monitor: { probe } });
    const id = await addStreamer(t, 'mina_pk', 'pk');
    probe.answers.set('mina_pk', { live: true });
    await scan(t, id);
    await until(
      () => loadStreamer(t!.app.db, id),
      (row) => row?.status === 'connected',
    );
    const roomId = scanner(t).runtime.roomOf(id)!;
    const headers = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const res = await t.app.inject({ method: 'PUT', url: '/api/monitor/streamers/enabled', headers, payload: { ids: [id], enabled: false } });
    expect(res.statusCode, res.body).toBe(204);
    await scanner(t).embedded!.refresh();
    await until(
      () => sessionsOf(t!, id),
      (rows) => rows[0]?.endedAt != null,
    );
    expect(t.app.liveRooms.get(roomId)).toBeUndefined();
    expect((await loadStreamer(t.app.db, id))!.status).toBe('disabled');
  });
});

function loadLive() {
  return { fixturesDir: TIKTOK_FIXTURES_DIR, simulatorRooms: 0, streakIdleMs: 10_000, eulerWsUrl: 'wss://example.invalid', eulerApiKey: undefined, tikfinityWsUrl: 'ws://localhost:1/', connectorEnabled: false };
}

/** The viewer counts (WebcastRoomUserSeqMessage `total`) of the fixture, read straight from the file. */
function fixtureViewerCounts(): number[] {
  return readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"WebcastRoomUserSeqMessage"'))
    .map((line) => Number((JSON.parse(line) as { data: { total: number | string } }).data.total));
}
