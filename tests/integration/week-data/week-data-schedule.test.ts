/**
 * The weekly data's timed task on its schedule: a fresh install seeds `recomputeWeekData` enabled, every hour at :20,
 * without params; the seeded row, run as the scheduler runs it, recomputes the current and the previous week (a
 * session's late close reaches its week without anyone asking); an install that already had tasks gets it once, and
 * an administrator who deleted it is not overruled.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../../server/db/schema/app-settings';
import { liveSessions, monitoredStreamers } from '../../../server/db/schema/monitor';
import { timedTaskLogs, timedTasks } from '../../../server/db/schema/timed-tasks';
import { weekData } from '../../../server/db/schema/week-data';
import { seededTaskKey, seedTimedTasks } from '../../../server/modules/timing/seed';
import { weekOf, weeksBefore } from '../../../server/modules/week-data/week-range';
import { freshId } from '../anchors/crm-fixtures';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const seededRow = async () => (await t.app.db.select().from(timedTasks).where(eq(timedTasks.taskName, 'recomputeWeekData')))[0];

describe('recomputeWeekData on a schedule', () => {
  it('is seeded enabled, every hour at :20, without params (the current and the previous week)', async () => {
    expect(await seededRow()).toMatchObject({
      jobName: 'seed:task.recomputeWeekData',
      cronExpression: '20 * * * *',
      isPause: false,
      params: null,
      description: 'seed:task.recomputeWeekDataDescription',
    });
  });

  it('run as the scheduler runs it, brings a session that closed late into the week it started, and last week too', async () => {
    const zone = t.app.config.timeZone;
    const now = new Date();
    const current = weekOf(now, zone);
    const previous = weeksBefore(current, 1, zone);
    const [streamer] = await t.app.db
      .insert(monitoredStreamers)
      .values({ uniqueId: freshId('sched'), nickname: 'Scheduled', type: 'regular', createTime: new Date(previous.start.getTime() - 86_400_000) })
      .returning();
    // Written straight to the store, as another instance's scanner would: nothing in this process hears of it.
    const startedAt = new Date(Math.max(current.start.getTime(), now.getTime() - 3_600_000));
    await t.app.db.insert(liveSessions).values({ streamerId: streamer!.id, startedAt, endedAt: now, durationMs: now.getTime() - startedAt.getTime(), diamonds: 321 });
    const task = (await seededRow())!;
    const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/exec/${task.id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(204);
    await t.app.timing.runner.idle();
    const [log] = await t.app.db.select().from(timedTaskLogs).where(eq(timedTaskLogs.taskId, task.id));
    expect(log?.isSuccess, log?.exceptionDetail ?? '').toBe(true);
    const weekOfStreamer = async (week: string) => (await t.app.db.select().from(weekData).where(and(eq(weekData.streamerId, streamer!.id), eq(weekData.weekStart, week))))[0];
    expect(await weekOfStreamer(current.week)).toMatchObject({ liveCount: 1, diamonds: 321, liveDurationMs: now.getTime() - startedAt.getTime() });
    expect(await weekOfStreamer(previous.week)).toMatchObject({ liveCount: 0, diamonds: 0 });
  });

  it('reaches an install that already had tasks once: not again after an administrator deletes it', async () => {
    await t.app.db.delete(timedTasks).where(eq(timedTasks.taskName, 'recomputeWeekData'));
    expect(await seedTimedTasks(t.app.db)).toBe(0);
    expect(await seededRow()).toBeUndefined();

    // An install from before the schedule existed: tasks, but no memory of seeding this one.
    await t.app.db.delete(appSettings).where(eq(appSettings.key, seededTaskKey('recomputeWeekData')));
    expect(await seedTimedTasks(t.app.db)).toBe(1);
    expect(await seededRow()).toMatchObject({ isPause: false, cronExpression: '20 * * * *' });
    expect(await seedTimedTasks(t.app.db)).toBe(0);
  });
});
