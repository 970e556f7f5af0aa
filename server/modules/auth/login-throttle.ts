/**
 * Throttles failed sign-ins per client IP and per username. Counters live in the KV store, so the limit holds
 * across instances with Redis. A counter is a fixed window opened by the first failure; a successful sign-in
 * clears the username's counter.
 */
import type { KvStore } from '../../kv/kv-store';
import { HttpError } from '../../http/http-error';

export interface LoginLimits {
  /** Failures allowed per username within the window (default 5). */
  perUser: number;
  /** Failures allowed per IP within the window (default 20). */
  perIp: number;
  /** Window length in milliseconds (default 10 minutes). */
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUser: 5, perIp: 20, windowMs: 10 * 60_000 };

export interface LoginThrottle {
  /** @throws HttpError 429 'Too many failed sign-in attempts; try again in N minutes.' once a limit is used up. */
  assertAllowed(ip: string, username: string): Promise<void>;
  recordFailure(ip: string, username: string): Promise<void>;
  recordSuccess(username: string): Promise<void>;
}

const userKey = (username: string) => `login-fail:user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

export function createLoginThrottle(kv: KvStore, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  return {
    async assertAllowed(ip, username) {
      const [userCount, ipCount] = (await kv.getMany([userKey(username), ipKey(ip)])).map((v) => Number(v ?? 0));
      const blocked = [
        (userCount ?? 0) >= limits.perUser ? userKey(username) : null,
        (ipCount ?? 0) >= limits.perIp ? ipKey(ip) : null,
      ].filter((key): key is string => key !== null);
      if (blocked.length === 0) return;
      const leftMs = Math.max(...(await Promise.all(blocked.map((key) => kv.ttl(key)))).map((ms) => ms ?? 0));
      const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
      throw new HttpError(
        429,
        `Too many failed sign-in attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'retry-after': String(Math.ceil(leftMs / 1000)) },
      );
    },
    async recordFailure(ip, username) {
      await Promise.all([kv.increment(userKey(username), limits.windowMs), kv.increment(ipKey(ip), limits.windowMs)]);
    },
    async recordSuccess(username) {
      await kv.del(userKey(username));
    },
  };
}
