/**
 * English: the server's own words (the body's `message`), except the refusals this console words its own way (the
 * timed-task form's messages). `_separator` joins a list and `_more` words a list cut short.
 */
import type { EnglishOverrides } from './bundle';

export const serverMessagesEn: EnglishOverrides = {
  _separator: ', ',
  _more: '{{names}} and {{count}} more',
  TASK_JOB_NAME_REQUIRED: 'Enter a job name.',
  TASK_NAME_REQUIRED: 'Choose a task.',
  CRON_REQUIRED: 'Enter a cron expression.',
  CRON_INVALID: 'Not a valid cron expression: {{problem}}',
  TASK_EMAIL_INVALID: 'Enter a valid e-mail address.',
  TASK_PARAMS_NOT_JSON: 'The params are not valid JSON.',
  TASK_PARAMS_NOT_JSON_HINT: 'The params are not valid JSON.',
  TASK_UNKNOWN: 'This task does not exist in this version of the server.',
  SUBTASK_SELF: 'A task cannot be its own sub-task.',
  SUBTASK_MISSING: 'A sub-task no longer exists.',
  SUBTASK_CYCLE: 'These sub-tasks would loop back to this task.',
  TASK_USED_AS_SUBTASK: 'This task is a sub-task of another task: remove it there first.',
  TASK_USED_AS_SUBTASKS: 'This task is a sub-task of another task: remove it there first.',
};
