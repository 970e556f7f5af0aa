/**
 * Decorates `app.entryAnimations`: the user entry-animation configs cached per streamer (entry-cache.ts) over the
 * database, read by the games' join matching (server/live/games/entry-animations.ts, wired in
 * server/modules/live-configs/live-games-plugin.ts) and invalidated by every write of the animations routes.
 * Registered before the live games, which depend on it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../../plugins/fastify-types';
import { createEntryConfigCache, type EntryConfigCache } from './entry-cache';
import { entryConfigsOf } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** User entry-animation configs per streamer, cached (server/modules/animations/entry-cache.ts). */
    entryAnimations: EntryConfigCache;
  }
}

export default fp(
  async function entryAnimationsPlugin(app: FastifyInstance) {
    app.decorate('entryAnimations', createEntryConfigCache({ load: (anchorKey) => entryConfigsOf(app.db, anchorKey, new Date()) }));
  },
  { name: 'entry-animations', dependencies: ['database'] },
);
