/**
 * PostgreSQL cut off for 10 s under load (`*.postgres.test.ts`: only with DATABASE_URL set; sessions are in Redis
 * then, so signing in still holds while the database is gone). The app reaches PostgreSQL through a TCP proxy the
 * test controls (helpers/tcp-proxy.ts): the cut drops every connection and refuses new ones, then the proxy listens
 * again. Meanwhile reads and writes keep coming. What a user must see:
 * - during the cut, every request that fails answers 503 `DATABASE_UNAVAILABLE` with a message saying to try again
 *   (translated like every refusal), never a 500, and every request is answered (connect and statement timeouts);
 * - nothing half-written: a write refused with `DATABASE_UNAVAILABLE` left nothing (no streamer, no timeline entry, no
 *   dictionary); one answered 2xx is there whole (the streamer with its `created` timeline entry); one whose commit
 *   was on its way when the connection broke answers `DATABASE_WRITE_UNCONFIRMED` ("check before trying again": the
 *   commit may have landed, only its answer was lost) and is either absent or whole;
 * - once the database is reachable again, the same session reads and writes again without a restart, and its
 *   websocket, open through the cut, still subscribes.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../../streams/contracts/refusals';
import { openPostgres, type Database } from '../../../server/db/database';
import { anchorEvents, anchors } from '../../../server/db/schema/anchors';
import { dicts } from '../../../server/db/schema/dicts';
import { freshId, targetBody } from '../anchors/crm-fixtures';
import { auth, login } from '../helpers/session';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../helpers/test-app';
import { sleep, until } from '../helpers/until';
import { connectWs, type WsClient } from '../helpers/ws-client';

/** How long the database stays cut off, ms. */
const CUT_MS = 10_000;
/** The app gives up on opening a connection after this long, ms (DB_CONNECT_TIMEOUT_MS). */
const CONNECT_TIMEOUT_MS = 1_000;
/** The app gives up on a statement's answer after this long, ms (DB_QUERY_TIMEOUT_MS). */
const QUERY_TIMEOUT_MS = 3_000;
/** A request not answered within this long counts as hung. */
const ANSWER_BOUND_MS = 8_000;

let direct: TestDatabase;
let proxy: TcpProxy;
let proxied: Database;
let t: TestApp;
let token: string;
let ws: WsClient | undefined;

