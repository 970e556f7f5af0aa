/**
 * `/websocket` over the real app (protocol streams/contracts/realtime.ts): auth and close
 * codes, frames, resume after a killed socket with every event exactly once and in order — on one instance
 * and across two sharing a hub (Redis Streams when REDIS_URL is set, one shared memory hub otherwise) —,
 * gaps, slow consumers, heartbeats and sessions ended while connected.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { serverFrameSchema, type ServerFrame } from '../../streams/contracts/realtime';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestHubs, createTestKv, type TestApp } from './helpers/test-app';
import { connectWs, type WsClient } from './helpers/ws-client';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An event shaped like a LiveEvent, big enough to fill buffers quickly. */
const giftEvent = (n: number) => ({ type: 'gift', roomId: 'r1', msgId: `m${n}`, createTime: 1_700_000_000_000 + n, receivedAt: 1_700_000_000_000 + n, n });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(options: Parameters<typeof buildTestApp>[0] = {}): Promise<TestApp> {
  const t = await buildTestApp(options);
  cleanups.push(() => t.close());
  return t;
}

async function adminToken(t: TestApp): Promise<string> {
  return (await login(t.app, 'admin', ADMIN_PASSWORD)).token;
}

async function client(t: TestApp, token: string): Promise<WsClient> {
  const ws = await connectWs(t.app, token);
  cleanups.push(async () => {
    if (!ws.isClosed()) ws.ws.terminate();
  });
  return ws;
}

describe('websocket auth', () => {
  it('closes with 4401 for a missing, malformed or foreign token; accepts the token with or without Bearer', async () => {
    const t = await app();
    for (const token of [undefined, '', 'Bearer nope', 'eyJhbGciOiJIUzI1NiJ9.e30.bad']) {
      const ws = await connectWs(t.app, token);
      expect((await ws.closed).code).toBe(4401);
    }
    const token = await adminToken(t);
    for (const form of [token, token.replace(/^Bearer /, '')]) {
      const ws = await client(t, form);
      ws.send({ type: 'ping' });
      await ws.next('pong');
      ws.ws.close();
    }
  });

  it('closes with 4401 when the session is logged out (checked on subscribe) or kicked out (checked periodically)', async () => {
    const t = await app({ gateway: { sessionCheckMs: 100 } });
    const user = await createUser(t.app, { roles: [{ permissions: ['live:list'] }] });

    const first = (await login(t.app, user.username, user.password)).token;
    const loggedOut = await client(t, first);
    loggedOut.send({ type: 'subscribe', topics: [{ topic: 'room:a' }] });
    await loggedOut.next('subscribed');
    expect((await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: auth(first) })).statusCode).toBe(200);
    loggedOut.send({ type: 'subscribe', topics: [{ topic: 'room:b' }] });
    expect((await loggedOut.closed).code).toBe(4401);

    const second = (await login(t.app, user.username, user.password)).token;
    const kicked = await client(t, second);
    kicked.send({ type: 'subscribe', topics: [{ topic: 'room:a' }] });
    await kicked.next('subscribed');
    const admin = await adminToken(t);
    const online = await t.app.inject({ method: 'GET', url: `/auth/online?filter=${user.username}`, headers: auth(admin) });
    const keys = online.json<{ content: { key: string }[] }>().content.map((row) => row.key);
    expect(keys).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: auth(admin), payload: keys })).statusCode).toBe(200);
    // No frame from the client: the periodic check alone closes it.
    expect((await kicked.closed).code).toBe(4401);
  });

  it('staff need live:list for room topics and liveConfig:list for config topics (admin passes); else 4403', async () => {
    const t = await app();
    const reader = await createUser(t.app, { roles: [{ permissions: ['live:list'] }] });
    const other = await createUser(t.app, { roles: [{ permissions: ['user:list'] }] });

    const allowed = await client(t, (await login(t.app, reader.username, reader.password)).token);
    allowed.send({ type: 'subscribe', topics: [{ topic: 'room:x' }] });
    expect(await allowed.next('subscribed')).toEqual({ type: 'subscribed', topic: 'room:x', headSeq: 0 });

    const refused = await client(t, (await login(t.app, other.username, other.password)).token);
    refused.send({ type: 'subscribe', topics: [{ topic: 'room:x' }] });
    expect((await refused.closed).code).toBe(4403);

    const roomsOnly = await client(t, (await login(t.app, reader.username, reader.password)).token);
    roomsOnly.send({ type: 'subscribe', topics: [{ topic: 'config:1' }] });
    expect((await roomsOnly.closed).code).toBe(4403);

    const admin = await client(t, await adminToken(t));
    admin.send({ type: 'subscribe', topics: [{ topic: 'config:1' }] });
    expect(await admin.next('subscribed')).toEqual({ type: 'subscribed', topic: 'config:1', headSeq: 0 });
  });
});

