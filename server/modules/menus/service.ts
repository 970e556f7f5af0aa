/**
 * Menu use cases (eladmin `MenuServiceImpl`): the signed-in user's router tree, the admin page's
 * lists and lazy tree, and writes that keep `sub_count` right, each in one transaction. A write never hands out a
 * permission the caller lacks (auth/permission-grant.ts).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type { BuiltMenu, Menu, MenuCreateBody, MenuUpdateBody } from '../../../streams/contracts/menus';
import { ADMIN_PERMISSION } from '../../../streams/contracts/permissions';
import type { Db, DbOrTx } from '../../db/database';
import { menus } from '../../db/schema/menus';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { orderByFrom, pageWindow, type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { grantRefused, permissionsNotHeld } from '../auth/permission-grant';
import { findRoles } from '../users/repository';
import { EXPORT_MAX_ROWS, sheetXlsx } from '../../http/xlsx';
import { buildMenuTree } from './build-menus';
import {
  countMenus,
  findAllMenus,
  findChildren,
  findMenu,
  findMenus,
  findMenusOfRoles,
  menuExistsWith,
  menuListFilter,
  MENU_ORDER,
  refreshSubCounts,
  withDescendantIds,
  type MenuRow,
} from './repository';

/** Sortable fields of `GET api/menus`. */
export const MENU_SORT_FIELDS: SortWhitelist = {
  id: menus.id,
  menuSort: menus.menuSort,
  title: menus.title,
  type: menus.type,
  createTime: menus.createTime,
};

/** Wire shape of a menu row (streams/contracts/menus.ts `menuSchema`). */
export function toMenu(row: MenuRow, timeZone: string): Omit<Menu, 'children'> {
  return {
    id: row.id,
    pid: row.pid,
    type: row.type as Menu['type'],
    title: row.title,
    component: row.component,
    componentName: row.componentName,
    path: row.path,
    permission: row.permission,
    icon: row.icon,
    menuSort: row.menuSort,
    hidden: row.hidden,
    cache: row.cache,
    iFrame: row.iFrame,
    subCount: row.subCount,
    hasChildren: row.subCount > 0,
    leaf: row.subCount === 0,
    label: row.title,
    createTime: formatWireDate(row.createTime, timeZone),
  };
}

/**
 * The router tree of a user: every menu for administrators, else the menus of their roles.
 * Shape: eladmin's (see build-menus.ts).
 */
export async function buildUserMenus(db: Db, userId: number, permissions: string[]): Promise<BuiltMenu[]> {
  const rows = permissions.includes(ADMIN_PERMISSION)
    ? await findAllMenus(db)
    : await findMenusOfRoles(
        db,
        (await findRoles(db, userId)).map((role) => role.id),
      );
  return buildMenuTree(rows);
}

/** `GET api/menus`: one level (children of `pid`, top level by default) or a blurry search over all levels. */
export async function listMenus(
  db: Db,
  query: { blurry?: string | undefined; pid?: number | undefined; page: number; size: number; sort?: string | string[] | undefined },
  timeZone: string,
): Promise<Page<Menu>> {
  const where = menuListFilter(query);
  const order = orderByFrom(query.sort, MENU_SORT_FIELDS, MENU_ORDER);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, total] = await Promise.all([
    db.select().from(menus).where(where).orderBy(...order, desc(menus.id)).limit(limit).offset(offset),
    countMenus(db, where),
  ]);
  return { content: rows.map((row) => toMenu(row, timeZone)), totalElements: total };
}

/** `GET api/menus/lazy?pid=`: children of `pid` (0 or none = top level). */
export async function lazyMenus(db: Db, pid: number | undefined, timeZone: string): Promise<Menu[]> {
  return (await findChildren(db, pid ? pid : null)).map((row) => toMenu(row, timeZone));
}

/** `GET api/menus/child?id=`: the id and every id below it. @throws 404 for an unknown id. */
export async function childIds(db: Db, id: number): Promise<number[]> {
  if (!(await findMenu(db, id))) throw notFound(refusal('MENU_NOT_FOUND', { ids: [String(id)] }));
  return withDescendantIds(db, [id]);
}

type MenuNode = Omit<Menu, 'children'> & { children?: MenuNode[] };

