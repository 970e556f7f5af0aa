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
import { pageQuerySchema } from '../../../streams/contracts/common';
import { jobCreateBodySchema, jobFilterSchema, jobSchema, jobUpdateBodySchema } from '../../../streams/contracts/jobs';
import { resourceRoutes } from '../../http/crud-routes';
import { callerDataScope } from '../auth/caller-access';
import { createJob, deleteJobs, jobsXlsx, listJobs, updateJob } from './service';

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a job (auth/info names jobs) changes what signed-in users hold: drop the cached principals on every instance.
  app.addHook('onSend', app.principals.invalidateOnWrite());
  const zone = () => app.config.timeZone;
  const scope = (request: Parameters<typeof callerDataScope>[1]) => callerDataScope(app, request);
  const routes = resourceRoutes(app, {
    url: '/api/job',
    tags: ['jobs'],
    permissions: { list: ['job:list', 'user:list'], add: 'job:add', edit: 'job:edit', del: 'job:del' },
  });

  routes.list(
    { summary: 'Jobs in the data scope (name blurry, enabled)', querystring: pageQuerySchema.extend(jobFilterSchema.shape), item: jobSchema },
    async (query, request) => listJobs(app.db, await scope(request), query, zone()),
  );
  routes.create({ summary: 'Add a job', body: jobCreateBodySchema, response: jobSchema }, (body, { by }) => createJob(app.db, body, by, zone()));
  routes.update({ summary: 'Edit a job', body: jobUpdateBodySchema }, async (body, { by, request }) => updateJob(app.db, await scope(request), body, by));
  routes.deleteByIds({ summary: 'Delete jobs (refused while a user holds one)' }, async (ids, { request }) => deleteJobs(app.db, await scope(request), ids));
  routes.download(
    {
      summary: 'The jobs matching the filters as an xlsx workbook',
      permission: 'job:list',
      querystring: jobFilterSchema.extend({ sort: pageQuerySchema.shape.sort }),
      fileName: 'jobs',
    },
    async (query, request) => jobsXlsx(app.db, await scope(request), query, zone()),
  );
};

export default jobRoutes;
