/**
 * Orders over the real database, with a clock the test moves: a followed streamer's live start makes one order for
 * their operator (also when two instances dispatch the same session at once), which can be taken within 3 minutes of
 * the live start the platform reported and expires after; the operator is told on `orders:<userId>`; the dispatch
 * statistics count what happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACCEPT_MS, type AnchorRow, type OrderRow } from '../../../streams/contracts/anchors';
import { ordersTopic, type DispatchStatsRow, type OrderTopicEvent } from '../../../streams/contracts/anchor-orders';
import { liveSessions, monitoredStreamers } from '../../../server/db/schema/monitor';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestHubs, createTestKv, type TestApp, type TestDatabase } from '../helpers/test-app';
import { auth, login } from '../helpers/session';
import { call, freshId, handClock, MANAGER, OPERATOR, staff, targetBody, type Staff } from './crm-fixtures';
import { eq, sql } from 'drizzle-orm';

const clock = handClock(Date.parse('2026-03-01T10:00:00Z'));
let database: TestDatabase;
let kv: Awaited<ReturnType<typeof createTestKv>>;
let hubs: ReturnType<typeof createTestHubs>;
let a: TestApp;
let b: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  kv = await createTestKv();
  hubs = createTestHubs();
  a = await buildTestApp({ database, kv: kv.kv, hub: await hubs.open(), crm: { now: clock.now, sweepMs: 0 } });
  b = await buildTestApp({ database, kv: kv.kv, hub: await hubs.open(), crm: { now: clock.now, sweepMs: 0 } });
  admin = auth((await login(a.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await hubs?.dispose();
  await kv?.dispose();
  await database?.dispose();
});

/** A target of a fresh operator, monitored as focus (the CRM follows it). */
async function followedStreamer() {
  const operator = await staff(a.app, OPERATOR);
  const streamer = await call<AnchorRow>(a.app, operator, 'POST', '/api/anchors/target', targetBody(freshId('live')), 201);
  return { operator, streamer };
}

/** The events published on an operator's topic from now on. */
function watch(app: TestApp['app'], operator: Staff) {
  const seen: OrderTopicEvent[] = [];
  const subscription = app.hub.subscribe(ordersTopic(operator.id), undefined, { start: () => undefined, gap: () => undefined, event: (entry) => void seen.push(entry.event as OrderTopicEvent) });
  return { seen, stop: () => subscription.close() };
}

const ordersOf = async (who: Staff | Record<string, string>, query = '') => (await call<{ content: OrderRow[] }>(a.app, who, 'GET', `/api/anchorOrders?size=50${query}`)).content;

describe('following in monitoring', () => {
  it('adds a target with an operator to the monitored streamers as focus', async () => {
    const { streamer, operator } = await followedStreamer();
    const [monitored] = await a.app.db.select().from(monitoredStreamers).where(sql`lower(${monitoredStreamers.uniqueId}) = lower(${streamer.uniqueId})`);
    expect(monitored).toMatchObject({ type: 'focus', staffId: operator.id, enabled: true });
  });
});

