/**
 * The domain's side of authentication, registered before the auth hook (server/plugins/auth.ts), which only uses
 * what this decorates (server/plugins/ports.ts):
 * - `app.tokens`: JWT signing with JWT_SECRET, or a secret generated once and kept in `app_settings`;
 * - `app.sessions`: the session store in the KV store; without Redis also written through to the `sessions` table
 *   and restored from it on start, so a restart signs nobody out;
 * - `app.principals`: each user's roles, permissions, data scope and `auth/info`, cached per process and dropped on
 *   every instance by a write to users, roles, menus, depts or jobs (principal-cache.ts);
 * - `app.access`: whether a staff session still has access and with which permissions (through `app.principals`),
 *   and which live configuration an overlay key opens.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkLinkKey } from '../anchors/link-keys';
import type { AccessPort } from '../../plugins/ports';
import '../../plugins/fastify-types';
import { findConfigByOverlayKey } from '../live-configs/repository';
import { getOrCreateSetting } from '../settings/repository';
import { createSessionStore, restoreSessions } from './session-store';
import { createSessionTable } from './session-table';
import { createPrincipalCache } from './principal-cache';
import { createTokenService } from './token-service';

export interface AccessPluginOptions {
  /** Session lifetime; defaults to TOKEN_TTL_MINUTES. Tests shorten it. */
  sessionTtlMs?: number;
}

/** `app_settings` key of the generated JWT secret. */
export const JWT_SECRET_SETTING = 'jwt_secret';

export default fp(
  async function accessPlugin(app: FastifyInstance, options: AccessPluginOptions) {
    const secret = app.config.jwtSecret ?? (await getOrCreateSetting(app.db, JWT_SECRET_SETTING, () => randomBytes(48).toString('base64url')));
    app.decorate('tokens', createTokenService(secret));
    // Without Redis the sessions live in this process's memory: the `sessions` table keeps them across a restart.
    const mirror = app.kv.kind === 'memory' ? createSessionTable(app.db) : undefined;
    if (mirror) {
      const restored = await restoreSessions(app.kv, mirror);
      app.log.info({ restored }, 'sessions restored from the database');
    }
    const sessions = createSessionStore(app.kv, { ttlMs: options.sessionTtlMs ?? app.config.tokenTtlMinutes * 60_000, mirror });
    app.decorate('sessions', sessions);
    const principals = createPrincipalCache({ db: app.db, kv: app.kv, sessions, timeZone: app.config.timeZone });
    app.decorate('principals', principals);
    const access: AccessPort = {
      staff: (sessionId, userId) => principals.staff(sessionId, userId),
      overlayConfigId: async (key) => (await findConfigByOverlayKey(app.db, key))?.id ?? null,
      linkKeyUserId: async (key) => {
        const check = await checkLinkKey(app.db, key, new Date());
        return check.ok ? check.userId : null;
      },
    };
    app.decorate('access', access);
  },
  { name: 'access', dependencies: ['config', 'database', 'kv'] },
);
