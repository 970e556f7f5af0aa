/**
 * A server instance killed (SIGKILL) while the game it holds is being fed by a replay of the `link` fixture, on
 * PostgreSQL and Redis with two instances (`*.postgres.test.ts`: only with DATABASE_URL, and REDIS_URL, set). Unlike
 * a clean stop (tests/integration/live-games-instances.test.ts, the restart tests of live-configs and korea-pk), no
 * shutdown hook runs: the game's lease is not released, the replay room dies with its process, open streaks stay
 * uncounted and the room cursor is whatever the last transaction committed. The other instance must take the game
 * over once the lease expires (GAME_LEASE_TTL_MS, short here), and the whole timeline sent again in the streamer's
 * new room must end with every streamer at the exactly-once figures, no ledger entry twice. Twice: killed while the
 * room waits for its next frame (three streaks open, the same moment as the clean restart tests), and killed right
 * after the game's first transaction, while it is still storing what the room sends.
 *
 * Instance A is a real child process (`server/main.ts`); instance B runs in this process on the same database, the
 * same Redis key prefix (sessions, leases, hub, instance RPC), as a second server of one deployment.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../streams/contracts/common';
import type { GameView } from '../../../streams/contracts/game-topic';
import type { CatalogueGift } from '../../../streams/contracts/live-configs';
import type { LiveRoomSummary } from '../../../streams/contracts/live-rooms';
import type { LiveConfigInput } from '../../../streams/games/live-config';
import { liveScoreEntries } from '../../../server/db/schema/games';
import { loadConfig } from '../../../server/config';
import { createRedisKvStore } from '../../../server/kv/redis-kv-store';
import type { KvStore } from '../../../server/kv/kv-store';
import { createRedisHub, type RedisHub } from '../../../server/live/hub/redis-hub';
import { fixturesDir, LINK_EXACTLY_ONCE_DIAMONDS, LINK_PART_ONE_FILE, writeLinkPartOne } from '../helpers/link-fixture';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../helpers/test-app';
import { sleep, until } from '../helpers/until';

const ROSE = '5655';
const HEART_ME = '7934';
const TEAM_BRACELET = '9139';
/** The lease outlives a dead holder by this long, ms: B takes the game within about two of these. */
const LEASE_TTL_MS = 2_000;

type Json = Record<string, unknown> | unknown[];

const redisUrl = process.env.REDIS_URL ?? '';
const prefix = `ld-test:${randomBytes(6).toString('hex')}:`;
let dataDir: string;
let database: TestDatabase;
let kv: KvStore;
let hub: RedisHub;
let a: ServerProcess | undefined;
let b: TestApp;
let headers: Record<string, string>;
let shared: Record<string, string>;

/** Instance A: `server/main.ts` in a child process on the shared database and Redis prefix. */
const startA = () => startServerProcess({ ...shared, DATABASE_URL: database.url!, ADMIN_PASSWORD, LOG_LEVEL: 'warn', SIMULATOR_ROOMS: '0', MONITOR_SCANNER: 'off' });

beforeAll(async () => {
  if (!redisUrl) throw new Error('this test needs REDIS_URL with DATABASE_URL: two instances share sessions, leases and the hub through Redis');
  dataDir = await mkdtemp(join(tmpdir(), 'livedesk-crash-'));
  await writeLinkPartOne(fixturesDir(loadConfig({})), dataDir);
  database = await createTestDatabase();
  shared = { REDIS_URL: redisUrl, KV_PREFIX: prefix, GAME_LEASE_TTL_MS: String(LEASE_TTL_MS), STREAK_IDLE_MS: '600000', DATA_DIR: dataDir };
  // A first: it migrates and seeds the fresh database.
  a = await startA();
  kv = await createRedisKvStore(redisUrl, prefix);
  hub = await createRedisHub(redisUrl, prefix);
  b = await buildTestApp({ database, kv, hub, env: shared });
  // Sessions live in Redis: a sign-in on B is valid on A.
  headers = auth((await login(b.app, 'admin', ADMIN_PASSWORD)).token);
}, 90_000);

