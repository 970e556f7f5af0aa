/**
 * Who is on the other end of a websocket and which topics they may read: staff connect with their login token;
 * overlays with a per-config overlay key (read-only, one config's topics only, revocable). Staff tokens are checked
 * by the same `app.access.staff` as the HTTP auth hook (server/plugins/auth.ts, server/plugins/ports.ts):
 * a well-signed JWT, its live session, an enabled user, the permissions of their roles. That check reads the session
 * and the principal generation from the KV store and the rest from the per-process principal cache
 * (server/modules/auth/principal-cache.ts), so the gateway's periodic re-checks cost no database query either, and a
 * role or user changed on any instance applies at the next re-check.
 *
 * Overlays connect with `?key=<overlay key>` instead of a token: the key names one configuration, may
 * read only its `config:<id>` topic, and stops working when the key is rotated (re-checked like a session, so an
 * open overlay is closed with 4401 within one session check).
 */
import type { FastifyInstance } from 'fastify';
import { hasNul } from '../../../streams/contracts/common';
import { can } from '../../../streams/contracts/permissions';
import '../../plugins/fastify-types';

/** Permission to read `room:*` topics (the live-assistant pages); `admin` passes. */
export const LIVE_READ_PERMISSION = 'live:list';
/** Permission to read `config:*` topics (the group host pages); `admin` passes. */
export const CONFIG_READ_PERMISSION = 'liveConfig:list';
/** Permission to read `monitor:*` topics (the monitoring wall, `monitor:wall`); `admin` passes. */
export const MONITOR_READ_PERMISSION = 'monitor:list';

/** A signed-in staff member. */
export interface StaffPrincipal {
  kind: 'staff';
  userId: number;
  /** The online-session key (kick-out and logout end it). */
  sessionId: string;
  permissions: string[];
}

/** An OBS overlay holding a configuration's overlay key. */
export interface OverlayPrincipal {
  kind: 'overlay';
  configId: number;
  key: string;
}

/** A phone page holding a staff user's personal link key (the CRM's H5 pages): their own orders only. */
export interface LinkPrincipal {
  kind: 'link';
  userId: number;
  linkKey: string;
}

/** Everyone who may hold a websocket. */
export type Principal = StaffPrincipal | OverlayPrincipal | LinkPrincipal;

/** What a websocket presents: a staff login token, an overlay key or a link key (query `token` / `key` / `linkKey`). */
export interface Credentials {
  token: string | null;
  key?: string | null;
  linkKey?: string | null;
}

/** The token as the console stores it: with or without the `Bearer ` prefix (case-insensitive). */
export function stripBearer(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, '');
}

/**
 * The principal of a `?token=` value, or null (missing, malformed, bad signature, session ended or expired,
 * user disabled). Renews the session like any signed-in request does.
 */
export async function authenticate(app: FastifyInstance, credentials: Credentials): Promise<Principal | null> {
  if (credentials.key) return overlayPrincipal(app, credentials.key);
  if (credentials.linkKey) return linkPrincipal(app, credentials.linkKey);
  const { token } = credentials;
  if (!token) return null;
  const claims = await app.tokens.verify(stripBearer(token));
  if (!claims) return null;
  const access = await app.access.staff(claims.sessionId, claims.userId);
  if (!access) return null;
  await app.sessions.touch(access.session);
  return { kind: 'staff', userId: claims.userId, sessionId: access.session.key, permissions: access.permissions };
}

/**
 * The overlay principal of a key, or null for a wrong or rotated key (or one too long to be a key, or holding NUL,
 * which the database cannot even compare).
 */
async function overlayPrincipal(app: FastifyInstance, key: string): Promise<OverlayPrincipal | null> {
  if (key.length > 200 || hasNul(key)) return null;
  const configId = await app.access.overlayConfigId(key);
  return configId === null ? null : { kind: 'overlay', configId, key };
}

/** The link principal of a personal link key, or null (unknown, revoked, expired, its user disabled). */
async function linkPrincipal(app: FastifyInstance, linkKey: string): Promise<LinkPrincipal | null> {
  if (linkKey.length > 200 || hasNul(linkKey)) return null;
  const userId = await app.access.linkKeyUserId(linkKey);
  return userId === null ? null : { kind: 'link', userId, linkKey };
}

/**
 * The principal brought up to date (permissions may have changed), or null when it lost access: session
 * kicked out, logged out or expired, user disabled. `renew` extends the session (client activity only, so
 * an idle open tab does not keep a session alive forever).
 */
export async function recheck(app: FastifyInstance, principal: Principal, renew: boolean): Promise<Principal | null> {
  if (principal.kind === 'overlay') {
    const current = await overlayPrincipal(app, principal.key);
    return current && current.configId === principal.configId ? current : null;
  }
  if (principal.kind === 'link') {
    const current = await linkPrincipal(app, principal.linkKey);
    return current && current.userId === principal.userId ? current : null;
  }
  const access = await app.access.staff(principal.sessionId, principal.userId);
  if (!access) return null;
  if (renew) await app.sessions.touch(access.session);
  return { ...principal, permissions: access.permissions };
}

/**
 * Whether `principal` may subscribe to `topic` (a valid topic string). Staff: `room:*` with `live:list`,
 * `config:*` with `liveConfig:list`, `monitor:*` with `monitor:list`, their own `orders:<userId>`. Overlays: their
 * own `config:<id>` only. Link keys: their user's `orders:<userId>` only.
 */
export function canRead(principal: Principal, topic: string): boolean {
  switch (principal.kind) {
    case 'staff':
      if (topic.startsWith('room:')) return can(principal.permissions, LIVE_READ_PERMISSION);
      if (topic.startsWith('config:')) return can(principal.permissions, CONFIG_READ_PERMISSION);
      if (topic.startsWith('monitor:')) return can(principal.permissions, MONITOR_READ_PERMISSION);
      return topic === `orders:${principal.userId}`;
    case 'overlay':
      return topic === `config:${principal.configId}`;
    case 'link':
      return topic === `orders:${principal.userId}`;
  }
}

/** The configuration id of a `config:<id>` topic, or null for other topics. */
export function configIdOf(topic: string): number | null {
  const match = /^config:(\d{1,12})$/.exec(topic);
  return match ? Number(match[1]) : null;
}
