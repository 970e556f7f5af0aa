/**
 * `api/dept*` routes (eladmin `DeptController`), every one limited to the caller's data scope
 * (service.ts explains how):
 * - `GET api/dept?pid=&name=&enabled=&createTime=a&createTime=b&page=&size=&sort=` (dept:list) → `{content,
 *   totalElements}` of {@link Dept}: the children of `pid`; with no pid and no filter the caller's roots; with a
 *   filter the matches flat;
 * - `GET api/dept/tree` (dept:list, or user:list / roles:list for their pickers) → every department in scope as a tree;
 * - `POST api/dept/superior [ids]` (dept:list) → the tree from the roots down to those departments and their siblings;
 * - `POST api/dept` (dept:add → 201 with the department), `PUT api/dept` (dept:edit → 204; also the enable switch),
 *   `DELETE api/dept [ids]` (dept:del → 200; sub-departments go too; 400 naming the users or roles of one in use);
 * - `GET api/dept/download` (dept:list) → xlsx of the filtered departments.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, queryIdSchema } from '../../../streams/contracts/common';
import { deptCreateBodySchema, deptFilterSchema, deptRowSchema, deptUpdateBodySchema, type Dept } from '../../../streams/contracts/depts';
import { resourceRoutes } from '../../http/crud-routes';
import { errorResponses } from '../../http/route-schemas';
import { callerDataScope } from '../auth/caller-access';
import { createDept, deleteDepts, deptsXlsx, deptTree, listDepts, superiorTree, updateDept } from './service';

const tags = ['departments'];

const deptRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a dept changes what signed-in users hold: drop the cached principals on every instance.
  app.addHook('onSend', app.principals.invalidateOnWrite({ except: ['/api/dept/superior'] }));
  const zone = () => app.config.timeZone;
  const scope = (request: Parameters<typeof callerDataScope>[1]) => callerDataScope(app, request);
  const routes = resourceRoutes(app, { url: '/api/dept', tags, permissions: { list: 'dept:list', add: 'dept:add', edit: 'dept:edit', del: 'dept:del' } });

  routes.list(
    {
      summary: 'Departments in the data scope: one tree level (pid; the roots by default) or the filter matches',
      querystring: pageQuerySchema.extend(deptFilterSchema.shape),
      item: deptRowSchema,
    },
    async (query, request) => listDepts(app.db, await scope(request), query, zone()),
  );

  app.get(
    '/api/dept/tree',
    {
      config: { permission: ['dept:list', 'user:list', 'roles:list'] },
      schema: { tags, summary: 'Every department in the data scope, as a tree', response: { 200: z.array(deptRowSchema), ...errorResponses } },
    },
    async (request): Promise<Dept[]> => deptTree(app.db, await scope(request), zone()),
  );

  app.post(
    '/api/dept/superior',
    {
      config: { permission: 'dept:list' },
      schema: {
        tags,
        summary: 'The tree from the roots down to these departments and their siblings (the edit form)',
        body: z.array(queryIdSchema).max(1000),
        response: { 200: z.array(deptRowSchema), ...errorResponses },
      },
    },
    async (request) => superiorTree(app.db, await scope(request), request.body, zone()),
  );

  routes.create({ summary: 'Add a department', body: deptCreateBodySchema, response: deptRowSchema }, async (body, { by, request }) =>
    createDept(app.db, await scope(request), body, by, zone()),
  );
  routes.update({ summary: 'Edit a department (or switch it on or off)', body: deptUpdateBodySchema }, async (body, { by, request }) =>
    updateDept(app.db, await scope(request), body, by),
  );
  routes.deleteByIds({ summary: 'Delete departments with their sub-departments (refused while in use)' }, async (ids, { request }) =>
    deleteDepts(app.db, await scope(request), ids),
  );
  routes.download(
    {
      summary: 'The departments matching the filters (every level) as an xlsx workbook',
      querystring: deptFilterSchema.extend({ sort: pageQuerySchema.shape.sort }),
      fileName: 'departments',
    },
    async (query, request) => deptsXlsx(app.db, await scope(request), query, zone()),
  );
};

export default deptRoutes;
