/**
 * Who is on the other end of a websocket and which topics they may read (ARCHITECTURE.md §5: "Staff connect
 * with their login token; overlays with a per-config overlay key (read-only, one config's topics only,
 * revocable)"). Staff tokens are checked by the same `staffAccess` as the HTTP auth hook (server/plugins/auth.ts):
 * a well-signed JWT, its live session, an enabled user, the permissions of their roles.
 *
 * Extension point for overlay keys (issue 4): add an `OverlayPrincipal` to {@link Principal}, recognise the
 * key in {@link authenticate} (e.g. a distinct `key=` query parameter or token prefix), re-check revocation in
 * {@link recheck}, and allow exactly its `config:<id>` topics in {@link canRead}. The gateway needs no change.
 */
import type { FastifyInstance } from 'fastify';
import { can } from '../../../streams/contracts/permissions';
import { staffAccess } from '../../modules/auth/staff-access';

/** Permission to read `room:*` topics (the live-assistant pages); `admin` passes. */
export const LIVE_READ_PERMISSION = 'live:list';

/** A signed-in staff member. */
export interface StaffPrincipal {
  kind: 'staff';
  userId: number;
  /** The online-session key (kick-out and logout end it). */
  sessionId: string;
  permissions: string[];
}

/** Everyone who may hold a websocket. Overlay keys (issue 4) will join this union. */
export type Principal = StaffPrincipal;

/** The token as the console stores it: with or without the `Bearer ` prefix (case-insensitive). */
export function stripBearer(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, '');
}

/**
 * The principal of a `?token=` value, or null (missing, malformed, bad signature, session ended or expired,
 * user disabled). Renews the session like any signed-in request does.
 */
export async function authenticate(app: FastifyInstance, token: string | null): Promise<Principal | null> {
  if (!token) return null;
  const claims = await app.tokens.verify(stripBearer(token));
  if (!claims) return null;
  const access = await staffAccess(app, claims.sessionId, claims.userId);
  if (!access) return null;
  await app.sessions.touch(access.session);
  return { kind: 'staff', userId: claims.userId, sessionId: access.session.key, permissions: access.permissions };
}

/**
 * The principal brought up to date (permissions may have changed), or null when it lost access: session
 * kicked out, logged out or expired, user disabled. `renew` extends the session (client activity only, so
 * an idle open tab does not keep a session alive forever).
 */
export async function recheck(app: FastifyInstance, principal: Principal, renew: boolean): Promise<Principal | null> {
  const access = await staffAccess(app, principal.sessionId, principal.userId);
  if (!access) return null;
  if (renew) await app.sessions.touch(access.session);
  return { ...principal, permissions: access.permissions };
}

/** Whether `principal` may subscribe to `topic` (a valid topic string). Staff: `room:*` with `live:list`. */
export function canRead(principal: Principal, topic: string): boolean {
  switch (principal.kind) {
    case 'staff':
      return topic.startsWith('room:') && can(principal.permissions, LIVE_READ_PERMISSION);
  }
}
