/**
 * Role administration use cases (eladmin `RoleServiceImpl`), with the rules eladmin misses: a caller
 * creates, edits, deletes and fills only roles whose level is not more powerful than their own; a caller without
 * scope `all` cannot hand out `all` or departments outside their scope; a caller grants only menus whose permission
 * they hold themselves (or that carry none), so role editing is no way to raise one's own rights; a role in use is
 * not deleted. Every write runs in one transaction.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type { Role, RoleCreateBody, RoleMenuNode, RoleMenusBody, RoleUpdateBody } from '../../../streams/contracts/roles';
import type { Db, DbOrTx } from '../../db/database';
import { roles } from '../../db/schema/users';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal, shortList } from '../../../streams/contracts/refusals';
import { blurryOver, defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { columnsOf, sheetXlsx } from '../../http/xlsx';
import { grantRefused, permissionsNotHeld, scopeRefused } from '../auth/permission-grant';
import { inScope, levelRefused, mayManageLevel, type Actor } from '../system-users/access';
import { storedSeedName } from '../../../streams/contracts/seed-texts';
import {
  allMenuNodes,
  deptsOfRoles,
  existingDeptIds,
  findMenusByIds,
  findRolesByIds,
  holdersOfRoles,
  menusOfRoles,
  roleNameTaken,
  setRoleDepts,
  setRoleMenus,
  type RoleRow,
} from './repository';

export const ROLE_SORT: SortWhitelist = { id: roles.id, name: roles.name, level: roles.level, createTime: roles.createTime };
/** Most powerful level first, then newest. */
const roleList = defineList({ table: roles, sorts: ROLE_SORT, order: [asc(roles.level), desc(roles.id)], tieBreak: asc(roles.id) });

/** How many holders an in-use refusal names before "and N more". */
const HOLDERS_NAMED = 10;

async function toRoles(db: DbOrTx, rows: RoleRow[], zone: string): Promise<Role[]> {
  const ids = rows.map((row) => row.id);
  const [deptMap, menuMap] = await Promise.all([deptsOfRoles(db, ids), menusOfRoles(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    level: row.level,
    dataScope: row.dataScope,
    description: row.description,
    depts: deptMap.get(row.id) ?? [],
    menus: menuMap.get(row.id) ?? [],
    createTime: formatWireDate(row.createTime, zone),
  }));
}

type RoleQuery = { blurry?: string | undefined };

/** The list's conditions: blurry over name and description. */
const listConditions = (query: RoleQuery) => [blurryOver(query.blurry, roles.name, roles.description)];

/** `GET api/roles`: a page of roles, by level (most powerful first) by default. @throws 400 bad sort. */
export async function listRoles(db: Db, query: RoleQuery & ListQuery, zone: string): Promise<Page<Role>> {
  return roleList.page(db, query, listConditions(query), (rows) => toRoles(db, rows, zone));
}

/** `GET api/roles/all`: every role by level then id (pickers). */
export async function allRoles(db: Db, zone: string): Promise<Role[]> {
  return toRoles(db, await db.select().from(roles).orderBy(asc(roles.level), asc(roles.id)), zone);
}

/** `GET api/roles/{id}`. @throws 404. */
export async function getRole(db: Db, id: number, zone: string): Promise<Role> {
  const [row] = await findRolesByIds(db, [id]);
  if (!row) throw notFound(refusal('ROLE_NOT_FOUND', { ids: [String(id)] }));
  return (await toRoles(db, [row], zone))[0]!;
}

/** `GET api/roles/download`: the filtered roles as an xlsx workbook. @throws 400 bad sort. */
export async function rolesXlsx(db: Db, query: RoleQuery & SortQuery, zone: string): Promise<Buffer> {
  const list = await toRoles(db, await roleList.rows(db, query.sort, listConditions(query)), zone);
  return sheetXlsx(
    'Roles',
    columnsOf(['Name', 'Level', 'Data scope', 'Departments', 'Description', 'Created'], [24, 8, 12, 36, 40, 20]),
    list.map((role) => [role.name, role.level, role.dataScope, role.depts.map((dept) => dept.name).join(', '), role.description ?? '', role.createTime]),
    // This export never had a workbook title.
    { title: null },
  );
}

/** The role page's menu tree, flat. */
export const menuTree = (db: Db): Promise<RoleMenuNode[]> => allMenuNodes(db) as Promise<RoleMenuNode[]>;

type RoleFields = Omit<RoleUpdateBody, 'id'>;

