/**
 * Weekly data from a replayed live: the link fixture (tests/fixtures/tiktok) is replayed through the real monitoring
 * path (replay probe → room → ingest → stored session), and the streamer's week row shows the fixture's exactly-once
 * diamonds (37: tests/fixtures/tiktok/README.md) once, however often the week is recomputed afterwards. On PGlite,
 * and on PostgreSQL when DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { WeekDataRow } from '../../../streams/contracts/week-data';
import { liveSessions, monitoredStreamers } from '../../../server/db/schema/monitor';
import { createLiveProbe } from '../../../server/live/monitor/live-probe';
import { loadStreamer } from '../../../server/live/monitor/monitor-store';
import { TIKTOK_FIXTURES_DIR } from '../../fixtures/fixtures-dir';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

let t: TestApp | undefined;
afterAll(() => t?.close());

const live = { fixturesDir: TIKTOK_FIXTURES_DIR, simulatorRooms: 0, streakIdleMs: 10_000, eulerWsUrl: 'wss://example.invalid', eulerApiKey: undefined, tikfinityWsUrl: 'ws://localhost:1/', connectorEnabled: false };

describe('a replayed week', () => {
  it("shows the fixture's exactly-once diamonds in the streamer's week row, once, after the session closes and after every recompute", async () => {
    t = await buildTestApp({ env: { MONITOR_SCANNER: 'on' }, monitor: { probe: createLiveProbe({ kind: 'replay', live, dataDir: 'memory://', replayFile: 'link.timeline.jsonl', replaySpeed: 0 }) } });
    const app = t.app;
    const headers = auth((await login(app, 'admin', ADMIN_PASSWORD)).token);
    const [streamer] = await app.db.insert(monitoredStreamers).values({ uniqueId: 'viewer0193', nickname: 'Replay week', type: 'focus' }).returning({ id: monitoredStreamers.id });
    const id = streamer!.id;
    await app.monitorScanner!.router.scan((await loadStreamer(app.db, id))!);
    await until(
      () => app.db.select().from(liveSessions).where(eq(liveSessions.streamerId, id)),
      (rows) => rows.length === 1 && rows[0]!.endedAt !== null,
    );

    // The current week (the list's default), read through the API as the week page reads it.
    const rowOf = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/weekData?blurry=viewer0193', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ content: WeekDataRow[] }>().content.find((row) => row.streamerId === id);
    };
    // The close recomputes the streamer's week in the background: wait for the closed session's figures.
    const row = await until(rowOf, (r) => r !== undefined && r.liveCount === 1 && r.diamonds > 0);
    expect(row).toMatchObject({ diamonds: 37, liveCount: 1, liveDays: 1, pkCount: 0, newFollowers: 11, likes: 416_317 });
    expect(row!.sources).toMatchObject({ diamonds: 'measured', liveCount: 'measured', impressions: 'none' });

    // Recomputing the whole week twice (the timed task, as a schedule or a manager would run it) adds nothing.
    const task = app.timing.registry.get('recomputeWeekData')!;
    for (let i = 0; i < 2; i++) await task.run({ db: app.db, kv: app.kv, log: app.log, zone: app.config.timeZone, now: new Date() }, {});
    expect(await rowOf()).toMatchObject({ diamonds: 37, liveCount: 1 });
  });
});
