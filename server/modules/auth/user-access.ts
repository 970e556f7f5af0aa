/**
 * What a user may do and see (roles and data scopes come with the user info): permission strings from their roles
 * and roles' menus, and the depts their data scope reaches (eladmin `DataServiceImpl`).
 */
import { ADMIN_PERMISSION } from '../../../streams/contracts/permissions';
import type { UserInfo } from '../../../streams/contracts/auth';
import type { DbOrTx } from '../../db/database';
import { formatWireDate } from '../../http/wire-date';
import { withDescendants } from '../depts/dept-tree';
import { findJobs, findMenuPermissions, findProfile, findRoleDeptIds, findRoles, type UserRole } from '../users/repository';

/** Data scope, precisely: every dept, or exactly these depts (possibly none). */
export type DataScope = { kind: 'all' } | { kind: 'depts'; deptIds: number[] };

/**
 * Permissions granted by roles: each role's own `permission` plus its menus' permissions.
 * `['admin']` alone when any of them is `admin` (the eladmin answer for administrators).
 */
export async function permissionsOf(db: DbOrTx, roles: UserRole[]): Promise<string[]> {
  const own = roles.map((role) => role.permission?.trim() ?? '').filter((p) => p !== '');
  if (own.includes(ADMIN_PERMISSION)) return [ADMIN_PERMISSION];
  const fromMenus = await findMenuPermissions(
    db,
    roles.map((role) => role.id),
  );
  const all = [...new Set([...own, ...fromMenus])].sort();
  return all.includes(ADMIN_PERMISSION) ? [ADMIN_PERMISSION] : all;
}

/**
 * The depts a user's data scope reaches, combined over their roles:
 * any `all` role → all; `own` → the user's dept and its descendants; `custom` → the role's depts and
 * their descendants. A user without roles is limited to their own dept tree (never "all" by omission).
 */
export async function dataScopeOf(db: DbOrTx, deptId: number | null, roles: UserRole[]): Promise<DataScope> {
  if (roles.some((role) => role.dataScope === 'all')) return { kind: 'all' };
  const roots = new Set<number>();
  if (roles.length === 0 || roles.some((role) => role.dataScope === 'own')) {
    if (deptId !== null) roots.add(deptId);
  }
  const custom = roles.filter((role) => role.dataScope === 'custom').map((role) => role.id);
  for (const id of await findRoleDeptIds(db, custom)) roots.add(id);
  return { kind: 'depts', deptIds: await withDescendants(db, [...roots]) };
}

/** Wire form of a data scope: eladmin sends `[]` for "all". */
export const dataScopeIds = (scope: DataScope): number[] => (scope.kind === 'all' ? [] : scope.deptIds);

/**
 * Everything a signed-in user holds, read together: what the auth hook, the data-scope and role-level rules and
 * `auth/info` need. Cached per user by principal-cache.ts until a write to users, roles, menus, depts or jobs.
 */
export interface Principal {
  userId: number;
  enabled: boolean;
  deptId: number | null;
  /** By level then id (the first is the most powerful). */
  roles: UserRole[];
  /** Permission strings (`['admin']` for administrators). */
  permissions: string[];
  dataScope: DataScope;
  /** Most powerful role level (lower is more powerful); +Infinity without roles. */
  level: number;
  /** The `auth/info` answer. */
  info: UserInfo;
}

/** The principal of a user, or null when the user is gone. Several queries: read it through the cache. */
export async function loadPrincipal(db: DbOrTx, userId: number, timeZone: string): Promise<Principal | null> {
  const profile = await findProfile(db, userId);
  if (!profile) return null;
  const [roles, jobs] = await Promise.all([findRoles(db, userId), findJobs(db, userId)]);
  const [permissions, scope] = await Promise.all([permissionsOf(db, roles), dataScopeOf(db, profile.deptId, roles)]);
  const info: UserInfo = {
    user: {
      id: profile.id,
      username: profile.username,
      nickName: profile.nickName,
      email: profile.email,
      phone: profile.phone,
      gender: profile.gender,
      avatarPath: profile.avatarPath,
      enabled: profile.enabled,
      dept: profile.deptId !== null && profile.deptName !== null ? { id: profile.deptId, name: profile.deptName } : null,
      roles: roles.map(({ id, name, level, dataScope }) => ({ id, name, level, dataScope })),
      jobs,
      createTime: formatWireDate(profile.createTime, timeZone),
    },
    roles: permissions,
    dataScopes: dataScopeIds(scope),
  };
  const level = roles.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...roles.map((role) => role.level));
  return { userId, enabled: profile.enabled, deptId: profile.deptId, roles, permissions, dataScope: scope, level, info };
}

/**
 * The `auth/info` answer (and `user` of the login answer) of a user, or null when the user is gone.
 * Shape: streams/contracts/auth.ts `userInfoSchema`; never contains the password hash.
 */
export async function loadUserInfo(db: DbOrTx, userId: number, timeZone: string): Promise<UserInfo | null> {
  return (await loadPrincipal(db, userId, timeZone))?.info ?? null;
}
