/**
 * Live monitoring's scanner in the app (docs/architecture.md "Monitoring"): when this
 * process scans (config `monitor.scanner`: `embedded` without Redis, `bullmq` in a worker), it builds the probe of
 * MONITOR_SOURCE, the runtime holding live streamers (their rooms on `app.liveRooms`, sessions, wall tiles), the scan
 * router (streamer leases and forwarding when scaled out) and the schedule, and decorates `app.monitorScanner`.
 *
 * Registered BEFORE the live rooms plugin on purpose: Fastify runs `preClose` hooks in registration order, and the
 * runtime must let go of its streamers (their rooms stopped without counting open streaks, their sessions stored but
 * left open for the next holder) before the registry stops every room — otherwise each room's stop would read as a
 * dropped connection, and every restart would log one and alert the wall.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../../db/schema/users';
import { createLeaseKeeper, type LeaseKeeper } from '../../live/lease/lease-keeper';
import { createBullmqScanner, type BullmqScanner } from '../../live/monitor/bullmq-scanner';
import { createEmbeddedScanner, type EmbeddedScanner } from '../../live/monitor/embedded-scanner';
import { createLiveProbe, type LiveProbe } from '../../live/monitor/live-probe';
import { createMonitorRuntime, type MonitorRuntime, type SessionClosed, type SessionOpened } from '../../live/monitor/monitor-runtime';
import { MONITOR_LEASE_PREFIX, createScanRouter, type ScanReport, type ScanRouter } from '../../live/monitor/scan-router';
import type { createMemoryRpcNetwork } from '../../live/rpc/instance-rpc';
import { createRedisInstanceRpc, type InstanceRpc } from '../../live/rpc/instance-rpc';
import { MIN_GIFT_ALERT_DIAMONDS, WALL_TOPIC } from '../../../streams/contracts/monitor-wall';
import '../../plugins/fastify-types';
import '../../plugins/topic-snapshots';
import { wallSnapshot } from './wall-service';
import { createWallTopic } from './wall-topic';

/** What the app exposes of its scanner (tests drive it; the streamer room page asks for rooms). */
export interface MonitorScanner {
  readonly probe: LiveProbe;
  readonly runtime: MonitorRuntime;
  readonly router: ScanRouter;
  readonly embedded: EmbeddedScanner | null;
  readonly bullmq: BullmqScanner | null;
  /** This worker's owner id of streamer leases (null when embedded). */
  readonly owner: string | null;
}

/** Listeners of the live sessions this process's scanner opens (the CRM's order dispatch). */
export interface LiveSessionListeners {
  /** Adds a listener; returns its removal. */
  onOpened(listener: (opened: SessionOpened) => void): () => void;
  /** Adds a listener of the sessions this process closes (their end stored); returns its removal. */
  onClosed(listener: (closed: SessionClosed) => void): () => void;
}

/** Listeners of the scans this process's scanner does (the CRM's data log). */
export interface ScanListeners {
  /**
   * Adds a listener told each batch of scans (about one per second while scanning: every probe answered, live or not,
   * with its time in epoch ms and the figures it reported); returns its removal. Batches are told one after the other,
   * each awaited (a slow listener delays the next batch and the stored checked times, never a scan); a listener that
   * throws or rejects is logged and never stops the scanner nor the other listeners.
   */
  onScanned(listener: (reports: readonly ScanReport[]) => Promise<void> | void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The monitoring scanner of this process; null when it does not scan (an API instance with Redis). */
    monitorScanner: MonitorScanner | null;
    /** The live sessions this process opens; nothing is told where the process does not scan. */
    liveSessions: LiveSessionListeners;
    /** The scans this process does; nothing is told where the process does not scan. */
    monitorScans: ScanListeners;
  }
}

export interface MonitorScannerPluginOptions {
  /** Probe to use instead of MONITOR_SOURCE's (tests). */
  probe?: LiveProbe;
  /** Test overrides of the BullMQ scan intervals, ms by type. */
  intervals?: Parameters<typeof createBullmqScanner>[0]['intervals'];
  /**
   * Several embedded instances in one process (tests): streamer leases on the shared KV store and scans forwarded over
   * this in-process network, as workers do over Redis.
   */
  rpcNetwork?: ReturnType<typeof createMemoryRpcNetwork>;
  /** The clock of the scan schedule and of the scans' times, epoch ms (tests; default Date.now). */
  now?: () => number;
}

