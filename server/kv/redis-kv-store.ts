/**
 * Redis {@link KvStore} (ioredis) for scale-out: every instance shares sessions, captcha answers and
 * throttling counters. The prefix is applied here rather than through ioredis' `keyPrefix`, because
 * `keyPrefix` is not applied to SCAN patterns and results.
 */
import { Redis } from 'ioredis';
import type { KvStore } from './kv-store';

/** Take the lease when free, extend it when ours; 1 when held by ARGV[1] afterwards. */
const LEASE_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;
/** Delete the lease only when ARGV[1] holds it. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** DECR only an existing counter (DECR keeps the TTL); nil when the key is missing. */
const DECREMENT_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return false`;

/** Escapes glob characters so a prefix is matched literally by SCAN MATCH. */
const globEscape = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/**
 * Connects to Redis and returns a store writing under `prefix`.
 * `onConnectionError` hears connection errors while ioredis reconnects (the default only swallows them,
 * which keeps ioredis from printing them as unhandled).
 * @throws when Redis cannot be reached (the first command fails after ioredis' retries).
 */
export async function createRedisKvStore(url: string, prefix: string, onConnectionError: (error: Error) => void = () => undefined): Promise<KvStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', onConnectionError);
  await redis.connect();
  const k = (key: string) => prefix + key;

  const scanKeys = async (match: string): Promise<string[]> => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return [...new Set(found)];
  };

  return {
    kind: 'redis',
    get: (key) => redis.get(k(key)),
    async getMany(keys) {
      return keys.length === 0 ? [] : redis.mget(keys.map(k));
    },
    async set(key, value, ttlMs) {
      await redis.set(k(key), value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async take(key) {
      // MULTI keeps read-and-delete atomic, so two instances can never both accept one captcha answer.
      const result = await redis.multi().get(k(key)).del(k(key)).exec();
      const value = result?.[0]?.[1];
      return typeof value === 'string' ? value : null;
    },
    async del(...keys) {
      return keys.length === 0 ? 0 : redis.del(...keys.map(k));
    },
    async increment(key, ttlMs) {
      // SET NX PX then INCR: the window starts with the first failure and is not extended by later ones.
      const result = await redis
        .multi()
        .set(k(key), '0', 'PX', Math.max(1, Math.round(ttlMs)), 'NX')
        .incr(k(key))
        .pttl(k(key))
        .exec();
      const count = Number(result?.[1]?.[1] ?? 1);
      const left = Number(result?.[2]?.[1] ?? ttlMs);
      return { count, ttlMs: left > 0 ? left : ttlMs };
    },
    async decrement(key) {
      const count = await redis.eval(DECREMENT_SCRIPT, 1, k(key));
      return typeof count === 'number' ? count : null;
    },
    async ttl(key) {
      const left = await redis.pttl(k(key));
      return left >= 0 ? left : null;
    },
    async lease(key, owner, ttlMs) {
      return (await redis.eval(LEASE_SCRIPT, 1, k(key), owner, String(Math.max(1, Math.round(ttlMs))))) === 1;
    },
    async releaseLease(key, owner) {
      await redis.eval(RELEASE_SCRIPT, 1, k(key), owner);
    },
    async keys(keyPrefix) {
      const full = await scanKeys(`${globEscape(prefix + keyPrefix)}*`);
      return full.map((key) => key.slice(prefix.length));
    },
    async clear() {
      const full = await scanKeys(`${globEscape(prefix)}*`);
      for (let i = 0; i < full.length; i += 500) await redis.del(...full.slice(i, i + 500));
    },
    async close() {
      await redis.quit();
    },
  };
}
