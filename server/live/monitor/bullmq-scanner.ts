/**
 * Scans as BullMQ repeatable jobs when REDIS_URL is set: one job scheduler per enabled streamer (`scan:<id>`, every 1
 * or 5 minutes by type, offset by the streamer's phase
 * within its interval so checks spread over the interval instead of arriving in bursts), processed by whichever
 * worker (`npm run worker`) is free; the scan router then hands the answer to the streamer's holder.
 *
 * Every worker keeps the schedulers in step with the table every `syncMs` (30 s): upserts are idempotent, so several
 * workers doing it at once is harmless. Only changes are written after a worker's first full pass.
 */
import { bullConnection } from '../../kv/bullmq-connection';
import { Queue, Worker } from 'bullmq';
import { SCAN_INTERVAL_MS, scanPhase, type MonitorType } from '../../../streams/monitor/scan-schedule';
import type { Db } from '../../db/database';
import type { MonitorRuntime, RuntimeLog } from './monitor-runtime';
import { loadEnabledStreamers, loadStreamer } from './monitor-store';
import type { ScanRouter } from './scan-router';

export const SCAN_QUEUE = 'monitor-scan';

export interface BullmqScannerDeps {
  db: Db;
  router: ScanRouter;
  runtime: MonitorRuntime;
  log: RuntimeLog;
  redisUrl: string;
  /** Key prefix (KV_PREFIX), so several deployments can share one Redis. */
  prefix: string;
  /** Jobs processed at once by this worker (default 50). */
  concurrency?: number;
  /** How often the schedulers are synced with the table, ms (default 30,000). */
  syncMs?: number;
  /** Test override of the scan intervals, ms by type (default 1 minute for focus and PK, 5 for regular). */
  intervals?: Readonly<Record<MonitorType, number>>;
}

export interface BullmqScanner {
  /** Syncs the schedulers and starts processing. */
  start(): Promise<void>;
  /** Syncs the schedulers with the table now. */
  sync(): Promise<void>;
  /** Job schedulers in the queue (one per enabled streamer once synced). */
  schedulerCount(): Promise<number>;
  /** Stops processing (running jobs finish) and closes the queue's connections. */
  close(): Promise<void>;
}

const schedulerId = (streamerId: number) => `scan:${streamerId}`;

export function createBullmqScanner(deps: BullmqScannerDeps): BullmqScanner {
  const connection = bullConnection(deps.redisUrl);
  const prefix = `${deps.prefix}bull`;
  const intervals = deps.intervals ?? SCAN_INTERVAL_MS;
  const queue = new Queue(SCAN_QUEUE, { connection, prefix });
  // Without a listener BullMQ prints each connection error (Redis restarting) on stderr, outside the service's log; the queue reconnects by itself.
  queue.on('error', (error) => deps.log.error({ err: error }, 'the monitor scan queue lost Redis'));
  let worker: Worker | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** What this worker last wrote per streamer: the interval. */
  const synced = new Map<number, number>();

  const sync = async () => {
    const rows = await loadEnabledStreamers(deps.db);
    const enabled = new Set(rows.map((row) => row.id));
    for (const row of rows) {
      const every = intervals[row.type];
      if (synced.get(row.id) === every) continue;
      await queue.upsertJobScheduler(schedulerId(row.id), { every, offset: scanPhase(String(row.id), every) }, { name: 'scan', data: { streamerId: row.id }, opts: { removeOnComplete: true, removeOnFail: 100 } });
      synced.set(row.id, every);
    }
    const schedulers = await queue.getJobSchedulers(0, -1);
    for (const scheduler of schedulers) {
      const id = Number(String(scheduler.key ?? scheduler.id ?? '').replace(/^scan:/, ''));
      if (Number.isInteger(id) && !enabled.has(id)) {
        await queue.removeJobScheduler(schedulerId(id));
        synced.delete(id);
      }
    }
    // Held streamers staff disabled or deleted: end them now.
    for (const id of deps.runtime.held()) if (!enabled.has(id)) await deps.runtime.update(id, await loadStreamer(deps.db, id));
  };

  return {
    async start() {
      await sync();
      worker = new Worker(
        SCAN_QUEUE,
        async (job) => {
          const streamerId = Number((job.data as { streamerId?: unknown }).streamerId);
          if (!Number.isInteger(streamerId)) return;
          const streamer = await loadStreamer(deps.db, streamerId);
          if (!streamer) {
            await deps.runtime.update(streamerId, null);
            await queue.removeJobScheduler(schedulerId(streamerId));
            return;
          }
          await deps.router.scan(streamer);
        },
        { connection, prefix, concurrency: deps.concurrency ?? 50 },
      );
      worker.on('error', (error) => deps.log.error({ err: error }, 'the monitor scan worker failed'));
      timer = setInterval(() => void sync().catch((error: unknown) => deps.log.error({ err: error }, 'syncing the scan schedulers failed')), deps.syncMs ?? 30_000);
      timer.unref();
    },
    sync,
    schedulerCount: () => queue.getJobSchedulersCount(),
    async close() {
      if (timer) clearInterval(timer);
      await worker?.close();
      await queue.close();
    },
  };
}
