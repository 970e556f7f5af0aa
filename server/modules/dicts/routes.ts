/**
 * `api/dict*` routes (the product's dictionary calls; eladmin `DictController`, `DictDetailController`):
 * - `GET api/dictDetail?dictName=&page=0&size=9999` (signed in: every dropdown needs it) →
 *   `{ content: [{id, label, value, dictSort}], totalElements }` by dictSort;
 * - `POST api/dictDetail` `{label, value, dictSort, dict: {id}}` (dict:add → 201), `PUT api/dictDetail`
 *   (dict:edit → 204), `DELETE api/dictDetail/{id}` (dict:del → 200);
 * - `GET api/dict?blurry=&page=&size=&sort=` (dict:list), `GET api/dict/all` (dict:list),
 *   `POST api/dict` (dict:add → 201), `PUT api/dict` (dict:edit → 204),
 *   `DELETE api/dict [ids]` (dict:del → 200; their entries go too);
 * - `GET api/dict/download?blurry=&sort=` (dict:list) → xlsx, one row per entry.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListSchema, pageQuerySchema, pageSchema, queryIdSchema } from '../../../streams/contracts/common';
import {
  dictCreateBodySchema,
  dictDetailCreateBodySchema,
  dictDetailSchema,
  dictDetailUpdateBodySchema,
  dictSchema,
  dictUpdateBodySchema,
} from '../../../streams/contracts/dicts';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { attachment, XLSX_TYPE } from '../../http/xlsx';
import {
  allDicts,
  createDetail,
  createDict,
  deleteDetail,
  deleteDicts,
  dictsXlsx,
  listDetails,
  listDicts,
  updateDetail,
  updateDict,
} from './service';

const tags = ['dictionaries'];

const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  app.get(
    '/api/dictDetail',
    {
      schema: {
        tags,
        summary: 'Entries of a dictionary by name, by dictSort',
        querystring: pageQuerySchema.extend({ dictName: z.string().trim().max(255).optional() }),
        response: { 200: pageSchema(dictDetailSchema), ...errorResponses },
      },
    },
    async (request) => listDetails(app.db, request.query),
  );

  app.post(
    '/api/dictDetail',
    {
      config: { permission: 'dict:add' },
      schema: { tags, summary: 'Add a dictionary entry', body: dictDetailCreateBodySchema, response: { 201: dictDetailSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createDetail(app.db, request.body, caller(request).session.userName)),
  );

  app.put(
    '/api/dictDetail',
    {
      config: { permission: 'dict:edit' },
      schema: { tags, summary: 'Edit a dictionary entry', body: dictDetailUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await updateDetail(app.db, request.body, caller(request).session.userName);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/dictDetail/:id',
    {
      config: { permission: 'dict:del' },
      schema: {
        tags,
        summary: 'Delete a dictionary entry',
        params: z.object({ id: queryIdSchema }),
        response: { 200: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteDetail(app.db, request.params.id);
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/dict',
    {
      config: { permission: 'dict:list' },
      schema: {
        tags,
        summary: 'Dictionaries (blurry over name and description)',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema }),
        response: { 200: pageSchema(dictSchema), ...errorResponses },
      },
    },
    async (request) => listDicts(app.db, request.query, zone()),
  );

  app.get(
    '/api/dict/all',
    { config: { permission: 'dict:list' }, schema: { tags, summary: 'Every dictionary', response: { 200: z.array(dictSchema), ...errorResponses } } },
    async () => allDicts(app.db, zone()),
  );

  app.post(
    '/api/dict',
    {
      config: { permission: 'dict:add' },
      schema: { tags, summary: 'Add a dictionary', body: dictCreateBodySchema, response: { 201: dictSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createDict(app.db, request.body, caller(request).session.userName, zone())),
  );

  app.put(
    '/api/dict',
    {
      config: { permission: 'dict:edit' },
      schema: { tags, summary: 'Edit a dictionary', body: dictUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await updateDict(app.db, request.body, caller(request).session.userName);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/dict',
    {
      config: { permission: 'dict:del' },
      schema: { tags, summary: 'Delete dictionaries with their entries', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteDicts(app.db, request.body);
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/dict/download',
    {
      config: { permission: 'dict:list' },
      schema: {
        tags,
        summary: 'The matching dictionaries with their entries as an xlsx workbook',
        querystring: z.object({ blurry: blurrySchema, sort: pageQuerySchema.shape.sort }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await dictsXlsx(app.db, request.query, zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', attachment('dictionaries')).send(file);
    },
  );
};

export default dictRoutes;