/**
 * `POST api/menus/superior [ids]` (eladmin `getMenuSuperior`): for each menu, its siblings and the
 * siblings of each ancestor up to the top level, as a tree, without the given menus themselves (and so
 * without their subtrees): what the parent picker of the edit form may offer. `[]` → the top level.
 */
export async function superiorTree(db: Db, ids: number[], timeZone: string): Promise<MenuNode[]> {
  if (ids.length === 0) return (await findChildren(db, null)).map((row) => toMenu(row, timeZone));
  const collected = new Map<number, MenuRow>();
  for (const id of ids) {
    let current = await findMenu(db, id);
    if (!current) throw notFound(refusal('MENU_NOT_FOUND', { ids: [String(id)] }));
    const seen = new Set<number>();
    for (;;) {
      for (const sibling of await findChildren(db, current.pid)) collected.set(sibling.id, sibling);
      if (current.pid === null || seen.has(current.pid)) break;
      seen.add(current.pid);
      const parent: MenuRow | null = await findMenu(db, current.pid);
      if (!parent) break;
      current = parent;
    }
  }
  const excluded = new Set(ids);
  const nodes = new Map<number, MenuNode>();
  for (const row of collected.values()) if (!excluded.has(row.id)) nodes.set(row.id, toMenu(row, timeZone));
  const roots: MenuNode[] = [];
  const ordered = [...nodes.values()].sort((a, b) => a.menuSort - b.menuSort || a.id - b.id);
  for (const node of ordered) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    if (parent) (parent.children ??= []).push(node);
    else if (node.pid === null || !excluded.has(node.pid)) roots.push(node);
  }
  return roots;
}

/**
 * `GET api/menus/tree`: every directory and page (no buttons: they cannot hold menus) as a tree by sort, for the
 * parent picker of the menu form.
 */
