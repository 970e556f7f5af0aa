/**
 * Authentication and authorization in one place (docs/architecture.md "HTTP API"): one `onRequest` hook. Routes
 * are private unless `config.public`; a private route needs `Authorization: Bearer <jwt>` whose session is live
 * (logout, kick-out and expiry end it), renews the session while active, and checks `config.permission` with `can()`
 * (403 naming the permission). It runs before body validation, so an anonymous caller learns nothing about a route's
 * schema.
 *
 * Tokens, sessions and who still has access come from decorations the domain registers before this plugin
 * (`app.tokens`, `app.sessions`, `app.access`: server/plugins/ports.ts, server/modules/auth/access-plugin.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can } from '../../streams/contracts/permissions';
import { refusal } from '../../streams/contracts/refusals';
import { refuse } from '../http/http-error';
import './fastify-types';

/** The token of an `Authorization: Bearer <jwt>` header (the scheme is case-insensitive), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The one answer to a missing, bad or ended sign-in: 401 with the product's message. */
export const unauthorized = () => refuse(401, refusal('UNAUTHORIZED'));

export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      // Unknown URLs fall through to the not-found handler (404 for the API, the SPA otherwise).
      if (request.is404 || config.public) return;

      const token = bearerToken(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims) throw unauthorized();
      const access = await app.access.staff(claims.sessionId, claims.userId);
      if (!access) throw unauthorized();
      const { session, permissions } = access;
      request.auth = { session: await app.sessions.touch(session), userId: claims.userId, permissions };

      if (config.permission !== undefined && !can(permissions, config.permission, config.permissionMode)) {
        const needed = Array.isArray(config.permission) ? config.permission.join(', ') : config.permission;
        throw refuse(403, refusal('PERMISSION_DENIED', { permission: needed }));
      }
    });
  },
  { name: 'auth', dependencies: ['config'], decorators: { fastify: ['tokens', 'sessions', 'access'] } },
);

/** The caller of a private route (the auth hook guarantees it is set there). */
export function caller(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
