/** The same behaviour from both KV stores (Redis only when REDIS_URL is set, as in CI's second run). */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KvStore } from './kv-store';
import { createMemoryKvStore } from './memory-kv-store';
import { createRedisKvStore } from './redis-kv-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stores: [string, () => Promise<KvStore>][] = [['memory', async () => createMemoryKvStore()]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  stores.push(['redis', () => createRedisKvStore(url, `ld-test:kv:${randomBytes(4).toString('hex')}:`)]);
}

describe.each(stores)('%s KV store', (_name, open) => {
  let kv: KvStore;
  beforeAll(async () => {
    kv = await open();
  });
  afterAll(async () => {
    await kv.clear();
    await kv.close();
  });

  it('stores values until their TTL runs out', async () => {
    await kv.set('a', '1', 150);
    expect(await kv.get('a')).toBe('1');
    expect(await kv.ttl('a')).toBeGreaterThan(0);
    await sleep(250);
    expect(await kv.get('a')).toBeNull();
    expect(await kv.ttl('a')).toBeNull();
  });

  it('a lease is held by one owner at a time, extended by its owner, and free again after release or expiry', async () => {
    expect(await kv.lease('lease:a', 'one', 200)).toBe(true);
    expect(await kv.lease('lease:a', 'two', 10_000)).toBe(false);
    expect(await kv.lease('lease:a', 'one', 10_000)).toBe(true);
    expect(await kv.ttl('lease:a')).toBeGreaterThan(5_000);
    await kv.releaseLease('lease:a', 'two');
    expect(await kv.get('lease:a')).toBe('one');
    await kv.releaseLease('lease:a', 'one');
    expect(await kv.lease('lease:a', 'two', 150)).toBe(true);
    await sleep(250);
    expect(await kv.lease('lease:a', 'one', 10_000)).toBe(true);
    expect(await kv.get('lease:a')).toBe('one');
  });

  it('of owners racing for one lease, exactly one wins', async () => {
    const wins = await Promise.all(Array.from({ length: 20 }, (_, i) => kv.lease('lease:race', `owner-${i}`, 10_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('take reads once', async () => {
    await kv.set('once', 'v', 10_000);
    expect(await kv.take('once')).toBe('v');
    expect(await kv.take('once')).toBeNull();
  });

  it('counts in a fixed window', async () => {
    expect(await kv.increment('n', 10_000)).toMatchObject({ count: 1 });
    const second = await kv.increment('n', 10_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeLessThanOrEqual(10_000);
    expect(second.ttlMs).toBeGreaterThan(9_000);
  });

  it('gives a reservation back within its window, and never reopens a window that ended', async () => {
    await kv.increment('r', 10_000);
    await kv.increment('r', 10_000);
    expect(await kv.decrement('r')).toBe(1);
    expect(await kv.ttl('r')).toBeGreaterThan(9_000);
    expect((await kv.increment('r', 10_000)).count).toBe(2);
    expect(await kv.decrement('never-counted')).toBeNull();
    expect(await kv.get('never-counted')).toBeNull();
    await kv.increment('short', 100);
    await sleep(200);
    expect(await kv.decrement('short')).toBeNull();
    expect(await kv.get('short')).toBeNull();
  });

  it('lists keys by prefix, reads many, deletes, and clears only its own prefix', async () => {
    await kv.set('session:x', 'X', 10_000);
    await kv.set('session:y', 'Y', 10_000);
    await kv.set('other', 'O', 10_000);
    expect((await kv.keys('session:')).sort()).toEqual(['session:x', 'session:y']);
    expect(await kv.getMany(['session:x', 'missing', 'session:y'])).toEqual(['X', null, 'Y']);
    expect(await kv.del('session:x', 'missing')).toBe(1);
    expect(await kv.keys('session:')).toEqual(['session:y']);
    await kv.clear();
    expect(await kv.keys('')).toEqual([]);
  });
});
