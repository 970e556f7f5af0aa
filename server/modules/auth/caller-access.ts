/**
 * What the caller of a private route may reach beyond permissions (rules the server enforces):
 * their role level (eladmin: lower is more powerful) and their data scope (all, own dept tree, custom depts and
 * their trees). Read per request from the database, so a role edited a second ago already applies.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_PERMISSION } from '../../../streams/contracts/permissions';
import { caller } from '../../plugins/auth';
import { findProfile, findRoles, type UserRole } from '../users/repository';
import { dataScopeOf, type DataScope } from './user-access';

/** The caller's roles, by level then id. @throws HttpError 401 outside a private route. */
export async function callerRoles(app: FastifyInstance, request: FastifyRequest): Promise<UserRole[]> {
  return findRoles(app.db, caller(request).userId);
}

/**
 * The caller's most powerful level: the smallest `level` of their roles (a user without roles gets
 * `Number.POSITIVE_INFINITY`, more restricted than any role). A caller may manage a role of level L only when
 * `callerLevel <= L`, and a user only when every role of that user passes that test.
 */
export async function callerLevel(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const roles = await callerRoles(app, request);
  return roles.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...roles.map((role) => role.level));
}

/** True when the caller holds the `admin` permission (a role whose own permission is `admin`). */
export function callerIsAdmin(request: FastifyRequest): boolean {
  return caller(request).permissions.includes(ADMIN_PERMISSION);
}

/**
 * The depts the caller's data scope reaches: `{kind:'all'}` or `{kind:'depts', deptIds}` (descendants included;
 * possibly empty, which means "nothing", never "everything").
 */
export async function callerDataScope(app: FastifyInstance, request: FastifyRequest): Promise<DataScope> {
  const { userId } = caller(request);
  const [profile, roles] = await Promise.all([findProfile(app.db, userId), findRoles(app.db, userId)]);
  return dataScopeOf(app.db, profile?.deptId ?? null, roles);
}
