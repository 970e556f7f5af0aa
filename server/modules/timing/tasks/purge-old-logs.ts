/**
 * `purgeOldLogs {days}`: deletes operation-log rows and task-log rows older than `days` days, in one transaction.
 * The run's own log row is new, so it is never among them.
 */
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { operationLogs } from '../../../db/schema/system-logs';
import { timedTaskLogs } from '../../../db/schema/timed-tasks';
import { defineTask } from '../task-registry';

const DAY_MS = 24 * 60 * 60 * 1000;

export const purgeOldLogs = defineTask({
  name: 'purgeOldLogs',
  description: 'Deletes operation logs and task logs older than the given number of days.',
  params: z.object({ days: z.number({ message: 'days: a whole number of days is required' }).int('days: a whole number').min(1, 'days: at least 1').max(36_500, 'days: at most 36500') }).strict(),
  paramsHint: '{"days":90}',
  async run({ db, now }, { days }) {
    const before = new Date(now.getTime() - days * DAY_MS);
    return db.transaction(async (tx) => {
      const operations = await tx.delete(operationLogs).where(lt(operationLogs.createTime, before)).returning({ id: operationLogs.id });
      const taskLogs = await tx.delete(timedTaskLogs).where(lt(timedTaskLogs.createTime, before)).returning({ id: timedTaskLogs.id });
      return { before: before.toISOString(), operationLogs: operations.length, taskLogs: taskLogs.length };
    });
  },
});
