/**
 * User queries. The password hash is only read by {@link findCredentials}; every other read selects
 * explicit columns without it, so no answer can carry a hash by accident.
 */
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { depts } from '../../db/schema/depts';
import { jobs } from '../../db/schema/jobs';
import { menus } from '../../db/schema/menus';
import { roles, rolesDepts, rolesMenus, users, usersJobs, usersRoles, type DataScopeKind } from '../../db/schema/users';

/** What sign-in needs: id, state and the hash to verify against. */
export async function findCredentials(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id, enabled: users.enabled, password: users.password })
    .from(users)
    .where(eq(users.username, username));
  return row ?? null;
}

/** Hash of a user by id (password and e-mail changes check the current password). */
export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row?.password ?? null;
}

/** The user's own columns and dept, without the hash. */
export async function findProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickName: users.nickName,
      email: users.email,
      phone: users.phone,
      gender: users.gender,
      avatarPath: users.avatarPath,
      enabled: users.enabled,
      deptId: users.deptId,
      deptName: depts.name,
      createTime: users.createTime,
    })
    .from(users)
    .leftJoin(depts, eq(depts.id, users.deptId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export interface UserRole {
  id: number;
  name: string;
  level: number;
  dataScope: DataScopeKind;
  permission: string | null;
}

/** Roles of a user, by level then id. */
export async function findRoles(db: DbOrTx, userId: number): Promise<UserRole[]> {
  return db
    .select({ id: roles.id, name: roles.name, level: roles.level, dataScope: roles.dataScope, permission: roles.permission })
    .from(usersRoles)
    .innerJoin(roles, eq(roles.id, usersRoles.roleId))
    .where(eq(usersRoles.userId, userId))
    .orderBy(roles.level, roles.id);
}

/** Jobs of a user, by sort then id. */
export async function findJobs(db: DbOrTx, userId: number) {
  return db
    .select({ id: jobs.id, name: jobs.name })
    .from(usersJobs)
    .innerJoin(jobs, eq(jobs.id, usersJobs.jobId))
    .where(eq(usersJobs.userId, userId))
    .orderBy(jobs.jobSort, jobs.id);
}

/** Dept ids a set of roles picked for their custom data scope. */
export async function findRoleDeptIds(db: DbOrTx, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db.select({ deptId: rolesDepts.deptId }).from(rolesDepts).where(inArray(rolesDepts.roleId, roleIds));
  return rows.map((row) => row.deptId);
}

/** Permission strings of the menus linked to the given roles (distinct, non-empty). */
export async function findMenuPermissions(db: DbOrTx, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ permission: menus.permission })
    .from(rolesMenus)
    .innerJoin(menus, eq(menus.id, rolesMenus.menuId))
    .where(inArray(rolesMenus.roleId, roleIds));
  return rows.map((row) => row.permission?.trim() ?? '').filter((permission) => permission !== '');
}

/** Whether another user already uses this e-mail. */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
  return (row?.n ?? 0) > 0;
}

/** Updates columns of one user and stamps update_by/update_time. */
export async function updateUser(
  db: DbOrTx,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'nickName' | 'gender' | 'phone' | 'email' | 'password' | 'pwdResetTime'>>,
  updatedBy: string,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updateBy: updatedBy, updateTime: new Date() })
    .where(eq(users.id, userId));
}

/** Number of users, optionally only enabled ones, optionally only in some depts (null = every dept). */
export async function countUsers(db: DbOrTx, options: { deptIds: number[] | null; enabledOnly: boolean }): Promise<number> {
  if (options.deptIds !== null && options.deptIds.length === 0) return 0;
  const conditions = [
    options.deptIds === null ? undefined : inArray(users.deptId, options.deptIds),
    options.enabledOnly ? eq(users.enabled, true) : undefined,
  ];
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** The stored avatar file name of a user (null when none, or no such user). */
export async function findAvatarName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ avatarName: users.avatarName }).from(users).where(eq(users.id, userId));
  return row?.avatarName ?? null;
}

/** Sets a user's avatar: the stored file name and the path it is served at. */
export async function updateAvatar(db: DbOrTx, userId: number, avatar: { avatarName: string; avatarPath: string }, updatedBy: string): Promise<void> {
  await db
    .update(users)
    .set({ ...avatar, updateBy: updatedBy, updateTime: new Date() })
    .where(eq(users.id, userId));
}