afterAll(async () => {
  await a?.kill();
  await b?.close();
  await hub?.close();
  await kv?.clear();
  await kv?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** A request to the child process A. */
async function onA<T>(method: 'GET' | 'POST', path: string, payload?: Json): Promise<{ status: number; body: T }> {
  const response = await fetch(`${a!.url}${path}`, {
    method,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as T };
}
const onB = (method: 'GET' | 'POST', url: string, payload?: Json) => b.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const scores = (view: GameView) => Object.fromEntries(view.board.map((line) => [line.streamerId, line.score]));

/**
 * Creates a game on A and starts its round (A holds the lease), starts A's replay room on the first part of the
 * fixture, waits for `killWhen`, kills A with SIGKILL, and returns what A had committed by then.
 */
async function crashMidFeed(name: string, killWhen: (id: number, roomId: string) => Promise<void>) {
  const catalogue = (await onB('GET', '/api/gifts?size=500')).json<Page<CatalogueGift>>().content;
  const gift = (giftId: string) => ({ giftId, giftName: catalogue.find((g) => g.giftId === giftId)!.name, price: catalogue.find((g) => g.giftId === giftId)!.diamondCount });
  const body: LiveConfigInput = {
    name,
    room: { source: 'replay', uniqueId: 'link_host' },
    streamers: [
      { anchorId: 'luna_1', nickname: 'Luna', gifts: [ROSE] },
      { anchorId: 'sol_2', nickname: 'Sol', gifts: [TEAM_BRACELET, HEART_ME] },
    ],
    gifts: [gift(ROSE), gift(TEAM_BRACELET), gift(HEART_ME)],
    pkTime: { value: 60, unit: 'minutes' },
    autoEndSeconds: 0,
    pluginStyle: 'battle',
  };
  const created = await onA<{ id: number }>('POST', '/api/liveConfigs', body as unknown as Json);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  expect((await onA('POST', `/api/liveConfigs/${id}/round/start`)).status).toBe(200);
  const holder = await kv.get(`lease:game:${id}`);
  expect(holder).toBeTruthy();
  const room = await onA<{ roomId: string }>('POST', '/api/live/rooms', { source: 'replay', file: LINK_PART_ONE_FILE, uniqueId: 'link_host', speed: 1 });
  expect(room.status, JSON.stringify(room.body)).toBe(201);
  await killWhen(id, room.body.roomId);

  // SIGKILL: nothing of A's shutdown runs.
  await a!.kill('SIGKILL');
  a = undefined;
  // The lease was not given back: it still names A until it expires.
  expect(await kv.get(`lease:game:${id}`)).toBe(holder);
  const committed = await database.database.db.select().from(liveScoreEntries).where(eq(liveScoreEntries.configId, id)).orderBy(asc(liveScoreEntries.seq));
  return { id, holder, committed };
}

/**
 * B takes the game over by itself once A's lease expired (from the database and the hub's events after the stored
 * room cursor), the streamer's room comes back on B
 * under a new id and the platform sends the whole timeline again: the round ends at the exactly-once figures, every
 * counted record once in the ledger, and the entries A committed untouched.
 */
async function takeOverAndFinish(id: number, holder: string | null, committed: (typeof liveScoreEntries.$inferSelect)[]) {
  await until(
    () => kv.get(`lease:game:${id}`),
    (owner) => owner !== null && owner !== holder,
    LEASE_TTL_MS * 5,
  );
  const resumed = await until(
    async () => (await onB('GET', `/api/liveConfigs/${id}/view`)).json<GameView>(),
    (view) => view.hostRoom.state === 'notLive',
  );
  expect(resumed.round).toMatchObject({ status: 'collecting', counting: true, round: 1 });
  // What A committed, plus what A's room had published after A's last commit: B's game reads those from the hub
  // after the stored cursor. The first part holds 2 counted diamonds.
  const resumedScore = scores(resumed).luna_1! + scores(resumed).sol_2!;
  expect(resumedScore).toBeGreaterThanOrEqual(committed.reduce((sum, e) => sum + e.delta, 0));
  expect(resumedScore).toBeLessThanOrEqual(2);

  const again = await onB('POST', '/api/live/rooms', { source: 'replay', file: 'link.timeline.jsonl', uniqueId: 'LINK_HOST', speed: 0 });
  expect(again.statusCode, again.body).toBe(201);
  const roomId = again.json<{ roomId: string }>().roomId;
  const summary = await until(
    async () => (await onB('GET', `/api/live/rooms/${roomId}/summary`)).json<LiveRoomSummary>(),
    (s) => s.state === 'ended',
  );
  expect(summary.giftDiamonds).toBe(LINK_EXACTLY_ONCE_DIAMONDS);
  await until(
    async () => (await onB('GET', `/api/liveConfigs/${id}/view`)).json<GameView>(),
    (view) => scores(view).luna_1! + scores(view).sol_2! >= LINK_EXACTLY_ONCE_DIAMONDS && Object.keys(view.provisional).length === 0,
  );
  await sleep(300); // anything still queued would show now
  const final = (await onB('GET', `/api/liveConfigs/${id}/view`)).json<GameView>();
  expect(scores(final)).toEqual({ luna_1: 24, sol_2: 13 });
  expect(final.provisional).toEqual({});

  const ledger = await database.database.db.select().from(liveScoreEntries).where(eq(liveScoreEntries.configId, id)).orderBy(asc(liveScoreEntries.seq));
  const gifts = ledger.filter((e) => e.cause.kind === 'gift');
  const keys = gifts.map((e) => (e.cause.kind === 'gift' ? e.cause.key : ''));
  expect(new Set(keys).size).toBe(gifts.length);
  expect(gifts).toHaveLength(7);
  expect(gifts.reduce((sum, e) => sum + e.delta, 0)).toBe(LINK_EXACTLY_ONCE_DIAMONDS);
  expect(ledger.slice(0, committed.length).map((e) => [e.seq, e.delta])).toEqual(committed.map((e) => [e.seq, e.delta]));
  expect((await onB('POST', `/api/liveConfigs/${id}/round/end`)).statusCode).toBe(200);
}

describe('an instance killed mid-replay', () => {
  it('lets the other instance take its game over after the lease TTL and finish the feed with the exactly-once totals', async () => {
    // Killed while its room waits for the next frame, three streaks open.
    const { id, holder, committed } = await crashMidFeed('Crash mid-replay', async (configId, roomId) => {
      const fed = await until(
        async () => (await onA<GameView>('GET', `/api/liveConfigs/${configId}/view`)).body,
        (view) => scores(view).luna_1 === 2 && view.provisional.luna_1 === 19,
      );
      expect(scores(fed)).toEqual({ luna_1: 2, sol_2: 0 });
      expect(fed.hostRoom).toMatchObject({ state: 'live', roomId });
    });
    // What A had committed: the two ended streaks; the open ones were never counted.
    expect(committed.map((e) => [e.streamerId, e.delta, e.cause.kind])).toEqual([
      ['luna_1', 1, 'gift'],
      ['luna_1', 1, 'gift'],
    ]);
    await takeOverAndFinish(id, holder, committed);
  }, 45_000);

  it('loses and doubles nothing when killed while the game is storing what the room sends', async () => {
    a = await startA();
    // Killed as soon as the game's first transaction is in: the room's frames are still being counted and stored.
    const { id, holder, committed } = await crashMidFeed('Crash mid-write', async (configId) => {
      // Polled tightly (the whole first part is stored within a fraction of a second).
      const deadline = Date.now() + 20_000;
      while ((await database.database.db.select({ seq: liveScoreEntries.seq }).from(liveScoreEntries).where(eq(liveScoreEntries.configId, configId))).length === 0) {
        if (Date.now() > deadline) throw new Error('the game stored nothing');
        await sleep(2);
      }
    });
    expect(committed.length).toBeGreaterThan(0);
    await takeOverAndFinish(id, holder, committed);
  }, 45_000);
});
