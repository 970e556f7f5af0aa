/**
 * Leases that make one server instance the only one doing a piece of work: running a live configuration's game
 * (one actor on the server per running config) or holding a monitored room's live connection (each live room is
 * leased to one worker). On the KV store (server/kv): in memory for the embedded single
 * instance, Redis (`SET … PX` by one Lua script) when `REDIS_URL` is set, so every instance agrees.
 *
 * A held lease is renewed every `ttlMs / 3`. It is reported lost (and no longer {@link LeaseKeeper.holds}) when a
 * renewal finds another owner, or when no renewal has succeeded for `ttlMs` (Redis unreachable: another instance
 * may already have taken it, so this one must stop acting on it). An instance that stops cleanly releases its
 * leases at once; one that dies leaves them to expire after `ttlMs`, and another instance takes over then.
 */
import { randomBytes } from 'node:crypto';
import type { KvStore } from '../../kv/kv-store';

export interface LeaseKeeperOptions {
  kv: Pick<KvStore, 'lease' | 'releaseLease'>;
  /** Key prefix of this kind of lease, e.g. `lease:game:`. */
  prefix: string;
  /** How long a lease outlives its last renewal, ms (default 15,000). */
  ttlMs?: number;
  /** This instance's owner id (default: random per process). */
  owner?: string;
  now?: () => number;
  onError?: (error: unknown, name: string) => void;
}

export interface LeaseKeeper {
  /** This instance's owner id. */
  readonly owner: string;
  /** Takes the lease `name` (or confirms it is ours); true when this instance holds it now. Renewed until released or lost. */
  acquire(name: string): Promise<boolean>;
  /** Whether this instance holds `name` (as of the last successful renewal within the TTL). */
  holds(name: string): boolean;
  /** Gives `name` back. */
  release(name: string): Promise<void>;
  /** Names held now. */
  held(): string[];
  /** Calls `listener` with the name of every lease lost (taken by another owner or not renewable in time). */
  onLost(listener: (name: string) => void): () => void;
  /** Stops renewing and releases every held lease. */
  close(): Promise<void>;
}

/** Creates a keeper; call `close()` on shutdown. */
export function createLeaseKeeper(options: LeaseKeeperOptions): LeaseKeeper {
  const ttlMs = options.ttlMs ?? 15_000;
  const owner = options.owner ?? `${process.pid}-${randomBytes(6).toString('hex')}`;
  const now = options.now ?? Date.now;
  const key = (name: string) => options.prefix + name;
  /** Held leases and when each was last confirmed, epoch ms. */
  const confirmed = new Map<string, number>();
  const listeners = new Set<(name: string) => void>();
  let closed = false;

  const lose = (name: string) => {
    if (!confirmed.delete(name)) return;
    for (const listener of listeners) listener(name);
  };

  const renewAll = async () => {
    await Promise.all(
      [...confirmed.keys()].map(async (name) => {
        try {
          const ok = await options.kv.lease(key(name), owner, ttlMs);
          if (!confirmed.has(name)) return;
          if (ok) confirmed.set(name, now());
          else lose(name);
        } catch (error) {
          options.onError?.(error, name);
          const last = confirmed.get(name);
          if (last !== undefined && now() - last >= ttlMs) lose(name);
        }
      }),
    );
  };

  let renewing = false;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    void renewAll().finally(() => {
      renewing = false;
    });
  }, Math.max(10, Math.floor(ttlMs / 3)));
  timer.unref();

  return {
    owner,
    async acquire(name) {
      if (closed) return false;
      const ok = await options.kv.lease(key(name), owner, ttlMs);
      if (ok && !closed) confirmed.set(name, now());
      else if (!ok) lose(name);
      return ok && !closed;
    },
    holds(name) {
      const last = confirmed.get(name);
      return last !== undefined && now() - last < ttlMs;
    },
    async release(name) {
      confirmed.delete(name);
      await options.kv.releaseLease(key(name), owner);
    },
    held: () => [...confirmed.keys()],
    onLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      const names = [...confirmed.keys()];
      confirmed.clear();
      await Promise.all(names.map((name) => options.kv.releaseLease(key(name), owner).catch((error: unknown) => options.onError?.(error, name))));
    },
  };
}
