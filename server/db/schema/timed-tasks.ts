/**
 * Timed tasks (eladmin `sys_quartz_job` / `sys_quartz_log`): a row names a task of the code's
 * registry with its params and cron expression; every run (scheduled or "run now") leaves a log row.
 *
 * Once per tick across instances: a scheduled run first inserts its log row with `scheduled_at` = the tick; the
 * partial unique index on (task_id, scheduled_at) lets exactly one instance claim a tick, whatever the scheduler.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

export const timedTasks = pgTable('timed_tasks', {
  id: serial('id').primaryKey(),
  /** Display name, e.g. "Clean expired sessions every night". */
  jobName: varchar('job_name', { length: 255 }).notNull(),
  /** The registry key of the code that runs (eladmin's bean name), e.g. `cleanExpiredSessions`. */
  taskName: varchar('task_name', { length: 128 }).notNull(),
  /** Free-form params handed to the task (the task validates them). */
  params: text('params'),
  /** Cron expression, 5 or 6 fields (seconds first when 6), in the server's time zone. */
  cronExpression: varchar('cron_expression', { length: 128 }).notNull(),
  isPause: boolean('is_pause').notNull().default(false),
  personInCharge: varchar('person_in_charge', { length: 128 }),
  /** Where a failure is reported by e-mail; null = nobody. */
  email: varchar('email', { length: 255 }),
  /** Ids of tasks run after this one succeeds, comma separated in order (eladmin `sub_task`). */
  subTask: varchar('sub_task', { length: 255 }),
  /** Pause this task when a run fails. */
  pauseAfterFailure: boolean('pause_after_failure').notNull().default(false),
  description: varchar('description', { length: 255 }),
  ...auditColumns(),
});

export const timedTaskLogs = pgTable(
  'timed_task_logs',
  {
    id: serial('id').primaryKey(),
    /** The task; null once the task is deleted (its log stays). */
    taskId: integer('task_id').references(() => timedTasks.id, { onDelete: 'set null' }),
    jobName: varchar('job_name', { length: 255 }).notNull(),
    taskName: varchar('task_name', { length: 128 }).notNull(),
    params: text('params'),
    cronExpression: varchar('cron_expression', { length: 128 }),
    /** The tick this run belongs to; null for "run now" and sub-task runs. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** null while running. */
    isSuccess: boolean('is_success'),
    exceptionDetail: text('exception_detail'),
    /** Duration, ms; null while running. */
    time: integer('time'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timed_task_logs_tick_unique').on(t.taskId, t.scheduledAt).where(sql`${t.scheduledAt} is not null`),
    index('timed_task_logs_create_time_idx').on(t.createTime),
  ],
);