export default fp<MonitorScannerPluginOptions>(
  async function monitorScannerPlugin(app: FastifyInstance, options) {
    const { monitor } = app.config;
    const openedListeners = new Set<(opened: SessionOpened) => void>();
    const closedListeners = new Set<(closed: SessionClosed) => void>();
    app.decorate('liveSessions', {
      onOpened(listener) {
        openedListeners.add(listener);
        return () => openedListeners.delete(listener);
      },
      onClosed(listener) {
        closedListeners.add(listener);
        return () => closedListeners.delete(listener);
      },
    } satisfies LiveSessionListeners);
    const scanListeners = new Set<(reports: readonly ScanReport[]) => Promise<void> | void>();
    app.decorate('monitorScans', {
      onScanned(listener) {
        scanListeners.add(listener);
        return () => scanListeners.delete(listener);
      },
    } satisfies ScanListeners);
    // The wall's topic: any instance answers its snapshot from the shared storage; scanning ones also publish.
    const wallTopic = createWallTopic({
      read: (alertsAfter) => wallSnapshot(app.db, app.kv, { alertsAfter, giftAlertDiamonds: MIN_GIFT_ALERT_DIAMONDS }, Date.now()),
      publish: (topic, event) => app.hub.publish(topic, event),
      log: app.log.child({ module: 'monitor-wall' }),
    });
    app.topicSnapshots.register('monitor', async (topic) => (topic === WALL_TOPIC ? wallTopic.snapshot() : null));
    app.addHook('preClose', () => wallTopic.close());
    if (monitor.scanner === 'off') {
      app.decorate('monitorScanner', null);
      return;
    }
    const log = app.log.child({ module: 'monitor' });
    const probe = options.probe ?? createLiveProbe({ kind: monitor.source, live: app.config.live, dataDir: app.config.dataDir, replayFile: monitor.replayFile });
    let leases: { keeper: LeaseKeeper; rpc: InstanceRpc } | undefined;
    if ((monitor.scanner === 'bullmq' && app.config.redisUrl) || options.rpcNetwork) {
      const owner = randomUUID();
      const rpc =
        monitor.scanner === 'bullmq' && app.config.redisUrl
          ? await createRedisInstanceRpc(app.config.redisUrl, app.config.kvPrefix, owner, (error) => log.warn({ err: error }, 'monitor RPC connection error; reconnecting'))
          : options.rpcNetwork!.join(owner);
      const keeper = createLeaseKeeper({ kv: app.kv, prefix: MONITOR_LEASE_PREFIX, owner, onError: (error, name) => log.warn({ err: error, streamerId: name }, 'renewing a streamer lease failed') });
      leases = { keeper, rpc };
    }
    const runtime = createMonitorRuntime({
      db: app.db,
      kv: app.kv,
      probe,
      // Read when used: the live rooms plugin is registered after this one (see the module comment).
      rooms: {
        start: (request, startOptions) => app.liveRooms.start(request, startOptions),
        stop: (ids, reason) => app.liveRooms.stop(ids, reason),
        get: (id) => app.liveRooms.get(id),
      },
      log,
      staffName: async (staffId) => (await app.db.select({ nickName: users.nickName }).from(users).where(eq(users.id, staffId)))[0]?.nickName ?? null,
      onReleased: (streamerId) => void leases?.keeper.release(String(streamerId)),
      onSessionOpened: (opened) => {
        for (const listener of openedListeners) listener(opened);
      },
      onSessionClosed: (closed) => {
        for (const listener of closedListeners) listener(closed);
      },
      onWallChanged: () => wallTopic.changed(),
    });
    const onScanned = async (reports: readonly ScanReport[]) => {
      // Each listener on its own: one that fails neither stops the others nor reaches the scanner.
      await Promise.all(
        [...scanListeners].map(async (listener) => {
          try {
            await listener(reports);
          } catch (error) {
            log.error({ err: error, scans: reports.length }, 'a scan listener failed');
          }
        }),
      );
    };
    const router = createScanRouter({ db: app.db, kv: app.kv, probe, runtime, log, leases, onScanned, now: options.now });
    const embedded = monitor.scanner === 'embedded' ? createEmbeddedScanner({ db: app.db, router, runtime, log, now: options.now }) : null;
    const bullmq =
      monitor.scanner === 'bullmq' && app.config.redisUrl ? createBullmqScanner({ db: app.db, router, runtime, log, redisUrl: app.config.redisUrl, prefix: app.config.kvPrefix, intervals: options.intervals }) : null;
    app.decorate('monitorScanner', { probe, runtime, router, embedded, bullmq, owner: leases?.keeper.owner ?? null });

    app.addHook('onReady', async () => {
      await embedded?.start();
      await bullmq?.start();
      log.info({ scanner: monitor.scanner, source: probe.kind }, 'monitoring scanner started');
    });
    app.addHook('preClose', async () => {
      await bullmq?.close().catch((error: unknown) => log.error({ err: error }, 'closing the scan queue failed'));
      await embedded?.close();
      await runtime.close();
      await router.close();
      await leases?.keeper.close();
      await leases?.rpc.close();
    });
  },
  { name: 'monitor-scanner', dependencies: ['config', 'database', 'websocket'] },
);