export async function parentTree(db: Db, timeZone: string): Promise<MenuNode[]> {
  const rows = (await findAllMenus(db)).filter((row) => row.type !== 2);
  const nodes = new Map<number, MenuNode>(rows.map((row) => [row.id, toMenu(row, timeZone)]));
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.pid === null ? undefined : nodes.get(row.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Uniqueness and parent checks shared by create and update. */
async function checkMenu(tx: DbOrTx, body: MenuCreateBody, id: number | null): Promise<void> {
  if (await menuExistsWith(tx, 'title', body.title, id)) throw badRequest(fieldRefusal('title', 'MENU_TITLE_TAKEN', { title: body.title }));
  if (body.componentName && (await menuExistsWith(tx, 'componentName', body.componentName, id))) {
    throw badRequest(fieldRefusal('componentName', 'MENU_COMPONENT_TAKEN', { component: body.componentName }));
  }
  if (body.pid !== null) {
    const parent = await findMenu(tx, body.pid);
    if (!parent) throw badRequest(fieldRefusal('pid', 'MENU_MISSING', { ids: [String(body.pid)] }));
    if (parent.type === 2) throw badRequest(fieldRefusal('pid', 'MENU_BUTTON_PARENT'));
  }
}

/** Who writes a menu: their user name (audit columns) and the permissions they hold now. */
export interface MenuWriter {
  username: string;
  permissions: string[];
}

/**
 * `POST api/menus`. A menu's permission is granted to every role that will hold the menu, so the caller must hold it
 * (auth/permission-grant.ts; administrators hold every permission).
 * @returns the created menu. @throws 400 on a duplicate title/componentName or a bad parent; 400 PERMISSION_NOT_HELD
 *   when the caller lacks the menu's permission.
 */
export async function createMenu(db: Db, body: MenuCreateBody, writer: MenuWriter, timeZone: string): Promise<Menu> {
  const missing = permissionsNotHeld(writer.permissions, [body.permission]);
  if (missing.length > 0) throw grantRefused('permission', missing);
  const by = writer.username;
  return db.transaction(async (tx) => {
    await checkMenu(tx, body, null);
    const [row] = await tx
      .insert(menus)
      .values({ ...body, createBy: by, updateBy: by })
      .returning();
    await refreshSubCounts(tx, [body.pid]);
    return toMenu(row!, timeZone);
  });
}

/**
 * `PUT api/menus`. The caller must hold the menu's permission as it is (no tampering with a grant they do not have,
 * not even narrowing it) and as it becomes (every role holding the menu gets it). Moving, retyping or hiding a menu
 * changes no role's permissions: a role holds exactly the permissions of the menus linked to it, wherever they sit.
 * @throws 404 unknown id; 400 as create, or when moved under itself or a descendant; 400 PERMISSION_NOT_HELD.
 */
export async function updateMenu(db: Db, body: MenuUpdateBody, writer: MenuWriter): Promise<void> {
  const missing = permissionsNotHeld(writer.permissions, [body.permission]);
  if (missing.length > 0) throw grantRefused('permission', missing);
  const by = writer.username;
  await db.transaction(async (tx) => {
    const current = await findMenu(tx, body.id);
    if (!current) throw notFound(refusal('MENU_NOT_FOUND', { ids: [String(body.id)] }));
    const untouchable = permissionsNotHeld(writer.permissions, [current.permission]);
    if (untouchable.length > 0) {
      throw grantRefused('permission', untouchable, `permission: you cannot change a menu whose permission you do not hold (${untouchable.join(', ')})`);
    }
    if (body.pid !== null && (await withDescendantIds(tx, [body.id])).includes(body.pid)) {
      throw badRequest(fieldRefusal('pid', 'MENU_OWN_DESCENDANT'));
    }
    await checkMenu(tx, body, body.id);
    const { id, ...values } = body;
    await tx
      .update(menus)
      .set({ ...values, updateBy: by, updateTime: new Date() })
      .where(eq(menus.id, id));
    await refreshSubCounts(tx, [current.pid, body.pid]);
  });
}

/**
 * `DELETE api/menus [ids]`: the menus, everything below them and their role links. Deleting only takes permissions
 * away (a role holds the permissions of its linked menus and nothing else), so it needs no grant check.
 * @throws 404 on an unknown id.
 */
export async function deleteMenus(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findMenus(tx, ids);
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('MENU_NOT_FOUND', { ids: missing.map(String) }));
    const all = await withDescendantIds(tx, ids);
    const parents = found.map((row) => row.pid);
    // roles_menus rows go with the menus (ON DELETE CASCADE).
    for (let i = 0; i < all.length; i += 1000) {
      await tx.delete(menus).where(inArray(menus.id, all.slice(i, i + 1000)));
    }
    await refreshSubCounts(
      tx,
      parents.filter((pid) => pid === null || !all.includes(pid)),
    );
  });
}

/**
 * `GET api/menus/download?blurry=`: every menu (or the blurry matches), parents before children by sort, as xlsx.
 * @returns the file's bytes.
 */
export async function menusXlsx(db: Db, blurry: string | undefined, timeZone: string): Promise<Buffer> {
  const where = blurry?.trim() ? menuListFilter({ blurry }) : undefined;
  const rows = await db.select().from(menus).where(where).orderBy(...MENU_ORDER).limit(EXPORT_MAX_ROWS);
  const titles = new Map((await findAllMenus(db)).map((row) => [row.id, row.title]));
  const TYPES = ['Directory', 'Page', 'Button'] as const;
  return sheetXlsx(
    'Menus',
    [
      { header: 'Title', width: 28 },
      { header: 'Parent', width: 28 },
      { header: 'Type', width: 10 },
      { header: 'Path', width: 24 },
      { header: 'Component', width: 28 },
      { header: 'Component name', width: 20 },
      { header: 'Permission', width: 20 },
      { header: 'Icon', width: 14 },
      { header: 'Sort', width: 8 },
      { header: 'External link', width: 12 },
      { header: 'Cache', width: 8 },
      { header: 'Hidden', width: 8 },
      { header: 'Created', width: 20 },
    ],
    rows.map((row) => [
      row.title,
      row.pid === null ? '' : (titles.get(row.pid) ?? ''),
      TYPES[row.type] ?? String(row.type),
      row.path ?? '',
      row.component ?? '',
      row.componentName ?? '',
      row.permission ?? '',
      row.icon ?? '',
      row.menuSort,
      row.iFrame,
      row.cache,
      row.hidden,
      formatWireDate(row.createTime, timeZone),
    ]),
  );
}
