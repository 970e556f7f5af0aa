/**
 * The streamer CRM's console routes (eladmin conventions; shapes in streams/contracts/anchors.ts, anchor-lists.ts,
 * anchor-orders.ts, anchor-service-logs.ts). Permissions: `anchor:list` reads and takes one's orders, `anchor:add`
 * creates and imports, `anchor:edit` edits, moves progress, marks availability and records service logs,
 * `anchor:del` deletes, `anchor:allocate` allocates and reads the dispatch statistics, `anchor:check` reviews and
 * marks invited. What each caller reaches is crm-caller.ts's scope (operator: theirs; manager: their departments';
 * administrators: all).
 *
 * - `GET api/anchors` (+ `/download`, `/{id}`, `/{id}/timeline`, `/{id}/dataLog`, `/operators`, `/followUps`); `POST api/anchors`,
 *   `POST api/anchors/target`, `PUT api/anchors`, `DELETE api/anchors`; `POST api/anchors/import` (+ `GET
 *   /import/template`); `PUT api/anchors/progress|allocate|favourite|availability|invited`
 * - `GET|POST api/anchorServiceLogs` (+ `/download`)
 * - `GET api/anchorOrders` (+ `/download`), `PUT api/anchorOrders/confirm`
 * - `GET api/anchorChecks` (+ `/download`), `PUT api/anchorChecks/review`
 * - `GET api/anchorDispatchStats`
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allocateBodySchema,
  anchorRowSchema,
  operatorSchema,
  orderRowSchema,
  progressMoveBodySchema,
  reviewBodySchema,
  serviceLogBodySchema,
  targetAnchorBodySchema,
} from '../../../streams/contracts/anchors';
import {
  anchorCreateBodySchema,
  anchorDataPointSchema,
  anchorEventSchema,
  anchorFilterSchema,
  anchorUpdateBodySchema,
  availabilityBodySchema,
  favouriteBodySchema,
  followUpRowSchema,
  importAnswerSchema,
  IMPORT_COLUMNS,
  invitedBodySchema,
} from '../../../streams/contracts/anchor-lists';
import { confirmOrderBodySchema, dispatchStatsQuerySchema, dispatchStatsRowSchema, orderFilterSchema } from '../../../streams/contracts/anchor-orders';
import { serviceLogFilterSchema, serviceLogRowSchema } from '../../../streams/contracts/anchor-service-logs';
import { pageQuerySchema, queryIdSchema } from '../../../streams/contracts/common';
import { IMPORT_MAX_BYTES } from '../../../streams/contracts/monitor';
import { refusal } from '../../../streams/contracts/refusals';
import { resourceRoutes, type ZodApp } from '../../http/crud-routes';
import { errorBody } from '../../http/error-body';
import { notFound } from '../../http/http-error';
import { errorResponses, importRefusalSchema } from '../../http/route-schemas';
import { sheetXlsx } from '../../http/xlsx';
import '../../plugins/fastify-types';
import { hashPassword } from '../auth/password';
import { receiveImportFile } from '../monitor/import-file';
import { timelineOf } from './anchor-events';
import { AnchorImportRefusedError, importAnchors } from './anchor-import';
import { allocate, changeProgress, markAvailability, markInvited, operatorsFor, review, setFavourite } from './anchor-moves';
import { createAnchor, createTargetAnchor, deleteAnchors, updateAnchor } from './anchor-records';
import { anchorConditions, anchorList, findAnchorRow, toAnchorRow } from './anchor-rows';
import { anchorsXlsx } from './anchor-export';
import { crmCaller } from './crm-caller';
import { dispatchStats } from './dispatch-stats';
import { followUpsByOperator } from './follow-ups';
import { seedSamplePipeline } from './embedded-seed';
import { dataLogOf } from './live-follow';
import { confirmOrder, listOrders, ordersXlsx, toOrderRow } from './orders';
import { createServiceLog, listServiceLogs, serviceLogsXlsx } from './service-logs';

const tags = ['anchors'];
const idParams = z.object({ id: queryIdSchema });


const anchorRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const now = () => app.crm.now();
  const who = (request: Parameters<typeof crmCaller>[1]) => crmCaller(app, request);
  if (app.database.driver === 'pglite' && app.config.sampleData) {
    const seeded = await app.database.withStartupLock(() => seedSamplePipeline(app.db, hashPassword));
    if (seeded > 0) app.log.info({ streamers: seeded }, 'seeded the CRM sample pipeline from the simulator population (embedded database)');
  }
  // Scoped to this plugin: multipart bodies reach the import only. One file, at most 5 MB.
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 10, parts: 12, fieldSize: 4_096 } });

  const anchorsApi = resourceRoutes(app, { url: '/api/anchors', tags, permissions: { list: 'anchor:list', add: 'anchor:add', edit: 'anchor:edit', del: 'anchor:del' } });
  anchorsApi.list({ summary: 'Streamers in the caller’s reach: view, filters, sort', querystring: pageQuerySchema.extend(anchorFilterSchema.shape), item: anchorRowSchema }, async (query, request) => {
    const caller = await who(request);
    return anchorList(caller.userId).page(app.db, query, anchorConditions(app.db, caller, query, zone(), now()), (rows) => rows.map((row) => toAnchorRow(row, zone())));
  });
  anchorsApi.create({ summary: 'Add a streamer (progress new)', body: anchorCreateBodySchema, response: anchorRowSchema }, async (body, { request }) => createAnchor(app.db, await who(request), body, zone(), now()));
  anchorsApi.create({ summary: 'Add a target streamer through the target form', url: '/api/anchors/target', body: targetAnchorBodySchema, response: anchorRowSchema }, async (body, { request }) =>
    createTargetAnchor(app.db, await who(request), body, zone(), now()),
  );
  anchorsApi.update({ summary: 'Edit a streamer', body: anchorUpdateBodySchema }, async (body, { request }) => updateAnchor(app.db, await who(request), body));
  anchorsApi.deleteByIds({ summary: 'Delete streamers with their logs, orders and timeline' }, async (ids, { request }) => deleteAnchors(app.db, await who(request), ids));
  anchorsApi.download(
    { summary: 'The streamers matching the filters as xlsx', querystring: anchorFilterSchema.extend({ sort: pageQuerySchema.shape.sort }), fileName: 'streamers' },
    async (query, request) => anchorsXlsx(app.db, await who(request), query, zone(), now()),
  );
  anchorsApi.update({ summary: 'Hand streamers to an operator', url: '/api/anchors/allocate', permission: 'anchor:allocate', body: allocateBodySchema }, async (body, { request }) =>
    allocate(app.db, await who(request), body.ids, body.operatorId, now()),
  );
  anchorsApi.update({ summary: 'Star or unstar streamers for yourself', url: '/api/anchors/favourite', permission: 'anchor:list', body: favouriteBodySchema }, async (body, { request }) =>
    setFavourite(app.db, await who(request), body),
  );
  anchorsApi.update({ summary: 'Mark availability (the marking queue)', url: '/api/anchors/availability', body: availabilityBodySchema }, async (body, { request }) =>
    markAvailability(app.db, await who(request), body, now()),
  );
  anchorsApi.update({ summary: 'Mark approved streamers invited', url: '/api/anchors/invited', permission: 'anchor:check', body: invitedBodySchema }, async (body, { request }) =>
    markInvited(app.db, await who(request), body, now()),
  );

  const host = app as ZodApp;
  host.put(
    '/api/anchors/progress',
    { config: { permission: 'anchor:edit' }, schema: { tags, summary: 'Move a streamer’s progress (the progress machine’s rules)', body: progressMoveBodySchema, response: { 200: anchorRowSchema, ...errorResponses } } },
    async (request) => changeProgress(app.db, await who(request), request.body, zone(), now()),
  );
  host.get(
    '/api/anchors/followUps',
    { config: { permission: 'anchor:allocate' }, schema: { tags, summary: 'Who is behind: due and overdue follow-ups per operator', response: { 200: z.array(followUpRowSchema), ...errorResponses } } },
    async (request) => followUpsByOperator(app.db, await who(request), zone(), now()),
  );
  host.get('/api/anchors/operators', { config: { permission: 'anchor:list' }, schema: { tags, summary: 'The users the caller may allocate to', response: { 200: z.array(operatorSchema), ...errorResponses } } }, async (request) =>
    operatorsFor(app.db, await who(request)),
  );
  host.get(
    '/api/anchors/import/template',
    { config: { permission: 'anchor:add' }, schema: { tags, summary: 'The import template (its header row)', response: { 200: z.any(), ...errorResponses } } },
    async (_request, reply) => {
      const sheet = await sheetXlsx('Streamers', IMPORT_COLUMNS.map((header) => ({ header, width: 18 })), []);
      return reply.code(200).header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', 'attachment; filename="streamers-template.xlsx"').send(sheet);
    },
  );
  host.post(
    '/api/anchors/import',
    {
      config: { permission: 'anchor:add' },
      schema: { tags, summary: 'Import streamers from one .csv or .xlsx file: all rows or none', consumes: ['multipart/form-data'], response: { 200: importAnswerSchema, ...errorResponses, 400: importRefusalSchema } },
    },
    async (request, reply) => {
      const file = await receiveImportFile(request);
      try {
        return reply.code(200).send(await importAnchors(app.db, await who(request), file, now()));
      } catch (error) {
        if (!(error instanceof AnchorImportRefusedError)) throw error;
        return reply.code(400).send({ ...errorBody(400, error.message, zone(), error.detail), errors: error.problems, errorCount: error.problemCount });
      }
    },
  );
  host.get('/api/anchors/:id', { config: { permission: 'anchor:list' }, schema: { tags, summary: 'One streamer', params: idParams, response: { 200: anchorRowSchema, ...errorResponses } } }, async (request) => {
    const row = await findAnchorRow(app.db, await who(request), request.params.id);
    if (!row) throw notFound(refusal('ANCHOR_NOT_FOUND', { ids: [String(request.params.id)] }));
    return toAnchorRow(row, zone());
  });
  const reachableId = async (request: Parameters<typeof crmCaller>[1], id: number) => {
    if (!(await findAnchorRow(app.db, await who(request), id))) throw notFound(refusal('ANCHOR_NOT_FOUND', { ids: [String(id)] }));
    return id;
  };
  host.get(
    '/api/anchors/:id/timeline',
    { config: { permission: 'anchor:list' }, schema: { tags, summary: 'Everything that happened to a streamer, newest first', params: idParams, response: { 200: z.array(anchorEventSchema), ...errorResponses } } },
    async (request) => timelineOf(app.db, await reachableId(request, request.params.id), zone()),
  );
  host.get(
    '/api/anchors/:id/dataLog',
    { config: { permission: 'anchor:list' }, schema: { tags, summary: 'A streamer’s figures over time, oldest first', params: idParams, response: { 200: z.array(anchorDataPointSchema), ...errorResponses } } },
    async (request) => dataLogOf(app.db, await reachableId(request, request.params.id), zone()),
  );

  const logs = resourceRoutes(app, { url: '/api/anchorServiceLogs', tags, permissions: { list: 'anchor:list', add: 'anchor:edit', edit: 'anchor:edit', del: 'anchor:del' } });
  logs.list({ summary: 'Service logs of the caller’s streamers', querystring: pageQuerySchema.extend(serviceLogFilterSchema.shape), item: serviceLogRowSchema }, async (query, request) =>
    listServiceLogs(app.db, await who(request), query, zone()),
  );
  logs.create({ summary: 'Record a follow-up (moves the streamer by its next action)', body: serviceLogBodySchema, response: serviceLogRowSchema }, async (body, { request }) =>
    createServiceLog(app.db, await who(request), body, zone(), now()),
  );
  logs.download({ summary: 'Service logs as xlsx', querystring: serviceLogFilterSchema.extend({ sort: pageQuerySchema.shape.sort }), fileName: 'service-logs' }, async (query, request) =>
    serviceLogsXlsx(app.db, await who(request), query, zone()),
  );

  const orders = resourceRoutes(app, { url: '/api/anchorOrders', tags, permissions: { list: 'anchor:list', add: null, edit: 'anchor:list', del: null } });
  orders.list({ summary: 'Orders (an operator sees theirs)', querystring: pageQuerySchema.extend(orderFilterSchema.shape), item: orderRowSchema }, async (query, request) =>
    listOrders(app.db, await who(request), query, zone(), now()),
  );
  orders.download({ summary: 'Orders as xlsx', querystring: orderFilterSchema.extend({ sort: pageQuerySchema.shape.sort }), fileName: 'orders' }, async (query, request) =>
    ordersXlsx(app.db, await who(request), query, zone(), now()),
  );
  host.put(
    '/api/anchorOrders/confirm',
    { config: { permission: 'anchor:list' }, schema: { tags, summary: 'Take an order (within 3 minutes of the live start)', body: confirmOrderBodySchema, response: { 200: orderRowSchema, ...errorResponses } } },
    async (request) => {
      const taken = await confirmOrder(app.db, await who(request), request.body.id, zone(), now());
      await app.crm.tell([taken], 'order.changed');
      return toOrderRow(taken, zone(), now());
    },
  );

  const checks = resourceRoutes(app, { url: '/api/anchorChecks', tags, permissions: { list: 'anchor:check', add: null, edit: 'anchor:check', del: null } });
  checks.list({ summary: 'The review queue: streamers pending review', querystring: pageQuerySchema.extend(anchorFilterSchema.shape), item: anchorRowSchema }, async (query, request) => {
    const caller = await who(request);
    const filter = { ...query, view: 'pendingReview' as const };
    return anchorList(caller.userId).page(app.db, query, anchorConditions(app.db, caller, filter, zone(), now()), (rows) => rows.map((row) => toAnchorRow(row, zone())));
  });
  checks.download(
    { summary: 'The review queue matching the filters as xlsx', querystring: anchorFilterSchema.extend({ sort: pageQuerySchema.shape.sort }), fileName: 'reviews' },
    async (query, request) => anchorsXlsx(app.db, await who(request), { ...query, view: 'pendingReview' }, zone(), now()),
  );
  host.put(
    '/api/anchorChecks/review',
    { config: { permission: 'anchor:check' }, schema: { tags, summary: 'Approve, reject with a reason, or leave pending', body: reviewBodySchema, response: { 200: anchorRowSchema, ...errorResponses } } },
    async (request) => review(app.db, await who(request), request.body, zone(), now()),
  );

  host.get(
    '/api/anchorDispatchStats',
    { config: { permission: 'anchor:allocate' }, schema: { tags, summary: 'Orders dispatched, taken, expired, taking rate and mean time to take', querystring: dispatchStatsQuerySchema, response: { 200: z.array(dispatchStatsRowSchema), ...errorResponses } } },
    async (request) => dispatchStats(app.db, await who(request), request.query, zone(), now()),
  );
};

export default anchorRoutes;
