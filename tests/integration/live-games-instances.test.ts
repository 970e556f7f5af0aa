/**
 * Group-live games on two server instances sharing the database, the KV store and the hub (README "Scaling out";
 * server/live/lease/leased-games.ts): one instance runs each game, the other forwards the host's commands to it,
 * gifts from the host room are counted once, and when the running instance stops the other one resumes the game
 * with the same scores. On PGlite with a shared memory store and hub by default; on PostgreSQL and Redis (separate
 * Redis connections per instance, as in production) when DATABASE_URL / REDIS_URL are set.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../streams/contracts/common';
import type { GameView } from '../../streams/contracts/game-topic';
import type { CatalogueGift, ScoreEntryRow } from '../../streams/contracts/live-configs';
import type { LiveRoomSummary } from '../../streams/contracts/live-rooms';
import type { LiveConfigInput } from '../../streams/games/live-config';
import { liveScoreEntries } from '../../server/db/schema/games';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestHubs, createTestKv, type TestApp, type TestDatabase } from './helpers/test-app';
import { sleep, until } from './helpers/until';

const ROSE = '5655';
const HEART_ME = '7934';
const TEAM_BRACELET = '9139';

type Json = Record<string, unknown> | unknown[];
type Instance = { t: TestApp; headers: Record<string, string> };

let database: TestDatabase;
let kv: Awaited<ReturnType<typeof createTestKv>>;
let hubs: ReturnType<typeof createTestHubs>;
let a: Instance;
let b: Instance;

async function instance(): Promise<Instance> {
  const t = await buildTestApp({ database, kv: kv.kv, hub: await hubs.open(), env: { STREAK_IDLE_MS: '600000' } });
  return { t, headers: auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  kv = await createTestKv();
  hubs = createTestHubs();
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  await a?.t.close();
  await b?.t.close();
  await hubs?.dispose();
  await kv?.dispose();
  await database?.dispose();
});

const call = (on: Instance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
  on.t.app.inject({ method, url, headers: on.headers, ...(payload === undefined ? {} : { payload }) });
const scores = (view: GameView) => Object.fromEntries(view.board.map((line) => [line.streamerId, line.score]));

describe('a live game on two instances', () => {
  it('runs on one instance, takes commands on both, counts the link replay once, and moves when its instance stops', async () => {
    const catalogue = (await call(a, 'GET', '/api/gifts?size=500')).json<Page<CatalogueGift>>().content;
    const gift = (giftId: string) => ({ giftId, giftName: catalogue.find((g) => g.giftId === giftId)!.name, price: catalogue.find((g) => g.giftId === giftId)!.diamondCount });
    const body: LiveConfigInput = {
      name: 'Two instances',
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
    const created = await call(a, 'POST', '/api/liveConfigs', body as unknown as Json);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;

    // Started on A: A runs the game.
    expect((await call(a, 'POST', `/api/liveConfigs/${id}/round/start`)).statusCode).toBe(200);
    const holder = await kv.kv.get(`lease:game:${id}`);
    expect(holder).toBeTruthy();

    // B takes the host's adjustment and answers with the game's view: one game, one ledger.
    const adjusted = await call(b, 'POST', `/api/liveConfigs/${id}/adjust`, { streamerId: 'sol_2', score: 5, reason: 'bonus' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(scores(adjusted.json<GameView>())).toEqual({ luna_1: 0, sol_2: 5 });
    // A's live game made it (its in-memory view has it at once), not a second game on B.
    expect(scores((await call(a, 'GET', `/api/liveConfigs/${id}/view`)).json<GameView>())).toEqual({ luna_1: 0, sol_2: 5 });
    // A refusal on the running instance comes back through B with its message.
    const refused = await call(b, 'POST', `/api/liveConfigs/${id}/round/start`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/already running/);
    expect(await kv.kv.get(`lease:game:${id}`)).toBe(holder);

    // The configuration edited through B; the link fixture through a replay room of the streamer on A.
    const put = await call(b, 'PUT', '/api/liveConfigs', { ...body, id, name: 'Two instances, edited' } as unknown as Json);
    expect(put.statusCode, put.body).toBe(204);
    const room = await call(a, 'POST', '/api/live/rooms', { source: 'replay', file: 'link.timeline.jsonl', uniqueId: 'link_host', speed: 0 });
    expect(room.statusCode, room.body).toBe(201);
    const roomId = room.json<{ roomId: string }>().roomId;
    await until(
      async () => (await call(a, 'GET', `/api/live/rooms/${roomId}/summary`)).json<LiveRoomSummary>(),
      (summary) => summary.state === 'ended',
    );
    const counted = await until(
      async () => (await call(a, 'GET', `/api/liveConfigs/${id}/view`)).json<GameView>(),
      (view) => view.board.reduce((sum, line) => sum + line.score, 0) >= 42,
    );
    await sleep(300);
    const onA = (await call(a, 'GET', `/api/liveConfigs/${id}/view`)).json<GameView>();
    const onB = (await call(b, 'GET', `/api/liveConfigs/${id}/view`)).json<GameView>();
    expect(scores(onA)).toEqual(scores(counted));
    expect(scores(onA)).toEqual({ luna_1: 24, sol_2: 18 });
    expect(scores(onB)).toEqual(scores(onA));
    const giftEntries = (await database.database.db.select().from(liveScoreEntries).where(eq(liveScoreEntries.configId, id)).orderBy(asc(liveScoreEntries.seq))).filter(
      (e) => e.cause.kind === 'gift',
    );
    expect(giftEntries).toHaveLength(7);
    expect(giftEntries.reduce((sum, e) => sum + e.delta, 0)).toBe(37);

    // A stops: its lease is given back and B resumes the game from the database with the same scores.
    await a.t.close();
    a = undefined as unknown as Instance;
    const resumed = await call(b, 'POST', `/api/liveConfigs/${id}/adjust`, { streamerId: 'luna_1', score: 1, reason: 'after the move' });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(scores(resumed.json<GameView>())).toEqual({ luna_1: 25, sol_2: 18 });
    expect(await kv.kv.get(`lease:game:${id}`)).not.toBe(holder);
    const ledger = (await call(b, 'GET', `/api/liveConfigs/${id}/entries?size=100`)).json<Page<ScoreEntryRow>>().content;
    expect(ledger.filter((e) => e.cause.kind === 'manual').map((e) => e.delta).sort()).toEqual([1, 5]);
    expect((await call(b, 'POST', `/api/liveConfigs/${id}/round/end`)).statusCode).toBe(200);
  }, 60_000);
});
