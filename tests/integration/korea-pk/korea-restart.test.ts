/**
 * A Korea group PK event restarted in the middle of its double PK stage, fed by the `link` fixture: the same feed as
 * the live configurations' restart test (tests/integration/live-configs.test.ts "restart mid-round", which explains
 * the fixture's two parts and why open streaks must stay uncounted at shutdown), with every gift of the fixture
 * assigned to one streamer, so after the restart that streamer's double PK points and total are the fixture's
 * exactly-once 37 diamonds, and no ledger entry is there twice. The database is shared by the two apps (PGlite in
 * memory, or the test PostgreSQL); the hub is on Redis when REDIS_URL is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../streams/contracts/common';
import type { GameView } from '../../../streams/contracts/game-topic';
import type { KoreaEntryRow, KoreaEventDetail } from '../../../streams/contracts/korea-pk';
import type { CatalogueGift } from '../../../streams/contracts/live-configs';
import type { LiveRoomSummary } from '../../../streams/contracts/live-rooms';
import { liveScoreEntries } from '../../../server/db/schema/games';
import { fixturesDir, writeLinkPartOne } from '../helpers/link-fixture';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestHubs, type TestApp } from '../helpers/test-app';
import { koreaEvent, HEART_ME, ROSE, TEAM_BRACELET, type Json } from './korea-fixtures';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const call = (app: TestApp['app'], headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const doublePoints = (v: GameView) => Object.fromEntries(v.korea!.boards.double.map((l) => [l.id, l.score]));
const total = (v: GameView, id: string) => v.korea!.totals.find((l) => l.streamerId === id)!.total;

async function viewWhen(app: TestApp['app'], headers: Record<string, string>, id: number, done: (v: GameView) => boolean, timeoutMs = 15_000): Promise<GameView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = (await call(app, headers, 'GET', `/api/koreaPk/events/${id}/view`)).json<GameView>();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out; last view ${JSON.stringify({ korea: v.korea, provisional: v.provisional, round: v.round, hostRoom: v.hostRoom })}`);
    await sleep(50);
  }
}

describe('restart mid-stage', () => {
  it("a double PK stage fed by the link replay, interrupted by a restart, resumes on the streamer's new room and ends with the fixture's exactly-once 37", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'livedesk-korea-restart-'));
    const database = await createTestDatabase();
    const hubs = process.env.REDIS_URL ? createTestHubs() : null;
    const env = { DATA_DIR: dataDir, STREAK_IDLE_MS: '600000' };
    try {
      // --- first run ---
      const first = await buildTestApp({ database, env, ...(hubs ? { hub: await hubs.open() } : {}) });
      let id = 0;
      try {
        const headers = auth((await login(first.app, 'admin', ADMIN_PASSWORD)).token);
        await writeLinkPartOne(fixturesDir(first.config), dataDir);

        const catalogue = (await call(first.app, headers, 'GET', '/api/gifts?size=500')).json<Page<CatalogueGift>>().content;
        const created = await call(first.app, headers, 'POST', '/api/koreaPk/events', koreaEvent(catalogue, { name: 'Korea restart' }, true) as unknown as Json);
        expect(created.statusCode, created.body).toBe(201);
        id = created.json<{ id: number }>().id;
        expect((await call(first.app, headers, 'POST', `/api/koreaPk/events/${id}/stages/double/start`, {})).statusCode).toBe(200);

        const room = await call(first.app, headers, 'POST', '/api/live/rooms', { source: 'replay', file: 'link-part-one.timeline.jsonl', uniqueId: 'link_host', speed: 1 });
        expect(room.statusCode, room.body).toBe(201);
        const view = await viewWhen(first.app, headers, id, (v) => doublePoints(v).luna_1 === 2 && v.provisional.luna_1 === 19);
        expect(doublePoints(view)).toEqual({ luna_1: 2, sol_2: 0 });
        expect(view.hostRoom).toMatchObject({ state: 'live', uniqueId: 'link_host' });
      } finally {
        await first.close();
      }
      const stored = await database.database.db.select().from(liveScoreEntries).where(eq(liveScoreEntries.configId, id)).orderBy(asc(liveScoreEntries.seq));
      expect(stored.map((e) => [e.round, e.streamerId, e.delta, e.cause.kind])).toEqual([
        [1, 'luna_1', 1, 'gift'],
        [1, 'luna_1', 1, 'gift'],
      ]);

      // --- second run, same database ---
      const second = await buildTestApp({ database, env, ...(hubs ? { hub: await hubs.open() } : {}) });
      try {
        const headers = auth((await login(second.app, 'admin', ADMIN_PASSWORD)).token);
        const resumed = await viewWhen(second.app, headers, id, (v) => v.hostRoom.state === 'notLive');
        expect(resumed.round).toMatchObject({ status: 'collecting', counting: true, round: 1 });
        expect(resumed.korea).toMatchObject({ running: 'double', stages: { double: { status: 'running' } } });
        expect(doublePoints(resumed)).toEqual({ luna_1: 2, sol_2: 0 });

        // The streamer's room comes back under a new id and replays the whole timeline, as a platform re-sends.
        const room = await call(second.app, headers, 'POST', '/api/live/rooms', { source: 'replay', file: 'link.timeline.jsonl', uniqueId: 'LINK_HOST', speed: 0 });
        expect(room.statusCode, room.body).toBe(201);
        const roomId = room.json<{ roomId: string }>().roomId;
        const deadline = Date.now() + 15_000;
        while ((await call(second.app, headers, 'GET', `/api/live/rooms/${roomId}/summary`)).json<LiveRoomSummary>().state !== 'ended') {
          if (Date.now() > deadline) throw new Error('the replay did not end');
          await sleep(50);
        }
        await viewWhen(second.app, headers, id, (v) => doublePoints(v).luna_1! >= 37 && Object.keys(v.provisional).length === 0);
        await sleep(300); // anything still queued would show now
        const final = (await call(second.app, headers, 'GET', `/api/koreaPk/events/${id}/view`)).json<GameView>();
        expect(doublePoints(final)).toEqual({ luna_1: 37, sol_2: 0 });
        expect(total(final, 'luna_1')).toBe(37);
        expect(final.korea!.pairs).toEqual([{ a: 'luna_1', b: 'sol_2', aScore: 37, bScore: 0, winner: 'luna_1', margin: 37 }]);
        expect(final.korea!.teamTotals).toEqual([
          { id: 'red', score: 37, rank: 1 },
          { id: 'blue', score: 0, rank: 2 },
        ]);

        // Every counted record once, in the double PK stage; the two from before the restart untouched.
        const ledger = (await call(second.app, headers, 'GET', `/api/koreaPk/events/${id}/entries?size=100`)).json<Page<KoreaEntryRow>>().content.reverse();
        expect(ledger.every((e) => e.stage === 'double' && e.cause.kind === 'gift')).toBe(true);
        const keys = ledger.map((e) => (e.cause.kind === 'gift' ? e.cause.key : ''));
        expect(new Set(keys).size).toBe(ledger.length);
        expect(ledger.reduce((sum, e) => sum + e.delta, 0)).toBe(37);
        expect(ledger.slice(0, 2).map((e) => [e.seq, e.delta])).toEqual(stored.map((e) => [e.seq, e.delta]));
        expect(ledger.map((e) => (e.cause.kind === 'gift' ? [e.cause.giftId, e.cause.count] : null))).toEqual([
          [ROSE, 1],
          [ROSE, 1],
          [HEART_ME, 1],
          [ROSE, 11],
          [ROSE, 10],
          [ROSE, 1],
          [TEAM_BRACELET, 6],
        ]);
        const detail = (await call(second.app, headers, 'GET', `/api/koreaPk/events/${id}`)).json<KoreaEventDetail>();
        expect(detail.state).toBe('collecting');
        expect((await call(second.app, headers, 'POST', `/api/koreaPk/events/${id}/stages/end`)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await hubs?.dispose();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
