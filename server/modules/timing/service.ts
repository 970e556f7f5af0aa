/**
 * Timed-task use cases (eladmin `QuartzJobServiceImpl`): paged lists with the next runs, writes
 * in one transaction each with every field checked (task in the registry, params by the task's schema, cron
 * expression, sub-tasks that exist and make no cycle), exports. Rescheduling after a write is the caller's (the
 * routes call the plugin's `reschedule()` once the transaction has committed).
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type {
  CronCheck,
  RegistryTask,
  TimedTask,
  TimedTaskCreateBody,
  TimedTaskLog,
  TimedTaskLogQuery,
  TimedTaskQuery,
  TimedTaskUpdateBody,
} from '../../../streams/contracts/timing';
import type { Db, DbOrTx } from '../../db/database';
import { timedTaskLogs, timedTasks } from '../../db/schema/timed-tasks';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal, refusalOf } from '../../../streams/contracts/refusals';
import { blurryOver, defineList, type SortQuery } from '../../http/list-query';
import { type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { columnsOf, sheetXlsx } from '../../http/xlsx';
import { cronProblem, nextRunsWire } from './cron';
import {
  findTask,
  findTasksByIds,
  lockTaskWrites,
  logFilter,
  subTaskIds,
  taskGraph,
  type TimedTaskLogRow,
  type TimedTaskRow,
} from './repository';
import { parseTaskParams, TaskParamsError, type TaskRegistry } from './task-registry';

/** What the use cases need. */
export interface TimingServiceDeps {
  db: Db;
  /** IANA zone of cron expressions and wire dates. */
  zone: string;
  registry: TaskRegistry;
}

export const TASK_SORT_FIELDS: SortWhitelist = {
  id: timedTasks.id,
  jobName: timedTasks.jobName,
  taskName: timedTasks.taskName,
  cronExpression: timedTasks.cronExpression,
  isPause: timedTasks.isPause,
  createTime: timedTasks.createTime,
  updateTime: timedTasks.updateTime,
};

export const LOG_SORT_FIELDS: SortWhitelist = {
  id: timedTaskLogs.id,
  jobName: timedTaskLogs.jobName,
  taskName: timedTaskLogs.taskName,
  isSuccess: timedTaskLogs.isSuccess,
  time: timedTaskLogs.time,
  createTime: timedTaskLogs.createTime,
};

/** Newest first by default. */
const taskList = defineList({ table: timedTasks, sorts: TASK_SORT_FIELDS, order: [desc(timedTasks.id)], tieBreak: asc(timedTasks.id) });
/** Newest first by default. */
const logList = defineList({ table: timedTaskLogs, sorts: LOG_SORT_FIELDS, order: [desc(timedTaskLogs.id)], tieBreak: desc(timedTaskLogs.id) });

/** The task list's conditions: blurry over job and task name. */
const taskConditions = (query: Pick<TimedTaskQuery, 'blurry'>) => [blurryOver(query.blurry, timedTasks.jobName, timedTasks.taskName)];

export const toTimedTask = (row: TimedTaskRow, zone: string): TimedTask => ({
  id: row.id,
  jobName: row.jobName,
  taskName: row.taskName,
  params: row.params,
  cronExpression: row.cronExpression,
  isPause: row.isPause,
  personInCharge: row.personInCharge,
  email: row.email,
  subTask: row.subTask,
  pauseAfterFailure: row.pauseAfterFailure,
  description: row.description,
  createBy: row.createBy,
  updateBy: row.updateBy,
  createTime: formatWireDate(row.createTime, zone),
  updateTime: formatWireDate(row.updateTime, zone),
  nextRuns: row.isPause ? [] : nextRunsWire(row.cronExpression, zone),
});

export const toTimedTaskLog = (row: TimedTaskLogRow, zone: string): TimedTaskLog => ({
  id: row.id,
  taskId: row.taskId,
  jobName: row.jobName,
  taskName: row.taskName,
  params: row.params,
  cronExpression: row.cronExpression,
  scheduledAt: row.scheduledAt ? formatWireDate(row.scheduledAt, zone) : null,
  isSuccess: row.isSuccess,
  exceptionDetail: row.exceptionDetail,
  time: row.time,
  createTime: formatWireDate(row.createTime, zone),
});

/** `GET api/jobs`: a page of tasks (newest first unless `sort` says otherwise), each with its next 3 runs. @throws 400 bad sort. */
export async function listTasks(deps: TimingServiceDeps, query: TimedTaskQuery): Promise<Page<TimedTask>> {
  return taskList.page(deps.db, query, taskConditions(query), (rows) => rows.map((row) => toTimedTask(row, deps.zone)));
}

