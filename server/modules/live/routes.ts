/**
 * `api/live/rooms*` and `api/live/replays` (contract streams/contracts/live-rooms.ts; permissions `live:list` to
 * read, `live:edit` to start and stop):
 * - `GET api/live/rooms?page=&size=&sort=&source=&state=&q=` → Page<LiveRoomRow>, newest room first by default;
 *   `sort` = `field,asc|desc` over LIVE_ROOM_SORTS (repeatable); `q` = substring of label or room id;
 * - `POST api/live/rooms` `{ source, uniqueId?, file?, speed?, seed? }` → 201 `{ roomId }`; a refused replay file
 *   or an unavailable source → 400 with the reason;
 * - `DELETE api/live/rooms` `[roomId, …]` → 200 (stops and removes them; 404 and nothing stopped if one is unknown);
 * - `GET api/live/rooms/{roomId}/summary` → LiveRoomSummary;
 * - `GET api/live/rooms/{roomId}/events?type=&page=&size=` → Page<RoomTopicEvent>, newest first; `type` = one
 *   topic event type or several, comma-separated;
 * - `GET api/live/rooms/{roomId}/top-gifters?size=` → TopGifter[] by counted diamonds (size 1–100, default 10);
 * - `GET api/live/rooms/{roomId}/connection-log?page=&size=` → Page<ConnectionLogEntry>, newest first;
 * - `GET api/live/replays` → ReplayFile[]: the recorded timelines a replay room can play (the start form's picker).
 * An unknown roomId answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../../../streams/contracts/common';
import {
  LIVE_SOURCE_KINDS,
  connectionLogEntrySchema,
  liveRoomRequestSchema,
  liveRoomRowSchema,
  liveRoomSummarySchema,
  replayFileSchema,
  roomIdSchema,
  startedRoomSchema,
  topGifterSchema,
} from '../../../streams/contracts/live-rooms';
import { roomConnectionStatusSchema, roomTopicEventSchema, type RoomTopicEvent } from '../../../streams/live/room-topic';
import { badRequest, notFound } from '../../http/http-error';
import { refusal, refusalMessage, refusalOf } from '../../../streams/contracts/refusals';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { LiveSourceRequestError } from '../../live/sources/create-live-source';
import './live-rooms-plugin';
import { listReplays, listRooms, roomConnectionLog, roomEvents, roomSummary, roomTopGifters } from './service';

const tags = ['live rooms'];

/** Every `type` a room topic carries (streams/live/room-topic.ts); `satisfies` keeps the list in step. */
const ROOM_EVENT_TYPES = [
  'gift',
  'like',
  'chat',
  'member',
  'social',
  'roomStats',
  'battle',
  'armies',
  'control',
  'gift.counted',
  'gift.provisional',
  'room.state',
] as const satisfies readonly RoomTopicEvent['type'][];
type MissingEventType = Exclude<RoomTopicEvent['type'], (typeof ROOM_EVENT_TYPES)[number]>;
// Fails to compile when room-topic.ts gains a type this list lacks.
const everyEventTypeListed: [MissingEventType] extends [never] ? true : never = true;
void everyEventTypeListed;

/** `type=gift,chat`: one or more topic event types, comma-separated. */
const eventTypesSchema = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value, ctx) => {
    const types = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    for (const type of types) {
      if (!(ROOM_EVENT_TYPES as readonly string[]).includes(type)) {
        ctx.addIssue({ code: 'custom', message: `type: ${refusalMessage('EVENT_TYPE_UNKNOWN', { type, allowed: ROOM_EVENT_TYPES })}` });
        return z.NEVER;
      }
    }
    return types as RoomTopicEvent['type'][];
  });

