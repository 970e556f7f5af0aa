/**
 * `api/job*` routes (eladmin `JobController`):
 * - `GET api/job?name=&enabled=&page=&size=&sort=` (job:list, or user:list for the user form's picker) →
 *   `{content,totalElements}` of {@link Job};
 * - `POST api/job` (job:add → 201 with the job; 400 when the name is taken), `PUT api/job` (job:edit → 204),
 *   `DELETE api/job [ids]` (job:del → 200; 400 naming the users holding one);
 * - `GET api/job/download` (job:list) → xlsx.
 *
 * Data scope rule: a caller whose data scope is not `all` sees (and may edit or delete) only the jobs held by at least
 * one user of a department in their scope, plus the jobs held by nobody; other jobs answer 404 to them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListSchema, pageQuerySchema, pageSchema } from '../../../streams/contracts/common';
import { jobCreateBodySchema, jobFilterSchema, jobSchema, jobUpdateBodySchema } from '../../../streams/contracts/jobs';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { callerDataScope } from '../auth/caller-access';
import { attachment, XLSX_TYPE } from '../depts/xlsx-sheet';
import { createJob, deleteJobs, jobsXlsx, listJobs, updateJob } from './service';

const tags = ['jobs'];

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  app.get(
    '/api/job',
    {
      config: { permission: ['job:list', 'user:list'] },
      schema: {
        tags,
        summary: 'Jobs in the data scope (name blurry, enabled)',
        querystring: pageQuerySchema.extend(jobFilterSchema.shape),
        response: { 200: pageSchema(jobSchema), ...errorResponses },
      },
    },
    async (request) => listJobs(app.db, await callerDataScope(app, request), request.query, zone()),
  );

  app.post(
    '/api/job',
    { config: { permission: 'job:add' }, schema: { tags, summary: 'Add a job', body: jobCreateBodySchema, response: { 201: jobSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createJob(app.db, request.body, caller(request).session.userName, zone())),
  );

  app.put(
    '/api/job',
    { config: { permission: 'job:edit' }, schema: { tags, summary: 'Edit a job', body: jobUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await updateJob(app.db, await callerDataScope(app, request), request.body, caller(request).session.userName);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/job',
    {
      config: { permission: 'job:del' },
      schema: { tags, summary: 'Delete jobs (refused while a user holds one)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteJobs(app.db, await callerDataScope(app, request), request.body);
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/job/download',
    {
      config: { permission: 'job:list' },
      schema: {
        tags,
        summary: 'The jobs matching the filters as an xlsx workbook',
        querystring: jobFilterSchema.extend({ sort: pageQuerySchema.shape.sort }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await jobsXlsx(app.db, await callerDataScope(app, request), request.query, zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', attachment('jobs')).send(file);
    },
  );
};

export default jobRoutes;
