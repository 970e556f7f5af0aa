/**
 * `api/groupStreamers` (group host "streamer config"; contract streams/contracts/group-streamers.ts):
 * the guild's group-live streamers kept once, so a configuration's streamers are picked instead of retyped.
 * Read with `liveConfig:list`, write with `liveConfig:add|edit|del` (the group host config permissions).
 * - `GET api/groupStreamers?page&size&sort&blurry` → `{ content, totalElements }` (blurry: streamer ID or nickname)
 * - `POST` body → 201 `{ id }`; `PUT` `{ id, … }` → 204; `DELETE [ids]` → 200
 * - a streamer ID already kept → 400 `anchorId: The streamer already exists` (the product's message)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../streams/contracts/common';
import {
  createdGroupStreamerSchema,
  groupStreamerBodySchema,
  groupStreamerRowSchema,
  groupStreamerUpdateBodySchema,
} from '../../../streams/contracts/group-streamers';
import { resourceRoutes } from '../../http/crud-routes';
import { blurrySchema } from '../../http/route-schemas';
import { createStreamer, deleteStreamers, listStreamers, updateStreamer } from './service';

const groupStreamerRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const routes = resourceRoutes(app, {
    url: '/api/groupStreamers',
    tags: ['group streamers'],
    permissions: { list: 'liveConfig:list', add: 'liveConfig:add', edit: 'liveConfig:edit', del: 'liveConfig:del' },
  });

  routes.list(
    {
      summary: 'Kept group-live streamers (blurry over streamer ID and nickname; sort id, anchorId, nickname, createTime)',
      querystring: pageQuerySchema.extend({ blurry: blurrySchema }),
      item: groupStreamerRowSchema,
    },
    (query) => listStreamers(app.db, query, zone()),
  );
  routes.create(
    {
      summary: "Keep a streamer (400 'anchorId: The streamer already exists' for an ID already kept)",
      body: groupStreamerBodySchema,
      response: createdGroupStreamerSchema,
    },
    (body, { by }) => createStreamer(app.db, body, by),
  );
  routes.update(
    { summary: "Edit a kept streamer (400 'anchorId: The streamer already exists' for another row's ID)", body: groupStreamerUpdateBodySchema },
    ({ id, ...body }, { by }) => updateStreamer(app.db, id, body, by),
  );
  routes.deleteByIds({ summary: 'Delete kept streamers (configurations keep their own copy)' }, (ids) => deleteStreamers(app.db, ids));
};

export default groupStreamerRoutes;
