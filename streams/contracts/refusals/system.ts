/**
 * Refusals of timed tasks and logs (streams/contracts/{timing,logs}.ts and their server modules). English templates;
 * `{{name}}` is a param. The timed-task form's own checks use the templates that start with their field.
 */
import { messagesOf } from './template';

export const SYSTEM_REFUSALS = {
  // Timed tasks.
  TASK_JOB_NAME_REQUIRED: 'jobName: required',
  TASK_NAME_REQUIRED: 'taskName: required',
  CRON_REQUIRED: 'cronExpression: required',
  CRON_INVALID: 'cronExpression: {{problem}}',
  TASK_EMAIL_INVALID: 'email: not an e-mail address',
  TASK_PARAMS_NOT_JSON: 'params: not valid JSON',
  TASK_PARAMS_NOT_JSON_HINT: 'params: not valid JSON (expected e.g. {{example}})',
  TASK_UNKNOWN: "no task named '{{task}}' (known: {{known}})",
  SUBTASK_FORMAT: 'task ids separated by commas, e.g. 2,3',
  SUBTASK_TWICE: 'a task is listed twice',
  SUBTASK_SELF: 'a task cannot be its own sub-task',
  SUBTASK_MISSING: 'no task with id {{ids}}',
  SUBTASK_CYCLE: "'{{task}}' (task {{id}}) already leads back to this task, so the sub-tasks would loop forever",
  TASK_USED_AS_SUBTASK: "{{names}} is a sub-task of '{{parent}}' (task {{parentId}}): remove it there first",
  TASK_USED_AS_SUBTASKS: "{{names}} are sub-tasks of '{{parent}}' (task {{parentId}}): remove them there first",
  TASK_NOT_FOUND: 'Task {{ids}} does not exist',
  START_AND_END: 'give a start and an end',
  END_BEFORE_START: 'the end is before the start',

  // Logs.
  LOG_DATE_RANGE: 'give two dates, from and to, as yyyy-MM-dd HH:mm:ss',
  LOG_NOT_FOUND: 'This error log entry does not exist',
} as const;

/** English text of a timed-task or log refusal. */
export const systemMessage = messagesOf(SYSTEM_REFUSALS);
