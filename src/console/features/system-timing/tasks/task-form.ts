/**
 * The task form's values and checks. The form keeps sub-tasks as an ordered list of ids and joins them for the
 * contract's `subTask` text; its messages are the English texts of common/messages.ts, translated beside each field.
 */
import { z } from 'zod';
import type { TimedTask, TimedTaskCreateInput } from '../../../../../streams/contracts/timing';
import { FORM_MESSAGES } from '../common/messages';

export const taskFormSchema = z.object({
  jobName: z.string().trim().min(1, FORM_MESSAGES.jobNameRequired).max(255),
  taskName: z.string().min(1, FORM_MESSAGES.taskRequired),
  params: z
    .string()
    .trim()
    .refine((text) => {
      if (text === '') return true;
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    }, FORM_MESSAGES.paramsJson),
  cronExpression: z.string().trim().min(1, FORM_MESSAGES.cronRequired).max(128),
  isPause: z.boolean(),
  personInCharge: z.string().trim().max(128),
  email: z.union([z.literal(''), z.email(FORM_MESSAGES.emailInvalid).max(255)]),
  subTasks: z.array(z.number().int().positive()),
  pauseAfterFailure: z.boolean(),
  description: z.string().trim().max(255),
});

export type TaskFormValues = z.input<typeof taskFormSchema>;
export type TaskFormOutput = z.output<typeof taskFormSchema>;

/** Fields a server 400 may name that the form shows beside an input. */
const FIELDS = ['jobName', 'taskName', 'params', 'cronExpression', 'personInCharge', 'email', 'subTask', 'description'] as const;
export type ServerField = (typeof FIELDS)[number];
export const isServerField = (path: string | null): path is ServerField => path !== null && (FIELDS as readonly string[]).includes(path.split('.')[0] ?? '');

export const taskDefaults = (): TaskFormValues => ({
  jobName: '',
  taskName: '',
  params: '',
  cronExpression: '0 0 * * *',
  isPause: false,
  personInCharge: '',
  email: '',
  subTasks: [],
  pauseAfterFailure: false,
  description: '',
});

export const toTaskFormValues = (task: TimedTask): TaskFormValues => ({
  jobName: task.jobName,
  taskName: task.taskName,
  params: task.params ?? '',
  cronExpression: task.cronExpression,
  isPause: task.isPause,
  personInCharge: task.personInCharge ?? '',
  email: task.email ?? '',
  subTasks: (task.subTask ?? '').split(',').filter(Boolean).map(Number),
  pauseAfterFailure: task.pauseAfterFailure,
  description: task.description ?? '',
});

/** The contract's body of the form's values. */
export const toTaskBody = (values: TaskFormOutput): TimedTaskCreateInput => ({
  jobName: values.jobName,
  taskName: values.taskName,
  params: values.params || null,
  cronExpression: values.cronExpression,
  isPause: values.isPause,
  personInCharge: values.personInCharge || null,
  email: values.email || null,
  subTask: values.subTasks.length > 0 ? values.subTasks.join(',') : null,
  pauseAfterFailure: values.pauseAfterFailure,
  description: values.description || null,
});
