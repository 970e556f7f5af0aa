/**
 * The group-live games of the app (issue 4): decorates `app.games` (server/live/games/game-runtime.ts) over the
 * database store, the hub, this server's live rooms and the cached user entry-animation configs (joins → `entry`); restores the running games once the app is ready; stops
 * them on close after the live rooms stopped (`preClose` hooks run in registration order, and this plugin is
 * registered after live-rooms) and before the hub and the database close (`onClose`), so the last events the
 * rooms published are stored and the cursors written.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../../plugins/fastify-types';
import '../live/live-rooms-plugin';
import '../animations/entry-animations-plugin';
import { createGameRuntime, type GameRooms, type GameRuntime } from '../../live/games/game-runtime';
import { createDbGameStore } from '../../live/games/game-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Running group-live games (server/live/games/game-runtime.ts). */
    games: GameRuntime;
  }
}

/** Room states after which a room publishes nothing more. */
const FINISHED = new Set(['ended', 'failed']);

export default fp(
  async function liveGamesPlugin(app: FastifyInstance) {
    const rooms: GameRooms = {
      get(roomId) {
        const room = app.liveRooms.get(roomId);
        if (!room) return undefined;
        // A platform room's label is the @uniqueId it was started for (room-registry.ts labelOf); a replay's is a file name.
        const uniqueId = room.source === 'replay' ? null : room.label;
        return { startedAt: room.ingest.startedAt, running: !FINISHED.has(room.ingest.summary().state), uniqueId };
      },
      start: (request) => app.liveRooms.start(request),
      stop(roomIds) {
        app.liveRooms.stop(roomIds, 'its live configuration no longer uses it');
      },
    };
    const runtime = createGameRuntime({
      store: createDbGameStore(app.db),
      hub: app.hub,
      rooms,
      log: app.log.child({ module: 'live-games' }),
      entryAnimations: (anchorKey) => app.entryAnimations.get(anchorKey),
    });
    app.decorate('games', runtime);
    app.addHook('onReady', async () => {
      await runtime.start();
    });
    app.addHook('preClose', async () => {
      await runtime.close();
    });
  },
  { name: 'live-games', dependencies: ['config', 'database', 'websocket', 'live-rooms', 'entry-animations'] },
);
