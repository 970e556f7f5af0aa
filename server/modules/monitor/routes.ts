/**
 * `api/monitor/*`, live monitoring's streamer config and the product's messages for it (contract
 * streams/contracts/monitor.ts, which lists every endpoint with its shapes). Read with `monitor:list`, write with
 * `monitor:add|edit|del`; the import needs `monitor:add`, the batch switch `monitor:edit`.
 *
 * Multipart bodies are accepted by this plugin's routes only (the plugin is registered in this encapsulated scope),
 * one file of at most 5 MB. On the embedded database (PGlite) the simulator's streamers are seeded once
 * (embedded-seed.ts) when this plugin starts.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../streams/contracts/common';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MODES,
  createdMonitorStreamerSchema,
  monitorEnabledBodySchema,
  monitorImportRefusalSchema,
  monitorImportResultSchema,
  monitorStaffOptionSchema,
  monitorStreamerBodySchema,
  monitorStreamerFilterSchema,
  monitorStreamerRowSchema,
  monitorStreamerUpdateBodySchema,
} from '../../../streams/contracts/monitor';
import { resourceRoutes } from '../../http/crud-routes';
import { errorBody } from '../../http/error-body';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import '../../plugins/fastify-types';
import { seedSimulatorStreamers } from './embedded-seed';
import { ImportRefusedError, importStreamers } from './import';
import { receiveImportFile } from './import-file';
import {
  createStreamer,
  deleteStreamers,
  importTemplateCsv,
  listStaffOptions,
  listStreamers,
  setStreamersEnabled,
  streamersXlsx,
  updateStreamer,
} from './service';

const tags = ['monitored streamers'];
const sortQuery = pageQuerySchema.pick({ sort: true });

const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  // Scoped to this plugin: multipart bodies reach these routes only. One file; a byte over 5 MB fails toBuffer().
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 10, parts: 12, fieldSize: 4_096 } });

  if (app.database.driver === 'pglite' && app.config.sampleData) {
    const seeded = await app.database.withStartupLock(() => seedSimulatorStreamers(app.db));
    if (seeded > 0) app.log.info({ streamers: seeded }, 'seeded monitored streamers from the simulator population (embedded database)');
  }

  const routes = resourceRoutes(app, {
    url: '/api/monitor/streamers',
    tags,
    permissions: { list: 'monitor:list', add: 'monitor:add', edit: 'monitor:edit', del: 'monitor:del' },
  });

  routes.list(
    {
      summary: 'Monitored streamers (blurry over TikTok ID, nickname, notes; filters type, enabled, staffId (0: nobody), status)',
      querystring: pageQuerySchema.extend(monitorStreamerFilterSchema.shape),
      item: monitorStreamerRowSchema,
    },
    (query) => listStreamers(app.db, query, zone()),
  );
  routes.create(
    {
      summary: "Monitor a streamer (400 'uniqueId: The streamer already exists' for an ID monitored already, any case)",
      body: monitorStreamerBodySchema,
      response: createdMonitorStreamerSchema,
    },
    (body, { by }) => createStreamer(app.db, body, by),
  );
  routes.update(
    { summary: "Edit a monitored streamer (400 'uniqueId: The streamer already exists' for another row's ID)", body: monitorStreamerUpdateBodySchema },
    ({ id, ...body }, { by }) => updateStreamer(app.db, id, body, by),
  );
  routes.deleteByIds({ summary: 'Stop monitoring streamers (their connection log and live sessions go too)' }, (ids) => deleteStreamers(app.db, ids));

  app.put(
    '/api/monitor/streamers/enabled',
    {
      config: { permission: 'monitor:edit' },
      schema: { tags, summary: 'Switch monitoring on or off for several streamers', body: monitorEnabledBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await setStreamersEnabled(app.db, request.body.ids, request.body.enabled, caller(request).session.userName);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/monitor/streamers/import',
    {
      config: { permission: 'monitor:add' },
      schema: {
        tags,
        summary: 'Import streamers from one .csv or .xlsx file (multipart, ≤ 5 MB): all rows or none; mode skip leaves out IDs monitored already',
        consumes: ['multipart/form-data'],
        querystring: z.object({ mode: z.enum(IMPORT_MODES).default('strict') }),
        response: { 200: monitorImportResultSchema, ...errorResponses, 400: monitorImportRefusalSchema },
      },
    },
    async (request, reply) => {
      const file = await receiveImportFile(request);
      try {
        return reply.code(200).send(await importStreamers(app.db, file, request.query.mode, caller(request).session.userName));
      } catch (error) {
        if (!(error instanceof ImportRefusedError)) throw error;
        return reply.code(400).send({ ...errorBody(400, error.message, zone(), error.detail), errors: error.errors, errorCount: error.errorCount });
      }
    },
  );

  // `download` is eladmin's export path; `export` is the same for callers that use that word.
  for (const url of ['/api/monitor/streamers/download', '/api/monitor/streamers/export']) {
    routes.download(
      {
        url,
        summary: 'The monitored streamers matching the list filters as an xlsx workbook (its first six columns import again)',
        querystring: monitorStreamerFilterSchema.extend(sortQuery.shape),
        fileName: 'monitored-streamers',
      },
      (query) => streamersXlsx(app.db, query, zone()),
    );
  }

  app.get(
    '/api/monitor/streamers/template',
    {
      config: { permission: 'monitor:list' },
      schema: { tags, summary: "The import's CSV template (its header row)", produces: ['text/csv'], response: { 200: z.string(), ...errorResponses } },
    },
    async (_request, reply) =>
      reply.code(200).header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="monitored-streamers-template.csv"').send(importTemplateCsv()),
  );

  app.get(
    '/api/monitor/staff',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags,
        summary: 'Enabled users to assign to streamers (blurry over user name and nickname; at most 50)',
        querystring: z.object({ blurry: blurrySchema }),
        response: { 200: z.array(monitorStaffOptionSchema), ...errorResponses },
      },
    },
    async (request) => listStaffOptions(app.db, request.query.blurry),
  );
};

export default monitorRoutes;
