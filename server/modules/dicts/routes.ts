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
import { pageQuerySchema, queryIdSchema } from '../../../streams/contracts/common';
import {
  dictCreateBodySchema,
  dictDetailCreateBodySchema,
  dictDetailSchema,
  dictDetailUpdateBodySchema,
  dictSchema,
  dictUpdateBodySchema,
} from '../../../streams/contracts/dicts';
import { resourceRoutes } from '../../http/crud-routes';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
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
const permissions = { add: 'dict:add', edit: 'dict:edit', del: 'dict:del' } as const;

const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  // Entries are read by every dropdown: any signed-in user may list them.
  const details = resourceRoutes(app, { url: '/api/dictDetail', tags, permissions: { list: null, ...permissions } });
  const dictionaries = resourceRoutes(app, { url: '/api/dict', tags, permissions: { list: 'dict:list', ...permissions } });

  details.list(
    {
      summary: 'Entries of a dictionary by name, by dictSort',
      querystring: pageQuerySchema.extend({ dictName: z.string().trim().max(255).optional() }),
      item: dictDetailSchema,
    },
    (query) => listDetails(app.db, query),
  );
  details.create({ summary: 'Add a dictionary entry', body: dictDetailCreateBodySchema, response: dictDetailSchema }, (body, { by }) => createDetail(app.db, body, by));
  details.update({ summary: 'Edit a dictionary entry', body: dictDetailUpdateBodySchema }, (body, { by }) => updateDetail(app.db, body, by));

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

  dictionaries.list(
    { summary: 'Dictionaries (blurry over name and description)', querystring: pageQuerySchema.extend({ blurry: blurrySchema }), item: dictSchema },
    (query) => listDicts(app.db, query, zone()),
  );

  app.get(
    '/api/dict/all',
    { config: { permission: 'dict:list' }, schema: { tags, summary: 'Every dictionary', response: { 200: z.array(dictSchema), ...errorResponses } } },
    async () => allDicts(app.db, zone()),
  );

  dictionaries.create({ summary: 'Add a dictionary', body: dictCreateBodySchema, response: dictSchema }, (body, { by }) => createDict(app.db, body, by, zone()));
  dictionaries.update({ summary: 'Edit a dictionary', body: dictUpdateBodySchema }, (body, { by }) => updateDict(app.db, body, by));
  dictionaries.deleteByIds({ summary: 'Delete dictionaries with their entries' }, (ids) => deleteDicts(app.db, ids));
  dictionaries.download(
    {
      summary: 'The matching dictionaries with their entries as an xlsx workbook',
      querystring: z.object({ blurry: blurrySchema, sort: pageQuerySchema.shape.sort }),
      fileName: 'dictionaries',
    },
    (query) => dictsXlsx(app.db, query, zone()),
  );
};

export default dictRoutes;
