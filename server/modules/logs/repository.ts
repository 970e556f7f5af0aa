/** Operation and error log queries (eladmin `LogRepository`). */
import { and, count, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { operationLogs, type LogType } from '../../db/schema/system-logs';
import { likePattern } from '../../http/paging';

export type LogDbRow = typeof operationLogs.$inferSelect;

/** What a log list is filtered by. */
export interface LogFilter {
  logType: LogType;
  /** Only this user's rows (the user center's own log). */
  username?: string | undefined;
  blurry?: string | undefined;
  /** Inclusive instants. */
  from?: Date | undefined;
  to?: Date | undefined;
}

/** WHERE of a log list: kind, own user, blurry over username/description/method/params, time range. */
export function logWhere(filter: LogFilter): SQL | undefined {
  const text = filter.blurry?.trim();
  const pattern = text ? likePattern(text) : null;
  return and(
    eq(operationLogs.logType, filter.logType),
    filter.username === undefined ? undefined : eq(operationLogs.username, filter.username),
    pattern
      ? or(
          ilike(operationLogs.username, pattern),
          ilike(operationLogs.description, pattern),
          ilike(operationLogs.method, pattern),
          ilike(operationLogs.params, pattern),
        )
      : undefined,
    filter.from ? gte(operationLogs.createTime, filter.from) : undefined,
    filter.to ? lte(operationLogs.createTime, filter.to) : undefined,
  );
}

export async function countLogs(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operationLogs).where(where);
  return row?.n ?? 0;
}

/** The stack of an ERROR row, or null when there is no such row. */
export async function findErrorDetail(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ detail: operationLogs.exceptionDetail })
    .from(operationLogs)
    .where(and(eq(operationLogs.id, id), eq(operationLogs.logType, 'ERROR')));
  return row ? (row.detail ?? '') : null;
}

/** Deletes every row of a kind; returns how many. */
export async function deleteLogs(db: DbOrTx, logType: LogType): Promise<number> {
  const deleted = await db.delete(operationLogs).where(eq(operationLogs.logType, logType)).returning({ id: operationLogs.id });
  return deleted.length;
}
