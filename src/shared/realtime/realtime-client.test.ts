import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ServerFrame } from '../../../streams/contracts/realtime';
import {
  createRealtimeClient,
  TopicForbiddenError,
  type ConnectionView,
  type RealtimeClient,
  type RealtimeClientOptions,
  type TopicItem,
} from './realtime-client';
import { FakeWebSocket, latestSocket as latest } from './testing/fake-web-socket';

/** A tiny hub: every topic has a history with seq 1, 2, 3 … like the real one. */
class FakeHub {
  private readonly history = new Map<string, unknown[]>();
  publish(topic: string, event: unknown): number {
    const events = this.history.get(topic) ?? [];
    events.push(event);
    this.history.set(topic, events);
    return events.length;
  }
  frame(topic: string, seq: number): ServerFrame {
    return { type: 'event', topic, seq, event: this.history.get(topic)?.[seq - 1] };
  }
  head(topic: string): number {
    return this.history.get(topic)?.length ?? 0;
  }
}

let clients: RealtimeClient[] = [];
function connect(options: Partial<RealtimeClientOptions> = {}) {
  const client = createRealtimeClient({
    url: '/websocket',
    token: 'Bearer abc.def',
    WebSocketImpl: FakeWebSocket,
    random: () => 0.5,
    ...options,
  } as RealtimeClientOptions);
  clients.push(client);
  const views: ConnectionView[] = [];
  client.connection$.subscribe((view) => views.push(view));
  return { client, views };
}

function collect<T>(source: { subscribe(observer: Partial<{ next(v: T): void; error(e: unknown): void }>): { unsubscribe(): void } }) {
  const items: T[] = [];
  const errors: unknown[] = [];
  const subscription = source.subscribe({ next: (item) => items.push(item), error: (error) => errors.push(error) });
  return { items, errors, subscription };
}

const seqs = (items: TopicItem[]) => items.map((item) => (item.kind === 'gap' ? `gap@${item.fromSeq}` : item.seq));

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
  clients = [];
});
afterEach(() => {
  for (const client of clients) client.close();
  vi.useRealTimers();
});

