/**
 * Two monitoring workers sharing the database, the KV store and the hub (each live room is leased to one worker:
 * every room is connected exactly once, and taken over by the other worker when one stops;
 * server/live/monitor/scan-router.ts).
 *
 * With REDIS_URL set (CI): real workers — scans are BullMQ repeatable jobs (intervals shortened to 1 s for the test),
 * leases and forwarded scans go through Redis. Without it: two embedded instances in one process with the streamer
 * leases on a shared memory store and scans forwarded over an in-process network, every scan sent to both workers.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessions, monitoredStreamers } from '../../server/db/schema/monitor';
import type { LiveProbe } from '../../server/live/monitor/live-probe';
import { loadStreamersByIds } from '../../server/live/monitor/monitor-store';
import { createMemoryRpcNetwork } from '../../server/live/rpc/instance-rpc';
import { buildTestApp, createTestDatabase, createTestHubs, createTestKv, type TestApp, type TestDatabase } from './helpers/test-app';

const REDIS = process.env.REDIS_URL;
/** Its own queue and RPC channels on the shared Redis (other runs' leftovers never reach it). */
const PREFIX = `test-workers-${process.pid}-${Date.now()}:`;
const STREAMERS = ['w_luna', 'w_sol', 'w_mina', 'w_omar', 'w_hana', 'w_leo'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every streamer is live; rooms are real-time simulators. */
const probe: LiveProbe = {
  kind: 'simulator',
  probe: async () => ({ live: true }),
  roomPlan: (uniqueId) => ({ request: { source: 'simulator', uniqueId, speed: 5, seed: uniqueId.length } }),
  roomEnded: () => undefined,
};

let database: TestDatabase;
let kv: Awaited<ReturnType<typeof createTestKv>>;
let hubs: ReturnType<typeof createTestHubs>;
const network = createMemoryRpcNetwork();
let a: TestApp | undefined;
let b: TestApp | undefined;
let ids: number[] = [];

async function worker(): Promise<TestApp> {
  return buildTestApp({
    database,
    kv: kv.kv,
    hub: await hubs.open(),
    env: { MONITOR_SCANNER: 'on', ...(REDIS ? { REDIS_URL: REDIS, KV_PREFIX: PREFIX } : {}) },
    monitor: REDIS ? { probe, intervals: { focus: 1_000, pk: 1_000, regular: 1_000 } } : { probe, rpcNetwork: network },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  kv = await createTestKv();
  hubs = createTestHubs();
  a = await worker();
  const rows = await a.app.db
    .insert(monitoredStreamers)
    .values(STREAMERS.map((uniqueId, i) => ({ uniqueId, nickname: uniqueId, type: i % 2 === 0 ? ('focus' as const) : ('pk' as const) })))
    .returning({ id: monitoredStreamers.id });
  ids = rows.map((row) => row.id);
  b = await worker();
  await a.app.monitorScanner?.bullmq?.sync();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await hubs?.dispose();
  await kv?.dispose();
  await database?.dispose();
});

/** Rooms running (not ended) per streamer handle, across the given workers. */
function runningRooms(workers: TestApp[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of workers) {
    for (const room of w.app.liveRooms.list()) {
      if (room.ingest.summary().state === 'ended') continue;
      counts.set(room.label, (counts.get(room.label) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Scans every streamer until `done`, checking after every round that no streamer has two rooms. With BullMQ the
 * workers scan on their own; without it every scan goes to both workers, the harder case for the leases.
 */
async function scanUntil(workers: TestApp[], done: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!REDIS) {
      const rows = await loadStreamersByIds(workers[0]!.app.db, ids);
      await Promise.all(workers.flatMap((w) => rows.map((row) => w.app.monitorScanner!.router.scan(row))));
    }
    for (const [label, count] of runningRooms(workers)) expect(count, `${label} has ${count} rooms`).toBe(1);
    if (await done()) return;
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(REDIS ? 250 : 500);
  }
}

const statuses = async (w: TestApp) => (await loadStreamersByIds(w.app.db, ids)).map((row) => row.status);

describe('two monitoring workers', () => {
  it('connect every live streamer exactly once, and the other worker takes the streamers over when one stops', async () => {
    if (REDIS) {
      // Scaled out, the scans are BullMQ jobs: one scheduler per enabled streamer.
      expect(a!.app.monitorScanner!.bullmq).not.toBeNull();
      expect(await a!.app.monitorScanner!.bullmq!.schedulerCount()).toBe(STREAMERS.length);
    }
    await scanUntil([a!, b!], async () => (await statuses(a!)).every((s) => s === 'connected') && runningRooms([a!, b!]).size === STREAMERS.length);
    const rooms = runningRooms([a!, b!]);
    expect([...rooms.keys()].sort()).toEqual([...STREAMERS].sort());
    expect([...rooms.values()].every((n) => n === 1)).toBe(true);
    const heldByA = a!.app.monitorScanner!.runtime.held();
    const heldByB = b!.app.monitorScanner!.runtime.held();
    expect([...heldByA, ...heldByB].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(heldByA.filter((id) => heldByB.includes(id))).toEqual([]);
    const sessionsBefore = await a!.app.db.select().from(liveSessions).where(inArray(liveSessions.streamerId, ids));
    expect(sessionsBefore).toHaveLength(STREAMERS.length);

    // The worker holding the most streamers stops; the other one takes each over at its next scan.
    const [stopping, staying] = heldByA.length >= heldByB.length ? [a!, b!] : [b!, a!];
    await stopping.close();
    if (stopping === a) a = undefined;
    else b = undefined;
    await scanUntil([staying], async () => staying.app.monitorScanner!.runtime.held().length === STREAMERS.length && runningRooms([staying]).size === STREAMERS.length);
    await scanUntil([staying], async () => (await statuses(staying)).every((s) => s === 'connected'));
    expect([...runningRooms([staying]).values()].every((n) => n === 1)).toBe(true);
    // The sessions went on: the same open session per streamer, none ended or opened twice.
    const sessionsAfter = await staying.app.db.select().from(liveSessions).where(inArray(liveSessions.streamerId, ids));
    expect(sessionsAfter.map((s) => s.id).sort()).toEqual(sessionsBefore.map((s) => s.id).sort());
    expect(sessionsAfter.every((s) => s.endedAt === null)).toBe(true);
    const [first] = await staying.app.db.select().from(monitoredStreamers).where(eq(monitoredStreamers.id, ids[0]!));
    expect(first!.roomId).toBe(staying.app.monitorScanner!.runtime.roomOf(ids[0]!));
  });
});
