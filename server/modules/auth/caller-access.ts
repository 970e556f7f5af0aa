/**
 * What the caller of a private route may reach beyond permissions (rules the server enforces):
 * their role level (eladmin: lower is more powerful) and their data scope (all, own dept tree, custom depts and
 * their trees). Read from the principal cache (principal-cache.ts), which every write to users, roles, menus, depts
 * and jobs drops on every instance, so a role edited a second ago already applies.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_PERMISSION } from '../../../streams/contracts/permissions';
import { caller, unauthorized } from '../../plugins/auth';
import type { UserRole } from '../users/repository';
import type { DataScope, Principal } from './user-access';

/** The caller's principal. @throws HttpError 401 outside a private route or when the user is gone. */
async function callerPrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const principal = await app.principals.principal(caller(request).userId);
  if (!principal) throw unauthorized();
  return principal;
}

/** The caller's roles, by level then id. @throws HttpError 401 outside a private route. */
export async function callerRoles(app: FastifyInstance, request: FastifyRequest): Promise<UserRole[]> {
  return (await callerPrincipal(app, request)).roles;
}

/**
 * The caller's most powerful level: the smallest `level` of their roles (a user without roles gets
 * `Number.POSITIVE_INFINITY`, more restricted than any role). A caller may manage a role of level L only when
 * `callerLevel <= L`, and a user only when every role of that user passes that test.
 */
export async function callerLevel(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  return (await callerPrincipal(app, request)).level;
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
  return (await callerPrincipal(app, request)).dataScope;
}
