/**
 * Signed-in sessions in the KV store (memory or Redis), the authority on whether a token still works:
 * logout and kick-out delete the record, expiry is enforced from `expiresAt`, and activity renews it like
 * eladmin (`detect`/`renew`): when less than the renew threshold is left, the expiry moves to now + TTL.
 *
 * Without Redis the KV store is this process's memory, which a restart empties. There the store also writes every
 * change through to a {@link SessionMirror} (the `sessions` table), and {@link restoreSessions} puts the live ones
 * back into memory when the process starts. Requests are still answered from memory alone: the mirror is only
 * written (sign-in, renewal, end), never read per request.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { KvStore } from '../../kv/kv-store';
import type { SessionRecord, SessionStore } from '../../plugins/ports';

/** One session (server/plugins/ports.ts `SessionRecord`), as read back from the KV store or the mirror. */
export const sessionRecordSchema = z.object({
  key: z.string().min(1),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  dept: z.string().nullable(),
  ip: z.string(),
  browser: z.string(),
  /** Epoch milliseconds. */
  loginTime: z.number(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
}) satisfies z.ZodType<SessionRecord>;

export type { SessionRecord, SessionStore };

/** A durable copy of the sessions for a KV store that does not outlive the process. */
export interface SessionMirror {
  /** Inserts or replaces the record. */
  save(record: SessionRecord): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** The records whose `expiresAt` is after `now` (epoch ms); unreadable ones are left out. */
  live(now: number): Promise<SessionRecord[]>;
}

/** KV key prefix of the session records (the cleanExpiredSessions task scans it). */
export const SESSION_KEY_PREFIX = 'session:';

export interface SessionStoreOptions {
  ttlMs: number;
  /** Renew when less than this is left (default: the smaller of 30 minutes and half the TTL). */
  renewBelowMs?: number;
  now?: () => number;
  /** Written through on every change (the embedded set-up's `sessions` table); unset with Redis. */
  mirror?: SessionMirror;
}

/** A KV value as a record, or null when it is unreadable. */
export function parseSessionRecord(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  try {
    const parsed = sessionRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Creates the store. Session ids are 24 random bytes, base64url. */
export function createSessionStore(kv: KvStore, options: SessionStoreOptions): SessionStore {
  const now = options.now ?? Date.now;
  const renewBelowMs = options.renewBelowMs ?? Math.min(30 * 60_000, options.ttlMs / 2);
  const { mirror } = options;

  const live = (record: SessionRecord | null) => (record && record.expiresAt > now() ? record : null);
  // The mirror first: a record the database refused must not be accepted by memory alone.
  const save = async (record: SessionRecord) => {
    await mirror?.save(record);
    await kv.set(SESSION_KEY_PREFIX + record.key, JSON.stringify(record), record.expiresAt - now());
  };
  const end = async (...keys: string[]) => {
    if (keys.length === 0) return 0;
    await mirror?.remove(keys);
    return kv.del(...keys.map((key) => SESSION_KEY_PREFIX + key));
  };
  const list = async () => {
    const keys = await kv.keys(SESSION_KEY_PREFIX);
    const values = await kv.getMany(keys);
    return values.map((raw) => live(parseSessionRecord(raw))).filter((record): record is SessionRecord => record !== null);
  };

  return {
    async create(data) {
      const loginTime = now();
      const record: SessionRecord = { ...data, key: randomBytes(24).toString('base64url'), loginTime, expiresAt: loginTime + options.ttlMs };
      await save(record);
      return record;
    },
    async get(key) {
      return live(parseSessionRecord(await kv.get(SESSION_KEY_PREFIX + key)));
    },
    async touch(session) {
      if (session.expiresAt - now() >= renewBelowMs) return session;
      const renewed = { ...session, expiresAt: now() + options.ttlMs };
      await save(renewed);
      return renewed;
    },
    end,
    async endUser(userId, exceptKey) {
      const keys = (await list()).filter((session) => session.userId === userId && session.key !== exceptKey).map((session) => session.key);
      return end(...keys);
    },
    list,
  };
}

/**
 * Puts the mirror's live sessions back into the KV store (a process starting on the database of the one before).
 * @returns how many were restored.
 */
export async function restoreSessions(kv: KvStore, mirror: SessionMirror, now: () => number = Date.now): Promise<number> {
  const records = await mirror.live(now());
  for (const record of records) {
    const leftMs = record.expiresAt - now();
    if (leftMs > 0) await kv.set(SESSION_KEY_PREFIX + record.key, JSON.stringify(record), leftMs);
  }
  return records.length;
}
