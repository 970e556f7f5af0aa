/**
 * Timed-task wire shapes (eladmin `QuartzJobController` at `api/jobs`). Shared by the service
 * host (route schemas) and the console (form and list types). Dates are wire dates `yyyy-MM-dd HH:mm:ss` in the
 * server's zone. Pure: zod only.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema, queryIdSchema } from './common';
import { commonMessage } from './refusals/common';
import { systemMessage } from './refusals/system';

/** A task row as listed: the stored fields plus `nextRuns`, the next 3 times it runs (empty while paused). */
export const timedTaskSchema = z.object({
  id: z.number().int(),
  jobName: z.string(),
  /** The registry key of the code that runs, e.g. `cleanExpiredSessions`. */
  taskName: z.string(),
  /** JSON text handed to the task (validated by its params schema); null = none. */
  params: z.string().nullable(),
  /** 5 fields, or 6 with seconds first, in the server's zone. */
  cronExpression: z.string(),
  isPause: z.boolean(),
  personInCharge: z.string().nullable(),
  email: z.string().nullable(),
  /** Ids of the tasks run after a success, in order, comma separated (eladmin `subTask`), e.g. `"2,3"`. */
  subTask: z.string().nullable(),
  pauseAfterFailure: z.boolean(),
  description: z.string().nullable(),
  createBy: z.string().nullable(),
  updateBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  nextRuns: z.array(z.string()),
});
export type TimedTask = z.infer<typeof timedTaskSchema>;

/** Empty text → null, so an empty form field clears the column. */
const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `${field}: ${commonMessage('TEXT_TOO_LONG', { maximum: max })}`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Comma-separated task ids (`"1,2"`); spaces allowed, empty → null. Existence and cycles are checked by the server. */
export const subTaskSchema = z
  .string()
  .trim()
  .max(255, `subTask: ${commonMessage('TEXT_TOO_LONG', { maximum: 255 })}`)
  .regex(/^(\s*\d+\s*(,\s*\d+\s*)*)?$/, `subTask: ${systemMessage('SUBTASK_FORMAT')}`)
  .nullish()
  .transform((value) => (value ? value.split(',').map((id) => String(Number(id.trim()))).join(',') : null));

/** `POST api/jobs` body (timing:add → 201 with the row). Unknown fields are not accepted. */
export const timedTaskCreateBodySchema = z
  .object({
    jobName: z.string().trim().min(1, systemMessage('TASK_JOB_NAME_REQUIRED')).max(255, `jobName: ${commonMessage('TEXT_TOO_LONG', { maximum: 255 })}`),
    taskName: z.string().trim().min(1, systemMessage('TASK_NAME_REQUIRED')).max(128, `taskName: ${commonMessage('TEXT_TOO_LONG', { maximum: 128 })}`),
    params: optionalText(2000, 'params'),
    cronExpression: z.string().trim().min(1, systemMessage('CRON_REQUIRED')).max(128, `cronExpression: ${commonMessage('TEXT_TOO_LONG', { maximum: 128 })}`),
    isPause: z.boolean().default(false),
    personInCharge: optionalText(128, 'personInCharge'),
    email: z
      .string()
      .trim()
      .max(255, `email: ${commonMessage('TEXT_TOO_LONG', { maximum: 255 })}`)
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(z.email(systemMessage('TASK_EMAIL_INVALID')).nullable()),
    subTask: subTaskSchema,
    pauseAfterFailure: z.boolean().default(false),
    description: optionalText(255, 'description'),
  })
  .strict();
export type TimedTaskCreateBody = z.infer<typeof timedTaskCreateBodySchema>;
/** What a form sends (before defaults and trimming). */
export type TimedTaskCreateInput = z.input<typeof timedTaskCreateBodySchema>;

/** `PUT api/jobs` body (timing:edit → 204). */
export const timedTaskUpdateBodySchema = timedTaskCreateBodySchema.extend({ id: idSchema }).strict();
export type TimedTaskUpdateBody = z.infer<typeof timedTaskUpdateBodySchema>;

/** `GET api/jobs` query: eladmin paging plus `blurry` over jobName and taskName. */
export const timedTaskQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(100).optional() });
export type TimedTaskQuery = z.infer<typeof timedTaskQuerySchema>;

/** One run of a task (eladmin `sys_quartz_log`). */
export const timedTaskLogSchema = z.object({
  id: z.number().int(),
  /** Null once the task is deleted (its log stays). */
  taskId: z.number().int().nullable(),
  jobName: z.string(),
  taskName: z.string(),
  params: z.string().nullable(),
  cronExpression: z.string().nullable(),
  /** The tick of a scheduled run; null for "run now" and sub-task runs. */
  scheduledAt: z.string().nullable(),
  /** Null while running. */
  isSuccess: z.boolean().nullable(),
  /** Why it failed (message and stack); null on success. */
  exceptionDetail: z.string().nullable(),
  /** Duration in milliseconds; null while running. */
  time: z.number().int().nullable(),
  createTime: z.string(),
});
export type TimedTaskLog = z.infer<typeof timedTaskLogSchema>;

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, `createTime: ${commonMessage('WIRE_DATE_FORMAT')}`);

/**
 * `GET api/jobs/logs` query: paging, `jobName` (contains), `isSuccess` (true/false), `taskId`, and `createTime` given
 * twice as the range start and end (eladmin style; wire dates in the server's zone, both inclusive).
 */
export const timedTaskLogQuerySchema = pageQuerySchema.extend({
  jobName: z.string().trim().max(255).optional(),
  isSuccess: z.enum(['true', 'false']).optional(),
  taskId: queryIdSchema.optional(),
  createTime: z
    .union([wireDate, z.array(wireDate)])
    .optional()
    .refine((value) => value === undefined || !Array.isArray(value) || value.length === 2, `createTime: ${systemMessage('START_AND_END')}`),
});
export type TimedTaskLogQuery = z.infer<typeof timedTaskLogQuerySchema>;

/** A task of the code's registry, for the form's select (`GET api/jobs/tasks`). */
export const registryTaskSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Example params as JSON text (empty when the task takes none). */
  paramsHint: z.string(),
});
export type RegistryTask = z.infer<typeof registryTaskSchema>;

/** `GET api/jobs/cron?cronExpression=`: whether the expression is valid and, if so, its next runs. */
export const cronCheckSchema = z.object({
  valid: z.boolean(),
  /** Why it is not valid, in words (the same text as the 400 of a write). */
  message: z.string().nullable(),
  /** The next 3 runs (wire dates); empty when invalid. */
  nextRuns: z.array(z.string()),
});
export type CronCheck = z.infer<typeof cronCheckSchema>;
