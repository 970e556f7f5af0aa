/** BullMQ's connection options from a `redis://` / `rediss://` URL (shared by the monitoring scanner and timed tasks). */
import type { ConnectionOptions } from 'bullmq';

/**
 * ioredis options of `url` for BullMQ: host, port (default 6379), user, password, db from the path, TLS for
 * `rediss:`. `maxRetriesPerRequest: null` because BullMQ's blocking commands must not hit ioredis's retry limit.
 * @throws TypeError for a string that is not a URL.
 */
export function bullConnection(url: string): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.pathname.length > 1 ? { db: Number(parsed.pathname.slice(1)) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}
