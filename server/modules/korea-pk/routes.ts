/**
 * `api/koreaPk/*`: the Korea group PK events and their commands (contract streams/contracts/korea-pk.ts, whose module
 * comment lists every endpoint with its shapes). An event is a live configuration (`pluginStyle: 'korea'`), so the
 * permissions are the live configurations': `liveConfig:list` to read, `liveConfig:add|edit|del` to write events,
 * `liveConfig:control` to run them. Commands run on the game runtime (server/live/games/korea-session.ts) and answer
 * like the other games' (server/modules/live-configs/game-commands.ts): the view, 400 with the refusal, 409 with
 * `needsConfirmation: true` for a stage switch to confirm, 503 when the game cannot store right now. Overlays read an
 * event's view with `GET api/overlay/view?key` like any game's (server/modules/live-configs/routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idListSchema, pageQuerySchema, pageSchema, queryIdSchema } from '../../../streams/contracts/common';
import { gameViewSchema } from '../../../streams/contracts/game-topic';
import { LIVE_SOURCE_KINDS } from '../../../streams/contracts/live-rooms';
import {
  koreaAdjustBodySchema,
  koreaEntryRowSchema,
  koreaEventDetailSchema,
  koreaEventRowSchema,
  koreaLinks,
  koreaLinksSchema,
  koreaStageSchema,
  koreaWeightsSchema,
  stageStartBodySchema,
} from '../../../streams/contracts/korea-pk';
import { needsConfirmationErrorSchema } from '../../../streams/contracts/live-configs';
import { refusal } from '../../../streams/contracts/refusals';
import { KOREA_STAGES, type KoreaStage } from '../../../streams/games/korea-pk';
import { hostStreamerOf } from '../../../streams/games/live-config';
import { badRequest, notFound } from '../../http/http-error';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { formatWireDate } from '../../http/wire-date';
import { caller } from '../../plugins/auth';
import { runGameCommand } from '../live-configs/game-commands';
import '../live-configs/live-games-plugin';
import { createConfig, deleteConfigs, updateConfig } from '../live-configs/service';
import { eventBody, koreaEventBodySchema, koreaEventUpdateBodySchema, listEvents, listStageEntries, requireEvent, requireEvents, rotateEventKey } from './service';

const tags = ['Korea group PK'];
const idParams = z.object({ id: queryIdSchema });
const commandResponses = { 200: gameViewSchema, 409: needsConfirmationErrorSchema, 503: apiErrorSchema, ...errorResponses };
const control = { permission: 'liveConfig:control' } as const;
/**
 * The detail as answered: the contract's, with the host as stored (the contract's host schema drops a leading `@` with
 * a one-way transform, which a response cannot be encoded through; a stored host has none).
 */
const eventDetailResponseSchema = koreaEventDetailSchema.extend({ room: z.object({ source: z.enum(LIVE_SOURCE_KINDS), uniqueId: z.string() }) });

/** A stage named in a path: one of the three, else 400 `KOREA_STAGE_UNKNOWN` (a message the host can act on). */
function stageOf(value: string): KoreaStage {
  if (!(KOREA_STAGES as readonly string[]).includes(value)) throw badRequest(refusal('KOREA_STAGE_UNKNOWN', { stage: value }));
  return value as KoreaStage;
}

const koreaPkRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const base = '/api/koreaPk/events';

  app.get(
    base,
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'Korea group PK events (blurry over the name; sort id, name, state, createTime)',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema }),
        response: { 200: pageSchema(koreaEventRowSchema), ...errorResponses },
      },
    },
    async (request) => listEvents(app.db, request.query, zone()),
  );

  app.get(
    `${base}/:id`,
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: "An event: its fields (what PUT takes back), state, overlay key, links and game view; 400 for another game's configuration",
        params: idParams,
        response: { 200: eventDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row, config, korea } = await requireEvent(app.db, request.params.id);
      // Events name their host streamer (they came after configurations stopped naming room ids).
      const room = hostStreamerOf(config.room);
      if (!room) throw badRequest(refusal('KOREA_NOT_AN_EVENT', { id: row.id }));
      const view = await app.games.view(row.id);
      if (!view) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(row.id)] }));
      return {
        id: row.id,
        name: config.name,
        room,
        streamers: config.streamers,
        gifts: config.gifts,
        attribution: config.attribution,
        minGiftValue: config.minGiftValue,
        // The weights in force: the host's (PUT …/weights) once set, which an edit then keeps.
        korea: { ...korea, weights: view.korea?.weights ?? korea.weights },
        state: row.state,
        overlayKey: row.overlayKey,
        links: koreaLinks(row.overlayKey),
        createTime: formatWireDate(row.createTime, zone()),
        updateTime: formatWireDate(row.updateTime, zone()),
        view,
      };
    },
  );

  app.post(
    base,
    {
      config: { permission: 'liveConfig:add' },
      schema: {
        tags,
        summary: 'Add an event (the live configuration rules and the Korea rules; 400 `field.path: message`)',
        body: koreaEventBodySchema,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createConfig(app.db, eventBody(request.body), caller(request).session.userName)),
  );

  app.put(
    base,
    {
      config: { permission: 'liveConfig:edit' },
      schema: {
        tags,
        summary: 'Edit an event (a running event takes the new version at once; 400 for another game)',
        body: koreaEventUpdateBodySchema,
        response: { 204: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, ...input } = request.body;
      await requireEvent(app.db, id);
      await updateConfig(app.db, id, eventBody(input), caller(request).session.userName);
      await app.games.reconfigure(id);
      return reply.code(204).send();
    },
  );

  app.delete(
    base,
    {
      config: { permission: 'liveConfig:del' },
      schema: {
        tags,
        summary: 'Delete events with their ledgers (refused while a stage runs, and for another game)',
        body: idListSchema,
        response: { 200: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requireEvents(app.db, request.body);
      await deleteConfigs(app.db, request.body);
      await app.games.forget(request.body);
      return reply.code(200).send();
    },
  );

  app.post(
    `${base}/:id/overlayKey`,
    {
      config: { permission: 'liveConfig:edit' },
      schema: {
        tags,
        summary: 'Replace the overlay key (overlays opened with the old key stop working)',
        params: idParams,
        response: { 200: z.object({ overlayKey: z.string(), links: koreaLinksSchema }), ...errorResponses },
      },
    },
    async (request) => rotateEventKey(app.db, request.params.id, caller(request).session.userName),
  );

  app.get(
    `${base}/:id/view`,
    {
      config: { permission: 'liveConfig:list' },
      schema: { tags, summary: 'The event view now (stages, boards, pairs, teams, total)', params: idParams, response: { 200: gameViewSchema, ...errorResponses } },
    },
    async (request) => {
      await requireEvent(app.db, request.params.id);
      const view = await app.games.view(request.params.id);
      if (!view) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(request.params.id)] }));
      return view;
    },
  );

  app.get(
    `${base}/:id/entries`,
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: "The event's score ledger, newest first (optionally one stage)",
        params: idParams,
        querystring: pageQuerySchema.omit({ sort: true }).extend({ stage: koreaStageSchema.optional() }),
        response: { 200: pageSchema(koreaEntryRowSchema), ...errorResponses },
      },
    },
    async (request) => listStageEntries(app.db, request.params.id, request.query, zone()),
  );

  // ---- commands (liveConfig:control) ----

  app.post(
    `${base}/:id/stages/:stage/start`,
    {
      config: control,
      schema: {
        tags,
        summary: 'Start a stage (double, solo, team); 409 needsConfirmation while another runs (resend with confirmed: true)',
        params: idParams.extend({ stage: z.string().max(32) }),
        body: stageStartBodySchema,
        response: commandResponses,
      },
    },
    async (request, reply) => runGameCommand(app, reply, request.params.id, { type: 'korea.stage.start', stage: stageOf(request.params.stage), confirmed: request.body.confirmed }),
  );

  app.post(
    `${base}/:id/stages/end`,
    { config: control, schema: { tags, summary: 'End the running stage', params: idParams, response: commandResponses } },
    async (request, reply) => runGameCommand(app, reply, request.params.id, { type: 'korea.stage.end' }),
  );

  app.post(
    `${base}/:id/solo/next`,
    { config: control, schema: { tags, summary: 'The next solo turn (the last one ends the solo show stage)', params: idParams, response: commandResponses } },
    async (request, reply) => runGameCommand(app, reply, request.params.id, { type: 'korea.turn.next' }),
  );

  app.post(
    `${base}/:id/adjust`,
    {
      config: control,
      schema: { tags, summary: "Adjust one streamer's points in one stage by 1 to 100,000 (a stage that has started)", params: idParams, body: koreaAdjustBodySchema, response: commandResponses },
    },
    async (request, reply) => {
      const { stage, ...adjustment } = request.body;
      return runGameCommand(app, reply, request.params.id, { type: 'korea.adjust', stage, adjustment, by: caller(request).session.userName });
    },
  );

  app.put(
    `${base}/:id/weights`,
    {
      config: control,
      schema: { tags, summary: 'The stage weights of the total, in percent (0 to 1,000; 100 = as scored)', params: idParams, body: koreaWeightsSchema, response: commandResponses },
    },
    async (request, reply) => runGameCommand(app, reply, request.params.id, { type: 'korea.weights', weights: request.body }),
  );
};

export default koreaPkRoutes;
