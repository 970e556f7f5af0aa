/**
 * The monitoring wall on the websocket (`monitor:wall`, streams/contracts/monitor-wall.ts): a wall client gets the
 * whole wall as a snapshot, then the wall again when a monitored streamer goes live and when it ends, through a
 * reconnect that resumes with `sinceSeq`, and a fresh snapshot after a gap (a restarted server's topic); the topic
 * needs `monitor:list`. On PGlite and the memory hub, on PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WALL_TOPIC, wallSnapshotSchema, wallTopicEventSchema, type WallSnapshot } from '../../streams/contracts/monitor-wall';
import { monitoredStreamers } from '../../server/db/schema/monitor';
import type { LiveProbe, ProbeResult } from '../../server/live/monitor/live-probe';
import { loadStreamer } from '../../server/live/monitor/monitor-store';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { connectWs, type WsClient } from './helpers/ws-client';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A probe whose answers the test sets; live streamers get simulator rooms. */
function scriptedProbe(): LiveProbe & { answers: Map<string, ProbeResult> } {
  const answers = new Map<string, ProbeResult>();
  return {
    kind: 'simulator',
    answers,
    async probe(uniqueId) {
      return answers.get(uniqueId) ?? { live: false };
    },
    roomPlan: (uniqueId) => ({ request: { source: 'simulator', uniqueId, speed: 20, seed: 7 } }),
    roomEnded: () => undefined,
  };
}

async function setUp() {
  const probe = scriptedProbe();
  const t: TestApp = await buildTestApp({ env: { MONITOR_SCANNER: 'on' }, monitor: { probe } });
  cleanups.push(() => t.close());
  const [row] = await t.app.db.insert(monitoredStreamers).values({ uniqueId: 'luna_live', nickname: 'LUNA', type: 'focus' }).returning({ id: monitoredStreamers.id });
  const id = row!.id;
  const scan = async () => t.app.monitorScanner!.router.scan((await loadStreamer(t.app.db, id))!);
  const token = (await login(t.app, 'admin', ADMIN_PASSWORD)).token;
  return { t, probe, id, scan, token };
}

async function client(t: TestApp, token: string): Promise<WsClient> {
  const ws = await connectWs(t.app, token);
  cleanups.push(async () => {
    if (!ws.isClosed()) ws.ws.terminate();
  });
  return ws;
}

/** The walls a client received on the topic (snapshots and events), in arrival order. */
const wallsOf = (ws: WsClient): WallSnapshot[] =>
  ws.frames.flatMap((frame) => {
    if (frame.type === 'snapshot' && frame.topic === WALL_TOPIC) return [wallSnapshotSchema.parse(frame.state)];
    if (frame.type === 'event' && frame.topic === WALL_TOPIC) return [wallTopicEventSchema.parse(frame.event).wall];
    return [];
  });
const tileOf = (wall: WallSnapshot | undefined, id: number) => wall?.tiles.find((tile) => tile.streamerId === id);

describe('the wall topic', () => {
  it('sends the wall as a snapshot, then the wall again when a streamer goes live and ends, across a reconnect', async () => {
    const { t, probe, id, scan, token } = await setUp();
    const first = await client(t, token);
    first.send({ type: 'subscribe', topics: [{ topic: WALL_TOPIC }] });
    const { headSeq } = await first.next('subscribed');
    const snapshot = await first.next('snapshot');
    expect(snapshot.seq).toBe(headSeq);
    // The whole wall, as GET api/monitor/wall answers it (gift alerts from the smallest threshold: the page filters).
    const rest = await t.app.inject({ method: 'GET', url: '/api/monitor/wall?alertsAfter=0&giftAlertDiamonds=100', headers: auth(token) });
    expect({ ...wallSnapshotSchema.parse(snapshot.state), serverTime: 0 }).toEqual({ ...rest.json<WallSnapshot>(), serverTime: 0 });
    expect(tileOf(wallSnapshotSchema.parse(snapshot.state), id)).toBeUndefined();

    probe.answers.set('luna_live', { live: true, startedAt: Date.now() - 60_000 });
    await scan();
    await first.until(() => tileOf(wallsOf(first).at(-1), id)?.status === 'connected');
    expect(tileOf(wallsOf(first).at(-1), id)).toMatchObject({ uniqueId: 'luna_live', connection: 'connected', type: 'focus' });

    // The socket dies; the wall reconnects and resumes after the last seq it had: what follows still arrives.
    const lastSeq = Math.max(...first.seqs(WALL_TOPIC), headSeq);
    first.ws.terminate();
    const second = await client(t, token);
    second.send({ type: 'subscribe', topics: [{ topic: WALL_TOPIC, sinceSeq: lastSeq }] });
    await second.next('subscribed');
    probe.answers.set('luna_live', { live: false });
    await scan();
    await second.until(() => {
      const walls = wallsOf(second);
      return walls.length > 0 && tileOf(walls.at(-1), id) === undefined;
    });
    // Resumed: every event after the last seq it had, in order, and no snapshot (nothing was lost).
    const seqs = second.seqs(WALL_TOPIC);
    expect(seqs[0]).toBe(lastSeq + 1);
    expect(seqs).toEqual(seqs.map((_, i) => lastSeq + 1 + i));
    expect(second.frames.filter((frame) => frame.type === 'snapshot')).toEqual([]);
  });

  it('answers a resume the topic cannot serve (a restarted server) with a gap and a fresh snapshot', async () => {
    const { t, token } = await setUp();
    const ws = await client(t, token);
    ws.send({ type: 'subscribe', topics: [{ topic: WALL_TOPIC, sinceSeq: 5_000 }] });
    await ws.next('gap');
    const snapshot = await ws.next('snapshot');
    expect(wallSnapshotSchema.parse(snapshot.state).monitoredCount).toBeGreaterThanOrEqual(1);
  });

  it('needs monitor:list', async () => {
    const { t } = await setUp();
    const reader = await createUser(t.app, { roles: [{ permissions: ['monitor:list'] }] });
    const other = await createUser(t.app, { roles: [{ permissions: ['live:list'] }] });
    const allowed = await client(t, (await login(t.app, reader.username, reader.password)).token);
    allowed.send({ type: 'subscribe', topics: [{ topic: WALL_TOPIC }] });
    await allowed.next('snapshot');
    const refused = await client(t, (await login(t.app, other.username, other.password)).token);
    refused.send({ type: 'subscribe', topics: [{ topic: WALL_TOPIC }] });
    expect((await refused.closed).code).toBe(4403);
  });
});