describe('dispatch and taking', () => {
  it('makes one order per live session even when two instances dispatch it at once, and tells the operator once', async () => {
    const { operator, streamer } = await followedStreamer();
    const watcher = watch(a.app, operator);
    const start = { uniqueId: streamer.uniqueId.toUpperCase(), startedAt: clock.now() - 20_000, sessionId: null };
    const [fromA, fromB] = await Promise.all([a.app.crm.dispatch(start), b.app.crm.dispatch(start)]);
    expect(fromA.length + fromB.length).toBe(1);
    const orders = await ordersOf(operator);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ anchorRowId: streamer.id, status: 'unconfirmed', remainingMs: ORDER_ACCEPT_MS - 20_000, operator: { id: operator.id } });
    await expect.poll(() => watcher.seen.length).toBe(1);
    expect(watcher.seen[0]).toMatchObject({ type: 'order.dispatched', remainingMs: ORDER_ACCEPT_MS - 20_000, order: { anchorRowId: streamer.id } });
    // Dispatching the same start again (a sweep after the hook) makes nothing new.
    expect(await a.app.crm.dispatch(start)).toEqual([]);
    expect((await call<AnchorRow>(a.app, operator, 'GET', `/api/anchors/${streamer.id}`)).liveStatus).toBe('living');
    watcher.stop();
  });

  it('lets the operator take the order within 3 minutes of the live start, recording when', async () => {
    const { operator, streamer } = await followedStreamer();
    const startedAt = clock.now();
    await a.app.crm.dispatch({ uniqueId: streamer.uniqueId, startedAt, sessionId: null });
    const [order] = await ordersOf(operator);
    const other = await staff(a.app, OPERATOR);
    await call(a.app, other, 'PUT', '/api/anchorOrders/confirm', { id: order!.id }, 404);
    clock.set(startedAt + ORDER_ACCEPT_MS);
    const taken = await call<OrderRow>(b.app, operator, 'PUT', '/api/anchorOrders/confirm', { id: order!.id });
    expect(taken).toMatchObject({ status: 'confirmed', remainingMs: 0 });
    expect(taken.receiveTime).not.toBeNull();
    expect(await call(a.app, operator, 'PUT', '/api/anchorOrders/confirm', { id: order!.id }, 400)).toMatchObject({ code: 'ORDER_ALREADY_TAKEN' });
    expect((await call<AnchorRow>(a.app, operator, 'GET', `/api/anchors/${streamer.id}`)).orderAcceptanceTime).toBe(taken.receiveTime);
  });

  it('expires an order not taken within 3 minutes: refused with "order expired", stored by the sweep, told to the operator', async () => {
    const { operator, streamer } = await followedStreamer();
    const startedAt = clock.now();
    // The scan noticed the start 40 s late: the 3 minutes still count from the platform's live start.
    clock.advance(40_000);
    await b.app.crm.dispatch({ uniqueId: streamer.uniqueId, startedAt, sessionId: null });
    const [order] = await ordersOf(operator);
    expect(order!.remainingMs).toBe(ORDER_ACCEPT_MS - 40_000);
    const watcher = watch(a.app, operator);
    clock.set(startedAt + ORDER_ACCEPT_MS + 1);
    expect((await ordersOf(operator))[0]).toMatchObject({ status: 'expired', remainingMs: 0 });
    const refused = await call<{ code: string; message: string }>(a.app, operator, 'PUT', '/api/anchorOrders/confirm', { id: order!.id }, 400);
    expect(refused).toMatchObject({ code: 'ORDER_EXPIRED', message: 'Order expired: it had to be taken within 3 minutes of the live start' });
    await Promise.all([a.app.crm.sweep(), b.app.crm.sweep()]);
    await expect.poll(() => watcher.seen.filter((event) => event.order.id === order!.id).length).toBe(1);
    expect(watcher.seen.at(-1)).toMatchObject({ type: 'order.changed', order: { id: order!.id, status: 'expired' } });
    expect((await ordersOf(operator, '&status=expired')).map((row) => row.id)).toEqual([order!.id]);
    watcher.stop();
  });

  it('stores a start noticed after the 3 minutes as expired at once', async () => {
    const { operator, streamer } = await followedStreamer();
    await a.app.crm.dispatch({ uniqueId: streamer.uniqueId, startedAt: clock.now() - ORDER_ACCEPT_MS - 5_000, sessionId: null });
    expect((await ordersOf(operator))[0]).toMatchObject({ status: 'expired' });
  });

  it('dispatches from the monitored live sessions the sweep finds, once, and marks the streamer not living when the session ends', async () => {
    const { operator, streamer } = await followedStreamer();
    const [monitored] = await a.app.db.select().from(monitoredStreamers).where(sql`lower(${monitoredStreamers.uniqueId}) = lower(${streamer.uniqueId})`);
    const startedAt = new Date(clock.now() - 10_000);
    const [session] = await a.app.db.insert(liveSessions).values({ streamerId: monitored!.id, startedAt, diamonds: 4_200 }).returning();
    await Promise.all([a.app.crm.sweep(), b.app.crm.sweep()]);
    expect(await ordersOf(operator)).toHaveLength(1);
    await a.app.db.update(liveSessions).set({ endedAt: new Date(clock.now()), durationMs: 10_000 }).where(eq(liveSessions.id, session!.id));
    await a.app.crm.sweep();
    const after = await call<AnchorRow>(a.app, operator, 'GET', `/api/anchors/${streamer.id}`);
    expect(after).toMatchObject({ liveStatus: 'notLiving', highestDiamonds: 4_200 });
    const points = await call<{ liveStatus: string; liveMs: number | null }[]>(a.app, operator, 'GET', `/api/anchors/${streamer.id}/dataLog`);
    expect(points.map((point) => [point.liveStatus, point.liveMs])).toEqual([
      ['living', null],
      ['notLiving', 10_000],
    ]);
  });

  it('does not dispatch for a streamer given up', async () => {
    const { operator, streamer } = await followedStreamer();
    await call(a.app, operator, 'PUT', '/api/anchors/progress', { id: streamer.id, to: 'givenUp', reason: 'Joined elsewhere' });
    expect(await a.app.crm.dispatch({ uniqueId: streamer.uniqueId, startedAt: clock.now(), sessionId: null })).toEqual([]);
  });
});

describe('dispatch statistics', () => {
  it('counts dispatched, taken, expired and open orders per operator with the taking rate and mean time to take', async () => {
    const manager = await staff(a.app, MANAGER, 'seed:dept.liveTeamBeta');
    const operator = await staff(a.app, OPERATOR, 'seed:dept.liveTeamBeta');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const streamer = await call<AnchorRow>(a.app, manager, 'POST', '/api/anchors', { anchorId: freshId('stats') }, 201);
      ids.push(streamer.id);
    }
    await call(a.app, manager, 'PUT', '/api/anchors/allocate', { ids, operatorId: operator.id }, 204);
    const base = clock.now();
    const rows = await a.app.db.select().from(monitoredStreamers).where(sql`${monitoredStreamers.staffId} = ${operator.id}`);
    expect(rows).toHaveLength(3);
    for (const row of rows) await a.app.crm.dispatch({ uniqueId: row.uniqueId, startedAt: base, sessionId: null });
    const orders = await ordersOf(operator);
    clock.set(base + 60_000);
    await call(a.app, operator, 'PUT', '/api/anchorOrders/confirm', { id: orders[0]!.id });
    clock.set(base + 120_000);
    await call(a.app, operator, 'PUT', '/api/anchorOrders/confirm', { id: orders[1]!.id });
    clock.set(base + ORDER_ACCEPT_MS + 1_000);
    const stats = await call<DispatchStatsRow[]>(a.app, manager, 'GET', '/api/anchorDispatchStats?by=operator');
    expect(stats).toEqual([{ id: operator.id, name: operator.username, dispatched: 3, taken: 2, expired: 1, open: 0, takingRate: 2 / 3, meanTakeMs: 90_000 }]);
    await call(a.app, operator, 'GET', '/api/anchorDispatchStats', undefined, 403);
    const byStreamer = await call<DispatchStatsRow[]>(a.app, admin, 'GET', `/api/anchorDispatchStats?by=anchor`);
    expect(byStreamer.filter((row) => ids.includes(row.id)).map((row) => row.dispatched)).toEqual([1, 1, 1]);
  });
});
