import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/database';
import { createMemoryKvStore } from '../../kv/memory-kv-store';
import { createPrincipalCache, type PrincipalCache } from './principal-cache';
import { createSessionStore } from './session-store';
import type { Principal } from './user-access';

/** A principal holding `permissions`, enabled unless said otherwise. */
const principalOf = (userId: number, permissions: string[], enabled = true): Principal => ({
  userId,
  enabled,
  deptId: null,
  roles: [],
  permissions,
  dataScope: { kind: 'all' },
  level: Number.POSITIVE_INFINITY,
  info: {
    user: { id: userId, username: `u${userId}`, nickName: 'U', email: null, phone: null, gender: 'male', avatarPath: null, enabled, dept: null, roles: [], jobs: [], createTime: '2026-01-01 00:00:00' },
    roles: permissions,
    dataScopes: [],
  },
});

/** Two instances' caches over one KV store, reading principals from `stored` and counting the reads. */
function setUp() {
  const kv = createMemoryKvStore();
  const sessions = createSessionStore(kv, { ttlMs: 60_000 });
  const stored = new Map<number, Principal>();
  const reads = { count: 0, failNext: false };
  const instance = (): PrincipalCache =>
    createPrincipalCache({
      // The database is never reached: `load` stands for it.
      db: {} as DbOrTx,
      kv,
      sessions,
      timeZone: 'UTC',
      load: async (userId) => {
        reads.count += 1;
        if (reads.failNext) {
          reads.failNext = false;
          throw new Error('database away');
        }
        return stored.get(userId) ?? null;
      },
    });
  return { kv, sessions, stored, reads, a: instance(), b: instance() };
}

const data = { userId: 7, userName: 'u7', nickName: 'U', dept: null, ip: '1.2.3.4', browser: 'Chrome 1' };

describe('principal cache', () => {
  it('reads a principal once per generation, and again on every instance after an invalidation anywhere', async () => {
    const { sessions, stored, reads, a, b } = setUp();
    stored.set(7, principalOf(7, ['menu:list']));
    const session = await sessions.create(data);

    expect((await b.staff(session.key, 7))?.permissions).toEqual(['menu:list']);
    expect((await b.staff(session.key, 7))?.permissions).toEqual(['menu:list']);
    expect(reads.count).toBe(1);

    stored.set(7, principalOf(7, []));
    expect((await b.staff(session.key, 7))?.permissions).toEqual(['menu:list']);
    await a.invalidateAll();
    expect((await b.staff(session.key, 7))?.permissions).toEqual([]);
    expect(reads.count).toBe(2);
  });

  it('never caches the session: an ended or expired one, or one of another user, gives no access', async () => {
    const { sessions, stored, b } = setUp();
    stored.set(7, principalOf(7, ['menu:list']));
    const session = await sessions.create(data);
    expect(await b.staff(session.key, 8)).toBeNull();
    expect(await b.staff(session.key, 7)).not.toBeNull();
    await sessions.end(session.key);
    expect(await b.staff(session.key, 7)).toBeNull();
    expect(await b.staff('unknown', 7)).toBeNull();
  });

  it('ends the session of a disabled user, and gives a deleted user no access', async () => {
    const { sessions, stored, b } = setUp();
    stored.set(7, principalOf(7, ['menu:list'], false));
    const session = await sessions.create(data);
    expect(await b.staff(session.key, 7)).toBeNull();
    expect(await sessions.get(session.key)).toBeNull();

    const other = await sessions.create({ ...data, userId: 9 });
    expect(await b.staff(other.key, 9)).toBeNull();
  });

  it('computes a derived answer once per generation and drops it with its principal', async () => {
    const { sessions, stored, a, b } = setUp();
    stored.set(7, principalOf(7, ['menu:list']));
    const session = await sessions.create(data);
    let computed = 0;
    const answer = () => b.derived(7, 'answer', async () => ++computed);
    await b.staff(session.key, 7);
    expect(await answer()).toBe(1);
    expect(await answer()).toBe(1);
    await a.invalidateAll();
    await b.staff(session.key, 7);
    expect(await answer()).toBe(2);
  });

  it('does not remember a failed read or a failed derived answer', async () => {
    const { sessions, stored, reads, b } = setUp();
    stored.set(7, principalOf(7, ['menu:list']));
    const session = await sessions.create(data);
    reads.failNext = true;
    await expect(b.staff(session.key, 7)).rejects.toThrow('database away');
    expect((await b.staff(session.key, 7))?.permissions).toEqual(['menu:list']);

    await expect(b.derived(7, 'answer', async () => Promise.reject(new Error('encoding failed')))).rejects.toThrow('encoding failed');
    expect(await b.derived(7, 'answer', async () => 'fine')).toBe('fine');
  });
});
