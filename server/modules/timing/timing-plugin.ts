/**
 * Timed tasks in the app: the task registry, the runner that records every run, the failure
 * alert mailer, and the scheduler: BullMQ job schedulers when REDIS_URL is set and the KV store is Redis, croner in the
 * embedded mode (server/modules/timing/schedulers.ts). Seeds the default tasks on an empty table. Decorates
 * `app.timing`; routes call `app.timing.reschedule()` after each write. On close: the scheduler stops first, then the
 * runs in progress finish (their rows are written before the database closes).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../../plugins/fastify-types';
import { createAlertMailer, type AlertMailer } from './alert-mail';
import { createBullmqScheduler, createEmbeddedScheduler, type TimingScheduler } from './schedulers';
import { seedTimedTasks } from './seed';
import { createTaskRegistry, type TaskRegistry } from './task-registry';
import { createTaskRunner, type TaskRunner } from './task-runner';
import { BUILTIN_TASKS } from './tasks/builtin-tasks';

/** What the app exposes of its timed tasks. */
export interface Timing {
  readonly registry: TaskRegistry;
  readonly runner: TaskRunner;
  readonly scheduler: TimingScheduler;
  readonly mailer: AlertMailer;
  /** Makes the schedule follow the table (after a write). Errors are logged, not thrown: the write has happened. */
  reschedule(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    timing: Timing;
  }
}

export default fp(
  async function timingPlugin(app: FastifyInstance) {
    const log = app.log.child({ module: 'timing' });
    const zone = app.config.timeZone;
    const registry = createTaskRegistry(BUILTIN_TASKS);
    const mailer = createAlertMailer(app.config.mail, log);
    let scheduler: TimingScheduler | null = null;
    const reschedule = async () => {
      await scheduler?.sync().catch((error: unknown) => log.error({ err: error }, 'rescheduling the timed tasks failed'));
    };
    const runner = createTaskRunner({ db: app.db, kv: app.kv, log, zone, registry, mailer, onPaused: reschedule });
    scheduler =
      app.config.redisUrl && app.kv.kind === 'redis'
        ? createBullmqScheduler({ db: app.db, runner, log, zone, redisUrl: app.config.redisUrl, prefix: app.config.kvPrefix })
        : createEmbeddedScheduler({ db: app.db, runner, log, zone });
    const seeded = await app.database.withStartupLock(() => seedTimedTasks(app.db));
    if (seeded > 0) log.info({ seeded }, 'seeded the default timed tasks');
    app.decorate('timing', { registry, runner, scheduler, mailer, reschedule });

    app.addHook('onReady', async () => {
      await scheduler.start();
      log.info({ scheduler: scheduler.kind, tasks: await scheduler.count() }, 'timed tasks scheduled');
    });
    app.addHook('preClose', async () => {
      await scheduler.close().catch((error: unknown) => log.error({ err: error }, 'closing the timed task scheduler failed'));
      await runner.close();
      mailer.close();
    });
  },
  { name: 'timing', dependencies: ['config', 'database', 'kv'] },
);
