import { describe, expect, it } from 'vitest';
import { taskDefaults, taskFormSchema, toTaskBody, toTaskFormValues } from './task-form';

describe('the task form', () => {
  it('turns its values into the contract body (sub-tasks joined in order, empty texts as null)', () => {
    const values = taskFormSchema.parse({ ...taskDefaults(), jobName: ' Purge ', taskName: 'purgeOldLogs', params: '{"days":7}', subTasks: [3, 1] });
    expect(toTaskBody(values)).toEqual({
      jobName: 'Purge',
      taskName: 'purgeOldLogs',
      params: '{"days":7}',
      cronExpression: '0 0 * * *',
      isPause: false,
      personInCharge: null,
      email: null,
      subTask: '3,1',
      pauseAfterFailure: false,
      description: null,
    });
  });

  it('refuses missing names, bad JSON and a bad e-mail with the messages the page translates', () => {
    const result = taskFormSchema.safeParse({ ...taskDefaults(), params: '{days:7}', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}=${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining(['jobName=jobName: required', 'taskName=taskName: required', 'params=params: not valid JSON', 'email=email: not an e-mail address']));
  });

  it('reads a row back (sub-task ids in order)', () => {
    const row = {
      id: 9, jobName: 'J', taskName: 't', params: null, cronExpression: '* * * * *', isPause: true, personInCharge: null, email: 'a@b.co',
      subTask: '4,2', pauseAfterFailure: true, description: null, createBy: null, updateBy: null, createTime: '', updateTime: '', nextRuns: [],
    };
    expect(toTaskFormValues(row)).toMatchObject({ subTasks: [4, 2], email: 'a@b.co', params: '', isPause: true });
  });
});
