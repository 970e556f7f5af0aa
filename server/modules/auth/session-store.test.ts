import { describe, expect, it } from 'vitest';
import { createMemoryKvStore } from '../../kv/memory-kv-store';
import { createSessionStore, restoreSessions, type SessionMirror, type SessionRecord } from './session-store';

/** A mirror kept in a Map, standing for the `sessions` table (session-table.ts; the table itself is tested through the app). */
function mapMirror(): SessionMirror & { rows: Map<string, SessionRecord> } {
  const rows = new Map<string, SessionRecord>();
  return {
    rows,
    async save(record) {
      rows.set(record.key, record);
    },
    async remove(keys) {
      for (const key of keys) rows.delete(key);
    },
    async live(now) {
      return [...rows.values()].filter((record) => record.expiresAt > now);
    },
  };
}

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

  it("ends a user's sessions but the one kept", async () => {
    const store = createSessionStore(createMemoryKvStore(), { ttlMs: 60_000 });
    const kept = await store.create(data);
    const other = await store.create(data);
    const someoneElse = await store.create({ ...data, userId: 2 });
    expect(await store.endUser(1, kept.key)).toBe(1);
    expect(await store.get(other.key)).toBeNull();
    expect((await store.list()).map((s) => s.key).sort()).toEqual([kept.key, someoneElse.key].sort());
  });

  it('writes every change through to the mirror, and a new process restores only the live sessions from it', async () => {
    let now = 1_000_000;
    const mirror = mapMirror();
    const first = createSessionStore(createMemoryKvStore({ now: () => now }), { ttlMs: 60_000, renewBelowMs: 20_000, now: () => now, mirror });
    const renewed = await first.create(data);
    const ended = await first.create(data);
    const idle = await first.create({ ...data, userId: 2 });
    expect([...mirror.rows.keys()].sort()).toEqual([renewed.key, ended.key, idle.key].sort());
    await first.end(ended.key);
    now += 45_000;
    const touched = await first.touch(renewed);
    expect(mirror.rows.get(renewed.key)!.expiresAt).toBe(touched.expiresAt);
    expect(mirror.rows.has(ended.key)).toBe(false);

    // Past the idle session's expiry, a fresh process on the same mirror.
    now += 20_000;
    const kv = createMemoryKvStore({ now: () => now });
    expect(await restoreSessions(kv, mirror, () => now)).toBe(1);
    const second = createSessionStore(kv, { ttlMs: 60_000, now: () => now, mirror });
    expect(await second.get(renewed.key)).toEqual(touched);
    expect(await second.get(idle.key)).toBeNull();
    expect((await second.list()).map((s) => s.key)).toEqual([renewed.key]);
  });
});
