/**
 * Authentication and authorization in one place (docs/architecture.md "HTTP API"):
 * - decorates `app.tokens` (JWT signing with JWT_SECRET, or a secret generated once and kept in
 *   `app_settings`) and `app.sessions` (the session store in the KV store; without Redis also written through to
 *   the `sessions` table and restored from it on start, so a restart signs nobody out);
 * - one `onRequest` hook: routes are private unless `config.public`; a private route needs
 *   `Authorization: Bearer <jwt>` whose session is live (logout, kick-out and expiry end it), renews the
 *   session while active, and checks `config.permission` with `can()` (403 naming the permission).
 * It runs before body validation, so an anonymous caller learns nothing about a route's schema.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can } from '../../streams/contracts/permissions';
import { refusal } from '../../streams/contracts/refusals';
import { refuse } from '../http/http-error';
import { createSessionStore, restoreSessions } from '../modules/auth/session-store';
import { createSessionTable } from '../modules/auth/session-table';
import { staffAccess } from '../modules/auth/staff-access';
import { createTokenService } from '../modules/auth/token-service';
import { getOrCreateSetting } from '../modules/settings/repository';
import './fastify-types';

export interface AuthPluginOptions {
  /** Session lifetime; defaults to TOKEN_TTL_MINUTES. Tests shorten it. */
  sessionTtlMs?: number;
}

/** `app_settings` key of the generated JWT secret. */
export const JWT_SECRET_SETTING = 'jwt_secret';

/** The token of an `Authorization: Bearer <jwt>` header (the scheme is case-insensitive), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const unauthorized = () => refuse(401, refusal('UNAUTHORIZED'));

export default fp(
  async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
    const secret = app.config.jwtSecret ?? (await getOrCreateSetting(app.db, JWT_SECRET_SETTING, () => randomBytes(48).toString('base64url')));
    app.decorate('tokens', createTokenService(secret));
    // Without Redis the sessions live in this process's memory: the `sessions` table keeps them across a restart.
    const mirror = app.kv.kind === 'memory' ? createSessionTable(app.db) : undefined;
    if (mirror) {
      const restored = await restoreSessions(app.kv, mirror);
      app.log.info({ restored }, 'sessions restored from the database');
    }
    app.decorate('sessions', createSessionStore(app.kv, { ttlMs: options.sessionTtlMs ?? app.config.tokenTtlMinutes * 60_000, mirror }));
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      // Unknown URLs fall through to the not-found handler (404 for the API, the SPA otherwise).
      if (request.is404 || config.public) return;

      const token = bearerToken(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims) throw unauthorized();
      const access = await staffAccess(app, claims.sessionId, claims.userId);
      if (!access) throw unauthorized();
      const { session, permissions } = access;
      request.auth = { session: await app.sessions.touch(session), userId: claims.userId, permissions };

      if (config.permission !== undefined && !can(permissions, config.permission, config.permissionMode)) {
        const needed = Array.isArray(config.permission) ? config.permission.join(', ') : config.permission;
        throw refuse(403, refusal('PERMISSION_DENIED', { permission: needed }));
      }
    });
  },
  { name: 'auth', dependencies: ['config', 'database', 'kv'] },
);

/** The caller of a private route (the auth hook guarantees it is set there). */
export function caller(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
