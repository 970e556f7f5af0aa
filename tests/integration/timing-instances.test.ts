/**
 * Two app instances sharing one database (and Redis when REDIS_URL is set) run a task every second: the scheduler
 * runs a task once per tick across two instances and records its log. With Redis the ticks are
 * BullMQ jobs from one job scheduler; without it both instances fire croner jobs and the log table's claim lets one run
 * each tick. Either way: rows exist and no tick has two.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timedTaskLogs, timedTasks } from '../../server/db/schema/timed-tasks';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestKv, type TestApp, type TestDatabase } from './helpers/test-app';

const REDIS = process.env.REDIS_URL;
/** Its own queue on the shared Redis. */
const PREFIX = `test-timing-${process.pid}-${Date.now()}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let kv: Awaited<ReturnType<typeof createTestKv>>;
let a: TestApp | undefined;
let b: TestApp | undefined;

const instance = () => buildTestApp({ database, kv: kv.kv, env: REDIS ? { REDIS_URL: REDIS, KV_PREFIX: PREFIX } : {} });

beforeAll(async () => {
  database = await createTestDatabase();
  kv = await createTestKv();
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  // Leave nothing scheduled in the shared Redis.
  if (a) await a.app.db.update(timedTasks).set({ isPause: true });
  await a?.app.timing.scheduler.sync();
  await a?.close();
  await b?.close();
  await kv?.dispose();
  await database?.dispose();
});

describe('two instances', () => {
  it('run a task every second once per tick, and record each run', async () => {
    expect(a!.app.timing.scheduler.kind).toBe(REDIS ? 'bullmq' : 'embedded');
    // Pause the seeded tasks so only the test's task runs.
    await a!.app.db.update(timedTasks).set({ isPause: true });
    const admin = auth((await login(a!.app, 'admin', ADMIN_PASSWORD)).token);
    const res = await a!.app.inject({ method: 'POST', url: '/api/jobs', headers: admin, payload: { jobName: 'Every second', taskName: 'cleanExpiredSessions', cronExpression: '* * * * * *', isPause: false } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    // B learns of it at its next sync (with Redis the scheduler is already shared).
    await b!.app.timing.scheduler.sync();
    expect(await a!.app.timing.scheduler.count()).toBe(1);
    expect(await b!.app.timing.scheduler.count()).toBe(1);

    await sleep(4_500);
    await a!.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: admin }); // pause
    await b!.app.timing.scheduler.sync();
    await a!.app.timing.runner.idle();
    await b!.app.timing.runner.idle();

    const rows = await a!.app.db.select().from(timedTaskLogs).where(eq(timedTaskLogs.taskId, id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.scheduledAt !== null && row.isSuccess === true && row.time !== null)).toBe(true);
    const ticks = rows.map((row) => row.scheduledAt!.getTime());
    expect(new Set(ticks).size, `duplicate ticks: ${ticks.join(', ')}`).toBe(ticks.length);
    expect(ticks.every((ms) => ms % 1000 === 0)).toBe(true);

    const claimed = a!.app.timing.runner.stats.claimed + b!.app.timing.runner.stats.claimed;
    expect(claimed).toBe(rows.length);
    const fired = a!.app.timing.scheduler.fired() + b!.app.timing.scheduler.fired();
    if (REDIS) {
      // BullMQ gave each tick to one worker: every job it delivered ran.
      expect(fired).toBe(rows.length);
    } else {
      // Both instances fired (almost) every tick; the claim let one of them run it.
      expect(a!.app.timing.scheduler.fired()).toBeGreaterThanOrEqual(3);
      expect(b!.app.timing.scheduler.fired()).toBeGreaterThanOrEqual(3);
      expect(a!.app.timing.runner.stats.lost + b!.app.timing.runner.stats.lost).toBeGreaterThanOrEqual(2);
    }
  }, 30_000);
});
