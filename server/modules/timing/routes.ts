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
import { idListSchema, pageSchema, queryIdSchema } from '../../../streams/contracts/common';
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
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const idParams = z.object({ id: queryIdSchema });

const timingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TimingServiceDeps => ({ db: app.db, zone: app.config.timeZone, registry: app.timing.registry });
  const by = (request: Parameters<typeof caller>[0]) => caller(request).session.userName;

  app.get(
    '/api/jobs',
    {
      config: { permission: 'timing:list' },
      schema: { tags, summary: 'Timed tasks (blurry over job and task name), each with its next 3 runs', querystring: timedTaskQuerySchema, response: { 200: pageSchema(timedTaskSchema), ...errorResponses } },
    },
    async (request) => listTasks(deps(), request.query),
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

  app.post(
    '/api/jobs',
    { config: { permission: 'timing:add' }, schema: { tags, summary: 'Add a timed task', body: timedTaskCreateBodySchema, response: { 201: timedTaskSchema, ...errorResponses } } },
    async (request, reply) => {
      const task = await createTask(deps(), request.body, by(request));
      await app.timing.reschedule();
      return reply.code(201).send(task);
    },
  );

  app.put(
    '/api/jobs',
    { config: { permission: 'timing:edit' }, schema: { tags, summary: 'Edit a timed task', body: timedTaskUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await updateTask(deps(), request.body, by(request));
      await app.timing.reschedule();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/jobs',
    {
      config: { permission: 'timing:del' },
      schema: { tags, summary: 'Delete timed tasks (their logs stay)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteTasks(deps(), request.body);
      await app.timing.reschedule();
      return reply.code(200).send();
    },
  );

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
      await togglePause(deps(), request.params.id, by(request));
      await app.timing.reschedule();
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/jobs/logs',
    {
      config: { permission: 'timing:list' },
      schema: { tags, summary: 'Runs of the timed tasks (time, duration ms, success, error)', querystring: timedTaskLogQuerySchema, response: { 200: pageSchema(timedTaskLogSchema), ...errorResponses } },
    },
    async (request) => listLogs(deps(), request.query),
  );

  app.delete(
    '/api/jobs/logs',
    { config: { permission: 'timing:del' }, schema: { tags, summary: 'Clear the task log', response: { 200: emptyResponse, ...errorResponses } } },
    async (_request, reply) => {
      await clearLogs(app.db);
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/jobs/download',
    {
      config: { permission: 'timing:list' },
      schema: { tags, summary: 'The timed tasks as an xlsx workbook', querystring: timedTaskQuerySchema, produces: [XLSX_TYPE], response: { 200: z.any().describe('xlsx workbook'), ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="timed-tasks.xlsx"').send(await tasksXlsx(deps(), request.query)),
  );

  app.get(
    '/api/jobs/logs/download',
    {
      config: { permission: 'timing:list' },
      schema: { tags, summary: 'The task log as an xlsx workbook', querystring: timedTaskLogQuerySchema, produces: [XLSX_TYPE], response: { 200: z.any().describe('xlsx workbook'), ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="timed-task-log.xlsx"').send(await logsXlsx(deps(), request.query)),
  );
};

export default timingRoutes;