describe('websocket frames', () => {
  it('answers a bad frame with an error frame and stays usable', async () => {
    const t = await app();
    const ws = await client(t, await adminToken(t));
    ws.sendRaw('not json');
    expect(await ws.next('error')).toMatchObject({ code: 'bad_frame' });
    ws.send({ type: 'subscribe', topics: [{ topic: 'nope' }] });
    expect((await ws.next('error')).message).toMatch(/topics\.0\.topic/);
    ws.send({ type: 'launch' });
    await ws.next('error');
    ws.send({ type: 'ping' });
    expect(await ws.next('pong')).toEqual({ type: 'pong' });
    expect(ws.isClosed()).toBe(false);
  });

  it('subscribes with the head seq, delivers event frames of the contract, and unsubscribe stops delivery', async () => {
    const t = await app();
    const token = await adminToken(t);
    await t.app.hub.publish('room:u', giftEvent(1));
    const leaving = await client(t, token);
    const staying = await client(t, token);
    for (const ws of [leaving, staying]) {
      ws.send({ type: 'subscribe', topics: [{ topic: 'room:u' }, { topic: 'room:v' }] });
      expect(await ws.next('subscribed', (f) => f.topic === 'room:u')).toEqual({ type: 'subscribed', topic: 'room:u', headSeq: 1 });
    }
    await t.app.hub.publish('room:u', giftEvent(2));
    const frame = await leaving.next('event');
    expect(serverFrameSchema.parse(frame)).toEqual({ type: 'event', topic: 'room:u', seq: 2, event: giftEvent(2) });

    leaving.send({ type: 'unsubscribe', topics: ['room:u'] });
    leaving.send({ type: 'ping' });
    await leaving.next('pong');
    await t.app.hub.publish('room:u', giftEvent(3));
    await t.app.hub.publish('room:v', giftEvent(1));
    // Once the staying client has both, the hub has fanned them out to everybody subscribed.
    await staying.until(() => staying.seqs('room:u').includes(3) && staying.seqs('room:v').includes(1));
    await leaving.until(() => leaving.seqs('room:v').includes(1));
    expect(leaving.seqs('room:u')).toEqual([2]);
  });

  it('terminates a socket that stops answering heartbeats; a live one stays', async () => {
    const t = await app({ gateway: { heartbeatIntervalMs: 50, heartbeatTimeoutMs: 300 } });
    const token = await adminToken(t);
    const silent = await client(t, token);
    const alive = await client(t, token);
    silent.ws.pause();
    await sleep(700);
    expect(t.app.websocketServer.clients.size).toBe(1);
    alive.send({ type: 'ping' });
    await alive.next('pong');
  });
});