/** `GET api/jobs/tasks`: the registry for the form. */
export const registryTasks = (registry: TaskRegistry): RegistryTask[] =>
  registry.list().map((task) => ({ name: task.name, description: task.description, paramsHint: task.paramsHint }));

/** `GET api/jobs/cron`: is the expression valid, and when would it run next. */
export function checkCron(expression: string, zone: string): CronCheck {
  const problem = cronProblem(expression, zone);
  return problem ? { valid: false, message: refusal('CRON_INVALID', { problem }).message, nextRuns: [] } : { valid: true, message: null, nextRuns: nextRunsWire(expression, zone) };
}

/**
 * Checks the fields that need more than their shape. `selfId` is the edited task (null on create).
 * @throws 400 `taskName: …`, `params: …`, `cronExpression: …`, `subTask: …`.
 */
async function checkTaskBody(tx: DbOrTx, deps: TimingServiceDeps, body: TimedTaskCreateBody, selfId: number | null): Promise<void> {
  const task = deps.registry.get(body.taskName);
  if (!task) {
    const known = deps.registry.list().map((t) => t.name).join(', ');
    throw badRequest(fieldRefusal('taskName', 'TASK_UNKNOWN', { task: body.taskName, known }));
  }
  try {
    parseTaskParams(task, body.params);
  } catch (error) {
    if (error instanceof TaskParamsError) throw badRequest(refusalOf(error.message, 'INVALID_INPUT'));
    throw error;
  }
  const problem = cronProblem(body.cronExpression, deps.zone);
  if (problem) throw badRequest(refusal('CRON_INVALID', { problem }));

  const ids = subTaskIds(body.subTask);
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) throw badRequest(fieldRefusal('subTask', 'SUBTASK_TWICE'));
  if (selfId !== null && ids.includes(selfId)) throw badRequest(fieldRefusal('subTask', 'SUBTASK_SELF'));
  const found = await findTasksByIds(tx, ids);
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw badRequest(fieldRefusal('subTask', 'SUBTASK_MISSING', { ids: missing.map(String) }));
  if (selfId === null) return; // nothing points at a task that does not exist yet, so no cycle can close through it
  const edges = new Map((await taskGraph(tx)).map((row) => [row.id, subTaskIds(row.subTask)]));
  const names = new Map(found.map((row) => [row.id, row.jobName]));
  edges.set(selfId, ids);
  // A sub-task that already leads back to this task would make the chain run forever.
  for (const first of ids) {
    if (reaches(edges, first, selfId)) {
      throw badRequest(fieldRefusal('subTask', 'SUBTASK_CYCLE', { task: names.get(first) ?? String(first), id: first }));
    }
  }
}

/** Whether `to` is reachable from `from` over the sub-task edges. */
function reaches(edges: Map<number, number[]>, from: number, to: number): boolean {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(edges.get(id) ?? []));
  }
  return false;
}

const taskFields = (body: TimedTaskCreateBody) => ({
  jobName: body.jobName,
  taskName: body.taskName,
  params: body.params,
  cronExpression: body.cronExpression.trim().split(/\s+/).join(' '),
  isPause: body.isPause,
  personInCharge: body.personInCharge,
  email: body.email,
  subTask: body.subTask,
  pauseAfterFailure: body.pauseAfterFailure,
  description: body.description,
});

/** `POST api/jobs`. @throws 400 naming the field (see checkTaskBody). */
export async function createTask(deps: TimingServiceDeps, body: TimedTaskCreateBody, by: string): Promise<TimedTask> {
  return deps.db.transaction(async (tx) => {
    await lockTaskWrites(tx);
    await checkTaskBody(tx, deps, body, null);
    const [row] = await tx.insert(timedTasks).values({ ...taskFields(body), createBy: by, updateBy: by }).returning();
    return toTimedTask(row!, deps.zone);
  });
}

/** `PUT api/jobs`. @throws 404 unknown id; 400 naming the field. */
export async function updateTask(deps: TimingServiceDeps, body: TimedTaskUpdateBody, by: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockTaskWrites(tx);
    if (!(await findTask(tx, body.id))) throw notFound(refusal('TASK_NOT_FOUND', { ids: [String(body.id)] }));
    await checkTaskBody(tx, deps, body, body.id);
    await tx
      .update(timedTasks)
      .set({ ...taskFields(body), updateBy: by, updateTime: new Date() })
      .where(eq(timedTasks.id, body.id));
  });
}

