/**
 * The task form's values and checks. The form keeps sub-tasks as an ordered list of ids and joins them for the
 * contract's `subTask` text. Its own checks are worded by the page ({@link taskFormSchemaWith} takes the texts in
 * the user's language); {@link taskFormSchema} words them as the contract does, in English.
 */
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { TimedTask, TimedTaskCreateInput } from '../../../../../streams/contracts/timing';

/** What the form's own checks say. */
export interface TaskChecks {
  jobNameRequired: string;
  taskRequired: string;
  cronRequired: string;
  paramsJson: string;
  emailInvalid: string;
}

/** The checks in the contract's words (streams/contracts/timing.ts). */
export const CONTRACT_CHECKS: TaskChecks = {
  jobNameRequired: 'jobName: required',
  taskRequired: 'taskName: required',
  cronRequired: 'cronExpression: required',
  paramsJson: 'params: not valid JSON',
  emailInvalid: 'email: not an e-mail address',
};

/** The form's schema with its own checks saying `checks` (texts in the user's language). */
export function taskFormSchemaWith(checks: TaskChecks) {
  return z.object({
    jobName: z.string().trim().min(1, checks.jobNameRequired).max(255),
    taskName: z.string().min(1, checks.taskRequired),
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
      }, checks.paramsJson),
    cronExpression: z.string().trim().min(1, checks.cronRequired).max(128),
    isPause: z.boolean(),
    personInCharge: z.string().trim().max(128),
    email: z.union([z.literal(''), z.email(checks.emailInvalid).max(255)]),
    subTasks: z.array(z.number().int().positive()),
    pauseAfterFailure: z.boolean(),
    description: z.string().trim().max(255),
  });
}

/** The schema in the contract's words. */
export const taskFormSchema = taskFormSchemaWith(CONTRACT_CHECKS);

export type TaskFormValues = z.input<typeof taskFormSchema>;
export type TaskFormOutput = z.output<typeof taskFormSchema>;
/** The form as its fields take it. */
export type TaskForm = UseFormReturn<TaskFormValues, unknown, TaskFormOutput>;

/** The form field a body path of the server's 400 belongs to: a param's to the params, `subTask` to the picker. */
export const taskFormField = (path: string): 'params' | 'subTasks' | null => (path.startsWith('params') ? 'params' : path === 'subTask' ? 'subTasks' : null);

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
