/**
 * The one query of an eladmin list route (docs/architecture.md "HTTP API"): `page` (0-based) and `size` → LIMIT and
 * OFFSET, `sort=field,desc` (repeatable) → ORDER BY over the list's whitelist (an unknown field or direction is a
 * 400, paging.ts), the caller's data scope, `blurry` and the filters → WHERE; the answer is
 * `{ content, totalElements }`. The export of the same list reads its rows through the same order and WHERE.
 *
 * A module defines its list once (`defineList`) and builds the WHERE from its own rules: the data-scope condition of
 * the caller first (undefined when the caller sees everything), then its filters.
 */
import { and, count, ilike, inArray, or, sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../streams/contracts/common';
import { queryRows, type DbOrTx } from '../db/database';
import { likePattern, orderByFrom, pageWindow, type SortWhitelist } from './paging';
import { EXPORT_MAX_ROWS } from './xlsx';

/** The `sort` of a list or export query: one `field,dir` or several. */
export type SortQuery = { sort?: string | string[] | undefined };

/** The paging part of a list query (streams/contracts/common.ts `pageQuerySchema`). */
export type ListQuery = SortQuery & { page: number; size: number };

/** A query of a list's rows that takes WHERE, ORDER BY, LIMIT and OFFSET: a Drizzle select, joins allowed. */
export interface RowQuery<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): PromiseLike<Row[]> & { offset(offset: number): PromiseLike<Row[]> } };
  };
}

/** A list over one table (the rows may carry joined columns: `select`). */
export interface ListSource<T extends PgTable, Row> {
  /** The table counted (and selected, without `select`). */
  table: T;
  /** Wire sort field → column (the contract's sort fields). */
  sorts: SortWhitelist;
  /** ORDER BY when the query has no `sort`. */
  order: SQL[];
  /** Appended after every order, so rows that tie keep one order and pages neither overlap nor skip (an id). */
  tieBreak: SQL;
  /** The rows' query when they are more than the table's row (a join); `select().from(table)` by default. */
  select?: (db: DbOrTx) => RowQuery<Row>;
  /**
   * How many rows match, when a condition needs the join of `select` (a scope over a joined table), or when counting
   * is capped ({@link cappedCount}): a number, or an estimate flagged approximate.
   */
  count?: (db: DbOrTx, where: SQL | undefined) => Promise<number | ApproximateCount>;
  /**
   * A deferred join for a page: the page's keys are found first by `keys` (the same tables, selecting only `id`, so a
   * covering index answers without reading rows), then only those rows are read whole. For lists whose matches lie
   * scattered over a big table: a manager's search matching 950 service logs read 950 table pages (18 ms) to sort
   * them for a page of 20; by keys it reads 20 (2 ms). Exports read their rows directly.
   */
  deferred?: { id: AnyPgColumn; keys: (db: DbOrTx) => RowQuery<unknown> };
}

/** A total the database estimated rather than counted. */
export interface ApproximateCount {
  estimate: number;
}

/** The rows a capped count counts, as a select of `1` over the list's tables with the list's WHERE. */
export interface CountableRows {
  limit(limit: number): { as(alias: string): Subquery };
  getSQL(): SQL;
}

/**
 * Counts the matches exactly up to `cap`; past it, asks the planner for its estimate (EXPLAIN), which costs the same at
 * a million rows as at ten thousand. Lists that can hold millions of rows (service logs) count this way: an exact
 * count of a million rows takes longer than the page it belongs to.
 */
