/**
 * User administration queries (eladmin `UserRepository`). The password hash is written here but never selected:
 * every read names its columns.
 */
import { and, asc, between, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { groupedBy } from '../../db/grouped-rows';
import { depts } from '../../db/schema/depts';
import { jobs } from '../../db/schema/jobs';
import { roles, rolesDepts, users, usersJobs, usersRoles } from '../../db/schema/users';
import { ADMIN_PERMISSION } from '../../../streams/contracts/permissions';
import type { DataScope } from '../auth/user-access';

/** The columns of a list row (no hash). */
export const userColumns = {
  id: users.id,
  username: users.username,
  nickName: users.nickName,
  gender: users.gender,
  email: users.email,
  phone: users.phone,
  enabled: users.enabled,
  avatarPath: users.avatarPath,
  deptId: users.deptId,
  deptName: depts.name,
  createTime: users.createTime,
};

/** The data-scope condition on users: none for `all`; else the scope's depts (no dept = out of scope). */
export function scopeCondition(scope: DataScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.deptIds.length === 0 ? sql`false` : inArray(users.deptId, scope.deptIds);
}

/** `deptId` filter: users of these depts (the dept and its descendants, resolved by the caller). */
export const deptCondition = (deptIds: number[] | null): SQL | undefined =>
  deptIds === null ? undefined : deptIds.length === 0 ? sql`false` : inArray(users.deptId, deptIds);

export const enabledCondition = (enabled: boolean | undefined): SQL | undefined => (enabled === undefined ? undefined : eq(users.enabled, enabled));

export const createTimeCondition = (range: [Date, Date] | null): SQL | undefined => (range ? between(users.createTime, range[0], range[1]) : undefined);

/** Id, name, level of the roles of each user. */
export const rolesOfUsers = (db: DbOrTx, userIds: number[]) =>
  groupedBy(userIds, 'userId', () =>
    db
      .select({ userId: usersRoles.userId, id: roles.id, name: roles.name, level: roles.level, permission: roles.permission })
      .from(usersRoles)
      .innerJoin(roles, eq(roles.id, usersRoles.roleId))
      .where(inArray(usersRoles.userId, userIds))
      .orderBy(asc(roles.level), asc(roles.id)),
  );

/** Id and name of the jobs of each user. */
export const jobsOfUsers = (db: DbOrTx, userIds: number[]) =>
  groupedBy(userIds, 'userId', () =>
    db
      .select({ userId: usersJobs.userId, id: jobs.id, name: jobs.name })
      .from(usersJobs)
      .innerJoin(jobs, eq(jobs.id, usersJobs.jobId))
      .where(inArray(usersJobs.userId, userIds))
      .orderBy(asc(jobs.jobSort), asc(jobs.id)),
  );

/** Users by id (no hash), with their dept. */
export const findUsersByIds = (db: DbOrTx, ids: number[]) =>
  db.select(userColumns).from(users).leftJoin(depts, eq(depts.id, users.deptId)).where(inArray(users.id, ids));

/** Whether another user has this username / e-mail. */
export async function userFieldTaken(db: DbOrTx, field: 'username' | 'email', value: string, exceptId: number | null): Promise<boolean> {
  const column = field === 'username' ? users.username : users.email;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, exceptId === null ? undefined : ne(users.id, exceptId)));
  return (row?.n ?? 0) > 0;
}

/** Ids of the enabled users that hold a role with the `admin` permission. */
export async function adminHolderIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(usersRoles, eq(usersRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, usersRoles.roleId))
    .where(and(eq(users.enabled, true), eq(roles.permission, ADMIN_PERMISSION)));
  return rows.map((row) => row.id);
}

/** Roles by id with their level, data scope and own permission. */
export const findRolesByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: roles.id, name: roles.name, level: roles.level, dataScope: roles.dataScope, permission: roles.permission })
        .from(roles)
        .where(inArray(roles.id, ids));

/** The custom-scope depts (id, name) of each role. */
export const customDeptsOfRoles = (db: DbOrTx, roleIds: number[]): Promise<Map<number, { id: number; name: string }[]>> =>
  groupedBy(roleIds, 'roleId', () =>
    db
      .select({ roleId: rolesDepts.roleId, id: depts.id, name: depts.name })
      .from(rolesDepts)
      .innerJoin(depts, eq(depts.id, rolesDepts.deptId))
      .where(inArray(rolesDepts.roleId, roleIds))
      .orderBy(asc(depts.name), asc(depts.id)),
  );

/** Role ids a user holds now. */
export async function roleIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  return (await db.select({ roleId: usersRoles.roleId }).from(usersRoles).where(eq(usersRoles.userId, userId))).map((row) => row.roleId);
}

/** Existing job ids among `ids`. */
export async function existingJobIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids))).map((row) => row.id);
}

/** Whether a dept exists. */
export async function deptExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: depts.id }).from(depts).where(eq(depts.id, id))).length > 0;
}

/** Replaces a user's roles and jobs. */
export async function setUserLinks(db: DbOrTx, userId: number, roleIds: number[], jobIds: number[]): Promise<void> {
  await db.delete(usersRoles).where(eq(usersRoles.userId, userId));
  await db.delete(usersJobs).where(eq(usersJobs.userId, userId));
  if (roleIds.length > 0) await db.insert(usersRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  if (jobIds.length > 0) await db.insert(usersJobs).values(jobIds.map((jobId) => ({ userId, jobId })));
}

/** Depts for the pickers, flat, by sort then id; limited to `deptIds` unless null. */
export const pickerDepts = (db: DbOrTx, deptIds: number[] | null) =>
  db
    .select({ id: depts.id, pid: depts.pid, name: depts.name, enabled: depts.enabled })
    .from(depts)
    .where(deptIds === null ? undefined : deptIds.length === 0 ? sql`false` : inArray(depts.id, deptIds))
    .orderBy(asc(depts.deptSort), asc(depts.id));

/** Enabled jobs for the user form, by sort then id. */
export const pickerJobs = (db: DbOrTx) =>
  db.select({ id: jobs.id, name: jobs.name }).from(jobs).where(eq(jobs.enabled, true)).orderBy(asc(jobs.jobSort), asc(jobs.id));