describe('createRealtimeClient', () => {
  it('opens ws(s)://…/websocket with the token, and with key= for an overlay', () => {
    connect();
    expect(latest().url).toBe(`ws://${location.host}/websocket?token=Bearer+abc.def`);
    let token = 'first';
    connect({ token: () => token });
    expect(latest().url).toContain('token=first');
    token = 'second';
    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    expect(latest().url).toContain('token=second');
    connect({ token: undefined, overlayKey: 'ok_123', url: 'wss://live.example.com/websocket' });
    expect(latest().url).toBe('wss://live.example.com/websocket?key=ok_123');
  });

  it('kills the socket mid-stream, resubscribes with sinceSeq, and delivers every event exactly once in order', () => {
    const hub = new FakeHub();
    const { client, views } = connect();
    const { items } = collect<TopicItem>(client.topic$('room:1'));
    const first = latest();
    first.accept();
    expect(views.at(-1)).toEqual({ status: 'open' });
    expect(first.framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1' }], batch: true }]);
    first.deliver({ type: 'subscribed', topic: 'room:1', headSeq: 0 });
    for (let i = 1; i <= 5; i += 1) first.deliver(hub.frame('room:1', hub.publish('room:1', { n: i })));

    // The network drops the socket; the hub goes on publishing.
    first.serverClose(1006);
    for (let i = 6; i <= 8; i += 1) hub.publish('room:1', { n: i });
    expect(views.at(-1)).toMatchObject({ status: 'backoff', attempt: 1, retryAt: Date.now() + 500, lastCloseCode: 1006 });
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = latest();
    expect(views.at(-1)).toEqual({ status: 'connecting', attempt: 1 });
    second.accept();
    expect(second.framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1', sinceSeq: 5 }], batch: true }]);

    // The server replays with an overlap (3…8), then live events, one of them twice.
    second.deliver({ type: 'subscribed', topic: 'room:1', headSeq: hub.head('room:1') });
    for (let seq = 3; seq <= 8; seq += 1) second.deliver(hub.frame('room:1', seq));
    for (let i = 9; i <= 10; i += 1) second.deliver(hub.frame('room:1', hub.publish('room:1', { n: i })));
    second.deliver(hub.frame('room:1', 9));

    expect(items.map((item) => (item.kind === 'event' ? [item.seq, item.event] : item))).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, { n: i + 1 }]),
    );
    expect(client.stats()).toMatchObject({ duplicates: 4, gaps: 0, invalidFrames: 0, opens: 2 });
  });

  it('takes an events frame as one unit: one emission of topicBatches$, the same items one by one on topic$', () => {
    const { client } = connect();
    const batches = collect<readonly TopicItem[]>(client.topicBatches$('room:1'));
    const { items } = collect<TopicItem>(client.topic$('room:1'));
    latest().accept();
    expect(latest().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1' }], batch: true }]);
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 10 });
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 11, events: [{ n: 11 }, { n: 12 }, { n: 13 }] });
    latest().deliver({ type: 'event', topic: 'room:1', seq: 14, event: { n: 14 } });
    expect(batches.items.map((batch) => seqs([...batch]))).toEqual([[11, 12, 13], [14]]);
    expect(batches.items[0]![2]).toEqual({ kind: 'event', topic: 'room:1', seq: 13, event: { n: 13 } });
    expect(seqs(items)).toEqual([11, 12, 13, 14]);
    expect(client.stats()).toMatchObject({ batchedEvents: 3, duplicates: 0, gaps: 0 });
  });

  it('a batch overlapping delivered seqs after a resubscribe yields only the new events, in one emission', () => {
    const { client } = connect();
    const batches = collect<readonly TopicItem[]>(client.topicBatches$('room:1'));
    latest().accept();
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 0 });
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 1, events: [1, 2, 3, 4, 5].map((n) => ({ n })) });
    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    latest().accept();
    expect(latest().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1', sinceSeq: 5 }], batch: true }]);
    // The replay overlaps (3…8), then a live batch repeats 8 and goes on: only 6…10 are new.
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 8 });
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 3, events: [3, 4, 5, 6, 7, 8].map((n) => ({ n })) });
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 8, events: [8, 9, 10].map((n) => ({ n })) });
    // A batch made only of old seqs emits nothing.
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 9, events: [9, 10].map((n) => ({ n })) });
    expect(batches.items.map((batch) => seqs([...batch]))).toEqual([[1, 2, 3, 4, 5], [6, 7, 8], [9, 10]]);
    expect(batches.items.flat().map((item) => (item.kind === 'event' ? item.event : item))).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ n: i + 1 })),
    );
    expect(client.stats()).toMatchObject({ duplicates: 6, gaps: 0 });
  });

  it('a batch whose first seq jumps starts with a gap item, in the same emission', () => {
    const { client } = connect();
    const batches = collect<readonly TopicItem[]>(client.topicBatches$('room:1'));
    latest().accept();
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 0 });
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 1, events: [{}, {}] });
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 7, events: [{}, {}] });
    expect(batches.items.map((batch) => seqs([...batch]))).toEqual([[1, 2], ['gap@7', 7, 8]]);
    expect(batches.items[1]![0]).toEqual({ kind: 'gap', topic: 'room:1', fromSeq: 7, cause: 'missing' });
  });

  it('validates events frames: a malformed one is counted and ignored, bad events are dropped per subscriber', () => {
    const { client } = connect();
    const schema = z.object({ n: z.number() });
    const batches = collect<readonly TopicItem<{ n: number }>[]>(client.topicBatches$('room:1', schema));
    const { items } = collect<TopicItem<{ n: number }>>(client.topic$('room:1', schema));
    latest().accept();
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 0 });
    latest().deliver(JSON.stringify({ type: 'events', topic: 'room:1', fromSeq: 1, events: [] }));
    latest().deliver(JSON.stringify({ type: 'events', topic: 'room:1', fromSeq: 0, events: [{ n: 0 }] }));
    latest().deliver(JSON.stringify({ type: 'events', topic: 'room:1', fromSeq: 1, events: { n: 1 } }));
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 1, events: [{ n: 1 }, { n: 'two' }, { n: 3 }] });
    latest().deliver({ type: 'events', topic: 'room:1', fromSeq: 4, events: [{ bad: true }] });
    expect(client.stats()).toMatchObject({ invalidFrames: 3, invalidEvents: 4 });
    expect(batches.items.map((batch) => seqs([...batch]))).toEqual([[1, 3]]);
    expect(seqs(items)).toEqual([1, 3]);
  });

  it('resumes from the acknowledged head when the socket dies before the first event', () => {
    const { client } = connect();
    const { items } = collect<TopicItem>(client.topic$('room:1'));
    latest().accept();
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 41 });
    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    latest().accept();
    expect(latest().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1', sinceSeq: 41 }], batch: true }]);
    expect(items).toEqual([]);
  });

  it('asks the view to resync when it never learnt the position before a reconnect', () => {
    const { client } = connect();
    const { items } = collect<TopicItem>(client.topic$('room:1'));
    latest().accept();
    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    latest().accept();
    expect(items).toEqual([{ kind: 'gap', topic: 'room:1', fromSeq: null, cause: 'unacknowledged' }]);
    expect(latest().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1' }], batch: true }]);
  });

  it('emits a gap item when the server no longer holds the missed events, then continues from fromSeq', () => {
    const { client } = connect();
    const { items } = collect<TopicItem>(client.topic$('room:1'));
    latest().accept();
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 0 });
    latest().deliver({ type: 'event', topic: 'room:1', seq: 1, event: {} });
    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    latest().accept();
    expect(latest().framesOf('subscribe')[0]?.topics).toEqual([{ topic: 'room:1', sinceSeq: 1 }]);
    latest().deliver({ type: 'subscribed', topic: 'room:1', headSeq: 900 });
    latest().deliver({ type: 'gap', topic: 'room:1', fromSeq: 400 });
    latest().deliver({ type: 'event', topic: 'room:1', seq: 400, event: {} });
    latest().deliver({ type: 'event', topic: 'room:1', seq: 401, event: {} });
    expect(seqs(items)).toEqual([1, 'gap@400', 400, 401]);
    expect(items[1]).toEqual({ kind: 'gap', topic: 'room:1', fromSeq: 400, cause: 'server' });
    // A gap that loses nothing we had (fromSeq right after our last seq) is not a resync.
    latest().deliver({ type: 'gap', topic: 'room:1', fromSeq: 402 });
    latest().deliver({ type: 'event', topic: 'room:1', seq: 403, event: {} });
    expect(seqs(items)).toEqual([1, 'gap@400', 400, 401, 'gap@403', 403]);
    expect(items.at(-2)).toMatchObject({ cause: 'missing' });
  });

  it('on 4401 stops, says the user must sign in, and never reconnects by itself', () => {
    const { client, views } = connect();
    latest().accept();
    latest().serverClose(4401, 'Unauthorized');
    expect(views.at(-1)).toEqual({ status: 'closed', code: 4401, reason: 'Unauthorized', needsSignIn: true });
    expect(client.getConnection()).toEqual(views.at(-1));
    vi.advanceTimersByTime(60 * 60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(1);
    client.reconnect();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('pings every 15 s, and replaces a socket that stays silent for 45 s', () => {
    const { views } = connect();
    const first = latest();
    first.accept();
    vi.advanceTimersByTime(15_000);
    expect(first.framesOf('ping')).toHaveLength(1);
    // A server that answers keeps the socket for as long as it likes.
    for (let i = 0; i < 20; i += 1) {
      first.deliver({ type: 'pong' });
      vi.advanceTimersByTime(15_000);
    }
    expect(first.framesOf('ping')).toHaveLength(21);
    expect(FakeWebSocket.instances).toHaveLength(1);
    // Silence: dead after the heartbeat timeout, replaced at once.
    vi.advanceTimersByTime(45_000 - 15_000 - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.closedByClient).toEqual({ code: 1000, reason: 'client closed' });
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(views.at(-1)).toEqual({ status: 'connecting', attempt: 1 });
  });

  it('reconnects at once on 4408 (too slow) and resumes from the last seq', () => {
    const { client } = connect();
    const { items } = collect<TopicItem>(client.topic$('room:7'));
    latest().accept();
    latest().deliver({ type: 'event', topic: 'room:7', seq: 12, event: {} });
    vi.advanceTimersByTime(10_000);
    latest().deliver({ type: 'pong' });
    latest().serverClose(4408, 'Too slow: reconnect and resume with your last seq');
    expect(FakeWebSocket.instances).toHaveLength(2);
    latest().accept();
    expect(latest().framesOf('subscribe')[0]?.topics).toEqual([{ topic: 'room:7', sinceSeq: 12 }]);
    expect(seqs(items)).toEqual([12]);
  });

  it('refcounts subscriptions: one subscribe for the first, one unsubscribe after the last', () => {
    const { client } = connect();
    latest().accept();
    const a = collect<TopicItem>(client.topic$('room:1'));
    const b = collect<TopicItem>(client.topic$('room:1'));
    expect(latest().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1' }], batch: true }]);
    latest().deliver({ type: 'event', topic: 'room:1', seq: 1, event: 'x' });
    expect(seqs(a.items)).toEqual([1]);
    expect(seqs(b.items)).toEqual([1]);
    a.subscription.unsubscribe();
    expect(latest().framesOf('unsubscribe')).toEqual([]);
    latest().deliver({ type: 'event', topic: 'room:1', seq: 2, event: 'y' });
    expect(seqs(a.items)).toEqual([1]);
    expect(seqs(b.items)).toEqual([1, 2]);
    b.subscription.unsubscribe();
    expect(latest().framesOf('unsubscribe')).toEqual([{ type: 'unsubscribe', topics: ['room:1'] }]);
    // In-flight frames of the dropped topic are ignored; a new subscriber starts from "now".
    latest().deliver({ type: 'event', topic: 'room:1', seq: 3, event: 'z' });
    expect(client.stats().strayFrames).toBe(1);
    collect<TopicItem>(client.topic$('room:1'));
    expect(latest().framesOf('subscribe').at(-1)).toEqual({ type: 'subscribe', topics: [{ topic: 'room:1' }], batch: true });
  });

  it('subscribes topics taken while disconnected once the socket opens, in one frame', () => {
    const { client } = connect();
    collect<TopicItem>(client.topic$('room:1'));
    collect<TopicItem>(client.topic$('config:9'));
    latest().accept();
    expect(latest().framesOf('subscribe')).toEqual([
      { type: 'subscribe', topics: [{ topic: 'room:1' }, { topic: 'config:9' }], batch: true },
    ]);
  });

  it('counts and ignores invalid frames', () => {
    const { client } = connect();
    const { items } = collect<TopicItem>(client.topic$('room:1'));
    latest().accept();
    latest().deliver('not json');
    latest().deliver(JSON.stringify({ type: 'event', topic: 'room 1', seq: 1, event: {} }));
    latest().deliver(JSON.stringify({ type: 'event', topic: 'room:1', seq: -1, event: {} }));
    latest().dispatchEvent(new MessageEvent('message', { data: new ArrayBuffer(4) }));
    latest().deliver({ type: 'event', topic: 'room:1', seq: 1, event: {} });
    expect(seqs(items)).toEqual([1]);
    expect(client.stats()).toMatchObject({ frames: 5, invalidFrames: 4 });
  });

  it('validates events with a schema per subscriber, and passes error frames on', () => {
    const { client } = connect();
    const gifts = collect<TopicItem<{ diamonds: number }>>(client.topic$('room:1', z.object({ diamonds: z.number() })));
    const errors = collect(client.errors$);
    latest().accept();
    latest().deliver({ type: 'event', topic: 'room:1', seq: 1, event: { diamonds: 5 } });
    latest().deliver({ type: 'event', topic: 'room:1', seq: 2, event: { diamonds: 'five' } });
    latest().deliver({ type: 'error', code: 'too_many_topics', message: 'At most 200 topics per connection' });
    expect(gifts.items).toEqual([{ kind: 'event', topic: 'room:1', seq: 1, event: { diamonds: 5 } }]);
    expect(client.stats().invalidEvents).toBe(1);
    expect(errors.items).toEqual([{ type: 'error', code: 'too_many_topics', message: 'At most 200 topics per connection' }]);
  });

  it('fails only the topic a 4403 names, and reconnects for the others', () => {
    const { client } = connect();
    const allowed = collect<TopicItem>(client.topic$('room:1'));
    const refused = collect<TopicItem>(client.topic$('room:2'));
    latest().accept();
    latest().serverClose(4403, 'Topic not allowed: room:2');
    expect(refused.errors).toEqual([new TopicForbiddenError('room:2')]);
    vi.advanceTimersByTime(500);
    latest().accept();
    expect(latest().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1' }], batch: true }]);
    expect(allowed.errors).toEqual([]);
  });

  it('waits offline and reconnects when the browser is back online', () => {
    const { views } = connect();
    const first = latest();
    first.accept();
    window.dispatchEvent(new Event('offline'));
    expect(views.at(-1)).toEqual({ status: 'offline' });
    expect(first.closedByClient?.code).toBe(1000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(views.at(-1)).toEqual({ status: 'connecting', attempt: 0 });
  });

  it('rejects an invalid topic and completes everything on close()', () => {
    const { client, views } = connect();
    expect(() => client.topic$('lobby')).toThrow(/invalid topic/);
    let completed = false;
    client.topic$('room:1').subscribe({ complete: () => (completed = true) });
    latest().accept();
    client.close();
    expect(completed).toBe(true);
    expect(views.at(-1)).toEqual({ status: 'stopped' });
    expect(latest().closedByClient?.code).toBe(1000);
  });
});
