/** The same hub behaviour from both implementations (Redis only when REDIS_URL is set, as in CI's second run). */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FANOUT_BATCH_BYTES, type Hub, type HubEntry, type HubListener, type HubOptions } from './hub';
import { createMemoryHub } from './memory-hub';
import { createRedisHub, HubPublishError, type RedisHub } from './redis-hub';
import { startRedisServer, type RedisServerProcess } from '../../../tests/integration/helpers/redis-server';
import { startTcpProxy, type TcpProxy } from '../../../tests/integration/helpers/tcp-proxy';

type Open = (options?: Partial<HubOptions>) => Promise<Hub>;

/** Opens hubs; Redis ones share one random prefix per test so "two instances" see the same topics. */
function hubFactory(kind: 'memory' | 'redis'): { open: Open; dispose(): Promise<void> } {
  const opened: Hub[] = [];
  const prefix = `ld-test:hub:${randomBytes(4).toString('hex')}:`;
  return {
    async open(options) {
      const hub = kind === 'memory' ? createMemoryHub(options) : await createRedisHub(process.env.REDIS_URL!, prefix, options);
      opened.push(hub);
      return hub;
    },
    async dispose() {
      const redis = opened.find((hub): hub is RedisHub => hub.kind === 'redis');
      await redis?.clear();
      await Promise.all(opened.map((hub) => hub.close()));
    },
  };
}