const roomParams = z.object({ roomId: roomIdSchema });
const pagingSchema = pageQuerySchema.omit({ sort: true });

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const rooms = () => app.liveRooms;

  app.get(
    '/api/live/rooms',
    {
      config: { permission: 'live:list' },
      schema: {
        tags,
        summary: "This server's live rooms with their figures",
        querystring: pageQuerySchema.extend({
          source: z.enum(LIVE_SOURCE_KINDS).optional(),
          state: roomConnectionStatusSchema.optional(),
          q: z.string().trim().max(128).optional(),
        }),
        response: { 200: pageSchema(liveRoomRowSchema), ...errorResponses },
      },
    },
    async (request) => listRooms(rooms(), request.query),
  );

  app.get(
    '/api/live/replays',
    {
      config: { permission: 'live:list' },
      schema: {
        tags,
        summary: 'The recorded timelines (*.jsonl in DATA_DIR and FIXTURES_DIR) a replay room can play',
        response: { 200: z.array(replayFileSchema), ...errorResponses },
      },
    },
    async () => listReplays(app.config),
  );

  app.post(
    '/api/live/rooms',
    {
      config: { permission: 'live:edit' },
      schema: {
        tags,
        summary: 'Start a live room (simulator, replay of a timeline file, or a platform source)',
        body: liveRoomRequestSchema,
        response: { 201: startedRoomSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send({ roomId: await rooms().start(request.body) });
      } catch (error) {
        if (error instanceof LiveSourceRequestError) throw badRequest(refusalOf(error.message));
        throw error;
      }
    },
  );

  app.delete(
    '/api/live/rooms',
    {
      config: { permission: 'live:edit' },
      schema: {
        tags,
        summary: 'Stop live rooms and remove them (open streaks are counted as ended)',
        body: z.array(roomIdSchema).min(1, refusalMessage('ROOM_IDS_REQUIRED')).max(1000),
        response: { 200: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const missing = rooms().stop(request.body);
      if (missing.length > 0) throw notFound(refusal(missing.length > 1 ? 'LIVE_ROOMS_NOT_RUNNING' : 'LIVE_ROOM_NOT_RUNNING_ONE', { ids: missing }));
      // Read-your-writes: the stop transitions are in the stored connection log when this answers.
      await rooms().flush();
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/live/rooms/:roomId/summary',
    {
      config: { permission: 'live:list' },
      schema: { tags, summary: "A room's figures (exactly-once gift diamonds and open streaks)", params: roomParams, response: { 200: liveRoomSummarySchema, ...errorResponses } },
    },
    async (request) => roomSummary(rooms(), request.params.roomId),
  );

  app.get(
    '/api/live/rooms/:roomId/events',
    {
      config: { permission: 'live:list' },
      schema: {
        tags,
        summary: "A room's recent events, newest first",
        params: roomParams,
        querystring: pagingSchema.extend({ type: eventTypesSchema }),
        response: { 200: pageSchema(roomTopicEventSchema), ...errorResponses },
      },
    },
    async (request) => roomEvents(rooms(), request.params.roomId, { page: request.query.page, size: request.query.size, types: request.query.type }),
  );

  app.get(
    '/api/live/rooms/:roomId/top-gifters',
    {
      config: { permission: 'live:list' },
      schema: {
        tags,
        summary: "A room's gifters by counted diamonds",
        params: roomParams,
        querystring: z.object({ size: z.coerce.number().int().min(1).max(100).default(10) }),
        response: { 200: z.array(topGifterSchema), ...errorResponses },
      },
    },
    async (request) => roomTopGifters(rooms(), request.params.roomId, request.query.size),
  );

  app.get(
    '/api/live/rooms/:roomId/connection-log',
    {
      config: { permission: 'live:list' },
      schema: {
        tags,
        summary: "A room's connection state changes with their reasons, newest first",
        params: roomParams,
        querystring: pagingSchema,
        response: { 200: pageSchema(connectionLogEntrySchema), ...errorResponses },
      },
    },
    async (request) => roomConnectionLog(app.db, rooms(), request.params.roomId, request.query),
  );
};

export default liveRoutes;
