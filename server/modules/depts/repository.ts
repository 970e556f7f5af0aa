/** Department queries (eladmin `DeptRepository`). */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { depts } from '../../db/schema/depts';
import { roles, rolesDepts, users } from '../../db/schema/users';

export type DeptRow = typeof depts.$inferSelect;

/** Default order of every department list: sort number, then id. */
export const DEPT_ORDER = [asc(depts.deptSort), asc(depts.id)];

export const findDept = async (db: DbOrTx, id: number): Promise<DeptRow | null> =>
  (await db.select().from(depts).where(eq(depts.id, id)))[0] ?? null;

export const findDepts = (db: DbOrTx, ids: number[]): Promise<DeptRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(depts).where(inArray(depts.id, ids)).orderBy(...DEPT_ORDER);

/** Recomputes the cached `sub_count` of the given departments from their rows. */
export async function refreshSubCounts(db: DbOrTx, ids: (number | null)[]): Promise<void> {
  const present = [...new Set(ids.filter((id): id is number => id !== null))];
  if (present.length === 0) return;
  await db
    .update(depts)
    .set({ subCount: sql`(select count(*) from depts c where c.pid = ${depts.id})` })
    .where(inArray(depts.id, present));
}

/** Users of the departments: `{deptId, username}` by dept then user name. */
export const findUsersOfDepts = (db: DbOrTx, deptIds: number[]) =>
  deptIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ deptId: users.deptId, username: users.username })
        .from(users)
        .where(inArray(users.deptId, deptIds))
        .orderBy(asc(users.deptId), asc(users.username));

/** Roles whose custom data scope names one of the departments: `{deptId, roleName}`. */
export const findRolesOfDepts = (db: DbOrTx, deptIds: number[]) =>
  deptIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ deptId: rolesDepts.deptId, roleName: roles.name })
        .from(rolesDepts)
        .innerJoin(roles, eq(roles.id, rolesDepts.roleId))
        .where(inArray(rolesDepts.deptId, deptIds))
        .orderBy(asc(rolesDepts.deptId), asc(roles.name));
