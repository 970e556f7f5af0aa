/** Leases between instances, on the memory KV store and (when REDIS_URL is set, as in CI's second run) on Redis. */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KvStore } from '../../kv/kv-store';
import { createMemoryKvStore } from '../../kv/memory-kv-store';
import { createRedisKvStore } from '../../kv/redis-kv-store';
import { createLeaseKeeper, type LeaseKeeper } from './lease-keeper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stores: [string, () => Promise<KvStore>][] = [['memory', async () => createMemoryKvStore()]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  stores.push(['redis', () => createRedisKvStore(url, `ld-test:lease:${randomBytes(4).toString('hex')}:`)]);
}

describe.each(stores)('lease keeper on the %s store', (_name, open) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  const setup = async () => {
    const kv = await open();
    cleanup.push(async () => {
      await kv.clear();
      await kv.close();
    });
    const keeper = (owner: string, ttlMs = 300): LeaseKeeper => {
      const k = createLeaseKeeper({ kv, prefix: 'lease:room:', owner, ttlMs });
      cleanup.push(() => k.close());
      return k;
    };
    return { kv, keeper };
  };

  it('two instances asking for the same rooms: each room goes to exactly one', async () => {
    const { keeper } = await setup();
    const a = keeper('a');
    const b = keeper('b');
    const rooms = Array.from({ length: 20 }, (_, i) => `r${i}`);
    const results = await Promise.all(rooms.flatMap((room) => [a.acquire(room), b.acquire(room)]));
    for (let i = 0; i < rooms.length; i += 1) expect(Number(results[2 * i]) + Number(results[2 * i + 1])).toBe(1);
    expect(a.held().length + b.held().length).toBe(20);
    for (const room of rooms) expect(a.holds(room) !== b.holds(room)).toBe(true);
  });

  it('a held lease is renewed past its TTL while the instance lives', async () => {
    const { keeper } = await setup();
    const a = keeper('a', 800);
    const b = keeper('b', 800);
    expect(await a.acquire('x')).toBe(true);
    await sleep(2_000);
    expect(a.holds('x')).toBe(true);
    expect(await b.acquire('x')).toBe(false);
  });

  it('a stopped instance releases at once; a dead one is taken over after the TTL', async () => {
    const { kv, keeper } = await setup();
    const a = keeper('a', 200);
    const b = keeper('b', 200);
    await a.acquire('clean');
    await a.close();
    expect(await b.acquire('clean')).toBe(true);
    // "Dead": the lease is in the store but nobody renews it.
    expect(await kv.lease('lease:room:dead', 'ghost', 200)).toBe(true);
    expect(await b.acquire('dead')).toBe(false);
    await sleep(300);
    expect(await b.acquire('dead')).toBe(true);
  });

  it('reports a lease another owner took over (it expired while this one was not renewing)', async () => {
    const { kv, keeper } = await setup();
    const a = keeper('a', 150);
    const lost: string[] = [];
    a.onLost((name) => lost.push(name));
    await a.acquire('y');
    await kv.releaseLease('lease:room:y', 'a');
    expect(await kv.lease('lease:room:y', 'intruder', 10_000)).toBe(true);
    await vi.waitFor(() => expect(lost).toEqual(['y']), { timeout: 5_000 });
    expect(a.holds('y')).toBe(false);
  });

  it('a lease that cannot be renewed for its TTL (store unreachable) stops counting as held', async () => {
    let failing = false;
    const inner = createMemoryKvStore();
    const kv = {
      lease: async (key: string, owner: string, ttl: number) => {
        if (failing) throw new Error('connection refused');
        return inner.lease(key, owner, ttl);
      },
      releaseLease: (key: string, owner: string) => inner.releaseLease(key, owner),
    };
    const errors: unknown[] = [];
    const a = createLeaseKeeper({ kv, prefix: 'p:', owner: 'a', ttlMs: 150, onError: (e) => errors.push(e) });
    cleanup.push(() => a.close());
    const lost: string[] = [];
    a.onLost((name) => lost.push(name));
    await a.acquire('z');
    failing = true;
    await vi.waitFor(() => expect(lost).toEqual(['z']), { timeout: 5_000 });
    expect(errors.length).toBeGreaterThan(0);
    expect(a.holds('z')).toBe(false);
  });
});
