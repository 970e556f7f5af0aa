/**
 * `GET api/sql` figures (the SQL monitor): the statements the database spent its time on, with count, mean,
 * max and total time in milliseconds. Read from PostgreSQL's `pg_stat_statements` when that view exists and
 * answers (it needs the extension created and preloaded, which most installations lack); otherwise from the
 * app's own timings, which server/db/database.ts keeps for every statement either driver runs.
 */
import { sql } from 'drizzle-orm';
import type { SqlPage, SqlSortField, SqlSource, SqlStatement } from '../../../streams/contracts/server-monitor';
import { SQL_SORT_FIELDS } from '../../../streams/contracts/server-monitor';
import { queryRows, type Database } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import { formatWireDate } from '../../http/wire-date';

/** At most this many statements are read from pg_stat_statements (the most costly by total time). */
const PG_STAT_LIMIT = 5_000;

/** `GET api/sql` query, validated by the route. `source=app` skips pg_stat_statements. */
export interface SqlQuery {
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  blurry?: string | undefined;
  source?: 'auto' | 'app' | undefined;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * Statements from pg_stat_statements of the current database, or null when it cannot be read (not installed,
 * not preloaded, no privilege). Never throws: the SQL page must work on every installation.
 */
async function fromPgStatStatements(database: Database): Promise<SqlStatement[] | null> {
  if (database.driver !== 'postgres') return null;
  try {
    // to_regclass answers null rather than failing when the view is absent, so the usual case costs no error.
    const present = await queryRows<{ present: boolean }>(database.db, sql`select to_regclass('pg_stat_statements') is not null as present`);
    if (!present[0]?.present) return null;
    const rows = await queryRows<{ query: string; calls: string | number; total: number; max: number }>(
      database.db,
      sql`select query, calls, total_exec_time as total, max_exec_time as max
          from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
          order by total_exec_time desc
          limit ${PG_STAT_LIMIT}`,
    );
    return rows.map((row) => {
      const count = Number(row.calls);
      const total = Number(row.total);
      return { sql: row.query, count, total: round(total), max: round(Number(row.max)), mean: round(count > 0 ? total / count : 0) };
    });
  } catch {
    // Present but unreadable ("must be loaded via shared_preload_libraries", permission denied): the app's own.
    return null;
  }
}

/** The app's own timings of this database handle as statements. */
function fromApp(database: Database): SqlStatement[] {
  return database.queryTimings.snapshot().map((t) => ({
    sql: t.sql,
    count: t.count,
    total: round(t.totalMs),
    max: round(t.maxMs),
    mean: round(t.count > 0 ? t.totalMs / t.count : 0),
  }));
}

/**
 * Comparator of `sort` values (`field,dir`; default `total,desc`), ties by SQL text so pages are stable.
 * @throws HttpError 400 for an unknown field or direction.
 */
export function sqlOrder(sort: string | string[] | undefined): (a: SqlStatement, b: SqlStatement) => number {
  const values = (sort === undefined ? [] : Array.isArray(sort) ? sort : [sort]).filter((v) => v.trim() !== '');
  const terms = values.map((value) => {
    const [field = '', direction = 'asc'] = value.split(',').map((part) => part.trim());
    if (!(SQL_SORT_FIELDS as readonly string[]).includes(field)) {
      throw badRequest(fieldRefusal('sort', 'SORT_FIELD_UNKNOWN', { name: field, allowed: SQL_SORT_FIELDS }));
    }
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(fieldRefusal('sort', 'SORT_DIRECTION'));
    return { field: field as SqlSortField, sign: dir === 'desc' ? -1 : 1 };
  });
  if (terms.length === 0) terms.push({ field: 'total', sign: -1 });
  return (a, b) => {
    for (const { field, sign } of terms) {
      const diff = a[field] - b[field];
      if (diff !== 0) return sign * diff;
    }
    return a.sql.localeCompare(b.sql);
  };
}

/** A page of statements, filtered by `blurry` (case-insensitive substring of the SQL), sorted, with the source. */
export async function listSqlStatements(database: Database, query: SqlQuery, timeZone: string): Promise<SqlPage> {
  const order = sqlOrder(query.sort);
  const fromPg = query.source === 'app' ? null : await fromPgStatStatements(database);
  const source: SqlSource = fromPg ? 'pg_stat_statements' : 'app';
  const needle = query.blurry?.trim().toLowerCase() ?? '';
  const all = (fromPg ?? fromApp(database)).filter((s) => needle === '' || s.sql.toLowerCase().includes(needle)).sort(order);
  const start = query.page * query.size;
  return {
    content: all.slice(start, start + query.size),
    totalElements: all.length,
    source,
    since: source === 'app' ? formatWireDate(database.queryTimings.since, timeZone) : null,
  };
}
