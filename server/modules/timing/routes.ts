/**
 * `api/jobs` routes, the timed tasks (eladmin `QuartzJobController`), permissions `timing:list|add|edit|del`:
 * - `GET api/jobs?blurry=&page=&size=&sort=` (timing:list) → `{content: [task + nextRuns], totalElements}`;
 * - `GET api/jobs/tasks` (timing:list) → the registry `[{name, description, paramsHint}]` for the form;
 * - `GET api/jobs/cron?cronExpression=` (timing:list) → `{valid, message, nextRuns}` (the form's live check);
 * - `POST api/jobs` (timing:add → 201 with the row), `PUT api/jobs` (timing:edit → 204),
 *   `DELETE api/jobs [ids]` (timing:del → 200; refused with 400 while another task runs one as a sub-task);
 * - `PUT api/jobs/{id}` (timing:edit → 204): pause ↔ resume; `PUT api/jobs/exec/{id}` (timing:edit → 204): run now,
 *   its log row written before the answer, the run itself may finish after it;
 * - `GET api/jobs/logs?jobName=&isSuccess=&taskId=&createTime=&createTime=` (timing:list), `DELETE api/jobs/logs`
 *   (timing:del → 200, clears the log);
 * - `GET api/jobs/download`, `GET api/jobs/logs/download` (timing:list) → xlsx of the list's filters.
 * Bad input → 400 `field: message`; unknown ids → 404. Every write reschedules once committed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryIdSchema } from '../../../streams/contracts/common';
import {
  cronCheckSchema,
  registryTaskSchema,
  timedTaskCreateBodySchema,
  timedTaskLogQuerySchema,
  timedTaskLogSchema,
  timedTaskQuerySchema,
  timedTaskSchema,
  timedTaskUpdateBodySchema,
} from '../../../streams/contracts/timing';
import { resourceRoutes } from '../../http/crud-routes';
import { notFound } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { findTask } from './repository';
import {
  checkCron,
  clearLogs,
  createTask,
  deleteTasks,
  listLogs,
  listTasks,
  logsXlsx,
  registryTasks,
  tasksXlsx,
  togglePause,
  updateTask,
  type TimingServiceDeps,
} from './service';

const tags = ['timed tasks'];
const idParams = z.object({ id: queryIdSchema });

const timingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TimingServiceDeps => ({ db: app.db, zone: app.config.timeZone, registry: app.timing.registry });
  const routes = resourceRoutes(app, {
    url: '/api/jobs',
    tags,
    permissions: { list: 'timing:list', add: 'timing:add', edit: 'timing:edit', del: 'timing:del' },
  });

  routes.list(
    { summary: 'Timed tasks (blurry over job and task name), each with its next 3 runs', querystring: timedTaskQuerySchema, item: timedTaskSchema },
    async (query) => listTasks(deps(), query),
  );

  app.get(
    '/api/jobs/tasks',
    { config: { permission: 'timing:list' }, schema: { tags, summary: 'The tasks a row may run (the code registry)', response: { 200: z.array(registryTaskSchema), ...errorResponses } } },
    async () => registryTasks(app.timing.registry),
  );

  app.get(
    '/api/jobs/cron',
    {
      config: { permission: 'timing:list' },
      schema: {
        tags,
        summary: 'Checks a cron expression in the server zone and gives its next 3 runs',
        querystring: z.object({ cronExpression: z.string().max(128) }),
        response: { 200: cronCheckSchema, ...errorResponses },
      },
    },
    async (request) => checkCron(request.query.cronExpression, app.config.timeZone),
  );

  routes.create({ summary: 'Add a timed task', body: timedTaskCreateBodySchema, response: timedTaskSchema }, async (body, { by }) => {
    const task = await createTask(deps(), body, by);
    await app.timing.reschedule();
    return task;
  });
  routes.update({ summary: 'Edit a timed task', body: timedTaskUpdateBodySchema }, async (body, { by }) => {
    await updateTask(deps(), body, by);
    await app.timing.reschedule();
  });
  routes.deleteByIds({ summary: 'Delete timed tasks (their logs stay)' }, async (ids) => {
    await deleteTasks(deps(), ids);
    await app.timing.reschedule();
  });

  app.put(
    '/api/jobs/exec/:id',
    {
      config: { permission: 'timing:edit' },
      schema: { tags, summary: 'Run a task now (its log row is written before the answer; the run may end after it)', params: idParams, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const task = await findTask(app.db, request.params.id);
      if (!task) throw notFound(refusal('TASK_NOT_FOUND', { ids: [String(request.params.id)] }));
      await app.timing.runner.runNow(task);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/jobs/:id',
    { config: { permission: 'timing:edit' }, schema: { tags, summary: 'Pause a running task or resume a paused one', params: idParams, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await togglePause(deps(), request.params.id, caller(request).session.userName);
      await app.timing.reschedule();
      return reply.code(204).send();
    },
  );

  routes.list(
    { url: '/api/jobs/logs', summary: 'Runs of the timed tasks (time, duration ms, success, error)', querystring: timedTaskLogQuerySchema, item: timedTaskLogSchema },
    async (query) => listLogs(deps(), query),
  );

  app.delete(
    '/api/jobs/logs',
    { config: { permission: 'timing:del' }, schema: { tags, summary: 'Clear the task log', response: { 200: emptyResponse, ...errorResponses } } },
    async (_request, reply) => {
      await clearLogs(app.db);
      return reply.code(200).send();
    },
  );

  routes.download({ summary: 'The timed tasks as an xlsx workbook', querystring: timedTaskQuerySchema, fileName: 'timed-tasks' }, async (query) => tasksXlsx(deps(), query));
  routes.download(
    { url: '/api/jobs/logs/download', summary: 'The task log as an xlsx workbook', querystring: timedTaskLogQuerySchema, fileName: 'timed-task-log' },
    async (query) => logsXlsx(deps(), query),
  );
};

export default timingRoutes;
