/**
 * Who works the CRM in a request, and which streamers they reach (the product's data scopes applied to streamers):
 * - `all`: a caller whose data scope is `all` (administrators) sees every streamer;
 * - `team`: a manager (`anchor:allocate`) sees the streamers of the departments in their data scope (a row's
 *   department is its operator's, or its creator's while unallocated) and the streamers allocated to them;
 * - `own`: an operator sees the streamers allocated to them.
 * Built from the database per request (or per H5 call from the link key's user), so a role changed a second ago
 * already applies.
 */
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../../streams/contracts/permissions';
import type { DbOrTx } from '../../db/database';
import { anchors } from '../../db/schema/anchors';
import { caller } from '../../plugins/auth';
import { dataScopeOf, permissionsOf } from '../auth/user-access';
import { findProfile, findRoles } from '../users/repository';

/** The streamers a caller reaches. */
export type CrmScope = { kind: 'all' } | { kind: 'team'; deptIds: number[] } | { kind: 'own' };

/** A CRM caller: their user, department, permissions and scope. */
export interface CrmCaller {
  userId: number;
  username: string;
  deptId: number | null;
  permissions: string[];
  scope: CrmScope;
}

/** Whether the caller may allocate (managers) — they may also pick any operator of their scope. */
export const canAllocate = (who: CrmCaller): boolean => can(who.permissions, 'anchor:allocate');
/** Whether the caller reviews streamers. */
export const canCheck = (who: CrmCaller): boolean => can(who.permissions, 'anchor:check');

/** The CRM caller of a user, or null when the user is gone or disabled. `permissions` as the caller's roles grant. */
export async function crmCallerOf(db: DbOrTx, userId: number, permissions?: string[]): Promise<CrmCaller | null> {
  const [profile, roles] = await Promise.all([findProfile(db, userId), findRoles(db, userId)]);
  if (!profile || !profile.enabled) return null;
  const granted = permissions ?? (await permissionsOf(db, roles));
  const dataScope = await dataScopeOf(db, profile.deptId, roles);
  const scope: CrmScope = dataScope.kind === 'all' ? { kind: 'all' } : can(granted, 'anchor:allocate') ? { kind: 'team', deptIds: dataScope.deptIds } : { kind: 'own' };
  return { userId, username: profile.username, deptId: profile.deptId, permissions: granted, scope };
}

/** The CRM caller of a signed-in request. @throws HttpError 401 outside a private route. */
export async function crmCaller(app: FastifyInstance, request: FastifyRequest): Promise<CrmCaller> {
  const auth = caller(request);
  const who = await crmCallerOf(app.db, auth.userId, auth.permissions);
  // The auth hook has just found the user enabled; a user disabled in between is treated as an operator of nothing.
  return who ?? { userId: auth.userId, username: auth.session.userName, deptId: null, permissions: [], scope: { kind: 'own' } };
}

/**
 * The caller's reach over any table that records a department and a responsible user (streamers: department and
 * operator; week rows and reports: group and manager): all; the scope's departments plus one's own; or one's own.
 * Undefined: all.
 */
export function scopeOver(who: CrmCaller, dept: AnyPgColumn, owner: AnyPgColumn): SQL | undefined {
  switch (who.scope.kind) {
    case 'all':
      return undefined;
    case 'team':
      return who.scope.deptIds.length === 0 ? eq(owner, who.userId) : or(inArray(dept, who.scope.deptIds), eq(owner, who.userId));
    case 'own':
      return eq(owner, who.userId);
  }
}

/** The SQL condition of the streamers a caller reaches (undefined: all). */
export const scopeCondition = (who: CrmCaller): SQL | undefined => scopeOver(who, anchors.deptId, anchors.operatorId);
