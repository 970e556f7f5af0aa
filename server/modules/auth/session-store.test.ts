import { describe, expect, it } from 'vitest';
import { createMemoryKvStore } from '../../kv/memory-kv-store';
import { createSessionStore } from './session-store';

describe('session store', () => {
  const data = { userId: 1, userName: 'u', nickName: 'U', dept: null, ip: '1.2.3.4', browser: 'Chrome 1' };

  it('expires sessions at expiresAt and renews them only when less than the threshold is left', async () => {
    let now = 1_000_000;
    const store = createSessionStore(createMemoryKvStore({ now: () => now }), { ttlMs: 60_000, renewBelowMs: 20_000, now: () => now });
    const session = await store.create(data);
    expect(session.expiresAt).toBe(1_060_000);
    expect(session.key).toMatch(/^[\w-]{32}$/);

    now += 30_000;
    expect(await store.touch(session)).toBe(session);
    now += 15_000;
    const renewed = await store.touch(session);
    expect(renewed.expiresAt).toBe(now + 60_000);
    expect((await store.get(session.key))!.expiresAt).toBe(renewed.expiresAt);

    now = renewed.expiresAt;
    expect(await store.get(session.key)).toBeNull();
  });

  it('lists and ends sessions', async () => {
    const store = createSessionStore(createMemoryKvStore(), { ttlMs: 60_000 });
    const a = await store.create(data);
    const b = await store.create({ ...data, userId: 2 });
    expect((await store.list()).map((s) => s.key).sort()).toEqual([a.key, b.key].sort());
    expect(await store.end(a.key, 'unknown')).toBe(1);
    expect((await store.list()).map((s) => s.key)).toEqual([b.key]);
  });
});
