/**
 * Timed tasks (`timing:list`; writes `timing:add|edit|del`, sent `silent` so the page shows a refusal beside its field
 * or on the page):
 * - `api/jobs` (`?blurry`): the tasks with their next runs; `POST` → 201, `PUT` → 204; `DELETE [ids]` refused while
 *   another task runs one as a sub-task; `PUT api/jobs/{id}` pauses or resumes; `PUT api/jobs/exec/{id}` runs it now
 *   (its log row exists when the answer comes); `GET api/jobs/download` the xlsx;
 * - `api/jobs/logs` (`?jobName&isSuccess&taskId&createTime&createTime`): the execution log, newest first;
 *   `DELETE api/jobs/logs` clears it; `GET api/jobs/logs/download` the xlsx.
 * A task's writes refresh the log too (a run adds a row).
 */
import { timedTaskCreateBodySchema, timedTaskLogSchema, timedTaskSchema, timedTaskUpdateBodySchema } from '../../../../../streams/contracts/timing';
import { createResourceApi, resourceKey } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

const LOGS = 'api/jobs/logs';

/** The task list's sortable fields. */
export const TASK_SORTS = ['id', 'jobName', 'taskName', 'isPause', 'createTime'] as const;

export const tasksApi = createResourceApi({
  path: 'api/jobs',
  rowSchema: timedTaskSchema,
  createSchema: timedTaskCreateBodySchema,
  updateSchema: timedTaskUpdateBodySchema,
  downloadName: 'timed-tasks.xlsx',
  alsoInvalidates: [resourceKey(LOGS)],
  sorting: { fields: TASK_SORTS, first: 'id,asc', ascending: ['jobName', 'taskName'] },
  permissions: { add: 'timing:add', edit: 'timing:edit', del: 'timing:del' },
});

/** Newest run first; only the id sorts (the log's own order). */
export const logsApi = createResourceApi({ path: LOGS, rowSchema: timedTaskLogSchema, downloadName: 'timed-task-log.xlsx', sorting: { fields: ['id'], first: 'id,desc' } });

// Each of these sends an empty JSON object: the client sends JSON, and the server refuses an empty JSON body.

/** Runs a task now. @throws HttpRequestError. */
export async function runTask(id: number): Promise<void> {
  await http.put(`api/jobs/exec/${id}`, {}, { silent: true });
}

/** Pauses a running task or resumes a paused one. @throws HttpRequestError. */
export async function toggleTask(id: number): Promise<void> {
  await http.put(`api/jobs/${id}`, {}, { silent: true });
}

/** Deletes every row of the execution log. @throws HttpRequestError. */
export async function clearLogs(): Promise<void> {
  await http.delete(LOGS, { data: {}, silent: true });
}
