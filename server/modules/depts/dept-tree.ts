/** Dept tree queries used by data scopes (eladmin `DeptService.getDeptChildren`). */
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
import { depts } from '../../db/schema/depts';

/** The given dept ids and every dept below them (recursive), sorted ascending; unknown ids are dropped. */
export async function withDescendants(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const roots = await db.select({ id: depts.id }).from(depts).where(inArray(depts.id, ids));
  if (roots.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive tree(id) as (
      select id from depts where id in (${sql.join(
        roots.map((r) => sql`${r.id}`),
        sql`, `,
      )})
      union
      select d.id from depts d join tree t on d.pid = t.id
    )
    select id from tree order by id`,
  );
  return rows.map((row) => Number(row.id));
}
