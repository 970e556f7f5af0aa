/**
 * The one check that a signed-in staff member still has access, shared by the HTTP auth hook
 * (server/plugins/auth.ts) and the websocket gateway (server/live/gateway/principal.ts), both through
 * `app.access.staff` (access-plugin.ts): the session is live and belongs to the user, the user still exists and is
 * enabled, and the permissions of their roles now.
 * A user disabled while signed in loses every session at once (the session is ended here).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/users';
import type { StaffAccess } from '../../plugins/ports';
import { findRoles } from '../users/repository';
import { permissionsOf } from './user-access';

export type { StaffAccess };

/**
 * The live session `sessionId` of `userId` with the user's current permissions, or null when access is gone
 * (session unknown, ended, expired or someone else's; user deleted or disabled). Does not renew the session.
 */
export async function staffAccess(app: FastifyInstance, sessionId: string, userId: number): Promise<StaffAccess | null> {
  const session = await app.sessions.get(sessionId);
  if (!session || session.userId !== userId) return null;
  const [user] = await app.db.select({ enabled: users.enabled }).from(users).where(eq(users.id, userId));
  if (!user?.enabled) {
    await app.sessions.end(session.key);
    return null;
  }
  return { session, permissions: await permissionsOf(app.db, await findRoles(app.db, userId)) };
}