describe('websocket resume', () => {
  /**
   * Publishes 1..total on `publishOn` while a client on `first` reads, kills the client's socket after
   * `killAfter` events, reconnects to `second` with sinceSeq = last seen, and returns every seq received.
   */
  async function killAndResume(publishOn: TestApp, first: TestApp, second: TestApp, token: string, total: number, killAfter: number, batch = false) {
    const topic = batch ? 'room:resume-batched' : 'room:resume';
    for (const n of range(1, 100)) await publishOn.app.hub.publish(topic, giftEvent(n));
    const before = await connectWs(first.app, token);
    before.send({ type: 'subscribe', topics: [{ topic, sinceSeq: 0 }], batch });
    await before.next('subscribed');

    let published = 100;
    const publishing = (async () => {
      while (published < total) {
        published += 1;
        await publishOn.app.hub.publish(topic, giftEvent(published));
        if (published % 10 === 0) await sleep(1);
      }
    })();

    await before.until(() => before.seqs(topic).length >= killAfter);
    before.ws.terminate();
    // Killed mid-stream: events are still being published.
    expect(published).toBeLessThan(total);
    const seen = before.seqs(topic);
    expect(seen.length).toBeGreaterThanOrEqual(killAfter);

    const after = await connectWs(second.app, token);
    cleanups.push(async () => after.ws.terminate());
    after.send({ type: 'subscribe', topics: [{ topic, sinceSeq: seen.at(-1)! }], batch });
    await publishing;
    await after.until(() => after.seqs(topic).at(-1) === total, 20_000);
    // Give a duplicate the chance to show up before asserting.
    after.send({ type: 'ping' });
    await after.next('pong');
    expect(after.frames.some((frame) => frame.type === 'gap')).toBe(false);
    // Batched clients get events frames only, single-frame clients event frames only.
    for (const ws of [before, after]) expect(ws.frames.some((frame) => frame.type === (batch ? 'event' : 'events'))).toBe(false);
    return [...seen, ...after.seqs(topic)];
  }

  it('a client killed mid-stream resumes with sinceSeq and receives every event exactly once, in order', async () => {
    const t = await app();
    const token = await adminToken(t);
    expect(await killAndResume(t, t, t, token, 1_500, 400)).toEqual(range(1, 1_500));
    // The killed socket is gone on the server too: only the resumed one is left.
    expect(t.app.websocketServer.clients.size).toBe(1);
  });

  it('batched: a client killed mid-stream resumes with sinceSeq and receives every event exactly once, in order', async () => {
    const t = await app();
    const token = await adminToken(t);
    expect(await killAndResume(t, t, t, token, 1_500, 400, true)).toEqual(range(1, 1_500));
  });

  it('across two instances: publish on A, read on B, kill, resume on A — every event exactly once, in order', async () => {
    const db = await createTestDatabase();
    const kv = await createTestKv();
    const hubs = createTestHubs();
    cleanups.push(async () => {
      await hubs.dispose();
      await kv.dispose();
      await db.dispose();
    });
    const a = await app({ database: db, kv: kv.kv, hub: await hubs.open() });
    const b = await app({ database: db, kv: kv.kv, hub: await hubs.open() });
    const token = await adminToken(a);
    expect(await killAndResume(a, b, a, token, 1_500, 400)).toEqual(range(1, 1_500));
    expect(await killAndResume(a, b, a, token, 1_500, 400, true)).toEqual(range(1, 1_500));
  });

  it('reports a gap when history no longer holds sinceSeq, then continues from the oldest held', async () => {
    const t = await app({ hubOptions: { historyLength: 100 } });
    for (const n of range(1, 1_000)) await t.app.hub.publish('room:g', giftEvent(n));
    const ws = await client(t, await adminToken(t));
    ws.send({ type: 'subscribe', topics: [{ topic: 'room:g', sinceSeq: 10 }] });
    expect(await ws.next('subscribed')).toEqual({ type: 'subscribed', topic: 'room:g', headSeq: 1_000 });
    const gap = await ws.next('gap');
    expect(gap.fromSeq).toBeGreaterThan(11);
    await ws.until(() => ws.seqs('room:g').at(-1) === 1_000);
    expect(ws.seqs('room:g')).toEqual(range(gap.fromSeq, 1_000));
    // Frame order: subscribed, gap, then the events.
    expect(ws.frames.slice(0, 3).map((frame) => frame.type)).toEqual(['subscribed', 'gap', 'event']);

    const batched = await client(t, await adminToken(t));
    batched.send({ type: 'subscribe', topics: [{ topic: 'room:g', sinceSeq: 10 }], batch: true });
    await batched.next('subscribed');
    const batchedGap = await batched.next('gap');
    expect(batchedGap.fromSeq).toBe(gap.fromSeq);
    await batched.until(() => batched.seqs('room:g').at(-1) === 1_000);
    expect(batched.seqs('room:g')).toEqual(range(gap.fromSeq, 1_000));
    expect(batched.frames.slice(0, 3).map((frame) => frame.type)).toEqual(['subscribed', 'gap', 'events']);
  });
});

