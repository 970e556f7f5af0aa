/**
 * Sign-in, sign-out and online sessions (eladmin `AuthorizationController`, `OnlineUserService`).
 */
import type { LoginBody, LoginResult, OnlineSession } from '../../../streams/contracts/auth';
import type { Page } from '../../../streams/contracts/common';
import type { Db } from '../../db/database';
import { badRequest, refuse } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { formatWireDate } from '../../http/wire-date';
import { findCredentials, findRoles } from '../users/repository';
import type { CaptchaService } from './captcha-service';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import type { SessionRecord, SessionStore } from './session-store';
import type { TokenService } from './token-service';
import { loadUserInfo } from './user-access';

export interface AuthDeps {
  db: Db;
  sessions: SessionStore;
  tokens: TokenService;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  captchaEnabled: boolean;
  timeZone: string;
}

/**
 * A user name PostgreSQL cannot hold (it refuses a NUL character in text): no account can have it, so it is an
 * unknown user rather than a query that fails.
 */
const storableName = (username: string) => !username.includes('\u0000');

/**
 * Signs a user in. The per-IP allowance is taken (and given back on success) by the login route's hooks, around
 * this function, so that refusals raised before it runs are counted as well.
 * Order: captcha (400, consumed even when wrong) → the username's attempt is counted, and past its limit waits
 * its backoff → credentials (400; 429 during the backoff) → enabled (400) → new session.
 * @returns the eladmin login answer: `Bearer <jwt>` and the user info.
 */
export async function login(deps: AuthDeps, body: LoginBody, client: { ip: string; browser: string }): Promise<LoginResult> {
  if (deps.captchaEnabled) {
    if (body.code === '') {
      // Still consume the challenge: a captcha is good for one attempt whatever happens.
      if (body.uuid !== '') await deps.captcha.check(body.uuid, '').catch(() => undefined);
      throw badRequest(refusal('CAPTCHA_REQUIRED'));
    }
    await deps.captcha.check(body.uuid, body.code);
  }

  const attempt = await deps.throttle.attemptUsername(body.username);
  const credentials = storableName(body.username) ? await findCredentials(deps.db, body.username) : null;
  if (!(await verifyPassword(credentials?.password, body.password)) || !credentials) {
    // Same answer for an unknown user and a wrong password: no user enumeration.
    throw attempt.backoff ? deps.throttle.backoffRefusal(attempt) : badRequest(refusal('WRONG_CREDENTIALS'));
  }
  if (!credentials.enabled) throw badRequest(refusal('ACCOUNT_DISABLED'));
  await deps.throttle.clearUsername(body.username);

  const info = await loadUserInfo(deps.db, credentials.id, deps.timeZone);
  if (!info) throw badRequest(refusal('WRONG_CREDENTIALS'));
  const session = await deps.sessions.create({
    userId: info.user.id,
    userName: info.user.username,
    nickName: info.user.nickName,
    dept: info.user.dept?.name ?? null,
    ip: client.ip,
    browser: client.browser,
  });
  const token = await deps.tokens.sign({ sessionId: session.key, userId: info.user.id });
  return { token: `Bearer ${token}`, user: info };
}

/** Wire row of an online session. */
export function toOnlineSession(session: SessionRecord, timeZone: string): OnlineSession {
  return {
    key: session.key,
    userName: session.userName,
    nickName: session.nickName,
    dept: session.dept,
    ip: session.ip,
    address: null,
    browser: session.browser,
    loginTime: formatWireDate(session.loginTime, timeZone),
  };
}

/** Sortable fields of the online list (sessions live in the KV store, so they are sorted in memory). */
const ONLINE_SORT_FIELDS = {
  loginTime: (a: SessionRecord, b: SessionRecord) => a.loginTime - b.loginTime,
  userName: (a: SessionRecord, b: SessionRecord) => a.userName.localeCompare(b.userName),
  ip: (a: SessionRecord, b: SessionRecord) => a.ip.localeCompare(b.ip),
} as const;

/**
 * Comparator of `sort=field,dir` values (default: newest sign-in first).
 * @throws HttpError 400 on an unknown field or direction, like the database-backed lists.
 */
function onlineOrder(sort: string | string[] | undefined): (a: SessionRecord, b: SessionRecord) => number {
  const values = (sort === undefined ? [] : Array.isArray(sort) ? sort : [sort]).filter((v) => v.trim() !== '');
  const comparators = values.map((value) => {
    const [field = '', direction = 'asc'] = value.split(',').map((part) => part.trim());
    if (!Object.hasOwn(ONLINE_SORT_FIELDS, field)) {
      throw badRequest(fieldRefusal('sort', 'SORT_FIELD_UNKNOWN', { name: field, allowed: Object.keys(ONLINE_SORT_FIELDS) }));
    }
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(fieldRefusal('sort', 'SORT_DIRECTION'));
    const compare = ONLINE_SORT_FIELDS[field as keyof typeof ONLINE_SORT_FIELDS];
    return dir === 'desc' ? (a: SessionRecord, b: SessionRecord) => compare(b, a) : compare;
  });
  if (comparators.length === 0) comparators.push((a, b) => b.loginTime - a.loginTime);
  return (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a.key.localeCompare(b.key);
  };
}

/**
 * A page of online sessions, newest sign-in first unless `sort` says otherwise; `filter` matches user
 * name, nickname, dept, IP or browser (case-insensitive substring).
 */
export async function listOnline(
  sessions: SessionStore,
  query: { filter?: string | undefined; page: number; size: number; sort?: string | string[] | undefined },
  timeZone: string,
): Promise<Page<OnlineSession>> {
  const needle = query.filter?.trim().toLowerCase() ?? '';
  const order = onlineOrder(query.sort);
  const all = (await sessions.list())
    .filter((s) => needle === '' || [s.userName, s.nickName, s.dept ?? '', s.ip, s.browser].some((v) => v.toLowerCase().includes(needle)))
    .sort(order);
  const start = query.page * query.size;
  return { content: all.slice(start, start + query.size).map((s) => toOnlineSession(s, timeZone)), totalElements: all.length };
}

/** Who is kicking sessions out: their most powerful role level (lower is more powerful) and whether they are admin. */
export interface Kicker {
  /** +Infinity for a user without roles. */
  level: number;
  isAdmin: boolean;
}

/**
 * Ends the given sessions (kick-out). Unknown keys are ignored (already gone). The role-level rule of user
 * administration applies: a caller ends only the sessions of users whose roles are all of the caller's level or
 * weaker (lower is more powerful), so a level-3 user cannot sign an administrator out; `admin` ends any session.
 * @throws HttpError 403 naming the first user out of reach; nothing is ended then.
 */
export async function kickOut(db: Db, sessions: SessionStore, keys: string[], kicker: Kicker): Promise<void> {
  if (keys.length === 0) return;
  if (!kicker.isAdmin) {
    const targets = (await Promise.all(keys.map((key) => sessions.get(key)))).filter((session): session is SessionRecord => session !== null);
    const owners = new Map(targets.map((session) => [session.userId, session.userName]));
    for (const [userId, userName] of owners) {
      // findRoles orders by level: the first role is the user's most powerful.
      const [strongest] = await findRoles(db, userId);
      if (strongest && strongest.level < kicker.level) {
        const named = { user: userName, role: strongest.name, level: strongest.level };
        throw refuse(403, Number.isFinite(kicker.level) ? refusal('KICK_STRONGER_USER', { ...named, yourLevel: kicker.level }) : refusal('KICK_STRONGER_USER_NO_ROLE', named));
      }
    }
  }
  await sessions.end(...keys);
}
