/**
 * In-process {@link KvStore} for the embedded single-instance set-up. Expiry is checked lazily on read
 * and by a sweep every minute, so abandoned captchas and sessions do not pile up.
 */
import type { KvStore } from './kv-store';

interface Entry {
  value: string;
  expiresAt: number;
}

/** Creates a memory store; `now` is injectable so expiry can be tested without waiting. */
export function createMemoryKvStore(options: { now?: () => number } = {}): KvStore {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async getMany(keys) {
      return keys.map((key) => live(key)?.value ?? null);
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    async del(...keys) {
      let removed = 0;
      for (const key of keys) if (live(key) && entries.delete(key)) removed += 1;
      return removed;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      if (!entry) {
        entries.set(key, { value: '1', expiresAt: now() + ttlMs });
        return { count: 1, ttlMs };
      }
      const count = Number(entry.value) + 1;
      entry.value = String(count);
      return { count, ttlMs: entry.expiresAt - now() };
    },
    async decrement(key) {
      const entry = live(key);
      if (!entry) return null;
      const count = Number(entry.value) - 1;
      entry.value = String(count);
      return count;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : null;
    },
    async lease(key, owner, ttlMs) {
      const entry = live(key);
      if (entry && entry.value !== owner) return false;
      entries.set(key, { value: owner, expiresAt: now() + ttlMs });
      return true;
    },
    async releaseLease(key, owner) {
      if (live(key)?.value === owner) entries.delete(key);
    },
    async keys(prefix) {
      return [...entries.keys()].filter((key) => key.startsWith(prefix) && live(key) !== undefined);
    },
    async clear() {
      entries.clear();
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
