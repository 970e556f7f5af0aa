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
import { idListSchema, pageQuerySchema, pageSchema, queryIdSchema } from '../../../streams/contracts/common';
import { deptCreateBodySchema, deptFilterSchema, deptRowSchema, deptUpdateBodySchema, type Dept } from '../../../streams/contracts/depts';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { callerDataScope } from '../auth/caller-access';
import { createDept, deleteDepts, deptsXlsx, deptTree, listDepts, superiorTree, updateDept } from './service';
import { attachment, XLSX_TYPE } from '../../http/xlsx';

const tags = ['departments'];

const deptRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  app.get(
    '/api/dept',
    {
      config: { permission: 'dept:list' },
      schema: {
        tags,
        summary: 'Departments in the data scope: one tree level (pid; the roots by default) or the filter matches',
        querystring: pageQuerySchema.extend(deptFilterSchema.shape),
        response: { 200: pageSchema(deptRowSchema), ...errorResponses },
      },
    },
    async (request) => listDepts(app.db, await callerDataScope(app, request), request.query, zone()),
  );

  app.get(
    '/api/dept/tree',
    {
      config: { permission: ['dept:list', 'user:list', 'roles:list'] },
      schema: { tags, summary: 'Every department in the data scope, as a tree', response: { 200: z.array(deptRowSchema), ...errorResponses } },
    },
    async (request): Promise<Dept[]> => deptTree(app.db, await callerDataScope(app, request), zone()),
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
    async (request) => superiorTree(app.db, await callerDataScope(app, request), request.body, zone()),
  );

  app.post(
    '/api/dept',
    {
      config: { permission: 'dept:add' },
      schema: { tags, summary: 'Add a department', body: deptCreateBodySchema, response: { 201: deptRowSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createDept(app.db, await callerDataScope(app, request), request.body, caller(request).session.userName, zone())),
  );

  app.put(
    '/api/dept',
    {
      config: { permission: 'dept:edit' },
      schema: { tags, summary: 'Edit a department (or switch it on or off)', body: deptUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await updateDept(app.db, await callerDataScope(app, request), request.body, caller(request).session.userName);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/dept',
    {
      config: { permission: 'dept:del' },
      schema: { tags, summary: 'Delete departments with their sub-departments (refused while in use)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteDepts(app.db, await callerDataScope(app, request), request.body);
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/dept/download',
    {
      config: { permission: 'dept:list' },
      schema: {
        tags,
        summary: 'The departments matching the filters (every level) as an xlsx workbook',
        querystring: deptFilterSchema.extend({ sort: pageQuerySchema.shape.sort }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await deptsXlsx(app.db, await callerDataScope(app, request), request.query, zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', attachment('departments')).send(file);
    },
  );
};

export default deptRoutes;
