/**
 * Who a signed-in user is and what they hold ({@link Principal}: roles, permissions, data scope, the `auth/info`
 * answer), cached in this process per user and checked against a generation in the KV store on every request, so a
 * change made through any instance applies to the next request on every instance.
 *
 * - Every write that can change what a principal holds (users, roles, menus, depts, jobs: their route plugins add
 *   {@link PrincipalCache.invalidateOnWrite}) sets `principals:generation` in the KV store to a new random value
 *   after its transaction committed and before its answer leaves.
 * - The auth hook reads the session and the generation in one KV round trip (Redis: one MGET); a generation other
 *   than the one this process cached under drops the whole cache. Entries are loaded after the generation they are
 *   filed under was read, so an entry is never older than its generation: a write committed before an invalidation
 *   is always seen by the reload the invalidation causes.
 * - The session itself is never cached: logout, kick-out and expiry end access at the next request, as before.
 *
 * Answers derived from a principal (the serialized `auth/info`, `api/menus/build`) are cached beside it
 * ({@link PrincipalCache.derived}) and dropped with it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database';
import type { KvStore } from '../../kv/kv-store';
import type { SessionRecord, SessionStore, StaffAccess } from '../../plugins/ports';
import { parseSessionRecord, SESSION_KEY_PREFIX } from './session-store';
import { loadPrincipal, type Principal } from './user-access';

/** KV key of the principal generation (a random value; any change of it drops every cached principal). */
export const PRINCIPAL_GENERATION_KEY = 'principals:generation';
/** The generation key's lifetime: far longer than any cache entry lives (a missing key is a generation too). */
const GENERATION_TTL_MS = 365 * 24 * 3_600_000;
/** Parsed session records remembered (the oldest is forgotten past this). */
const PARSED_SESSIONS_MAX = 10_000;

export interface PrincipalCache {
  /**
   * The live session `sessionId` of `userId` with the user's current permissions, or null when access is gone
   * (session unknown, ended, expired or someone else's; user deleted or disabled: a disabled user's session is
   * ended here). One KV read when the principal is cached. Does not renew the session.
   */
  staff(sessionId: string, userId: number): Promise<StaffAccess | null>;
  /** The principal of `userId` as of this process's last generation check (the auth hook's), or null when gone. */
  principal(userId: number): Promise<Principal | null>;
  /**
   * A value computed from `userId`'s principal, cached with it under `name` (computed once per generation; a
   * failed computation is not kept). The value is shared between requests: never mutate it.
   */
  derived<T>(userId: number, name: string, compute: () => Promise<T>): Promise<T>;
  /** Drops every cached principal on every instance (after a write the route hooks do not see, e.g. a test's). */
  invalidateAll(): Promise<void>;
  /**
   * An `onSend` hook for a route plugin whose writes change principals: after a write (any method but GET/HEAD,
   * except the read-only `POST` urls in `except`) that did not end in a refusal (4xx), invalidates every principal.
   * A 5xx invalidates too: the write's outcome is unknown.
   */
  invalidateOnWrite(options?: { except?: string[] }): (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

interface Entry {
  principal: Promise<Principal | null>;
  derived: Map<string, Promise<unknown>>;
}

export interface PrincipalCacheDeps {
  db: DbOrTx;
  kv: KvStore;
  sessions: SessionStore;
  timeZone: string;
  now?: () => number;
  /** Reads a principal (default: {@link loadPrincipal} from `db`); unit tests count the reads with their own. */
  load?: (userId: number) => Promise<Principal | null>;
}

/** Creates the cache of one process. */
export function createPrincipalCache(deps: PrincipalCacheDeps): PrincipalCache {
  const now = deps.now ?? Date.now;
  const load = deps.load ?? ((userId: number) => loadPrincipal(deps.db, userId, deps.timeZone));
  /** The generation the entries belong to; undefined before the first check or right after an invalidation here. */
  let generation: string | null | undefined;
  let entries = new Map<number, Entry>();
  /** Session records parsed from the KV store, by key: the same stored text is not parsed and checked again. */
  const parsed = new Map<string, { raw: string; session: SessionRecord | null }>();
  const sessionOf = (key: string, raw: string | null): SessionRecord | null => {
    if (raw === null) {
      parsed.delete(key);
      return null;
    }
    const known = parsed.get(key);
    if (known?.raw === raw) return known.session;
    const session = parseSessionRecord(raw);
    if (parsed.size >= PARSED_SESSIONS_MAX) parsed.delete(parsed.keys().next().value ?? '');
    parsed.set(key, { raw, session });
    return session;
  };

  const observe = (seen: string | null) => {
    if (seen === generation) return;
    generation = seen;
    entries = new Map();
  };

  const entryOf = (userId: number): Entry => {
    const existing = entries.get(userId);
    if (existing) return existing;
    const owner = entries;
    const entry: Entry = { principal: load(userId), derived: new Map() };
    owner.set(userId, entry);
    // A failed load (database away) is retried by the next request, not remembered.
    entry.principal.catch(() => {
      if (owner.get(userId) === entry) owner.delete(userId);
    });
    return entry;
  };

  const invalidateAll = async () => {
    await deps.kv.set(PRINCIPAL_GENERATION_KEY, randomUUID(), GENERATION_TTL_MS);
    generation = undefined;
    entries = new Map();
  };

  return {
    async staff(sessionId, userId) {
      const [raw, seen] = await deps.kv.getMany([SESSION_KEY_PREFIX + sessionId, PRINCIPAL_GENERATION_KEY]);
      const session = sessionOf(sessionId, raw ?? null);
      if (!session || session.expiresAt <= now() || session.userId !== userId) return null;
      observe(seen ?? null);
      const principal = await entryOf(userId).principal;
      if (!principal) return null;
      if (!principal.enabled) {
        await deps.sessions.end(session.key);
        return null;
      }
      return { session, permissions: principal.permissions };
    },
    principal: (userId) => entryOf(userId).principal,
    derived<T>(userId: number, name: string, compute: () => Promise<T>): Promise<T> {
      const entry = entryOf(userId);
      const cached = entry.derived.get(name);
      if (cached) return cached as Promise<T>; // stored by this function under `name` with the same T
      const value = compute();
      entry.derived.set(name, value);
      value.catch(() => {
        if (entry.derived.get(name) === value) entry.derived.delete(name);
      });
      return value;
    },
    invalidateAll,
    invalidateOnWrite(options = {}) {
      const except = new Set(options.except ?? []);
      return async (request, reply, payload) => {
        if (request.method === 'GET' || request.method === 'HEAD' || except.has(request.routeOptions.url ?? '')) return payload;
        if (reply.statusCode >= 400 && reply.statusCode < 500) return payload;
        await invalidateAll();
        return payload;
      };
    },
  };
}

/**
 * A cacheable answer: `value` serialized by the route's own 200 response schema (zod), checked as any answer is, and
 * encoded once (a cached body is sent many times). Send it with {@link sendSerialized}.
 */
export function serializeOk(reply: FastifyReply, value: unknown): Buffer {
  // fastify types the input as an object; its serializer takes any JSON value (the zod schema checks it).
  return Buffer.from(String(reply.serializeInput(value as Record<string, unknown>, '200')), 'utf8');
}

/** Sends a body {@link serializeOk} produced (fastify sends a buffer with a content type as it is). */
export function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The principal cache (server/modules/auth/access-plugin.ts); tests that write users or roles directly invalidate it. */
    principals: PrincipalCache;
  }
}
