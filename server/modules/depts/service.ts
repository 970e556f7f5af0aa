/**
 * Department use cases (eladmin `DeptServiceImpl`): lists and trees limited to the caller's data
 * scope, writes in one transaction each that keep `sub_count` right, deletes that take the sub-departments along and
 * are refused while a department is in use.
 *
 * Data scope: a caller whose scope is not `all` sees only the departments in it (a scope always holds whole subtrees);
 * a department whose parent is outside the scope is one of that caller's roots. Writes outside the scope answer 404
 * (the department does not exist for that caller), and a scoped caller adds departments only under one in scope.
 */
import { and, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import { type Dept, type DeptCreateBody, type DeptFilter, type DeptUpdateBody } from '../../../streams/contracts/depts';
import type { Db, DbOrTx } from '../../db/database';
import { depts } from '../../db/schema/depts';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal, shortList } from '../../../streams/contracts/refusals';
import { defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { likePattern, type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { sheetXlsx } from '../../http/xlsx';
import type { DataScope } from '../auth/user-access';
import { createTimeRange } from './date-range';
import { withDescendants } from './dept-tree';
import { DEPT_ORDER, findDept, findDepts, findRolesOfDepts, findUsersOfDepts, refreshSubCounts, type DeptRow } from './repository';

/** Sortable fields of `GET api/dept` (streams/contracts/depts.ts `DEPT_SORTS`). */
export const DEPT_SORT_FIELDS: SortWhitelist = {
  id: depts.id,
  name: depts.name,
  deptSort: depts.deptSort,
  enabled: depts.enabled,
  createTime: depts.createTime,
};

const deptList = defineList({ table: depts, sorts: DEPT_SORT_FIELDS, order: DEPT_ORDER, tieBreak: desc(depts.id) });

/** Users or roles named in a refusal: at most this many, then "and N more". */
const NAMED_MAX = 5;

/** Wire shape of a department row. */
export function toDept(row: DeptRow, zone: string): Dept {
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    deptSort: row.deptSort,
    enabled: row.enabled,
    subCount: row.subCount,
    hasChildren: row.subCount > 0,
    leaf: row.subCount === 0,
    label: row.name,
    createTime: formatWireDate(row.createTime, zone),
  };
}

/** The SQL condition "in the caller's scope" (undefined = every department). */
export function scopeCondition(scope: DataScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.deptIds.length === 0 ? sql`false` : inArray(depts.id, scope.deptIds);
}

const inScope = (scope: DataScope, id: number) => scope.kind === 'all' || scope.deptIds.includes(id);

/** The caller's roots: departments without a parent, or (scoped) whose parent lies outside the scope. */
function rootCondition(scope: DataScope): SQL | undefined {
  if (scope.kind === 'all' || scope.deptIds.length === 0) return isNull(depts.pid);
  return or(isNull(depts.pid), notInArray(depts.pid, scope.deptIds));
}

const hasFilter = (query: DeptFilter) => Boolean(query.name) || query.enabled !== undefined || query.createTime !== undefined;

/** The WHERE of the list: scope, then the filters (flat), else one level (`pid`, or the caller's roots). */
function listCondition(scope: DataScope, query: DeptFilter, zone: string, level: boolean): SQL | undefined {
  const filters = [
    scopeCondition(scope),
    query.name ? ilike(depts.name, likePattern(query.name)) : undefined,
    query.enabled === undefined ? undefined : eq(depts.enabled, query.enabled),
    createTimeRange(depts.createTime, query.createTime, zone),
  ];
  if (query.pid) filters.push(eq(depts.pid, query.pid));
  else if (level && !hasFilter(query)) filters.push(rootCondition(scope));
  return and(...filters);
}

/** `GET api/dept`: a page of departments in scope (one level, or the filter's matches flat). @throws 400 bad sort/date. */
export async function listDepts(db: Db, scope: DataScope, query: DeptFilter & ListQuery, zone: string): Promise<Page<Dept>> {
  return deptList.page(db, query, [listCondition(scope, query, zone, true)], (rows) => rows.map((row) => toDept(row, zone)));
}

/** Nests rows by `pid`; a row whose parent is not among them is a root. Children keep the rows' order. */
function nest(rows: DeptRow[], zone: string): Dept[] {
  const nodes = new Map<number, Dept>(rows.map((row) => [row.id, toDept(row, zone)]));
  const roots: Dept[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.pid === null ? undefined : nodes.get(row.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** `GET api/dept/tree`: every department in scope as a tree (pickers), each level by deptSort. */
export async function deptTree(db: Db, scope: DataScope, zone: string): Promise<Dept[]> {
  const rows = await db.select().from(depts).where(scopeCondition(scope)).orderBy(...DEPT_ORDER);
  return nest(rows, zone);
}

/**
 * `POST api/dept/superior [ids]` (eladmin `getSuperior`): for each department, its siblings and the siblings of each
 * ancestor up to the caller's roots, as a tree; the departments themselves included (the form marks them). `[]` →
 * the caller's roots. @throws 404 when an id is unknown or outside the scope.
 */
export async function superiorTree(db: Db, scope: DataScope, ids: number[], zone: string): Promise<Dept[]> {
  if (ids.length === 0) {
    return (await db.select().from(depts).where(and(scopeCondition(scope), rootCondition(scope))).orderBy(...DEPT_ORDER)).map((row) => toDept(row, zone));
  }
  const collected = new Map<number, DeptRow>();
  for (const id of ids) {
    let current = await findDept(db, id);
    if (!current || !inScope(scope, id)) throw notFound(refusal('DEPT_NOT_FOUND', { ids: [String(id)] }));
    const seen = new Set<number>([current.id]);
    for (;;) {
      const siblings = await db
        .select()
        .from(depts)
        .where(and(scopeCondition(scope), current.pid === null ? rootCondition(scope) : eq(depts.pid, current.pid)));
      for (const sibling of siblings) collected.set(sibling.id, sibling);
      if (current.pid === null || seen.has(current.pid) || !inScope(scope, current.pid)) break;
      const parent: DeptRow | null = await findDept(db, current.pid);
      if (!parent) break;
      seen.add(parent.id);
      current = parent;
    }
  }
  const rows = [...collected.values()].sort((a, b) => a.deptSort - b.deptSort || a.id - b.id);
  return nest(rows, zone);
}

/** Checks the parent of a create/update: it exists and is in scope; a scoped caller cannot add roots. */
async function checkParent(tx: DbOrTx, scope: DataScope, pid: number | null): Promise<void> {
  if (pid === null) {
    if (scope.kind !== 'all') throw badRequest(fieldRefusal('pid', 'DEPT_PARENT_IN_SCOPE'));
    return;
  }
  if (!(await findDept(tx, pid)) || !inScope(scope, pid)) throw badRequest(fieldRefusal('pid', 'DEPT_MISSING', { ids: [String(pid)] }));
}

/** `POST api/dept`. @returns the department. @throws 400 on a bad parent. */
export async function createDept(db: Db, scope: DataScope, body: DeptCreateBody, by: string, zone: string): Promise<Dept> {
  return db.transaction(async (tx) => {
    await checkParent(tx, scope, body.pid);
    const [row] = await tx
      .insert(depts)
      .values({ name: body.name, pid: body.pid, deptSort: body.deptSort, enabled: body.enabled, createBy: by, updateBy: by })
      .returning();
    await refreshSubCounts(tx, [body.pid]);
    return toDept(row!, zone);
  });
}

/**
 * `PUT api/dept` (also the enable switch). @throws 404 unknown or out of scope; 400 bad parent, or moved under itself
 * or one of its sub-departments.
 */
export async function updateDept(db: Db, scope: DataScope, body: DeptUpdateBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findDept(tx, body.id);
    if (!current || !inScope(scope, body.id)) throw notFound(refusal('DEPT_NOT_FOUND', { ids: [String(body.id)] }));
    if (body.pid !== null && (await withDescendants(tx, [body.id])).includes(body.pid)) throw badRequest(fieldRefusal('pid', 'DEPT_OWN_DESCENDANT'));
    // A scoped caller may keep a department where it is even when its parent is outside the scope (their root).
    if (body.pid !== current.pid) await checkParent(tx, scope, body.pid);
    await tx
      .update(depts)
      .set({ name: body.name, pid: body.pid, deptSort: body.deptSort, enabled: body.enabled, updateBy: by, updateTime: new Date() })
      .where(eq(depts.id, body.id));
    await refreshSubCounts(tx, [current.pid, body.pid]);
  });
}

/** The params `{ key: names, keyMore: count }` of a list cut short ("a, b, c and 2 more"). */
function nameList<K extends string>(key: K, names: string[]): Record<K, string[]> & Record<`${K}More`, number> {
  const { names: shown, more } = shortList(names, NAMED_MAX);
  // A computed key widens to `string`; the two keys are exactly K and `${K}More`.
  return { [key]: shown, [`${key}More`]: more } as Record<K, string[]> & Record<`${K}More`, number>;
}

/**
 * `DELETE api/dept [ids]`: the departments and all their sub-departments.
 * @throws 404 when an id is unknown or out of scope; 400 naming the first department that has users
 * ("Department X has users: a, b") or is in a role's custom data scope. Nothing is deleted then.
 */
export async function deleteDepts(db: Db, scope: DataScope, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findDepts(tx, ids);
    const missing = ids.filter((id) => !found.some((row) => row.id === id) || !inScope(scope, id));
    if (missing.length > 0) throw notFound(refusal('DEPT_NOT_FOUND', { ids: missing.map(String) }));
    const all = await withDescendants(tx, ids);
    const named = new Map((await findDepts(tx, all)).map((row) => [row.id, row.name]));
    const holders = await findUsersOfDepts(tx, all);
    if (holders.length > 0) {
      const deptId = holders[0]!.deptId!;
      const users = holders.filter((holder) => holder.deptId === deptId).map((holder) => holder.username);
      throw badRequest(refusal('DEPT_HAS_USERS', { dept: named.get(deptId) ?? String(deptId), ...nameList('users', users) }));
    }
    const scoped = await findRolesOfDepts(tx, all);
    if (scoped.length > 0) {
      const deptId = scoped[0]!.deptId;
      const roleNames = scoped.filter((row) => row.deptId === deptId).map((row) => row.roleName);
      throw badRequest(refusal('DEPT_IN_ROLE_SCOPE', { dept: named.get(deptId) ?? String(deptId), ...nameList('roles', roleNames) }));
    }
    for (let i = 0; i < all.length; i += 1000) await tx.delete(depts).where(inArray(depts.id, all.slice(i, i + 1000)));
    await refreshSubCounts(
      tx,
      found.map((row) => row.pid).filter((pid) => pid === null || !all.includes(pid)),
    );
  });
}

/** Export headers of `GET api/dept/download`. */
export const DEPT_EXPORT_COLUMNS = [
  { header: 'Name', width: 28 },
  { header: 'Parent', width: 28 },
  { header: 'Sort', width: 8 },
  { header: 'Enabled', width: 9 },
  { header: 'Created', width: 20 },
] as const;

/**
 * `GET api/dept/download`: the departments in scope matching the filters (every level, flat, by sort) as xlsx.
 * @returns the file's bytes. @throws 400 bad sort/date.
 */
export async function deptsXlsx(db: Db, scope: DataScope, query: DeptFilter & SortQuery, zone: string): Promise<Buffer> {
  const rows = await deptList.rows(db, query.sort, [listCondition(scope, query, zone, false)]);
  const parents = new Map((await findDepts(db, [...new Set(rows.map((row) => row.pid).filter((pid): pid is number => pid !== null))])).map((row) => [row.id, row.name]));
  return sheetXlsx(
    'Departments',
    DEPT_EXPORT_COLUMNS,
    rows.map((row) => [row.name, row.pid === null ? '' : (parents.get(row.pid) ?? ''), row.deptSort, row.enabled, formatWireDate(row.createTime, zone)]),
  );
}
