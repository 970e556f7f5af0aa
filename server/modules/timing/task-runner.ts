/**
 * Runs timed tasks and records each run (eladmin `ExecutionJob`):
 * - a run first writes its log row; a scheduled run's row carries its tick (`scheduled_at`), and the partial unique
 *   index on (task_id, scheduled_at) lets exactly one instance insert it, so a tick runs once across instances
 *   whichever scheduler fired it (server/db/schema/timed-tasks.ts);
 * - then the task runs with its params; the row gets success, duration (ms) and the error (message and stack);
 * - after a success its sub-tasks run one after the other, each with its own row; the chain stops at the first
 *   sub-task that fails (later ones usually depend on earlier ones), and a task already in the chain is not run again;
 * - after a failure the task is paused when `pauseAfterFailure` (and unscheduled through `onPaused`), and an alert goes
 *   to its `email` when set.
 * Every run in progress is tracked, so closing waits for them instead of leaving writes to a closed database.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { timedTaskLogs, timedTasks } from '../../db/schema/timed-tasks';
import type { KvStore } from '../../kv/kv-store';
import { formatWireDate } from '../../http/wire-date';
import type { AlertMailer } from './alert-mail';
import { findTask, subTaskIds, type TimedTaskRow } from './repository';
import { parseTaskParams, type TaskRegistry } from './task-registry';

export interface TaskRunnerDeps {
  db: Db;
  kv: KvStore;
  log: FastifyBaseLogger;
  zone: string;
  registry: TaskRegistry;
  mailer: AlertMailer;
  /** Called after a failure paused a task (the scheduler drops it). */
  onPaused: () => Promise<void>;
}

/** Counters tests and operators read. */
export interface RunnerStats {
  /** Ticks this instance claimed and ran. */
  claimed: number;
  /** Ticks another instance had already claimed. */
  lost: number;
}

export interface TaskRunner {
  /**
   * Runs a scheduled tick of a task if this instance claims it (skipped when the task is gone or paused).
   * @returns what happened; resolves when the run (and its sub-tasks) finished.
   */
  runScheduled(taskId: number, tick: Date): Promise<'ran' | 'claimed-elsewhere' | 'skipped'>;
  /**
   * "Run now": writes the run's log row, then runs the task in the background (its sub-tasks after it).
   * @returns the log row's id once written. @throws when the task does not exist (null from `findTask`).
   */
  runNow(task: TimedTaskRow): Promise<number>;
  readonly stats: RunnerStats;
  /** Resolves when no run is in progress. */
  idle(): Promise<void>;
  /** Refuses new runs and waits for those in progress. */
  close(): Promise<void>;
}

/** Longest error text kept on a log row. */
const DETAIL_LIMIT = 8_000;

const errorDetail = (error: unknown): string => {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.length > DETAIL_LIMIT ? `${text.slice(0, DETAIL_LIMIT)}…` : text;
};

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createTaskRunner(deps: TaskRunnerDeps): TaskRunner {
  const inFlight = new Set<Promise<unknown>>();
  const stats: RunnerStats = { claimed: 0, lost: 0 };
  let closed = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  const insertLog = async (task: TimedTaskRow, scheduledAt: Date | null): Promise<number | null> => {
    const rows = await deps.db
      .insert(timedTaskLogs)
      .values({ taskId: task.id, jobName: task.jobName, taskName: task.taskName, params: task.params, cronExpression: task.cronExpression, scheduledAt })
      .onConflictDoNothing()
      .returning({ id: timedTaskLogs.id });
    return rows[0]?.id ?? null;
  };

  /** Runs `task` whose log row is `logId`; then its sub-tasks. @returns whether the task itself succeeded. */
  const execute = async (task: TimedTaskRow, logId: number, now: Date, chain: Set<number>): Promise<boolean> => {
    const started = performance.now();
    let failure: unknown = null;
    try {
      const definition = deps.registry.get(task.taskName);
      if (!definition) throw new Error(`taskName: no task named '${task.taskName}' in this version`);
      const params = parseTaskParams(definition, task.params);
      const summary = await definition.run({ db: deps.db, kv: deps.kv, log: deps.log, zone: deps.zone, now }, params);
      deps.log.info({ taskId: task.id, taskName: task.taskName, summary }, 'timed task done');
    } catch (error) {
      failure = error;
    }
    const time = Math.round(performance.now() - started);
    await deps.db
      .update(timedTaskLogs)
      .set({ isSuccess: failure === null, time, exceptionDetail: failure === null ? null : errorDetail(failure) })
      .where(eq(timedTaskLogs.id, logId));

    if (failure !== null) {
      deps.log.warn({ taskId: task.id, taskName: task.taskName, err: failure }, 'timed task failed');
      await afterFailure(task, failure, now);
      return false;
    }
    chain.add(task.id);
    for (const subId of subTaskIds(task.subTask)) {
      if (closed) break;
      if (chain.has(subId)) continue;
      const sub = await findTask(deps.db, subId);
      if (!sub) {
        deps.log.warn({ taskId: task.id, subTaskId: subId }, 'a sub-task no longer exists');
        continue;
      }
      const subLog = await insertLog(sub, null);
      if (subLog === null || !(await execute(sub, subLog, new Date(), chain))) break;
    }
    return true;
  };

  const afterFailure = async (task: TimedTaskRow, failure: unknown, now: Date) => {
    if (task.pauseAfterFailure) {
      await deps.db.update(timedTasks).set({ isPause: true, updateTime: new Date() }).where(eq(timedTasks.id, task.id));
      await deps.onPaused().catch((error: unknown) => deps.log.error({ err: error }, 'rescheduling after a failure failed'));
    }
    if (task.email) {
      const paused = task.pauseAfterFailure ? '\n\nThe task has been paused; resume it on the Timed tasks page once fixed.' : '';
      await deps.mailer.send(
        task.email,
        `Timed task failed: ${task.jobName}`,
        `The timed task '${task.jobName}' (${task.taskName}, id ${task.id}) failed at ${formatWireDate(now, deps.zone)} (${deps.zone}).\n\n${errorMessage(failure)}${paused}`,
      );
    }
  };

  /** Runs a claimed row, never rejecting (failures are on the row; database trouble is logged). */
  const safely = (task: TimedTaskRow, logId: number, now: Date) =>
    execute(task, logId, now, new Set()).catch((error: unknown) => {
      deps.log.error({ err: error, taskId: task.id }, 'recording a timed task run failed');
      return false;
    });

  return {
    stats,
    runScheduled(taskId, tick) {
      if (closed) return Promise.resolve('skipped' as const);
      return track(
        (async () => {
          const task = await findTask(deps.db, taskId);
          if (!task || task.isPause) return 'skipped' as const;
          const logId = await insertLog(task, tick);
          if (logId === null) {
            stats.lost += 1;
            return 'claimed-elsewhere' as const;
          }
          stats.claimed += 1;
          await safely(task, logId, tick);
          return 'ran' as const;
        })(),
      );
    },
    async runNow(task) {
      if (closed) throw new Error('the scheduler is closing');
      const logId = await insertLog(task, null);
      if (logId === null) throw new Error('the run could not be recorded');
      void track(safely(task, logId, new Date()));
      return logId;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      closed = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
