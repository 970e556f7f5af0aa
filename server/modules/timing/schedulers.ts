/**
 * When timed tasks run (once per tick even with several server instances):
 * - embedded (no REDIS_URL): one croner job per active task in this process. Its tick is the pattern's latest time
 *   at or before the moment croner fires, so every instance computes the same tick and the log table's claim lets
 *   one of them run it. The jobs follow the table after every write here and every `syncMs` (another instance's
 *   writes on a shared PostgreSQL).
 * - BullMQ (REDIS_URL): one job scheduler per active task (`timing-<id>`, cron pattern, tz = server zone) in Redis;
 *   every instance runs a worker, and BullMQ hands each tick's job to one of them. The scheduler lives in Redis, so a
 *   write on any instance reschedules the task everywhere; the log table's claim still guards the tick.
 * Both stop cleanly on close (no timers or connections left).
 */
import { bullConnection } from '../../kv/bullmq-connection';
import { Queue, Worker, type Job } from 'bullmq';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { timedTasks } from '../../db/schema/timed-tasks';
import { cronProblem, schedulePattern } from './cron';
import type { TaskRunner } from './task-runner';

export interface TimingScheduler {
  readonly kind: 'embedded' | 'bullmq';
  /** Makes the schedule match the table now. */
  sync(): Promise<void>;
  /** Tasks scheduled (croner jobs, or job schedulers in Redis). */
  count(): Promise<number>;
  /** Scheduled runs this instance took from its scheduler (croner ticks or BullMQ jobs). */
  readonly fired: () => number;
  start(): Promise<void>;
  close(): Promise<void>;
}

interface SchedulerDeps {
  db: Db;
  runner: TaskRunner;
  log: FastifyBaseLogger;
  zone: string;
  /** How often the schedule is re-read from the table, ms (default 30,000). */
  syncMs?: number;
}

/** Active tasks and their patterns (invalid stored patterns are left out, with a warning). */
async function activeTasks(deps: SchedulerDeps): Promise<Map<number, string>> {
  const rows = await deps.db.select({ id: timedTasks.id, cron: timedTasks.cronExpression, isPause: timedTasks.isPause }).from(timedTasks);
  const active = new Map<number, string>();
  for (const row of rows) {
    if (row.isPause) continue;
    const problem = cronProblem(row.cron, deps.zone);
    if (problem) {
      deps.log.warn({ taskId: row.id, cron: row.cron, problem }, 'timed task not scheduled: bad cron expression');
      continue;
    }
    active.set(row.id, schedulePattern(row.cron));
  }
  return active;
}

/** Repeats `sync` every `ms` (unref'd, errors logged) until the returned stop is called. */
function every(ms: number, sync: () => Promise<void>, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => void sync().catch((error: unknown) => log.error({ err: error }, 'syncing the timed tasks failed')), ms);
  timer.unref();
  return () => clearInterval(timer);
}

export function createEmbeddedScheduler(deps: SchedulerDeps): TimingScheduler {
  const jobs = new Map<number, { cron: Cron; pattern: string }>();
  let fired = 0;
  let stopTimer: (() => void) | null = null;
  let closed = false;

  const sync = async () => {
    const active = await activeTasks(deps);
    if (closed) return;
    for (const [id, job] of jobs) {
      if (active.get(id) !== job.pattern) {
        job.cron.stop();
        jobs.delete(id);
      }
    }
    for (const [id, pattern] of active) {
      if (jobs.has(id)) continue;
      const cron = new Cron(pattern, { timezone: deps.zone, mode: '5-or-6-parts', protect: true, unref: true }, async (self) => {
        // The tick croner fired for: the pattern's latest time at or before now (croner fires at or just after it).
        const tick = self.previousRuns(1, new Date())[0] ?? new Date(Math.floor(Date.now() / 1000) * 1000);
        fired += 1;
        await deps.runner.runScheduled(id, tick).catch((error: unknown) => deps.log.error({ err: error, taskId: id }, 'a scheduled run failed'));
      });
      jobs.set(id, { cron, pattern });
    }
  };

  return {
    kind: 'embedded',
    sync,
    count: async () => jobs.size,
    fired: () => fired,
    async start() {
      await sync();
      stopTimer = every(deps.syncMs ?? 30_000, sync, deps.log);
    },
    async close() {
      closed = true;
      stopTimer?.();
      for (const job of jobs.values()) job.cron.stop();
      jobs.clear();
    },
  };
}

export const TIMING_QUEUE = 'timed-tasks';
const SCHEDULER_PREFIX = 'timing-';

/** The tick of a scheduler's job: its id ends with the scheduled epoch ms (`repeat:<scheduler>:<ms>`). */
export function tickOfJob(job: Pick<Job, 'id' | 'opts' | 'timestamp'>): Date {
  const fromId = /:(\d+)$/.exec(job.id ?? '')?.[1];
  const ms = fromId ? Number(fromId) : ((job.opts as { prevMillis?: number }).prevMillis ?? job.timestamp);
  return new Date(Math.floor(ms / 1000) * 1000);
}

export function createBullmqScheduler(deps: SchedulerDeps & { redisUrl: string; prefix: string; concurrency?: number }): TimingScheduler {
  const connection = bullConnection(deps.redisUrl);
  const prefix = `${deps.prefix}bull`;
  const queue = new Queue(TIMING_QUEUE, { connection, prefix });
  // Without a listener BullMQ prints each connection error (Redis restarting) on stderr, outside the service's log; the queue reconnects by itself.
  queue.on('error', (error) => deps.log.error({ err: error }, 'the timed task queue lost Redis'));
  let worker: Worker | null = null;
  let fired = 0;
  let stopTimer: (() => void) | null = null;

  const sync = async () => {
    const active = await activeTasks(deps);
    const existing = new Map<string, { pattern?: string | null; tz?: string | null }>();
    for (const scheduler of await queue.getJobSchedulers(0, -1)) existing.set(String(scheduler.key), { pattern: scheduler.pattern, tz: scheduler.tz });
    for (const [id, pattern] of active) {
      const key = `${SCHEDULER_PREFIX}${id}`;
      const current = existing.get(key);
      if (current?.pattern === pattern && current.tz === deps.zone) continue;
      await queue.upsertJobScheduler(key, { pattern, tz: deps.zone }, { name: 'run', data: { taskId: id }, opts: { removeOnComplete: 100, removeOnFail: 100 } });
    }
    for (const key of existing.keys()) {
      const id = Number(key.slice(SCHEDULER_PREFIX.length));
      if (key.startsWith(SCHEDULER_PREFIX) && !active.has(id)) await queue.removeJobScheduler(key);
    }
  };

  return {
    kind: 'bullmq',
    sync,
    count: () => queue.getJobSchedulersCount(),
    fired: () => fired,
    async start() {
      await sync();
      worker = new Worker(
        TIMING_QUEUE,
        async (job) => {
          const taskId = Number((job.data as { taskId?: unknown }).taskId);
          if (!Number.isInteger(taskId)) return;
          fired += 1;
          return deps.runner.runScheduled(taskId, tickOfJob(job));
        },
        { connection, prefix, concurrency: deps.concurrency ?? 5 },
      );
      worker.on('error', (error) => deps.log.error({ err: error }, 'the timed task worker failed'));
      stopTimer = every(deps.syncMs ?? 30_000, sync, deps.log);
    },
    async close() {
      stopTimer?.();
      await worker?.close();
      await queue.close();
    },
  };
}
