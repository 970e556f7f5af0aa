/** Menu queries (eladmin `MenuRepository`). */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
import { menus } from '../../db/schema/menus';
import { rolesMenus } from '../../db/schema/users';
import { likePattern } from '../../http/paging';

export type MenuRow = typeof menus.$inferSelect;

/** Default order of every menu list: sort number, then id. */
export const MENU_ORDER = [asc(menus.menuSort), asc(menus.id)];

export const findMenu = async (db: DbOrTx, id: number): Promise<MenuRow | null> =>
  (await db.select().from(menus).where(eq(menus.id, id)))[0] ?? null;

export const findMenus = (db: DbOrTx, ids: number[]): Promise<MenuRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(menus).where(inArray(menus.id, ids)).orderBy(...MENU_ORDER);

/** Children of `pid` (null = top level). */
export const findChildren = (db: DbOrTx, pid: number | null): Promise<MenuRow[]> =>
  db
    .select()
    .from(menus)
    .where(pid === null ? isNull(menus.pid) : eq(menus.pid, pid))
    .orderBy(...MENU_ORDER);

export const findAllMenus = (db: DbOrTx): Promise<MenuRow[]> => db.select().from(menus).orderBy(...MENU_ORDER);

/** Menus linked to any of the roles. */
export async function findMenusOfRoles(db: DbOrTx, roleIds: number[]): Promise<MenuRow[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ menu: menus })
    .from(rolesMenus)
    .innerJoin(menus, eq(menus.id, rolesMenus.menuId))
    .where(inArray(rolesMenus.roleId, roleIds));
  return rows.map((row) => row.menu).sort((a, b) => a.menuSort - b.menuSort || a.id - b.id);
}

/** The ids and every id below them (recursive), the given ones included. */
export async function withDescendantIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive tree(id) as (
      select id from menus where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      union
      select m.id from menus m join tree t on m.pid = t.id
    )
    select id from tree order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Filter of the menu list: a blurry search over title, component, componentName, permission; else one level. */
export function menuListFilter(query: { blurry?: string | undefined; pid?: number | undefined }): SQL | undefined {
  const blurry = query.blurry?.trim();
  if (blurry) {
    const pattern = likePattern(blurry);
    return or(
      ilike(menus.title, pattern),
      ilike(menus.component, pattern),
      ilike(menus.componentName, pattern),
      ilike(menus.permission, pattern),
    );
  }
  return query.pid ? eq(menus.pid, query.pid) : isNull(menus.pid);
}

export async function countMenus(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(where);
  return row?.n ?? 0;
}

/** Whether another menu already has this value in a unique column. */
export async function menuExistsWith(
  db: DbOrTx,
  column: 'title' | 'componentName',
  value: string,
  exceptId: number | null,
): Promise<boolean> {
  const target = column === 'title' ? menus.title : menus.componentName;
  const [row] = await db
    .select({ n: count() })
    .from(menus)
    .where(and(eq(target, value), exceptId === null ? undefined : sql`${menus.id} <> ${exceptId}`));
  return (row?.n ?? 0) > 0;
}

/** Recomputes the cached `sub_count` of the given menus from their rows. */
export async function refreshSubCounts(db: DbOrTx, ids: (number | null)[]): Promise<void> {
  const present = [...new Set(ids.filter((id): id is number => id !== null))];
  if (present.length === 0) return;
  await db
    .update(menus)
    .set({ subCount: sql`(select count(*) from menus c where c.pid = ${menus.id})` })
    .where(inArray(menus.id, present));
}
