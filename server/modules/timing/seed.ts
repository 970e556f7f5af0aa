/**
 * The timed tasks a fresh install starts with: clean sessions every hour, aggregate yesterday's live
 * statistics at 00:05, purge logs older than 90 days every Sunday at 03:00, sweep unused animation uploads every day
 * at 04:30, recompute the weekly data of the current and the previous week every hour at :20 (the monitoring store has
 * no "session closed" hook other instances see, so this is how a late close reaches the week data). Written once, only while the table is empty (an admin who deleted them is not overruled), under the startup
 * lock so instances starting together seed once. A task added to this list later ({@link LATER_SEEDED_TASKS}) reaches
 * an install that already has tasks once: `app_settings` remembers it was written, so deleting it is not overruled
 * either. Names and descriptions are `seed:key` texts the console translates (`seed.task.*`), as the other seeded rows.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { appSettings } from '../../db/schema/app-settings';
import { timedTasks } from '../../db/schema/timed-tasks';

export const SEEDED_TASKS = [
  { jobName: 'seed:task.cleanExpiredSessions', taskName: 'cleanExpiredSessions', params: null, cronExpression: '0 * * * *', description: 'seed:task.cleanExpiredSessionsDescription' },
  { jobName: 'seed:task.aggregateDailyLiveStats', taskName: 'aggregateDailyLiveStats', params: null, cronExpression: '5 0 * * *', description: 'seed:task.aggregateDailyLiveStatsDescription' },
  { jobName: 'seed:task.purgeOldLogs', taskName: 'purgeOldLogs', params: '{"days":90}', cronExpression: '0 3 * * 0', description: 'seed:task.purgeOldLogsDescription' },
  {
    jobName: 'seed:task.sweepAnimationUploads',
    taskName: 'sweepAnimationUploads',
    params: null,
    cronExpression: '30 4 * * *',
    description: 'seed:task.sweepAnimationUploadsDescription',
  },
  {
    jobName: 'seed:task.recomputeWeekData',
    taskName: 'recomputeWeekData',
    params: null,
    cronExpression: '20 * * * *',
    description: 'seed:task.recomputeWeekDataDescription',
  },
] as const;

type SeededTaskName = (typeof SEEDED_TASKS)[number]['taskName'];

/** Seeded tasks added after the first release: each is written once on an install that already had tasks. */
export const LATER_SEEDED_TASKS: readonly SeededTaskName[] = ['sweepAnimationUploads', 'recomputeWeekData'];

/** The `app_settings` key remembering that a later seeded task was written (or found) once. */
export const seededTaskKey = (taskName: string): string => `timing.seeded.${taskName}`;

const rowOf = (task: (typeof SEEDED_TASKS)[number]) => ({ ...task, createBy: 'system', updateBy: 'system' });

async function remember(tx: DbOrTx, taskNames: readonly string[]): Promise<void> {
  if (taskNames.length === 0) return;
  await tx
    .insert(appSettings)
    .values(taskNames.map((name) => ({ key: seededTaskKey(name), value: new Date().toISOString() })))
    .onConflictDoNothing();
}

/**
 * Seeds {@link SEEDED_TASKS} when the table is empty; otherwise each of {@link LATER_SEEDED_TASKS} not seeded before
 * (and not already there under its task name). @returns how many rows were written.
 */
export async function seedTimedTasks(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(timedTasks);
    if ((row?.n ?? 0) === 0) {
      await tx.insert(timedTasks).values(SEEDED_TASKS.map(rowOf));
      await remember(tx, LATER_SEEDED_TASKS);
      return SEEDED_TASKS.length;
    }
    const done = new Set(
      (await tx.select({ key: appSettings.key }).from(appSettings).where(inArray(appSettings.key, LATER_SEEDED_TASKS.map(seededTaskKey)))).map((setting) => setting.key),
    );
    const due = SEEDED_TASKS.filter((task) => LATER_SEEDED_TASKS.includes(task.taskName) && !done.has(seededTaskKey(task.taskName)));
    let written = 0;
    for (const task of due) {
      const [present] = await tx.select({ id: timedTasks.id }).from(timedTasks).where(eq(timedTasks.taskName, task.taskName)).limit(1);
      if (!present) {
        await tx.insert(timedTasks).values(rowOf(task));
        written += 1;
      }
    }
    await remember(
      tx,
      due.map((task) => task.taskName),
    );
    return written;
  });
}