describe('websocket slow consumers', () => {
  it.each([
    ['event frames', false],
    ['batched events frames', true],
  ])('closes a client whose send buffer overflows with 4408 while a fast one receives everything (%s)', async (_, batch) => {
    const t = await app({ gateway: { maxBufferedBytes: 64 * 1024 } });
    const token = await adminToken(t);
    const slow = await client(t, token);
    const fast = await client(t, token);
    for (const ws of [slow, fast]) {
      ws.send({ type: 'subscribe', topics: [{ topic: 'room:slow' }], batch });
      await ws.next('subscribed');
    }
    slow.ws.pause();
    const total = 3_000;
    for (const n of range(1, total)) {
      await t.app.hub.publish('room:slow', giftEvent(n));
      if (n % 100 === 0) await sleep(1);
    }
    await fast.until(() => fast.seqs('room:slow').length === total);
    expect(fast.seqs('room:slow')).toEqual(range(1, total));
    slow.ws.resume();
    expect((await slow.closed).code).toBe(4408);
    // What it got before the close is a gapless prefix: it resumes from its last seq.
    const got = slow.seqs('room:slow');
    expect(got.length).toBeLessThan(total);
    expect(got).toEqual(range(1, got.length));
  });
});

/** Resolves once `condition()` holds (checked every 10 ms; 10 s at most). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1_000 && !condition(); i++) await sleep(10);
  expect(condition()).toBe(true);
}

describe('websocket batched delivery over a real connection', () => {
  it('negotiates permessage-deflate; batched events arrive compressed, every seq once and in order', async () => {
    const t = await app();
    const token = await adminToken(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    // The `ws` client offers permessage-deflate as browsers do, and inflates like them.
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}/websocket?token=${encodeURIComponent(token)}`);
    cleanups.push(async () => ws.terminate());
    const frames: ServerFrame[] = [];
    ws.on('message', (data: Buffer) => frames.push(serverFrameSchema.parse(JSON.parse(data.toString('utf8')))));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    expect(ws.extensions).toContain('permessage-deflate');
    ws.send(JSON.stringify({ type: 'subscribe', topics: [{ topic: 'room:z' }], batch: true }));
    await waitFor(() => frames.some((frame) => frame.type === 'subscribed'));
    const total = 2_000;
    let jsonBytes = 0;
    // Published 200 at a time, as a busy room's ingest does, so each turn owes a client a frame worth compressing
    // (frames under 4 KB go out plain) on either hub.
    const publishing: Promise<number>[] = [];
    for (const n of range(1, total)) {
      jsonBytes += JSON.stringify(giftEvent(n)).length;
      publishing.push(t.app.hub.publish('room:z', giftEvent(n)));
      if (n % 200 === 0) {
        await Promise.all(publishing.splice(0));
        await sleep(1);
      }
    }
    const seqs = () => frames.flatMap((frame) => (frame.type === 'events' ? frame.events.map((_, i) => frame.fromSeq + i) : []));
    await waitFor(() => seqs().length >= total);
    expect(seqs()).toEqual(range(1, total));
    expect(frames.some((frame) => frame.type === 'event')).toBe(false);
    const events = frames.flatMap((frame) => (frame.type === 'events' ? frame.events : []));
    expect(events.at(-1)).toEqual(giftEvent(total));
    // Compressed on the wire: far fewer bytes than the events' JSON.
    const bytesRead = (ws as unknown as { _socket: { bytesRead: number } })._socket.bytesRead;
    expect(bytesRead * 3).toBeLessThan(jsonBytes);
  });
});
