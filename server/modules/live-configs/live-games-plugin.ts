/**
 * The group-live games of the app: migrates configurations that still name a room id to name their host
 * streamer (host-room-migration.ts), then decorates `app.games` (server/live/games/game-runtime.ts) over the
 * database store, the hub, this server's live rooms and the cached user entry-animation configs (joins → `entry`).
 * Each game runs on the one instance holding its lease; the others forward commands to it (server/live/lease,
 * over Redis with `REDIS_URL`, in memory otherwise). Restores the running games it can lease once the app is ready; stops
 * them on close after the live rooms stopped (`preClose` hooks run in registration order, and this plugin is
 * registered after live-rooms) and before the hub and the database close (`onClose`), so the last events the
 * rooms published are stored and the cursors written.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../../plugins/fastify-types';
import '../live/live-rooms-plugin';
import type { LiveRoom } from '../live/room-registry';
import '../animations/entry-animations-plugin';
import { randomUUID } from 'node:crypto';
import { isHostsRoom } from '../../../streams/games/live-config';
import { createGameRuntime, type GameRoom, type GameRooms } from '../../live/games/game-runtime';
import { createDbGameStore } from '../../live/games/game-store';
import { createLeaseKeeper } from '../../live/lease/lease-keeper';
import { createLeasedGames, type Games } from '../../live/lease/leased-games';
import { configuredPlatformSources, migrateHostRooms } from './host-room-migration';
import { createMemoryRpcNetwork, createRedisInstanceRpc, type InstanceRpc } from '../../live/rpc/instance-rpc';

/** Instances of one process without Redis share this network (tests run several apps in one process). */
const memoryNetwork = createMemoryRpcNetwork();
const GAME_LEASE_PREFIX = 'lease:game:';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group-live games (server/live/games/game-runtime.ts), each run by the instance holding its lease (server/live/lease/leased-games.ts). */
    games: Games;
  }
}

/** Room states after which a room publishes nothing more. */
const FINISHED = new Set(['ended', 'failed']);

export default fp(
  async function liveGamesPlugin(app: FastifyInstance) {
    const gameRoom = (room: LiveRoom): GameRoom => {
      const status = room.ingest.summary().state;
      return { roomId: room.roomId, source: room.source, uniqueId: room.uniqueId, startedAt: room.ingest.startedAt, status, running: !FINISHED.has(status) };
    };
    const rooms: GameRooms = {
      get(roomId) {
        const room = app.liveRooms.get(roomId);
        return room ? gameRoom(room) : undefined;
      },
      // A handful of rooms per server: a scan per game and clock tick costs less than keeping an index in step.
      ofStreamer: (host) => app.liveRooms.list().filter((room) => isHostsRoom(host, room)).map(gameRoom),
      start: (request) => app.liveRooms.start(request),
      stop(roomIds) {
        app.liveRooms.stop(roomIds, 'its live configuration no longer uses it');
      },
    };
    const log = app.log.child({ module: 'live-games' });
    const store = createDbGameStore(app.db);
    const local = createGameRuntime({ store, hub: app.hub, rooms, log, entryAnimations: (anchorKey) => app.entryAnimations.get(anchorKey) });
    const instanceId = randomUUID();
    const rpc: InstanceRpc = app.config.redisUrl
      ? await createRedisInstanceRpc(app.config.redisUrl, app.config.kvPrefix, instanceId, (error) => log.warn({ err: error }, 'instance RPC connection error; reconnecting'))
      : memoryNetwork.join(instanceId);
    const ttlMs = app.config.gameLeaseTtlMs;
    const keeper = createLeaseKeeper({ kv: app.kv, prefix: GAME_LEASE_PREFIX, ttlMs, owner: instanceId, onError: (error, name) => log.warn({ err: error, configId: name }, 'renewing a live game lease failed') });
    const games = createLeasedGames({
      local,
      keeper,
      kv: app.kv,
      leaseKey: (configId) => `${GAME_LEASE_PREFIX}${configId}`,
      rpc,
      restorableIds: () => store.restorableIds(),
      log,
      // A dead instance's games are looked for at least once per lease lifetime, so they move within two TTLs.
      sweepMs: Math.min(5_000, ttlMs),
    });
    app.decorate('games', games);
    app.addHook('onReady', async () => {
      // Before any game loads its configuration, so a migrated one follows its streamer at once.
      await migrateHostRooms(app.db, {
        room: (roomId) => app.liveRooms.get(roomId),
        monitorSource: app.config.monitor.source,
        platformSources: configuredPlatformSources(app.config.live),
        log,
      });
      await games.start();
    });
    app.addHook('preClose', async () => {
      await games.close();
    });
    // After the database and the hub: the RPC answers no one once the games are closed.
    app.addHook('onClose', async () => {
      await rpc.close();
    });
  },
  { name: 'live-games', dependencies: ['config', 'database', 'kv', 'websocket', 'live-rooms', 'entry-animations'] },
);
