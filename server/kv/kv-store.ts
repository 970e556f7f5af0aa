/**
 * The key/value store behind sessions, online users, captcha answers and login throttling
 * (docs/architecture.md "Runtimes"): in memory for one process, Redis when `REDIS_URL` is set so that every instance
 * behind a load balancer sees the same state. Keys are given without the store's prefix; the store adds it.
 */
export interface KvStore {
  readonly kind: 'memory' | 'redis';
  /** The value, or null when missing or expired. */
  get(key: string): Promise<string | null>;
  /** Values of many keys, null for each missing one, in the same order. */
  getMany(keys: string[]): Promise<(string | null)[]>;
  /** Stores `value` for `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step (one-time values such as captcha answers); null when missing. */
  take(key: string): Promise<string | null>;
  /** Deletes keys; returns how many existed. */
  del(...keys: string[]): Promise<number>;
  /**
   * Adds 1 to a counter; a new counter lives `ttlMs` (a fixed window, not extended by later increments).
   * @returns the new count and the milliseconds left in the window.
   */
  increment(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /**
   * Takes 1 back from a live counter, keeping its window (a reservation given back). A missing or expired counter
   * stays missing: a window that ended while the reservation was held is not reopened below zero.
   * @returns the new count, or null when there was no counter.
   */
  decrement(key: string): Promise<number | null>;
  /** Milliseconds the key has left; null when missing. */
  ttl(key: string): Promise<number | null>;
  /**
   * Takes or extends a lease: sets `key` to `owner` for `ttlMs` when the key is free or already `owner`'s
   * (extending it). Atomic across instances (Redis: one Lua script), so at most one owner holds a key at a time.
   * @returns true when `owner` holds the lease now.
   */
  lease(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Gives a lease back if `owner` still holds it (another owner's lease is left alone). */
  releaseLease(key: string, owner: string): Promise<void>;
  /** Every live key starting with `prefix` (without the store prefix). Cost grows with the keyspace. */
  keys(prefix: string): Promise<string[]>;
  /** Removes every key of this store's prefix (tests clean up with it). */
  clear(): Promise<void>;
  close(): Promise<void>;
}
