/** Picks the {@link KvStore} implementation from the configuration (same code, adapters by config). */
import type { KvStore } from './kv-store';
import { createMemoryKvStore } from './memory-kv-store';
import { createRedisKvStore } from './redis-kv-store';

/** Redis when `redisUrl` is set, memory otherwise. */
export async function openKvStore(
  config: { redisUrl: string | undefined; kvPrefix: string },
  onConnectionError?: (error: Error) => void,
): Promise<KvStore> {
  return config.redisUrl ? createRedisKvStore(config.redisUrl, config.kvPrefix, onConnectionError) : createMemoryKvStore();
}
