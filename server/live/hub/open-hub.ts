/** Picks the {@link Hub} implementation from the configuration (same code, adapters by config). */
import type { Hub, HubOptions } from './hub';
import { createMemoryHub } from './memory-hub';
import { createRedisHub } from './redis-hub';

/**
 * Redis Streams when `redisUrl` is set (keys under `kvPrefix`), memory otherwise.
 * @throws when Redis cannot be reached.
 */
export async function openHub(
  config: { redisUrl: string | undefined; kvPrefix: string },
  options: Partial<HubOptions> & { onError?: (error: Error) => void } = {},
): Promise<Hub> {
  return config.redisUrl ? createRedisHub(config.redisUrl, config.kvPrefix, options) : createMemoryHub(options);
}