/** `PUT api/jobs/{id}`: pauses a running task or resumes a paused one (eladmin `updateIsPause`). @throws 404. */
export async function togglePause(deps: TimingServiceDeps, id: number, by: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockTaskWrites(tx);
    const row = await findTask(tx, id);
    if (!row) throw notFound(refusal('TASK_NOT_FOUND', { ids: [String(id)] }));
    await tx.update(timedTasks).set({ isPause: !row.isPause, updateBy: by, updateTime: new Date() }).where(eq(timedTasks.id, id));
    return !row.isPause;
  });
}

/**
 * `DELETE api/jobs [ids]`: the tasks (their logs stay, without the link).
 * @throws 404 when an id is unknown; 400 when another task (not deleted with them) runs one as a sub-task. Nothing is
 * deleted then.
 */
export async function deleteTasks(deps: TimingServiceDeps, ids: number[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockTaskWrites(tx);
    const found = await findTasksByIds(tx, ids);
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('TASK_NOT_FOUND', { ids: missing.map(String) }));
    const doomed = new Set(ids);
    for (const row of await taskGraph(tx)) {
      if (doomed.has(row.id)) continue;
      const used = subTaskIds(row.subTask).filter((id) => doomed.has(id));
      if (used.length > 0) {
        const names = used.map((id) => `'${found.find((f) => f.id === id)?.jobName ?? id}'`).join(', ');
        throw badRequest(refusal(used.length > 1 ? 'TASK_USED_AS_SUBTASKS' : 'TASK_USED_AS_SUBTASK', { names, parent: row.jobName, parentId: row.id }));
      }
    }
    await tx.delete(timedTasks).where(inArray(timedTasks.id, ids));
  });
}

/** `GET api/jobs/logs`: a page of runs, newest first unless `sort` says otherwise. @throws 400 bad range or sort. */
export async function listLogs(deps: TimingServiceDeps, query: TimedTaskLogQuery): Promise<Page<TimedTaskLog>> {
  return logList.page(deps.db, query, [logFilter(query, deps.zone)], (rows) => rows.map((row) => toTimedTaskLog(row, deps.zone)));
}

/** `DELETE api/jobs/logs`: every run's row. @returns how many were deleted. */
export async function clearLogs(db: Db): Promise<number> {
  return db.transaction(async (tx) => (await tx.delete(timedTaskLogs).returning({ id: timedTaskLogs.id })).length);
}

/** `GET api/jobs/download`: the tasks matching `blurry` and `sort` as xlsx (at most EXPORT_MAX_ROWS, http/xlsx.ts). @throws 400 bad sort. */
export async function tasksXlsx(deps: TimingServiceDeps, query: Pick<TimedTaskQuery, 'blurry'> & SortQuery): Promise<Buffer> {
  const rows = await taskList.rows(deps.db, query.sort, taskConditions(query));
  return sheetXlsx(
    'Timed tasks',
    columnsOf(
      ['ID', 'Job name', 'Task', 'Params', 'Cron expression', 'Paused', 'Person in charge', 'E-mail', 'Sub-tasks', 'Pause after failure', 'Description', 'Created'],
      [6, 28, 24, 24, 18, 8, 18, 26, 12, 10, 36, 20],
    ),
    rows.map((row) => [
      row.id,
      row.jobName,
      row.taskName,
      row.params ?? '',
      row.cronExpression,
      row.isPause,
      row.personInCharge ?? '',
      row.email ?? '',
      row.subTask ?? '',
      row.pauseAfterFailure,
      row.description ?? '',
      formatWireDate(row.createTime, deps.zone),
    ]),
  );
}

/** `GET api/jobs/logs/download`: the runs matching the log filters as xlsx (at most EXPORT_MAX_ROWS, http/xlsx.ts). @throws 400 bad range or sort. */
export async function logsXlsx(deps: TimingServiceDeps, query: Omit<TimedTaskLogQuery, 'page' | 'size'>): Promise<Buffer> {
  const rows = await logList.rows(deps.db, query.sort, [logFilter(query, deps.zone)]);
  return sheetXlsx(
    'Task log',
    columnsOf(['ID', 'Job name', 'Task', 'Params', 'Cron expression', 'Scheduled for', 'Success', 'Duration (ms)', 'Error', 'Time'], [8, 28, 24, 24, 18, 20, 9, 13, 60, 20]),
    rows.map((row) => [
      row.id,
      row.jobName,
      row.taskName,
      row.params ?? '',
      row.cronExpression ?? '',
      row.scheduledAt ? formatWireDate(row.scheduledAt, deps.zone) : '',
      row.isSuccess === null ? 'running' : row.isSuccess,
      row.time ?? '',
      row.exceptionDetail ?? '',
      formatWireDate(row.createTime, deps.zone),
    ]),
  );
}