/** Checks level, scope, depts and name of a create or edit; returns the depts to store. @throws 400 naming the field. */
async function checkFields(tx: DbOrTx, body: RoleFields, actor: Actor, exceptId: number | null): Promise<number[]> {
  if (!mayManageLevel(actor, body.level)) throw levelRefused('level: the role', body.level, actor, 'level');
  if (body.dataScope === 'all' && actor.scope.kind !== 'all') throw scopeRefused('dataScope', 'dataScope: you cannot give the scope "all" without holding it yourself');
  const deptIds = body.dataScope === 'custom' ? [...new Set(body.depts.map((dept) => dept.id))] : [];
  const found = await existingDeptIds(tx, deptIds);
  const missing = deptIds.filter((id) => !found.includes(id));
  if (missing.length > 0) throw badRequest(fieldRefusal('depts', 'DEPT_MISSING', { ids: missing.map(String) }));
  const outside = deptIds.filter((id) => !inScope(actor.scope, id));
  if (outside.length > 0) throw scopeRefused('depts', `depts: department ${outside.join(', ')} is outside your data scope`, outside.map(String));
  if (await roleNameTaken(tx, storedSeedName('role', body.name), exceptId)) throw badRequest(fieldRefusal('name', 'ROLE_NAME_TAKEN', { name: body.name }));
  return deptIds;
}

/** Loads roles the caller may manage. @throws 404 unknown id, 400 level. */
async function manageableRoles(tx: DbOrTx, ids: number[], actor: Actor): Promise<RoleRow[]> {
  const found = await findRolesByIds(tx, ids);
  const missing = ids.filter((id) => !found.some((role) => role.id === id));
  if (missing.length > 0) throw notFound(refusal('ROLE_NOT_FOUND', { ids: missing.map(String) }));
  const tooPowerful = found.find((role) => !mayManageLevel(actor, role.level));
  if (tooPowerful) throw levelRefused(`Role ${tooPowerful.name}`, tooPowerful.level, actor);
  return found;
}

/** `POST api/roles`. @returns the new id. @throws 400. */
export async function createRole(db: Db, body: RoleCreateBody, actor: Actor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const deptIds = await checkFields(tx, body, actor, null);
    const [row] = await tx
      .insert(roles)
      .values({ name: storedSeedName('role', body.name), level: body.level, dataScope: body.dataScope, description: body.description, createBy: actor.username, updateBy: actor.username })
      .returning({ id: roles.id });
    await setRoleDepts(tx, row!.id, deptIds);
    return { id: row!.id };
  });
}

/** `PUT api/roles`. @throws 404 unknown id, 400 level (before or after), scope, name. */
export async function updateRole(db: Db, body: RoleUpdateBody, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await manageableRoles(tx, [body.id], actor);
    const deptIds = await checkFields(tx, body, actor, body.id);
    await tx
      .update(roles)
      .set({ name: storedSeedName('role', body.name), level: body.level, dataScope: body.dataScope, description: body.description, updateBy: actor.username, updateTime: new Date() })
      .where(eq(roles.id, body.id));
    await setRoleDepts(tx, body.id, deptIds);
  });
}

/** `DELETE api/roles [ids]`. @throws 404, 400 level, 400 in use naming the holders (nothing deleted). */
export async function deleteRoles(db: Db, ids: number[], actor: Actor): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await manageableRoles(tx, unique, actor);
    const holders = await holdersOfRoles(tx, unique);
    for (const role of found) {
      const names = holders.get(role.id) ?? [];
      if (names.length === 0) continue;
      const shown = shortList(names, HOLDERS_NAMED);
      throw badRequest(refusal('ROLE_HELD_BY', { role: role.name, users: shown.names, usersMore: shown.more }));
    }
    await tx.delete(roles).where(inArray(roles.id, unique));
  });
}

/**
 * `PUT api/roles/menu`: the role's menus become exactly `menus`. A menu the role did not have is only granted when
 * the caller holds its permission (or it has none; auth/permission-grant.ts); menus it had may stay.
 * @throws 404 role, 400 level, unknown menu; 400 PERMISSION_NOT_HELD naming the permissions the caller lacks.
 */
export async function setMenus(db: Db, body: RoleMenusBody, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await manageableRoles(tx, [body.id], actor);
    const menuIds = [...new Set(body.menus.map((menu) => menu.id))];
    const found = await findMenusByIds(tx, menuIds);
    const missing = menuIds.filter((id) => !found.some((menu) => menu.id === id));
    if (missing.length > 0) throw badRequest(fieldRefusal('menus', 'MENU_MISSING', { ids: missing.map(String) }));
    const had = new Set((await menusOfRoles(tx, [body.id])).get(body.id)?.map((menu) => menu.id) ?? []);
    const notHeld = permissionsNotHeld(
      actor.permissions,
      found.filter((menu) => !had.has(menu.id)).map((menu) => menu.permission),
    );
    if (notHeld.length > 0) throw grantRefused('menus', notHeld);
    await setRoleMenus(tx, body.id, menuIds);
  });
}