beforeAll(async () => {
  direct = await createTestDatabase();
  const target = new URL(direct.url!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const through = new URL(direct.url!);
  through.host = `127.0.0.1:${proxy.port}`;
  proxied = openPostgres(through.toString(), () => undefined, { connectMs: CONNECT_TIMEOUT_MS, queryMs: QUERY_TIMEOUT_MS });
  t = await buildTestApp({ database: { database: proxied, driver: 'postgres', url: through.toString(), dispose: () => proxied.close() } });
  token = (await login(t.app, 'admin', ADMIN_PASSWORD)).token;
});

afterAll(async () => {
  ws?.ws.close();
  // Each step is bounded, so a regression (a connection kept after the cut makes the pool's end wait forever) fails the
  // test above rather than hanging the hook.
  const bounded = (step: Promise<unknown> | undefined) => Promise.race([step?.catch(() => undefined), sleep(20_000)]);
  await bounded(t?.close());
  await bounded(proxied?.close());
  await bounded(proxy?.close());
  await bounded(direct?.dispose());
}, 120_000);

interface Outcome {
  request: string;
  status: number | 'hung';
  code?: string;
  message?: string;
  retryAfter?: string;
  /** The write's record: the streamer's TikTok ID or the dictionary's name. */
  record?: { kind: 'anchor' | 'dict'; key: string };
}

/** One request, answered or counted as hung after {@link ANSWER_BOUND_MS}. */
async function send(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, record?: Outcome['record']): Promise<Outcome> {
  const request = `${method} ${url}`;
  const answer = t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const result = await Promise.race([answer, sleep(ANSWER_BOUND_MS).then(() => 'hung' as const)]);
  if (result === 'hung') return { request, status: 'hung', record };
  const body = result.statusCode >= 400 ? result.json<{ code?: string; message?: string }>() : {};
  const retryAfter = result.headers['retry-after'];
  return { request, status: result.statusCode, code: body.code, message: body.message, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, record };
}

/** A read of the session (auth/info), a list read, a CRM write (streamer + timeline entry) and a dictionary write. */
function round(): Promise<Outcome[]> {
  const anchorId = freshId('cut');
  const dictName = freshId('cut_dict');
  return Promise.all([
    send('GET', '/auth/info'),
    send('GET', '/api/users?page=0&size=10'),
    send('POST', '/api/anchors/target', targetBody(anchorId) as unknown as Record<string, unknown>, { kind: 'anchor', key: anchorId }),
    send('POST', '/api/dict', { name: dictName, description: 'written during the cut' }, { kind: 'dict', key: dictName }),
  ]);
}

const succeeded = (o: Outcome) => typeof o.status === 'number' && o.status >= 200 && o.status < 300;

describe('the database cut off for 10 s under load', () => {
  it('answers 503 DATABASE_UNAVAILABLE meanwhile, writes nothing by halves, and recovers by itself', async () => {
    // Before: everything works, and a websocket is open.
    expect((await round()).map((o) => o.status)).toEqual([200, 200, 201, 201]);
    ws = await connectWs(t.app, token);
    ws.send({ type: 'subscribe', topics: [{ topic: 'room:before' }] });
    await ws.next('subscribed');

    // The cut lands while rounds are in flight (started 15 ms apart, so some writes are inside their transaction),
    // then requests keep coming for 10 s.
    const outcomes: Outcome[] = [];
    const inFlight: Promise<Outcome[]>[] = [];
    for (let i = 0; i < 10; i += 1) {
      inFlight.push(round());
      await sleep(15);
    }
    await proxy.cut();
    const cutEnds = Date.now() + CUT_MS;
    outcomes.push(...(await Promise.all(inFlight)).flat());
    while (Date.now() < cutEnds) {
      outcomes.push(...(await round()));
      await sleep(200);
    }
    await proxy.restore();

    // Every request was answered; every failure is the database's 503 with a message a person can act on.
    expect(outcomes.filter((o) => o.status === 'hung')).toEqual([]);
    // A write whose commit was on its way when the connection broke is "unconfirmed" (it may be stored); a read never.
    const failed = outcomes.filter((o) => !succeeded(o));
    const expectedCodes = (o: Outcome) => (o.record ? ['DATABASE_UNAVAILABLE', 'DATABASE_WRITE_UNCONFIRMED'] : ['DATABASE_UNAVAILABLE']);
    expect(failed.filter((o) => o.status !== 503 || !expectedCodes(o).includes(o.code ?? ''))).toEqual([]);
    for (const o of failed) {
      expect(o.message).toBe(refusalMessage(o.code as 'DATABASE_UNAVAILABLE' | 'DATABASE_WRITE_UNCONFIRMED'));
      expect(o.retryAfter).toBeDefined();
    }
    // The cut did reach both reads and writes.
    expect(failed.some((o) => o.request.startsWith('GET /api/users'))).toBe(true);
    expect(failed.some((o) => o.request.startsWith('POST /api/anchors'))).toBe(true);

    // Recovery without a restart: the same session reads and writes again.
    await until(
      async () => (await send('GET', '/api/users?page=0&size=10')).status,
      (status) => status === 200,
      15_000,
    );
    expect((await round()).map((o) => o.status)).toEqual([200, 200, 201, 201]);
    ws.send({ type: 'subscribe', topics: [{ topic: 'room:after' }] });
    expect(await ws.next('subscribed', (frame) => frame.topic === 'room:after')).toMatchObject({ topic: 'room:after' });
    expect(ws.isClosed()).toBe(false);

    // Nothing half-written: 2xx writes are whole, DATABASE_UNAVAILABLE writes left nothing (read on the test's own connection).
    const db = direct.database.db;
    const writes = outcomes.filter((o) => o.record);
    const anchorIds = writes.filter((o) => o.record!.kind === 'anchor').map((o) => o.record!.key);
    const storedAnchors = await db.select({ id: anchors.id, anchorId: anchors.anchorId }).from(anchors).where(inArray(anchors.anchorId, anchorIds));
    const created = new Map<number, number>();
    for (const anchor of storedAnchors) {
      const events = await db.select().from(anchorEvents).where(eq(anchorEvents.anchorRowId, anchor.id));
      created.set(anchor.id, events.filter((e) => e.kind === 'created').length);
    }
    const dictNames = writes.filter((o) => o.record!.kind === 'dict').map((o) => o.record!.key);
    const storedDicts = new Set((await db.select({ name: dicts.name }).from(dicts).where(inArray(dicts.name, dictNames))).map((d) => d.name));
    for (const o of writes) {
      const { kind, key } = o.record!;
      const row = kind === 'anchor' ? storedAnchors.find((a) => a.anchorId === key) : storedDicts.has(key) ? { id: 0 } : undefined;
      if (succeeded(o)) expect(row, `${o.request} ${key} answered ${o.status}`).toBeDefined();
      else if (o.code === 'DATABASE_UNAVAILABLE') expect(row, `${o.request} ${key} answered ${o.status}`).toBeUndefined();
      // Stored (2xx, or unconfirmed and committed after all): whole, with its timeline entry.
      if (row && kind === 'anchor') expect(created.get(row.id), `${key}: its created timeline entry`).toBe(1);
    }

    // Every connection a request borrowed is back in the pool: a transaction whose BEGIN failed during the cut kept
    // its connection for good (the pool shrank by one per cut, and closing it waited forever).
    const pool = (proxied.db as unknown as { $client: { totalCount: number; idleCount: number; waitingCount: number } }).$client;
    await until(
      async () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      (counts) => counts.total === counts.idle && counts.waiting === 0,
      5_000,
    );
  }, 45_000);
});
