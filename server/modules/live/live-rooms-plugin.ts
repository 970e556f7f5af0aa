/**
 * The live rooms service of the app (the live source is the simulator unless configured otherwise, so the wall and
 * games move on a fresh install):
 * - decorates `app.liveRooms` (room-registry.ts), publishing on `app.hub` and writing per-minute statistics
 *   and the connection log to `app.db` in batches;
 * - answers the `snapshot` of `room:<roomId>` topics (the room's summary at a seq) for the websocket gateway;
 * - once the app is ready, starts SIMULATOR_ROOMS seeded simulator rooms at real-time speed;
 * - on close, before the hub and the database go (`preClose`), stops every room (open streaks are left
 *   uncounted: the room is interrupted, not over, and a restarted room counts them once), waits for the last
 *   publishes and writes the last rows.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveRoomRequest } from '../../../streams/contracts/live-rooms';
import '../../plugins/fastify-types';
import { createBatchWriter } from './batch-writer';
import { insertConnectionLog, upsertRoomMinutes, type RoomMinuteRow, type RoomTransitionRow } from './repository';
import { createRoomRegistry, type RoomRegistry } from './room-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live rooms ingested by this instance (server/modules/live/room-registry.ts). */
    liveRooms: RoomRegistry;
  }
}

/** The request behind the n-th (0-based) boot simulator room: seeded by its position, so every start plays the same rooms. */
export function bootSimulatorRequest(index: number): LiveRoomRequest {
  return { source: 'simulator', uniqueId: `demo_host_${index + 1}`, seed: index + 1, speed: 1 };
}

export default fp(
  async function liveRoomsPlugin(app: FastifyInstance) {
    const minutes = createBatchWriter<RoomMinuteRow>({
      write: (rows) => upsertRoomMinutes(app.db, rows),
      onError: (error, info) => app.log.error({ err: error, ...info }, 'writing live room minutes failed'),
    });
    const transitions = createBatchWriter<RoomTransitionRow>({
      write: (rows) => insertConnectionLog(app.db, rows),
      onError: (error, info) => app.log.error({ err: error, ...info }, 'writing the live room connection log failed'),
    });
    const registry = createRoomRegistry({
      live: app.config.live,
      dataDir: app.config.dataDir,
      publish: (topic, event) => app.hub.publish(topic, event),
      headSeq: (topic) => app.hub.headSeq(topic),
      minutes,
      transitions,
      log: app.log,
    });
    app.decorate('liveRooms', registry);
    // A fresh `room:<id>` subscriber gets the room's summary exact at a seq (null when the room runs elsewhere).
    app.topicSnapshots.register('room', (topic) => registry.snapshot(topic.slice('room:'.length)));

    app.addHook('onReady', async () => {
      for (let index = 0; index < app.config.live.simulatorRooms; index++) {
        // A room that cannot start must not keep the console from starting.
        await registry.start(bootSimulatorRequest(index)).catch((error: unknown) => app.log.error({ err: error, index }, 'starting a simulator room failed'));
      }
    });
    app.addHook('preClose', async () => {
      await registry.close();
    });
  },
  { name: 'live-rooms', dependencies: ['config', 'database', 'websocket'] },
);
