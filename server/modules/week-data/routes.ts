/**
 * Weekly data routes (streams/contracts/week-data.ts; the spec's "Week data" fields). Permissions: `weekData:list`
 * reads the week page, its export and a streamer's trend; `weekData:import` imports the agency's export and reads or
 * saves the remembered column mapping. What a caller reaches is week-rows.ts's scope (the CRM's data scopes).
 *
 * - `GET api/weekData` (+ `/download`, `/trend`)
 * - `POST api/weekData/import` (multipart: `file`, `week`, `mapping`)
 * - `GET|PUT api/weekData/importMapping`, `POST api/weekData/importPreview` (weekData:import)
 * - `GET api/weekData/choices` (weekData:list)
 *
 * Also: registers the `recomputeWeekData` timed task (a whole week, by hand or on a schedule), and recomputes a
 * streamer's week as soon as the scanner of this process opens or closes one of their sessions (`app.liveSessions`),
 * so the live count moves at once and a late close's duration lands in the week it started.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../streams/contracts/common';
import { IMPORT_MAX_BYTES } from '../../../streams/contracts/monitor';
import { importMappingAnswerSchema, importPreviewSchema, weekChoicesSchema, importMappingSchema, weekDataFilterSchema, weekDataQuerySchema, weekDataRowSchema, weekImportResultSchema, weekTrendPointSchema, weekTrendQuerySchema } from '../../../streams/contracts/week-data';
import { resourceRoutes } from '../../http/crud-routes';
import { errorBody } from '../../http/error-body';
import { errorResponses, importRefusalSchema } from '../../http/route-schemas';
import '../../plugins/fastify-types';
import { crmCaller } from '../anchors/crm-caller';
import { recomputeWeekDataTask } from './recompute-task';
import { recomputeWeek } from './recompute';
import { previewImport } from './import-preview';
import { weekChoices } from './week-choices';
import { importWeek, mappingAnswer, receiveImportParts, receiveWeekImport, rememberMapping, WeekImportRefusedError } from './week-import';
import { weekOf, weekOrCurrent } from './week-range';
import { weekPage, weekTrend, weekXlsx } from './week-rows';

const tags = ['weekData'];


const weekDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const now = () => new Date();
  app.timing.registry.register(recomputeWeekDataTask);
  // A session opened or closed (a late close included) recomputes its streamer's week at once, from the stored sessions.
  const recomputeStreamer = (streamerId: number, startedAt: number, what: string) =>
    recomputeWeek(app.db, weekOf(startedAt, zone()), zone(), now(), [streamerId]).catch((error: unknown) =>
      app.log.error({ err: error, streamerId }, `recomputing the week data of a ${what} session failed`),
    );
  app.liveSessions.onOpened((opened) => void recomputeStreamer(opened.streamerId, opened.startedAt, 'new'));
  app.liveSessions.onClosed((closed) => void recomputeStreamer(closed.streamerId, closed.startedAt, 'closed'));
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5, parts: 6, fieldSize: 16_384 } });

  const api = resourceRoutes(app, { url: '/api/weekData', tags, permissions: { list: 'weekData:list', add: null, edit: 'weekData:import', del: null } });
  api.list({ summary: 'One week of streamers’ figures with the previous week’s, filtered and sorted', querystring: weekDataQuerySchema, item: weekDataRowSchema }, async (query, request) =>
    weekPage(app.db, await crmCaller(app, request), weekOrCurrent(query.week, now(), zone()), query, zone()),
  );
  api.download({ summary: 'One week of streamers’ figures as xlsx', querystring: weekDataFilterSchema.extend({ sort: pageQuerySchema.shape.sort }), fileName: 'week-data' }, async (query, request) =>
    weekXlsx(app.db, await crmCaller(app, request), weekOrCurrent(query.week, now(), zone()), query, zone()),
  );
  api.update({ summary: 'Remember the import’s column mapping', url: '/api/weekData/importMapping', body: importMappingSchema }, async (body) => rememberMapping(app.db, body, now()));

  app.get(
    '/api/weekData/trend',
    { config: { permission: 'weekData:list' }, schema: { tags, summary: 'A streamer’s figures over the last weeks, oldest first', querystring: weekTrendQuerySchema, response: { 200: z.array(weekTrendPointSchema), ...errorResponses } } },
    async (request) => weekTrend(app.db, await crmCaller(app, request), request.query.streamerId, weekOrCurrent(request.query.week, now(), zone()), request.query.weeks, zone()),
  );
  app.get(
    '/api/weekData/importMapping',
    { config: { permission: 'weekData:import' }, schema: { tags, summary: 'The remembered column mapping of the import', response: { 200: importMappingAnswerSchema, ...errorResponses } } },
    async () => mappingAnswer(app.db, zone()),
  );
  app.get(
    '/api/weekData/choices',
    { config: { permission: 'weekData:list' }, schema: { tags, summary: 'The groups and managers of the week rows the caller reaches (the filters’ options)', response: { 200: weekChoicesSchema, ...errorResponses } } },
    async (request) => weekChoices(app.db, await crmCaller(app, request)),
  );
  app.post(
    '/api/weekData/importPreview',
    {
      config: { permission: 'weekData:import' },
      schema: { tags, summary: 'Read an export’s header row and suggest its column mapping (nothing is written)', consumes: ['multipart/form-data'], response: { 200: importPreviewSchema, ...errorResponses } },
    },
    async (request) => previewImport(app.db, (await receiveImportParts(request)).file),
  );
  app.post(
    '/api/weekData/import',
    {
      config: { permission: 'weekData:import' },
      schema: {
        tags,
        summary: 'Import one week of platform figures (impressions, taps, videos, conversion rate, followers) from a .csv or .xlsx: all rows or none; replaces the week’s imported figures',
        consumes: ['multipart/form-data'],
        response: { 200: weekImportResultSchema, ...errorResponses, 400: importRefusalSchema },
      },
    },
    async (request, reply) => {
      const form = await receiveWeekImport(request);
      try {
        return reply.code(200).send(await importWeek(app.db, form, zone(), now()));
      } catch (error) {
        if (!(error instanceof WeekImportRefusedError)) throw error;
        return reply.code(400).send({ ...errorBody(400, error.message, zone(), error.detail), errors: error.problems, errorCount: error.problemCount });
      }
    },
  );
};

export default weekDataRoutes;
