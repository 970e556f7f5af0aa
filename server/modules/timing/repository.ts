/** Timed-task and task-log queries (eladmin `QuartzJobRepository`, `QuartzLogRepository`). */
import { TZDate } from '@date-fns/tz';
import { and, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TimedTaskLogQuery } from '../../../streams/contracts/timing';
import type { DbOrTx } from '../../db/database';
import { timedTaskLogs, timedTasks } from '../../db/schema/timed-tasks';
import { badRequest } from '../../http/http-error';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import { likePattern } from '../../http/paging';

export type TimedTaskRow = typeof timedTasks.$inferSelect;
export type TimedTaskLogRow = typeof timedTaskLogs.$inferSelect;

/** Key of the transaction-scoped advisory lock every task write takes, so two writes never build a sub-task cycle together. */
const WRITE_LOCK_KEY = 7_404_311_963;

/** Serialises task writes (sub-task graph checks see every other write's result). Call first inside the transaction. */
export async function lockTaskWrites(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`);
}

export const findTask = async (db: DbOrTx, id: number): Promise<TimedTaskRow | null> =>
  (await db.select().from(timedTasks).where(eq(timedTasks.id, id)))[0] ?? null;

export const findTasksByIds = (db: DbOrTx, ids: number[]): Promise<TimedTaskRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(timedTasks).where(inArray(timedTasks.id, ids));

/** Every task's id, name and sub-task list (the sub-task graph). */
export const taskGraph = (db: DbOrTx) => db.select({ id: timedTasks.id, jobName: timedTasks.jobName, subTask: timedTasks.subTask }).from(timedTasks);

/** Ids of a `subTask` text (`"2,3"`), in order; [] for null. */
export const subTaskIds = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** A wire date (`yyyy-MM-dd HH:mm:ss`) in `zone` as an instant. */
function wireDateToInstant(text: string, zone: string, field: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw badRequest(fieldRefusal(field, 'WIRE_DATE_FORMAT'));
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, zone).getTime());
}

/** Filter of the task log: jobName contains, success, task id, createTime range (both ends inclusive, to the second). */
export function logFilter(query: Omit<TimedTaskLogQuery, 'page' | 'size' | 'sort'>, zone: string): SQL | undefined {
  const terms: SQL[] = [];
  if (query.jobName) terms.push(ilike(timedTaskLogs.jobName, likePattern(query.jobName)));
  if (query.isSuccess) terms.push(eq(timedTaskLogs.isSuccess, query.isSuccess === 'true'));
  if (query.taskId) terms.push(eq(timedTaskLogs.taskId, query.taskId));
  if (Array.isArray(query.createTime)) {
    const [from, to] = query.createTime as [string, string];
    const start = wireDateToInstant(from, zone, 'createTime');
    const end = new Date(wireDateToInstant(to, zone, 'createTime').getTime() + 999);
    if (end < start) throw badRequest(fieldRefusal('createTime', 'END_BEFORE_START'));
    terms.push(gte(timedTaskLogs.createTime, start), lte(timedTaskLogs.createTime, end));
  }
  return terms.length > 0 ? and(...terms) : undefined;
}
