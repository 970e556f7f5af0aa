/**
 * Limits sign-in attempts per client IP and slows them down per username. The product asks for failed logins to be
 * rate limited per IP and username, and for nobody to be able to lock an account (`admin` above all) out from
 * outside. Counters live in the KV store, so the limits hold across instances with Redis. Each counter is a fixed
 * window opened by its first count.
 *
 * - Per IP, a hard limit: every attempt takes one unit of the IP's allowance before anything is checked
 *   (an atomic increment, so concurrent attempts cannot all slip under the limit), a successful sign-in gives its
 *   unit back, and every refusal keeps it, whatever the refusal was (bad captcha, wrong password, malformed body).
 *   Past the limit the IP gets 429 until the window ends.
 * - Per username, a backoff rather than a lockout: attempts whose captcha passed are counted the same atomic way;
 *   past the limit each further attempt for that username waits a delay that doubles with every attempt (up to a
 *   cap) before its password is checked, and a wrong password then answers 429. The right password still signs in
 *   (after the wait), so failures typed by someone else never lock the owner out. A success clears the count.
 */
import type { KvStore } from '../../kv/kv-store';
import { refuse, type HttpError } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';

export interface LoginLimits {
  /** Attempts per username within the window before the backoff starts (default 5). */
  perUser: number;
  /** Refused attempts allowed per IP within the window (default 20). */
  perIp: number;
  /** Window length in milliseconds (default 10 minutes). */
  windowMs: number;
  /** Wait of the first attempt past `perUser`, milliseconds (default 1 s); each later one waits twice as long. */
  backoffBaseMs: number;
  /** Longest wait, milliseconds (default 8 s, well under the console's 30 s request timeout). */
  backoffMaxMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUser: 5, perIp: 20, windowMs: 10 * 60_000, backoffBaseMs: 1_000, backoffMaxMs: 8_000 };

/** Where a username stands after its attempt was counted. */
export interface UsernameAttempt {
  /** Past the limit: a wrong password answers {@link LoginThrottle.backoffRefusal}. */
  backoff: boolean;
  /** Milliseconds this attempt waited before its password was checked. */
  waitedMs: number;
  /** Milliseconds left in the username's window. */
  windowLeftMs: number;
}

export interface LoginThrottle {
  /**
   * Takes one attempt from the IP's allowance (atomic).
   * @throws HttpError 429 'Too many failed sign-in attempts; try again in N minutes.' once the allowance is used up.
   */
  reserveIp(ip: string): Promise<void>;
  /** Gives a reserved attempt back (the sign-in succeeded). */
  releaseIp(ip: string): Promise<void>;
  /** Counts a refused attempt that was refused before it could be reserved (e.g. a body that is not JSON). */
  countIpRefusal(ip: string): Promise<void>;
  /** Counts an attempt for a username (atomic) and, past the limit, waits the backoff delay before answering. */
  attemptUsername(username: string): Promise<UsernameAttempt>;
  /** The 429 a wrong password gets during the username's backoff. */
  backoffRefusal(attempt: UsernameAttempt): HttpError;
  /** A successful sign-in: the username's count starts again. */
  clearUsername(username: string): Promise<void>;
}

const userKey = (username: string) => `login-fail:user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait of attempt number `count` of a username (1-based): 0 up to the limit, then base, 2×base, 4×base, … up to max. */
export function backoffDelayMs(count: number, limits: Pick<LoginLimits, 'perUser' | 'backoffBaseMs' | 'backoffMaxMs'>): number {
  const past = count - limits.perUser;
  if (past <= 0) return 0;
  // 2 ** 30 is already beyond any cap; the exponent is bounded so the number stays finite.
  return Math.min(limits.backoffMaxMs, limits.backoffBaseMs * 2 ** Math.min(past - 1, 30));
}

export function createLoginThrottle(kv: KvStore, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  return {
    async reserveIp(ip) {
      const { count, ttlMs } = await kv.increment(ipKey(ip), limits.windowMs);
      if (count <= limits.perIp) return;
      // The English says "1 minute" / "5 minutes"; the template's params carry the number.
      const reason = { ...refusal('SIGN_IN_THROTTLED', { minutes: minutesOf(ttlMs) }), message: `Too many failed sign-in attempts; try again in ${plural(minutesOf(ttlMs), 'minute')}.` };
      throw refuse(429, reason, { 'retry-after': String(Math.ceil(ttlMs / 1000)) });
    },
    async releaseIp(ip) {
      await kv.decrement(ipKey(ip));
    },
    async countIpRefusal(ip) {
      await kv.increment(ipKey(ip), limits.windowMs);
    },
    async attemptUsername(username) {
      const { count, ttlMs } = await kv.increment(userKey(username), limits.windowMs);
      const waitedMs = backoffDelayMs(count, limits);
      if (waitedMs > 0) await sleep(waitedMs);
      return { backoff: count > limits.perUser, waitedMs, windowLeftMs: Math.max(0, ttlMs - waitedMs) };
    },
    backoffRefusal(attempt) {
      const minutes = minutesOf(attempt.windowLeftMs);
      const message = `Too many failed sign-in attempts for this account: for the next ${plural(minutes, 'minute')} each attempt waits longer. The right password still signs in.`;
      return refuse(429, { ...refusal('SIGN_IN_BACKOFF', { minutes }), message }, { 'retry-after': String(Math.ceil(attempt.windowLeftMs / 1000)) });
    },
    async clearUsername(username) {
      await kv.del(userKey(username));
    },
  };
}
