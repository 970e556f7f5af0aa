/**
 * The BullMQ queues (timed tasks, monitor scans) while Redis cannot be reached: each connection error goes to the
 * service's log (with the queue's name), not to stderr past the log, and the process goes on. The queue is made
 * against a port nothing listens on, so the test needs no Redis of its own and runs on both passes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import type { ScanRouter } from '../../../server/live/monitor/scan-router';
import type { MonitorRuntime } from '../../../server/live/monitor/monitor-runtime';
import { createBullmqScanner } from '../../../server/live/monitor/bullmq-scanner';
import type { TaskRunner } from '../../../server/modules/timing/task-runner';
import { createBullmqScheduler } from '../../../server/modules/timing/schedulers';

/** Nothing listens on port 1 (privileged, never bound in the test machines). */
const NO_REDIS = 'redis://127.0.0.1:1';

function recordingLog() {
  const errors: { obj: { err?: { code?: string } }; msg: string }[] = [];
  const ignore = () => undefined;
  const log = {
    error: (obj: { err?: { code?: string } }, msg: string) => errors.push({ obj, msg }),
    warn: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    fatal: ignore,
    level: 'info',
    silent: ignore,
    child: () => log,
  };
  return { errors, log };
}

const stderrWrites = () => {
  const written: string[] = [];
  const original = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    written.push(String(chunk));
    return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
  return { written, restore: () => (process.stderr.write = original) };
};

describe('BullMQ queues without Redis', () => {
  it('report the lost connection in the log, once the queue tries to connect', async () => {
    const { errors, log } = recordingLog();
    const stderr = stderrWrites();
    const scheduler = createBullmqScheduler({
      db: {} as Db,
      runner: {} as TaskRunner,
      log: log as unknown as FastifyBaseLogger,
      zone: 'UTC',
      redisUrl: NO_REDIS,
      prefix: 'test-no-redis:',
    });
    const scanner = createBullmqScanner({
      db: {} as Db,
      router: {} as ScanRouter,
      runtime: {} as MonitorRuntime,
      log,
      redisUrl: NO_REDIS,
      prefix: 'test-no-redis:',
    });
    try {
      await expect.poll(() => errors.map((entry) => entry.msg), { timeout: 10_000 }).toEqual(
        expect.arrayContaining(['the timed task queue lost Redis', 'the monitor scan queue lost Redis']),
      );
      expect(errors.every((entry) => entry.obj.err?.code === 'ECONNREFUSED')).toBe(true);
      expect(stderr.written.filter((text) => text.includes('ECONNREFUSED'))).toEqual([]);
    } finally {
      stderr.restore();
      await Promise.race([Promise.all([scheduler.close(), scanner.close()]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
  });
});
