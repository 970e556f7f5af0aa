/**
 * The timed tasks a fresh install starts with: clean sessions every hour, aggregate yesterday's live
 * statistics at 00:05, purge logs older than 90 days every Sunday at 03:00. Written once, only while the table is
 * empty (an admin who deleted them is not overruled), under the startup lock so instances starting together seed once.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { timedTasks } from '../../db/schema/timed-tasks';

export const SEEDED_TASKS = [
  { jobName: 'Clean expired sessions', taskName: 'cleanExpiredSessions', params: null, cronExpression: '0 * * * *', description: 'Every hour: removes online sessions whose time is up.' },
  { jobName: 'Aggregate daily live statistics', taskName: 'aggregateDailyLiveStats', params: null, cronExpression: '5 0 * * *', description: "Every day at 00:05: sums yesterday's monitored live sessions per streamer." },
  { jobName: 'Purge old logs', taskName: 'purgeOldLogs', params: '{"days":90}', cronExpression: '0 3 * * 0', description: 'Every Sunday at 03:00: deletes operation and task logs older than 90 days.' },
] as const;

/** Seeds {@link SEEDED_TASKS} when the table is empty. @returns how many rows were written. */
export async function seedTimedTasks(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(timedTasks);
    if ((row?.n ?? 0) > 0) return 0;
    await tx.insert(timedTasks).values(SEEDED_TASKS.map((task) => ({ ...task, createBy: 'system', updateBy: 'system' })));
    return SEEDED_TASKS.length;
  });
}
