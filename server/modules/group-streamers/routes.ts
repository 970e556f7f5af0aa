/**
 * `api/groupStreamers` (group host "streamer config"; contract streams/contracts/group-streamers.ts):
 * the guild's group-live streamers kept once, so a configuration's streamers are picked instead of retyped.
 * Read with `liveConfig:list`, write with `liveConfig:add|edit|del` (the group host config permissions).
 * - `GET api/groupStreamers?page&size&sort&blurry` → `{ content, totalElements }` (blurry: streamer ID or nickname)
 * - `POST` body → 201 `{ id }`; `PUT` `{ id, … }` → 204; `DELETE [ids]` → 200
 * - a streamer ID already kept → 400 `anchorId: The streamer already exists` (the product's message)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idListSchema, pageQuerySchema, pageSchema } from '../../../streams/contracts/common';
import {
  createdGroupStreamerSchema,
  groupStreamerBodySchema,
  groupStreamerRowSchema,
  groupStreamerUpdateBodySchema,
} from '../../../streams/contracts/group-streamers';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { createStreamer, deleteStreamers, listStreamers, updateStreamer } from './service';

const tags = ['group streamers'];

const groupStreamerRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  app.get(
    '/api/groupStreamers',
    {
      config: { permission: 'liveConfig:list' },
      schema: {
        tags,
        summary: 'Kept group-live streamers (blurry over streamer ID and nickname; sort id, anchorId, nickname, createTime)',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema }),
        response: { 200: pageSchema(groupStreamerRowSchema), ...errorResponses },
      },
    },
    async (request) => listStreamers(app.db, request.query, zone()),
  );

  app.post(
    '/api/groupStreamers',
    {
      config: { permission: 'liveConfig:add' },
      schema: {
        tags,
        summary: "Keep a streamer (400 'anchorId: The streamer already exists' for an ID already kept)",
        body: groupStreamerBodySchema,
        response: { 201: createdGroupStreamerSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createStreamer(app.db, request.body, caller(request).session.userName)),
  );

  app.put(
    '/api/groupStreamers',
    {
      config: { permission: 'liveConfig:edit' },
      schema: {
        tags,
        summary: "Edit a kept streamer (400 'anchorId: The streamer already exists' for another row's ID)",
        body: groupStreamerUpdateBodySchema,
        response: { 204: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, ...body } = request.body;
      await updateStreamer(app.db, id, body, caller(request).session.userName);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/groupStreamers',
    {
      config: { permission: 'liveConfig:del' },
      schema: { tags, summary: 'Delete kept streamers (configurations keep their own copy)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteStreamers(app.db, request.body);
      return reply.code(200).send();
    },
  );
};

export default groupStreamerRoutes;