/** Records what a listener hears; `batched` listeners also take live events a turn at a time (`events`). */
function recorder(options: { drain?: () => Promise<void>; batched?: boolean } = {}) {
  const heard: (['start', number] | ['event', number] | ['gap', number] | ['error', string])[] = [];
  const entries: HubEntry[] = [];
  const batches: (readonly HubEntry[])[] = [];
  const listener: HubListener = {
    start: (head) => heard.push(['start', head]),
    event: (entry) => {
      heard.push(['event', entry.seq]);
      entries.push(entry);
    },
    gap: (fromSeq) => heard.push(['gap', fromSeq]),
    error: (error) => heard.push(['error', error.message]),
    ...(options.drain ? { drain: options.drain } : {}),
    ...(options.batched
      ? {
          events: (batch: readonly HubEntry[]) => {
            batches.push(batch);
            for (const entry of batch) {
              heard.push(['event', entry.seq]);
              entries.push(entry);
            }
          },
        }
      : {}),
  };
  return {
    listener,
    heard,
    entries,
    batches,
    seqs: () => entries.map((entry) => entry.seq),
    started: () => heard.some(([kind]) => kind === 'start'),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const kinds: ('memory' | 'redis')[] = process.env.REDIS_URL ? ['memory', 'redis'] : ['memory'];

describe.each(kinds)('%s hub', (kind) => {
  let factory = hubFactory(kind);
  afterEach(async () => {
    await factory.dispose();
    factory = hubFactory(kind);
  });

  it('numbers events per topic from 1 and reports the head', async () => {
    const hub = await factory.open();
    expect(await hub.headSeq('room:a')).toBe(0);
    expect(await Promise.all([1, 2, 3].map((n) => hub.publish('room:a', { n })))).toEqual([1, 2, 3]);
    expect(await hub.publish('room:b', { n: 1 })).toBe(1);
    expect(await hub.headSeq('room:a')).toBe(3);
    await expect(hub.publish('nope', {})).rejects.toThrow(TypeError);
    await expect(hub.publish('room:a', undefined)).rejects.toThrow(TypeError);
    expect(() => hub.subscribe('nope', undefined, recorder().listener)).toThrow(TypeError);
  });

  it('without sinceSeq delivers only later events; with it replays then goes live, each seq once', async () => {
    const hub = await factory.open();
    for (const n of range(1, 5)) await hub.publish('room:r', { n });
    const fresh = recorder();
    const resumed = recorder();
    hub.subscribe('room:r', undefined, fresh.listener);
    hub.subscribe('room:r', 2, resumed.listener);
    await until(() => fresh.started() && resumed.seqs().length === 3);
    for (const n of range(6, 8)) await hub.publish('room:r', { n });
    await until(() => resumed.seqs().length === 6 && fresh.seqs().length === 3);
    expect(fresh.heard).toEqual([['start', 5], ['event', 6], ['event', 7], ['event', 8]]);
    expect(resumed.heard[0]).toEqual(['start', 5]);
    expect(resumed.seqs()).toEqual(range(3, 8));
    expect(resumed.entries.at(-1)!.event).toEqual({ n: 8 });
    expect(JSON.parse(resumed.entries[0]!.json)).toEqual({ n: 3 });
  });

  it('resumes thousands of events paced by drain while publishing goes on, without loss or duplicates', async () => {
    const hub = await factory.open();
    await Promise.all(range(1, 1_200).map((n) => hub.publish('room:big', { n })));
    let drains = 0;
    const resumed = recorder({
      drain: async () => {
        drains += 1;
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    hub.subscribe('room:big', 0, resumed.listener);
    // Publish concurrently with the catch-up so live entries overlap history pages.
    await Promise.all(range(1_201, 1_700).map((n) => hub.publish('room:big', { n })));
    await until(() => resumed.seqs().length >= 1_700);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resumed.seqs()).toEqual(range(1, 1_700));
    expect(resumed.heard.filter(([k]) => k === 'gap')).toEqual([]);
    expect(drains).toBeGreaterThanOrEqual(2);
  });

  it('hands batched listeners a turn of live events at once, the same array to every one in step', async () => {
    const hub = await factory.open();
    const a = recorder({ batched: true });
    const b = recorder({ batched: true });
    const single = recorder();
    for (const r of [a, b, single]) hub.subscribe('room:batch', undefined, r.listener);
    await until(() => a.started() && b.started() && single.started());
    // One turn: published without awaiting in between.
    await Promise.all(range(1, 50).map((n) => hub.publish('room:batch', { n })));
    await until(() => a.seqs().length === 50 && b.seqs().length === 50 && single.seqs().length === 50);
    for (const r of [a, b, single]) expect(r.seqs()).toEqual(range(1, 50));
    expect(single.batches).toEqual([]);
    if (kind === 'memory') {
      expect(a.batches).toHaveLength(1);
      expect(b.batches[0]).toBe(a.batches[0]);
    }
    // A burst bigger than FANOUT_BATCH_BYTES is handed over in pieces, still in order.
    const pad = 'x'.repeat(1_000);
    await Promise.all(range(51, 250).map((n) => hub.publish('room:batch', { n, pad })));
    await until(() => a.seqs().length === 250);
    expect(a.seqs()).toEqual(range(1, 250));
    if (kind === 'memory') expect(a.batches.length).toBeGreaterThanOrEqual(1 + Math.floor((200 * 1_000) / FANOUT_BATCH_BYTES));
  });

  it('a batched listener resuming while publishing goes on gets every seq once (catch-up one by one, then batches)', async () => {
    const hub = await factory.open();
    await Promise.all(range(1, 1_200).map((n) => hub.publish('room:bigb', { n })));
    const resumed = recorder({ batched: true, drain: () => new Promise((resolve) => setTimeout(resolve, 2)) });
    hub.subscribe('room:bigb', 0, resumed.listener);
    for (let n = 1_201; n <= 1_700; n += 50) {
      await Promise.all(range(n, n + 49).map((m) => hub.publish('room:bigb', { n: m })));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => resumed.seqs().length >= 1_700);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resumed.seqs()).toEqual(range(1, 1_700));
    expect(resumed.heard.filter(([k]) => k === 'gap')).toEqual([]);
    await Promise.all(range(1_701, 1_710).map((n) => hub.publish('room:bigb', { n })));
    await until(() => resumed.seqs().length === 1_710);
    // Live again: the last events came in batches (one on a memory hub; Redis replies may split them).
    expect(resumed.batches.flat().map((entry) => entry.seq).filter((seq) => seq > 1_700)).toEqual(range(1_701, 1_710));
    if (kind === 'memory') expect(resumed.batches.at(-1)!.map((entry) => entry.seq)).toEqual(range(1_701, 1_710));
  });

  it('reports a gap when history no longer holds the events after sinceSeq, then continues from the oldest', async () => {
    const hub = await factory.open({ historyLength: 100 });
    await Promise.all(range(1, 1_000).map((n) => hub.publish('room:g', { n })));
    const resumed = recorder();
    hub.subscribe('room:g', 3, resumed.listener);
    await until(() => resumed.seqs().at(-1) === 1_000);
    const gap = resumed.heard.find(([k]) => k === 'gap')!;
    expect(gap).toBeDefined();
    // Memory trims exactly; Redis `MAXLEN ~` keeps whole nodes, so it may hold somewhat more.
    if (kind === 'memory') expect(gap[1]).toBe(901);
    expect(gap[1]).toBeGreaterThan(4);
    expect(resumed.heard.slice(0, 2)).toEqual([['start', 1_000], gap]);
    expect(resumed.seqs()).toEqual(range(Number(gap[1]), 1_000));
  });

  it('a cursor ahead of the topic (a reset store) gets a gap at the oldest held seq', async () => {
    const hub = await factory.open();
    for (const n of range(1, 3)) await hub.publish('room:reset', { n });
    const ahead = recorder();
    hub.subscribe('room:reset', 50, ahead.listener);
    await until(() => ahead.seqs().length === 3);
    expect(ahead.heard).toEqual([['start', 3], ['gap', 1], ['event', 1], ['event', 2], ['event', 3]]);

    const empty = recorder();
    hub.subscribe('room:never', 7, empty.listener);
    await until(() => empty.heard.length === 2);
    expect(empty.heard).toEqual([['start', 0], ['gap', 1]]);
    await hub.publish('room:never', {});
    await until(() => empty.seqs().length === 1);
    expect(empty.seqs()).toEqual([1]);
  });

  it('close stops delivery', async () => {
    const hub = await factory.open();
    const kept = recorder();
    const dropped = recorder();
    hub.subscribe('room:u', undefined, kept.listener);
    const subscription = hub.subscribe('room:u', undefined, dropped.listener);
    await until(() => kept.started() && dropped.started());
    await hub.publish('room:u', { n: 1 });
    await until(() => dropped.seqs().length === 1 && kept.seqs().length === 1);
    subscription.close();
    subscription.close();
    await hub.publish('room:u', { n: 2 });
    await until(() => kept.seqs().length === 2);
    expect(dropped.seqs()).toEqual([1]);
  });

  if (kind === 'memory') {
    it('drops history older than historyMaxAgeMs', async () => {
      let now = 1_000;
      const hub = createMemoryHub({ historyMaxAgeMs: 100, now: () => now });
      await hub.publish('room:age', { n: 1 });
      now += 150;
      await hub.publish('room:age', { n: 2 });
      const resumed = recorder();
      hub.subscribe('room:age', 0, resumed.listener);
      await until(() => resumed.seqs().length === 1);
      expect(resumed.heard).toEqual([['start', 2], ['gap', 2], ['event', 2]]);
      await hub.close();
    });
  }

  if (kind === 'redis') {
    describe('a private redis-server that restarts and keeps nothing (SIGKILL, no persistence)', () => {
      let server: RedisServerProcess;
      const hubs: RedisHub[] = [];
      const open = async (options: Parameters<typeof createRedisHub>[2] = {}) => {
        const hub = await createRedisHub(server.url, 'ld-test:restart:', options);
        hubs.push(hub);
        return hub;
      };
      const proxies: TcpProxy[] = [];
      /** A hub that reaches the private Redis through a proxy the test can cut (the hub then comes back later than others). */
      const openThroughProxy = async () => {
        const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
        proxies.push(proxy);
        const hub = await createRedisHub(`redis://127.0.0.1:${proxy.port}`, 'ld-test:restart:');
        hubs.push(hub);
        return { hub, proxy };
      };
      const restart = async (during: () => void = () => undefined) => {
        await server.kill();
        during();
        await server.start();
      };
      beforeEach(async () => {
        server = await startRedisServer();
      });
      afterEach(async () => {
        await Promise.all(hubs.splice(0).map((hub) => hub.close()));
        await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
        await server.dispose();
      });

      it('seqs continue above the last one, publishes made during the outage arrive once and in order, a resume from a lost seq gets a gap', async () => {
        const hub = await open();
        const live = recorder();
        hub.subscribe('config:7', undefined, live.listener);
        await until(() => live.started());
        for (const n of range(1, 20)) await hub.publish('config:7', { n });
        await until(() => live.seqs().length === 20);
        let during: Promise<number[]> = Promise.resolve([]);
        await restart(() => {
          during = Promise.all(range(21, 40).map((n) => hub.publish('config:7', { n })));
        });
        expect(await during).toEqual(range(21, 40));
        await until(() => live.seqs().length === 40);
        expect(live.heard.filter(([k]) => k === 'gap')).toEqual([]);
        expect(live.seqs()).toEqual(range(1, 40));
        expect(live.entries.map((entry) => (entry.event as { n: number }).n)).toEqual(range(1, 40));
        expect(await hub.headSeq('config:7')).toBe(40);

        // 11…20 went with the old Redis. The publishing instance kept its own: a client resuming there gets them.
        const resumed = recorder();
        hub.subscribe('config:7', 10, resumed.listener);
        await until(() => resumed.seqs().length === 30);
        expect(resumed.heard[0]).toEqual(['start', 40]);
        expect(resumed.seqs()).toEqual(range(11, 40));
        expect(resumed.entries.map((entry) => (entry.event as { n: number }).n)).toEqual(range(11, 40));
        // Another instance has only Redis: a client resuming there is told, then gets what is held.
        const other = await open();
        const elsewhere = recorder();
        other.subscribe('config:7', 10, elsewhere.listener);
        await until(() => elsewhere.seqs().length === 20);
        expect(elsewhere.heard.slice(0, 2)).toEqual([['start', 40], ['gap', 21]]);
        expect(elsewhere.seqs()).toEqual(range(21, 40));
        // A client that had everything waits for the next event, with no gap.
        const upToDate = recorder();
        hub.subscribe('config:7', 40, upToDate.listener);
        await until(() => upToDate.started());
        expect(await hub.publish('config:7', { n: 41 })).toBe(41);
        await until(() => upToDate.seqs().length === 1);
        expect(upToDate.heard).toEqual([['start', 40], ['event', 41]]);
      });

      it('publishes in flight when Redis dies (some done, none answered) keep their seqs and their order: each event once', async () => {
        const hub = await open();
        const live = recorder();
        hub.subscribe('room:inflight', undefined, live.listener);
        await until(() => live.started());
        for (const n of range(1, 10)) await hub.publish('room:inflight', { n });
        await until(() => live.seqs().length === 10);
        const published = Promise.all(range(11, 400).map((n) => hub.publish('room:inflight', { n })));
        await restart();
        const seqs = await published;
        expect(seqs).toEqual(range(11, 400));
        await until(() => live.seqs().length === 400);
        expect(live.heard.filter(([k]) => k === 'gap')).toEqual([]);
        expect(live.entries.map((entry) => (entry.event as { n: number }).n)).toEqual(range(1, 400));
        expect(live.seqs()).toEqual(range(1, 400));
      });

      it('an instance that knows a topic writes its head back after the restart, so another instance publishing first does not reuse seqs', async () => {
        const follower = await open();
        const watching = recorder();
        follower.subscribe('room:shared', undefined, watching.listener);
        await until(() => watching.started());
        for (const n of range(1, 5)) await follower.publish('room:shared', { n });
        await until(() => watching.seqs().length === 5);
        const other = await open();
        await restart();
        const { Redis } = await import('ioredis');
        const raw = new Redis(server.url);
        try {
          await until(async () => (await raw.get('ld-test:restart:hub:seq:room:shared')) === '5');
        } finally {
          raw.disconnect();
        }
        expect(await other.publish('room:shared', { n: 6 })).toBe(6);
        await until(() => watching.seqs().length === 6);
        expect(watching.seqs()).toEqual(range(1, 6));
        expect(watching.heard.filter(([k]) => k === 'gap')).toEqual([]);
      });

      it('an instance that got back after another one published with seqs its subscribers had passed gives them a gap, then the next events', async () => {
        // The follower reaches Redis through a proxy, so it can come back after the other instance has published.
        const { hub: follower, proxy } = await openThroughProxy();
        const watching = recorder();
        follower.subscribe('orders:7', undefined, watching.listener);
        await until(() => watching.started());
        for (const n of range(1, 5)) await follower.publish('orders:7', { n });
        await until(() => watching.seqs().length === 5);
        // Knows nothing of orders:7: after the restart its publish starts the counter again.
        const other = await open();
        await proxy.cut();
        await restart();
        expect(await other.publish('orders:7', { n: 'during' })).toBe(1);
        await proxy.restore();
        await until(() => watching.heard.some(([kind]) => kind === 'gap'));
        expect(watching.heard.filter(([kind]) => kind !== 'event')).toEqual([['start', 0], ['gap', 6]]);
        // The follower wrote its head back: the next publish continues after what its subscribers had.
        expect(await other.publish('orders:7', { n: 'after' })).toBe(6);
        await until(() => watching.seqs().length === 6);
        expect(watching.entries.map((entry) => (entry.event as { n: number | string }).n)).toEqual([...range(1, 5), 'after']);
      });

      it('a reconnect to the same Redis (no restart) gives no gap', async () => {
        const { hub: follower, proxy } = await openThroughProxy();
        const other = await open();
        const watching = recorder();
        follower.subscribe('orders:8', undefined, watching.listener);
        await until(() => watching.started());
        for (const n of range(1, 3)) await other.publish('orders:8', { n });
        await until(() => watching.seqs().length === 3);
        await proxy.cut();
        for (const n of range(4, 6)) await other.publish('orders:8', { n });
        await proxy.restore();
        await until(() => watching.seqs().length === 6);
        for (const n of range(7, 8)) await other.publish('orders:8', { n });
        await until(() => watching.seqs().length === 8);
        expect(watching.seqs()).toEqual(range(1, 8));
        expect(watching.heard.filter(([kind]) => kind === 'gap')).toEqual([]);
      });

      it('beyond maxPendingPublishes a publish rejects while Redis is away, and subscribers get a gap where it was', async () => {
        const hub = await open({ maxPendingPublishes: 3 });
        const live = recorder();
        hub.subscribe('room:busy', undefined, live.listener);
        await until(() => live.started());
        await hub.publish('room:busy', { n: 1 });
        const outcomes: Promise<number | Error>[] = [];
        await restart(() => {
          for (const n of range(2, 6)) outcomes.push(hub.publish('room:busy', { n }).catch((error: unknown) => error as Error));
        });
        const settled = await Promise.all(outcomes);
        expect(settled.slice(0, 3)).toEqual([2, 3, 4]);
        for (const refused of settled.slice(3)) expect(refused).toBeInstanceOf(HubPublishError);
        // The refused events are not published later; the next seq skips one so the loss is visible.
        expect(await hub.publish('room:busy', { n: 7 })).toBe(6);
        await until(() => live.seqs().length === 5);
        expect(live.heard.slice(1)).toEqual([['event', 1], ['event', 2], ['event', 3], ['event', 4], ['gap', 6], ['event', 6]]);
      });

      it('publishes sent again after a dropped connection (their replies lost) are appended once', async () => {
        const hub = await open();
        const live = recorder();
        hub.subscribe('room:resend', undefined, live.listener);
        await until(() => live.started());
        const { Redis } = await import('ioredis');
        const raw = new Redis(server.url);
        const rounds = 10;
        const perRound = 500;
        try {
          const seqs: number[] = [];
          for (let round = 0; round < rounds; round += 1) {
            const published = Promise.all(range(1, perRound).map((i) => hub.publish('room:resend', { n: round * perRound + i })));
            // Drops the connections mid-burst (some publishes done, their replies not yet read): ioredis
            // reconnects and sends the unanswered ones again.
            await new Promise((resolve) => setImmediate(resolve));
            await raw.client('KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
            seqs.push(...(await published));
          }
          expect([...seqs].sort((a, b) => a - b)).toEqual(range(1, rounds * perRound));
          await until(() => live.seqs().length === rounds * perRound);
          expect(live.seqs()).toEqual(range(1, rounds * perRound));
          expect(live.entries.map((entry) => (entry.event as { n: number }).n)).toEqual(range(1, rounds * perRound));
          expect(Number(await raw.get('ld-test:restart:hub:seq:room:resend'))).toBe(rounds * perRound);
        } finally {
          raw.disconnect();
        }
      });
    });

    it('two instances publishing concurrently get unique, gapless seqs; each delivers all of them in order', async () => {
      const a = await factory.open();
      const b = await factory.open();
      const onA = recorder();
      const onB = recorder();
      a.subscribe('room:two', undefined, onA.listener);
      b.subscribe('room:two', undefined, onB.listener);
      await until(() => onA.started() && onB.started());
      const seqs = await Promise.all(range(1, 400).map((n) => (n % 2 ? a : b).publish('room:two', { n })));
      expect([...seqs].sort((x, y) => x - y)).toEqual(range(1, 400));
      await until(() => onA.seqs().length === 400 && onB.seqs().length === 400);
      expect(onA.seqs()).toEqual(range(1, 400));
      expect(onB.seqs()).toEqual(range(1, 400));
      // Same event under the same seq everywhere.
      expect(onB.entries.map((entry) => entry.json)).toEqual(onA.entries.map((entry) => entry.json));
    });

    it('a counter lost while its stream survives continues after the stream instead of failing', async () => {
      const prefix = `ld-test:hub:${randomBytes(4).toString('hex')}:`;
      const hub = await createRedisHub(process.env.REDIS_URL!, prefix);
      try {
        await hub.publish('room:lost', {});
        await hub.publish('room:lost', {});
        const { Redis } = await import('ioredis');
        const raw = new Redis(process.env.REDIS_URL!);
        await raw.del(`${prefix}hub:seq:room:lost`);
        await raw.quit();
        expect(await hub.publish('room:lost', {})).toBe(3);
        expect(await hub.publish('room:lost', {})).toBe(4);
      } finally {
        await hub.clear();
        await hub.close();
      }
    });
  }
});
