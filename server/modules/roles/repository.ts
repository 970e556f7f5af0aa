/** Role administration queries (eladmin `RoleRepository`). */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { groupedBy } from '../../db/grouped-rows';
import { depts } from '../../db/schema/depts';
import { menus } from '../../db/schema/menus';
import { roles, rolesDepts, rolesMenus, users, usersRoles } from '../../db/schema/users';

export type RoleRow = typeof roles.$inferSelect;

export const findRolesByIds = (db: DbOrTx, ids: number[]): Promise<RoleRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(roles).where(inArray(roles.id, ids));

/** Depts (id, name) of each role's custom scope. */
export const deptsOfRoles = (db: DbOrTx, roleIds: number[]) =>
  groupedBy(roleIds, 'roleId', () =>
    db
      .select({ roleId: rolesDepts.roleId, id: depts.id, name: depts.name })
      .from(rolesDepts)
      .innerJoin(depts, eq(depts.id, rolesDepts.deptId))
      .where(inArray(rolesDepts.roleId, roleIds))
      .orderBy(asc(depts.deptSort), asc(depts.id)),
  );

/** Menu ids of each role. */
export const menusOfRoles = (db: DbOrTx, roleIds: number[]) =>
  groupedBy(roleIds, 'roleId', () =>
    db.select({ roleId: rolesMenus.roleId, id: rolesMenus.menuId }).from(rolesMenus).where(inArray(rolesMenus.roleId, roleIds)).orderBy(asc(rolesMenus.menuId)),
  );

export async function roleNameTaken(db: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId === null ? undefined : ne(roles.id, exceptId)));
  return (row?.n ?? 0) > 0;
}

/** Existing dept ids among `ids`. */
export async function existingDeptIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: depts.id }).from(depts).where(inArray(depts.id, ids))).map((row) => row.id);
}

/** Replaces a role's custom depts. */
export async function setRoleDepts(db: DbOrTx, roleId: number, deptIds: number[]): Promise<void> {
  await db.delete(rolesDepts).where(eq(rolesDepts.roleId, roleId));
  if (deptIds.length > 0) await db.insert(rolesDepts).values(deptIds.map((deptId) => ({ roleId, deptId })));
}

/** Usernames holding each of the roles, by username. */
export async function holdersOfRoles(db: DbOrTx, roleIds: number[]) {
  const map = new Map<number, string[]>();
  if (roleIds.length === 0) return map;
  const rows = await db
    .select({ roleId: usersRoles.roleId, username: users.username })
    .from(usersRoles)
    .innerJoin(users, eq(users.id, usersRoles.userId))
    .where(inArray(usersRoles.roleId, roleIds))
    .orderBy(asc(users.username));
  for (const { roleId, username } of rows) map.set(roleId, [...(map.get(roleId) ?? []), username]);
  return map;
}

/** Menus by id (id, permission). */
export const findMenusByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select({ id: menus.id, permission: menus.permission }).from(menus).where(inArray(menus.id, ids));

/** Every menu, flat, for the role page's tree. */
export const allMenuNodes = (db: DbOrTx) =>
  db
    .select({ id: menus.id, pid: menus.pid, type: menus.type, title: menus.title, permission: menus.permission, menuSort: menus.menuSort })
    .from(menus)
    .orderBy(asc(menus.menuSort), asc(menus.id));

/** Replaces a role's menus. */
export async function setRoleMenus(db: DbOrTx, roleId: number, menuIds: number[]): Promise<void> {
  await db.delete(rolesMenus).where(eq(rolesMenus.roleId, roleId));
  if (menuIds.length > 0) await db.insert(rolesMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}
