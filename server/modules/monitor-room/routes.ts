/**
 * The streamer room page's API (contract streams/contracts/monitor-room.ts, which gives every
 * shape), all with `monitor:list`:
 * - `GET api/monitor/rooms?page&size&blurry&live&type` → the host list, live first;
 * - `GET api/monitor/rooms/{id}` → one streamer's room state: the room to follow, sessions, recent minutes;
 * - `GET api/monitor/streamers/{id}/connection-log?page&size` → its status changes, newest first.
 * An unknown streamer id answers 404 with a message saying what to do; a malformed query 400 `field: message`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '../../../streams/contracts/common';
import {
  monitorLogEntrySchema,
  monitorRoomDetailSchema,
  monitorRoomFilterSchema,
  monitorRoomPagingSchema,
  monitorRoomParamsSchema,
  monitorRoomRowSchema,
} from '../../../streams/contracts/monitor-room';
import { errorResponses } from '../../http/route-schemas';
import '../../plugins/fastify-types';
import { connectionLog, listRooms, roomDetail } from './service';

const tags = ['streamer room'];

const monitorRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/monitor/rooms',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags,
        summary: 'Monitored streamers with their live status and room, live first (blurry over TikTok ID and nickname; live=true: live ones only)',
        querystring: monitorRoomPagingSchema.extend(monitorRoomFilterSchema.shape),
        response: { 200: pageSchema(monitorRoomRowSchema), ...errorResponses },
      },
    },
    async (request) => listRooms(app.db, request.query),
  );

  app.get(
    '/api/monitor/rooms/:id',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags,
        summary: "A monitored streamer's room state: the room to follow, the running and recent sessions, the last minutes (404 unknown id)",
        params: monitorRoomParamsSchema,
        response: { 200: monitorRoomDetailSchema, ...errorResponses },
      },
    },
    async (request) => roomDetail(app.db, request.params.id, Date.now()),
  );

  app.get(
    '/api/monitor/streamers/:id/connection-log',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags,
        summary: "A monitored streamer's connection log (status changes with their reasons), newest first (404 unknown id)",
        params: monitorRoomParamsSchema,
        querystring: monitorRoomPagingSchema,
        response: { 200: pageSchema(monitorLogEntrySchema), ...errorResponses },
      },
    },
    async (request) => connectionLog(app.db, request.params.id, request.query),
  );
};

export default monitorRoomRoutes;
