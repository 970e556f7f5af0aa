/**
 * `api/liveConfigs*`, `api/gifts` and the overlay reads (contract streams/contracts/live-configs.ts, which
 * lists every endpoint with its shapes). Permissions: `liveConfig:list` to read, `liveConfig:add|edit|del` to write
 * configurations, `liveConfig:control` to run the games. Game refusals answer 400 with the message (409 with
 * `needsConfirmation: true` for a PK switch to confirm), 503 when the game cannot store right now.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idListSchema, pageQuerySchema, pageSchema, queryIdSchema } from '../../../streams/contracts/common';
import { gameViewSchema } from '../../../streams/contracts/game-topic';
import {
  adjustBodySchema,
  catalogueGiftSchema,
  createdConfigSchema,
  liveConfigDetailSchema,
  liveConfigRowSchema,
  needsConfirmationErrorSchema,
  overlayKeySchema,
  overlayViewSchema,
  phaseStartBodySchema,
  pkInitializeBodySchema,
  pluginLinks,
  rankingEntrySchema,
  rankingQuerySchema,
  scoreEntryRowSchema,
  spinBodySchema,
  turntableRecordRowSchema,
} from '../../../streams/contracts/live-configs';
import { liveConfigBodySchema, liveConfigUpdateBodySchema } from '../../../streams/games/live-config';
import { badRequest, notFound, refuse } from '../../http/http-error';
import { refusal, refusalOf } from '../../../streams/contracts/refusals';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { formatWireDate } from '../../http/wire-date';
import type { GameCommand } from '../../live/games/game-session';
import { caller } from '../../plugins/auth';
import './live-games-plugin';
import { runGameCommand } from './game-commands';
import { pkPhasesError } from './pk-phases';
import { findConfigByOverlayKey, spinRecorded } from './repository';
import {
  createConfig,
  deleteConfigs,
  listConfigs,
  listEntries,
  listGifts,
  listTurntableRecords,
  ranking,
  requireConfig,
  rotateOverlayKey,
  turntableRecordsXlsx,
  updateConfig,
} from './service';

const tags = ['live configurations'];
const idParams = z.object({ id: queryIdSchema });
const commandResponses = { 200: gameViewSchema, 409: needsConfirmationErrorSchema, 503: apiErrorSchema, ...errorResponses };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const overlayQuery = z.object({ key: z.string().min(1).max(100) });

const liveConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  /** Runs a game command and answers its view, or the refusal (game-commands.ts). */
  const runCommand = (reply: FastifyReply, configId: number, command: GameCommand) => runGameCommand(app, reply, configId, command);

  /** The configuration of an overlay key. @throws 403 for a wrong or rotated key. */
  const overlayConfig = async (key: string) => {
    const found = await findConfigByOverlayKey(app.db, key);
    if (!found) throw refuse(403, refusal('OVERLAY_KEY_INVALID'));
    return found.id;
  };

  app.get(
    '/api/liveConfigs',
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'Live assistant configurations (blurry over the name; sort id, name, state, createTime)',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema }),
        response: { 200: pageSchema(liveConfigRowSchema), ...errorResponses },
      },
    },
    async (request) => listConfigs(app.db, request.query, zone()),
  );

  app.get(
    '/api/liveConfigs/ranking',
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'PK score ranking: streamers by ledger points in a range of the server zone (weeks start on Monday)',
        querystring: rankingQuerySchema,
        response: { 200: z.array(rankingEntrySchema), ...errorResponses },
      },
    },
    async (request) => ranking(app.db, request.query, zone(), Date.now()),
  );

  app.get(
    '/api/liveConfigs/:id',
    {
      config: { permission: 'liveConfig:list' },
      schema: { tags, summary: 'A configuration with its overlay key, plugin links and game view', params: idParams, response: { 200: liveConfigDetailSchema, ...errorResponses } },
    },
    async (request) => {
      const { row, config } = await requireConfig(app.db, request.params.id);
      const { id: _id, ...body } = config;
      const view = await app.games.view(row.id);
      if (!view) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(row.id)] }));
      return {
        ...body,
        id: row.id,
        state: row.state,
        overlayKey: row.overlayKey,
        pluginLink: pluginLinks(row.overlayKey),
        createTime: formatWireDate(row.createTime, zone()),
        updateTime: formatWireDate(row.updateTime, zone()),
        createBy: row.createBy,
        followedRoom: app.games.followedRoom(row.id),
        view,
      };
    },
  );

  app.post(
    '/api/liveConfigs',
    {
      config: { permission: 'liveConfig:add' },
      schema: { tags, summary: 'Add a configuration (the configuration rules; 400 `field.path: message`)', body: liveConfigBodySchema, response: { 201: createdConfigSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createConfig(app.db, request.body, caller(request).session.userName)),
  );

  app.put(
    '/api/liveConfigs',
    {
      config: { permission: 'liveConfig:edit' },
      schema: { tags, summary: 'Edit a configuration (a running game takes the new version at once)', body: liveConfigUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { id, ...body } = request.body;
      await updateConfig(app.db, id, body, caller(request).session.userName);
      await app.games.reconfigure(id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/liveConfigs',
    {
      config: { permission: 'liveConfig:del' },
      schema: {
        tags,
        summary: 'Delete configurations with their ledgers and records (refused while one is being collected)',
        body: idListSchema,
        response: { 200: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteConfigs(app.db, request.body);
      await app.games.forget(request.body);
      return reply.code(200).send();
    },
  );

  app.post(
    '/api/liveConfigs/:id/overlayKey',
    {
      config: { permission: 'liveConfig:edit' },
      schema: { tags, summary: 'Replace the overlay key (overlays opened with the old key stop working)', params: idParams, response: { 200: overlayKeySchema, ...errorResponses } },
    },
    async (request) => rotateOverlayKey(app.db, request.params.id, caller(request).session.userName),
  );

  app.get(
    '/api/liveConfigs/:id/view',
    {
      config: { permission: 'liveConfig:list' },
      schema: { tags, summary: 'The game view now (scoreboard, round, PK phases, effects, turntable)', params: idParams, response: { 200: gameViewSchema, ...errorResponses } },
    },
    async (request) => {
      const view = await app.games.view(request.params.id);
      if (!view) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(request.params.id)] }));
      return view;
    },
  );

  app.get(
    '/api/liveConfigs/:id/entries',
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'The score ledger, newest first (optionally one round)',
        params: idParams,
        querystring: pageQuerySchema.omit({ sort: true }).extend({ round: queryIdSchema.optional() }),
        response: { 200: pageSchema(scoreEntryRowSchema), ...errorResponses },
      },
    },
    async (request) => listEntries(app.db, request.params.id, request.query, zone()),
  );

  app.get(
    '/api/liveConfigs/:id/turntable/records',
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'Turntable records, newest first (blurry over nickname and prize)',
        params: idParams,
        querystring: pageQuerySchema.omit({ sort: true }).extend({ blurry: blurrySchema }),
        response: { 200: pageSchema(turntableRecordRowSchema), ...errorResponses },
      },
    },
    async (request) => listTurntableRecords(app.db, request.params.id, request.query, zone()),
  );

  app.get(
    '/api/liveConfigs/:id/turntable/records/download',
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'Turntable records as an xlsx workbook (blurry as the list)',
        params: idParams,
        querystring: z.object({ blurry: blurrySchema }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await turntableRecordsXlsx(app.db, request.params.id, request.query.blurry, zone());
      return reply
        .code(200)
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="turntable-records-${request.params.id}.xlsx"`)
        .send(file);
    },
  );

  app.get(
    '/api/gifts',
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'The gift catalogue for the gift picker, cheapest first (blurry: name or gift id)',
        querystring: pageQuerySchema.omit({ sort: true }).extend({ blurry: blurrySchema }),
        response: { 200: pageSchema(catalogueGiftSchema), ...errorResponses },
      },
    },
    async (request) => listGifts(app.db, request.query),
  );

  // ---- game commands (liveConfig:control) ----

  const control = { permission: 'liveConfig:control' } as const;

  app.post(
    '/api/liveConfigs/:id/round/start',
    { config: control, schema: { tags, summary: 'Start a collection round (refused while one runs)', params: idParams, response: commandResponses } },
    async (request, reply) => runCommand(reply, request.params.id, { type: 'round.start' }),
  );

  app.post(
    '/api/liveConfigs/:id/round/end',
    { config: control, schema: { tags, summary: 'End the running round', params: idParams, response: commandResponses } },
    async (request, reply) => runCommand(reply, request.params.id, { type: 'round.end' }),
  );

  app.post(
    '/api/liveConfigs/:id/adjust',
    {
      config: control,
      schema: { tags, summary: 'Adjust a streamer score by 1 to 100,000 (flower game: at most 200 up); refused before the round', params: idParams, body: adjustBodySchema, response: commandResponses },
    },
    async (request, reply) => {
      const { flower, ...adjustment } = request.body;
      return runCommand(reply, request.params.id, { type: 'adjust', adjustment, flower, by: caller(request).session.userName });
    },
  );

  app.post(
    '/api/liveConfigs/:id/pk/initialize',
    {
      config: control,
      schema: { tags, summary: 'Configure the PK phases (the PK messages on the phase field)', params: idParams, body: pkInitializeBodySchema, response: commandResponses },
    },
    async (request, reply) => {
      const { config } = await requireConfig(app.db, request.params.id);
      const error = pkPhasesError(config.streamers, request.body.phases);
      if (error) throw badRequest(refusalOf(error));
      return runCommand(reply, request.params.id, { type: 'pk.initialize', phases: request.body.phases });
    },
  );

  app.post(
    '/api/liveConfigs/:id/pk/phases/:phaseId/start',
    {
      config: control,
      schema: {
        tags,
        summary: 'Start a PK phase; 409 needsConfirmation when another runs (resend with confirmed: true)',
        params: idParams.extend({ phaseId: z.string().min(1).max(64) }),
        body: phaseStartBodySchema,
        response: commandResponses,
      },
    },
    async (request, reply) => runCommand(reply, request.params.id, { type: 'phase.start', phaseId: request.params.phaseId, confirmed: request.body.confirmed }),
  );

  app.post(
    '/api/liveConfigs/:id/pk/stop',
    { config: control, schema: { tags, summary: 'Stop the running PK phase', params: idParams, response: commandResponses } },
    async (request, reply) => runCommand(reply, request.params.id, { type: 'phase.stop' }),
  );

  app.post(
    '/api/liveConfigs/:id/turntable/spin',
    {
      config: control,
      schema: { tags, summary: "Spin the turntable (queued behind a turning wheel; a repeated requestId spins once)", params: idParams, body: spinBodySchema, response: commandResponses },
    },
    async (request, reply) => {
      const { id } = request.params;
      const requestId = request.body.requestId ?? randomUUID();
      if (await spinRecorded(app.db, id, requestId)) {
        // Already spun (a retried press whose answer was lost): the current view, no second spin.
        const view = await app.games.view(id);
        if (!view) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(id)] }));
        return reply.code(200).send(view);
      }
      const { session, userId } = caller(request);
      return runCommand(reply, id, { type: 'spin', requestId, by: { userId: String(userId), nickname: session.nickName } });
    },
  );

  // ---- overlays (public, by overlay key) ----

  app.get(
    '/api/overlay/view',
    {
      config: { public: true },
      schema: { tags, summary: "An overlay's game view by its key (403 for a wrong or replaced key)", querystring: overlayQuery, response: { 200: overlayViewSchema, 403: apiErrorSchema, 400: apiErrorSchema } },
    },
    async (request) => {
      const configId = await overlayConfig(request.query.key);
      const view = await app.games.view(configId);
      if (!view) throw refuse(403, refusal('OVERLAY_KEY_INVALID'));
      return { configId, view };
    },
  );

  app.get(
    '/api/overlay/ranking',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The pk-score-ranking overlay's ranking: its configuration's streamers by points in the range",
        querystring: rankingQuerySchema.safeExtend(overlayQuery.shape),
        response: { 200: z.array(rankingEntrySchema), 403: apiErrorSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const configId = await overlayConfig(request.query.key);
      return ranking(app.db, { ...request.query, configId }, zone(), Date.now());
    },
  );
};

export default liveConfigRoutes;
