/**
 * Signed-in sessions in the KV store (memory or Redis), the authority on whether a token still works:
 * logout and kick-out delete the record, expiry is enforced from `expiresAt`, and activity renews it like
 * eladmin (`detect`/`renew`): when less than the renew threshold is left, the expiry moves to now + TTL.
 */
import { randomBytes } from 'node:crypto';
import type { KvStore } from '../../kv/kv-store';

/** One session; `key` is the session id (the online-user key), never the token itself. */
export interface SessionRecord {
  key: string;
  userId: number;
  userName: string;
  nickName: string;
  dept: string | null;
  ip: string;
  browser: string;
  /** Epoch milliseconds. */
  loginTime: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface SessionStore {
  create(data: Omit<SessionRecord, 'key' | 'loginTime' | 'expiresAt'>): Promise<SessionRecord>;
  /** The live session, or null when it is unknown, ended or expired. */
  get(key: string): Promise<SessionRecord | null>;
  /** Extends the session when it is close to expiring; returns the (possibly updated) record. */
  touch(session: SessionRecord): Promise<SessionRecord>;
  /** Ends sessions; returns how many existed. */
  end(...keys: string[]): Promise<number>;
  /** Every live session (all instances when the store is Redis). */
  list(): Promise<SessionRecord[]>;
}

/** KV key prefix of the session records (the cleanExpiredSessions task scans it). */
export const SESSION_KEY_PREFIX = 'session:';

export interface SessionStoreOptions {
  ttlMs: number;
  /** Renew when less than this is left (default: the smaller of 30 minutes and half the TTL). */
  renewBelowMs?: number;
  now?: () => number;
}

/** Creates the store. Session ids are 24 random bytes, base64url. */
export function createSessionStore(kv: KvStore, options: SessionStoreOptions): SessionStore {
  const now = options.now ?? Date.now;
  const renewBelowMs = options.renewBelowMs ?? Math.min(30 * 60_000, options.ttlMs / 2);

  const parse = (raw: string | null): SessionRecord | null => {
    if (!raw) return null;
    try {
      const record = JSON.parse(raw) as SessionRecord;
      return record.expiresAt > now() ? record : null;
    } catch {
      return null;
    }
  };
  const save = (record: SessionRecord) => kv.set(SESSION_KEY_PREFIX + record.key, JSON.stringify(record), record.expiresAt - now());

  return {
    async create(data) {
      const loginTime = now();
      const record: SessionRecord = { ...data, key: randomBytes(24).toString('base64url'), loginTime, expiresAt: loginTime + options.ttlMs };
      await save(record);
      return record;
    },
    async get(key) {
      return parse(await kv.get(SESSION_KEY_PREFIX + key));
    },
    async touch(session) {
      if (session.expiresAt - now() >= renewBelowMs) return session;
      const renewed = { ...session, expiresAt: now() + options.ttlMs };
      await save(renewed);
      return renewed;
    },
    end: (...keys) => kv.del(...keys.map((key) => SESSION_KEY_PREFIX + key)),
    async list() {
      const keys = await kv.keys(SESSION_KEY_PREFIX);
      const values = await kv.getMany(keys);
      return values.map(parse).filter((record): record is SessionRecord => record !== null);
    },
  };
}