export function cappedCount(rows: (db: DbOrTx, where: SQL | undefined) => CountableRows, cap = 10_000) {
  return async (db: DbOrTx, where: SQL | undefined): Promise<number | ApproximateCount> => {
    // Two selects, not one: Drizzle's `limit` sets the limit on the select it is called on, so the EXPLAIN of a select
    // once limited would estimate at most `cap + 1` rows ("about 1,001" at 100,000).
    const [row] = await db.select({ n: count() }).from(rows(db, where).limit(cap + 1).as('capped'));
    const exact = row?.n ?? 0;
    if (exact <= cap) return exact;
    const plan = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${rows(db, where).getSQL()}`);
    return { estimate: Math.max(cap + 1, Math.round(planRows(plan[0]?.['QUERY PLAN']))) };
  };
}

/** The planner's row estimate of an `EXPLAIN (FORMAT JSON)` answer (a JSON text or the parsed array). */
function planRows(plan: unknown): number {
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: number } } | undefined) : undefined;
  return top?.Plan?.['Plan Rows'] ?? 0;
}

/** What a module's list definition answers. `Row` is the table's row. */
export interface ListDefinition<Row> {
  /** ORDER BY of a `sort` query. @throws HttpError 400 for a field outside the whitelist or a bad direction. */
  orderBy(sort: SortQuery['sort']): SQL[];
  /**
   * A page of the rows matching every condition (ANDed; undefined ones are left out: the caller's data scope first,
   * then the filters), mapped by `toContent`, with the count of all the matching rows.
   * @throws HttpError 400 bad sort.
   */
  page<Item>(db: DbOrTx, query: ListQuery, conditions: readonly (SQL | undefined)[], toContent: (rows: Row[]) => Item[] | Promise<Item[]>): Promise<Page<Item>>;
  /** The rows an export holds: the same conditions and order, at most `limit` (EXPORT_MAX_ROWS by default). @throws 400 bad sort. */
  rows(db: DbOrTx, sort: SortQuery['sort'], conditions: readonly (SQL | undefined)[], limit?: number): Promise<Row[]>;
  /** How many rows match. */
  count(db: DbOrTx, where: SQL | undefined): Promise<number>;
}

/** Defines a list over `source.table`; its rows are the table's unless `source.select` says otherwise. */
export function defineList<T extends PgTable, Row = T['$inferSelect']>(source: ListSource<T, Row>): ListDefinition<Row> {
  const orderBy = (sort: SortQuery['sort']) => [...orderByFrom(sort, source.sorts, source.order), source.tieBreak];
  // Drizzle's row type over a generic table is a deferred conditional type; for `select()` of a table it is the
  // table's `$inferSelect`, which is `Row` when there is no `select`.
  const rowQuery = source.select ?? ((db: DbOrTx) => db.select().from(source.table as PgTable) as unknown as RowQuery<Row>);
  const select = (db: DbOrTx, where: SQL | undefined, order: SQL[]) => rowQuery(db).where(where).orderBy(...order);
  const pageRows = (db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number): PromiseLike<Row[]> => {
    const { deferred } = source;
    if (!deferred) return select(db, where, order).limit(limit).offset(offset);
    // The inner select names the same tables as the outer one, so the WHERE and ORDER BY bind to it inside.
    const keys = deferred.keys(db).where(where).orderBy(...order).limit(limit).offset(offset) as unknown as SQLWrapper;
    return select(db, inArray(deferred.id, keys), order).limit(limit);
  };
  const countOf =
    source.count ??
    (async (db: DbOrTx, where: SQL | undefined) => {
      const [row] = await db.select({ n: count() }).from(source.table as PgTable).where(where);
      return row?.n ?? 0;
    });
  return {
    orderBy,
    count: async (db, where) => {
      const total = await countOf(db, where);
      return typeof total === 'number' ? total : total.estimate;
    },
    async page(db, query, conditions, toContent) {
      const where = and(...conditions);
      const order = orderBy(query.sort);
      const { limit, offset } = pageWindow(query.page, query.size);
      const [rows, total] = await Promise.all([pageRows(db, where, order, limit, offset), countOf(db, where)]);
      const content = await toContent(rows);
      return typeof total === 'number' ? { content, totalElements: total } : { content, totalElements: total.estimate, totalApproximate: true };
    },
    async rows(db, sort, conditions, limit = EXPORT_MAX_ROWS) {
      return select(db, and(...conditions), orderBy(sort)).limit(limit);
    },
  };
}

/**
 * The `blurry` search of a list: `text` (trimmed) anywhere in any of `columns`, case-insensitive, the user's `%`, `_`
 * and `\` taken literally; undefined (no condition) for no or blank text.
 */
export function blurryOver(text: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = likePattern(trimmed);
  return or(...columns.map((column) => ilike(column, pattern)));
}
