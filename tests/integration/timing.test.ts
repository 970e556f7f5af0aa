/** `api/jobs` (timed tasks) over the real database: CRUD, validation, runs, sub-tasks, failures, alerts, tasks. */
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TimedTask, TimedTaskLog } from '../../streams/contracts/timing';
import { liveSessions, monitoredStreamers } from '../../server/db/schema/monitor';
import { operationLogs } from '../../server/db/schema/system-logs';
import { timedTaskLogs, timedTasks } from '../../server/db/schema/timed-tasks';
import { sessions } from '../../server/db/schema/sessions';
import { createSessionStore } from '../../server/modules/auth/session-store';
import { createSessionTable } from '../../server/modules/auth/session-table';
import type { MailTransport } from '../../server/modules/timing/alert-mail';
import { defineTask } from '../../server/modules/timing/task-registry';
import { dailyLiveStatsKey, type DailyLiveStats } from '../../server/modules/timing/tasks/aggregate-daily-live-stats';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
/** What the test tasks saw, in order. */
const calls: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  t.app.timing.registry.register(
    defineTask({
      name: 'testRecord',
      description: 'Test: records its label',
      params: z.object({ label: z.string() }).strict(),
      paramsHint: '{"label":"a"}',
      async run(_context, { label }) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        calls.push(label);
        return { label };
      },
    }),
  );
  t.app.timing.registry.register(
    defineTask({
      name: 'testFail',
      description: 'Test: fails on purpose',
      params: z.object({}).strict(),
      paramsHint: '',
      async run() {
        calls.push('fail');
        throw new Error('the disk is full (on purpose)');
      },
    }),
  );
});
afterAll(() => t?.close());

const base = { isPause: true, pauseAfterFailure: false };
async function create(body: Record<string, unknown>): Promise<TimedTask> {
  const res = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: admin, payload: { ...base, cronExpression: '0 0 * * *', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TimedTask>();
}
const record = (label: string, extra: Record<string, unknown> = {}) => create({ jobName: `Record ${label}`, taskName: 'testRecord', params: JSON.stringify({ label }), ...extra });
const runNow = async (id: number) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/exec/${id}`, headers: admin });
  expect(res.statusCode, res.body).toBe(204);
};
const logsOf = (id: number) => t.app.db.select().from(timedTaskLogs).where(eq(timedTaskLogs.taskId, id)).orderBy(timedTaskLogs.id);
const taskRow = async (id: number) => (await t.app.db.select().from(timedTasks).where(eq(timedTasks.id, id)))[0]!;
const badRequest = async (method: 'POST' | 'PUT', payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url: '/api/jobs', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ message: string }>().message;
};

describe('the seeded tasks and the registry', () => {
  it('seeds the five tasks with their schedules, and lists the registry for the form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs?sort=id,asc&size=5', headers: admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ content: TimedTask[] }>().content;
    expect(rows.map((r) => [r.taskName, r.cronExpression, r.params, r.isPause])).toEqual([
      ['cleanExpiredSessions', '0 * * * *', null, false],
      ['aggregateDailyLiveStats', '5 0 * * *', null, false],
      ['purgeOldLogs', '0 3 * * 0', '{"days":90}', false],
      ['sweepAnimationUploads', '30 4 * * *', null, false],
      ['recomputeWeekData', '20 * * * *', null, false],
    ]);
    // Next runs: three wire dates ahead, an hour apart for the hourly task.
    expect(rows[0]!.nextRuns).toHaveLength(3);
    expect(rows[0]!.nextRuns[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00$/);
    expect(rows[1]!.nextRuns.every((d) => d.endsWith(' 00:05:00'))).toBe(true);
    expect(rows[3]!.nextRuns.every((d) => d.endsWith(' 04:30:00'))).toBe(true);
    expect(rows[4]!.nextRuns.every((d) => /:20:00$/.test(d))).toBe(true);
    expect(await t.app.timing.scheduler.count()).toBe(5);

    const tasks = await t.app.inject({ method: 'GET', url: '/api/jobs/tasks', headers: admin });
    const names = tasks.json<Array<{ name: string }>>().map((task) => task.name);
    expect(names).toEqual(expect.arrayContaining(['cleanExpiredSessions', 'aggregateDailyLiveStats', 'purgeOldLogs', 'sweepAnimationUploads', 'recomputeWeekData']));
    expect(tasks.json<Array<{ name: string; paramsHint: string }>>().find((task) => task.name === 'purgeOldLogs')?.paramsHint).toBe('{"days":90}');
  });

  it('checks a cron expression for the form', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/jobs/cron?cronExpression=${encodeURIComponent('0 30 2 * * ?')}`, headers: admin });
    expect(ok.json()).toMatchObject({ valid: true, message: null });
    expect(ok.json().nextRuns).toHaveLength(3);
    expect(ok.json().nextRuns.every((d: string) => d.endsWith(' 02:30:00'))).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: `/api/jobs/cron?cronExpression=${encodeURIComponent('61 * * * *')}`, headers: admin });
    expect(bad.json()).toEqual({ valid: false, message: expect.stringMatching(/^cronExpression: .*61/), nextRuns: [] });
  });
});

describe('task writes', () => {
  it('creates (201), lists with blurry, edits (204), pauses and resumes, deletes (200) and keeps the log', async () => {
    const task = await create({ jobName: 'Nightly purge', taskName: 'purgeOldLogs', params: '{"days":30}', cronExpression: '0 4 * * *', isPause: false, email: 'ops@example.com', personInCharge: 'Ops' });
    expect(task).toMatchObject({ jobName: 'Nightly purge', isPause: false, email: 'ops@example.com', createBy: 'admin' });
    expect(task.nextRuns).toHaveLength(3);
    expect(await t.app.timing.scheduler.count()).toBe(6);

    const found = await t.app.inject({ method: 'GET', url: '/api/jobs?blurry=nightly', headers: admin });
    expect(found.json()).toMatchObject({ totalElements: 1, content: [{ id: task.id }] });
    const byTask = await t.app.inject({ method: 'GET', url: '/api/jobs?blurry=purgeOld', headers: admin });
    expect(byTask.json().totalElements).toBe(2);

    const edit = await t.app.inject({ method: 'PUT', url: '/api/jobs', headers: admin, payload: { id: task.id, jobName: 'Nightly purge (60)', taskName: 'purgeOldLogs', params: '{"days":60}', cronExpression: '0 5 * * *', isPause: false, pauseAfterFailure: true, email: '' } });
    expect(edit.statusCode, edit.body).toBe(204);
    expect(await taskRow(task.id)).toMatchObject({ jobName: 'Nightly purge (60)', params: '{"days":60}', cronExpression: '0 5 * * *', pauseAfterFailure: true, email: null });

    const pause = await t.app.inject({ method: 'PUT', url: `/api/jobs/${task.id}`, headers: admin });
    expect(pause.statusCode).toBe(204);
    expect((await taskRow(task.id)).isPause).toBe(true);
    expect(await t.app.timing.scheduler.count()).toBe(5);
    const paused = await t.app.inject({ method: 'GET', url: '/api/jobs?blurry=Nightly', headers: admin });
    expect(paused.json().content[0].nextRuns).toEqual([]);
    await t.app.inject({ method: 'PUT', url: `/api/jobs/${task.id}`, headers: admin });
    expect((await taskRow(task.id)).isPause).toBe(false);
    expect(await t.app.timing.scheduler.count()).toBe(6);

    await runNow(task.id);
    await t.app.timing.runner.idle();
    const del = await t.app.inject({ method: 'DELETE', url: '/api/jobs', headers: admin, payload: [task.id] });
    expect(del.statusCode).toBe(200);
    expect(await t.app.db.select().from(timedTasks).where(eq(timedTasks.id, task.id))).toEqual([]);
    expect(await t.app.timing.scheduler.count()).toBe(5);
    const kept = await t.app.db.select().from(timedTaskLogs).where(eq(timedTaskLogs.jobName, 'Nightly purge (60)'));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.taskId).toBeNull();
  });

  it('refuses bad input with the field and why, writing nothing', async () => {
    const ok = { jobName: 'x', taskName: 'purgeOldLogs', params: '{"days":1}', cronExpression: '0 0 * * *', isPause: true };
    const before = (await t.app.db.select().from(timedTasks)).length;
    expect(await badRequest('POST', { ...ok, cronExpression: '61 * * * *' })).toMatch(/^cronExpression: .*minute.*61/i);
    expect(await badRequest('POST', { ...ok, cronExpression: '* * *' })).toMatch(/^cronExpression: expected 5 fields/);
    expect(await badRequest('POST', { ...ok, cronExpression: '0 0 30 2 *' })).toMatch(/^cronExpression: never runs/);
    expect(await badRequest('POST', { ...ok, taskName: 'formatDisk' })).toMatch(/^taskName: no task named 'formatDisk' \(known: .*purgeOldLogs/);
    expect(await badRequest('POST', { ...ok, params: '{"days":0}' })).toMatch(/^params\.days: days: at least 1|^params\.days: .*1/);
    expect(await badRequest('POST', { ...ok, params: 'days=3' })).toMatch(/^params: not valid JSON/);
    expect(await badRequest('POST', { ...ok, email: 'not-mail' })).toMatch(/email/);
    expect(await badRequest('POST', { ...ok, subTask: '999999' })).toBe('subTask: no task with id 999999');
    expect(await badRequest('POST', { ...ok, createBy: 'mallory' })).toMatch(/createBy/);
    expect(await badRequest('POST', { ...ok, jobName: '' })).toMatch(/jobName/);
    expect((await t.app.db.select().from(timedTasks)).length).toBe(before);
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/jobs', headers: admin, payload: { ...ok, id: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/jobs/exec/999999', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/jobs/999999', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/jobs', headers: admin, payload: [999_999] })).statusCode).toBe(404);
  });

  it('refuses a task as its own sub-task, a sub-task cycle, and deleting a task another runs as a sub-task', async () => {
    const a = await record('cycle-a');
    const b = await record('cycle-b', { subTask: String(a.id) });
    const c = await record('cycle-c', { subTask: String(b.id) });
    const body = { jobName: a.jobName, taskName: 'testRecord', params: a.params, cronExpression: a.cronExpression, isPause: true, id: a.id };
    expect(await badRequest('PUT', { ...body, subTask: String(a.id) })).toBe('subTask: a task cannot be its own sub-task');
    expect(await badRequest('PUT', { ...body, subTask: String(c.id) })).toMatch(/^subTask: 'Record cycle-c' \(task \d+\) already leads back to this task/);
    expect(await badRequest('PUT', { ...body, subTask: `${b.id},${b.id}` })).toBe('subTask: a task is listed twice');
    expect((await taskRow(a.id)).subTask).toBeNull();

    const refused = await t.app.inject({ method: 'DELETE', url: '/api/jobs', headers: admin, payload: [a.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`'Record cycle-a' is a sub-task of 'Record cycle-b' (task ${b.id}): remove it there first`);
    // Deleting the whole chain at once is fine.
    const all = await t.app.inject({ method: 'DELETE', url: '/api/jobs', headers: admin, payload: [a.id, b.id, c.id] });
    expect(all.statusCode, all.body).toBe(200);
  });

  it('needs the timing permissions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(res.statusCode).toBe(401);
  });
});

describe('runs', () => {
  it('run now writes a log row at once, then its success and duration', async () => {
    const task = await record('now');
    await runNow(task.id);
    // The row exists when the answer comes, before the run ends.
    const [row] = await logsOf(task.id);
    expect(row).toMatchObject({ jobName: 'Record now', taskName: 'testRecord', params: '{"label":"now"}', scheduledAt: null });
    await t.app.timing.runner.idle();
    const [done] = await logsOf(task.id);
    expect(done).toMatchObject({ isSuccess: true, exceptionDetail: null });
    expect(done!.time).toBeGreaterThanOrEqual(15);
    expect(calls).toContain('now');

    const list = await t.app.inject({ method: 'GET', url: `/api/jobs/logs?taskId=${task.id}`, headers: admin });
    expect(list.json<{ content: TimedTaskLog[] }>().content).toEqual([
      expect.objectContaining({ taskId: task.id, isSuccess: true, time: done!.time, createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) }),
    ]);
  });

  it('runs sub-tasks in order after a success, each with its own row, and not after a failure', async () => {
    calls.length = 0;
    const second = await record('sub-2');
    const first = await record('sub-1');
    const parent = await record('parent', { subTask: `${first.id},${second.id}` });
    await runNow(parent.id);
    await t.app.timing.runner.idle();
    expect(calls).toEqual(['parent', 'sub-1', 'sub-2']);
    for (const id of [parent.id, first.id, second.id]) expect((await logsOf(id)).map((r) => r.isSuccess)).toEqual([true]);

    calls.length = 0;
    const failing = await create({ jobName: 'Failing parent', taskName: 'testFail', subTask: `${first.id}` });
    await runNow(failing.id);
    await t.app.timing.runner.idle();
    expect(calls).toEqual(['fail']);
    expect(await logsOf(first.id)).toHaveLength(1);
  });

  it('records a failure with its error, pauses the task when asked, and mails the alert', async () => {
    const sent: Array<{ to: string; subject: string; text: string }> = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport: MailTransport = {
      async sendMail(message) {
        sent.push(message);
        return json.sendMail(message);
      },
    };
    t.app.timing.mailer.useTransport(transport);
    try {
      const task = await create({ jobName: 'Fragile export', taskName: 'testFail', isPause: false, cronExpression: '0 0 1 1 *', pauseAfterFailure: true, email: 'alerts@example.com' });
      const scheduled = await t.app.timing.scheduler.count();
      await runNow(task.id);
      await t.app.timing.runner.idle();
      const [row] = await logsOf(task.id);
      expect(row!.isSuccess).toBe(false);
      expect(row!.exceptionDetail).toContain('the disk is full (on purpose)');
      expect(row!.exceptionDetail).toContain('at '); // the stack
      expect(row!.time).toBeGreaterThanOrEqual(0);
      expect((await taskRow(task.id)).isPause).toBe(true);
      expect(await t.app.timing.scheduler.count()).toBe(scheduled - 1);
      expect(sent).toEqual([
        { from: 'livedesk@localhost', to: 'alerts@example.com', subject: 'Timed task failed: Fragile export', text: expect.stringContaining('the disk is full (on purpose)') },
      ]);
      expect(sent[0]!.text).toContain('has been paused');

      // Without pauseAfterFailure the task keeps its schedule; without an e-mail nobody is mailed.
      const quiet = await create({ jobName: 'Quiet failure', taskName: 'testFail', isPause: false });
      await runNow(quiet.id);
      await t.app.timing.runner.idle();
      expect((await taskRow(quiet.id)).isPause).toBe(false);
      expect(sent).toHaveLength(1);
    } finally {
      t.app.timing.mailer.useTransport(null);
    }
  });

  it('logs an alert as skipped when no mail server is configured', async () => {
    const warn = vi.spyOn(t.app.timing.mailer, 'send');
    const task = await create({ jobName: 'Unmailed failure', taskName: 'testFail', email: 'nobody@example.com' });
    await runNow(task.id);
    await t.app.timing.runner.idle();
    expect(warn).toHaveBeenCalledWith('nobody@example.com', 'Timed task failed: Unmailed failure', expect.any(String));
    await expect(warn.mock.results[0]!.value).resolves.toBe('skipped');
    warn.mockRestore();
  });

  it('a scheduled tick runs once: a second claim of the same tick is refused', async () => {
    const task = await record('tick', { isPause: false });
    const tick = new Date(Math.floor(Date.now() / 1000) * 1000);
    const results = await Promise.all([t.app.timing.runner.runScheduled(task.id, tick), t.app.timing.runner.runScheduled(task.id, tick)]);
    expect(results.sort()).toEqual(['claimed-elsewhere', 'ran']);
    const rows = await logsOf(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.scheduledAt?.getTime()).toBe(tick.getTime());
    // A paused task's tick is skipped.
    await t.app.inject({ method: 'PUT', url: `/api/jobs/${task.id}`, headers: admin });
    expect(await t.app.timing.runner.runScheduled(task.id, new Date(tick.getTime() + 1000))).toBe('skipped');
  });

  it('the log filters by job name, success and time, exports, and clears', async () => {
    const failed = await t.app.inject({ method: 'GET', url: '/api/jobs/logs?isSuccess=false&jobName=fragile', headers: admin });
    expect(failed.json().totalElements).toBe(1);
    expect(failed.json().content[0]).toMatchObject({ jobName: 'Fragile export', isSuccess: false });
    const future = await t.app.inject({ method: 'GET', url: '/api/jobs/logs?createTime=2999-01-01 00:00:00&createTime=2999-01-02 00:00:00', headers: admin });
    expect(future.json().totalElements).toBe(0);
    const all = await t.app.inject({ method: 'GET', url: '/api/jobs/logs?createTime=2000-01-01 00:00:00&createTime=2999-01-02 00:00:00&size=1', headers: admin });
    expect(all.json().totalElements).toBeGreaterThan(3);
    const backwards = await t.app.inject({ method: 'GET', url: '/api/jobs/logs?createTime=2999-01-01 00:00:00&createTime=2000-01-02 00:00:00', headers: admin });
    expect(backwards.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/logs?sort=secret,desc', headers: admin })).statusCode).toBe(400);

    const file = await t.app.inject({ method: 'GET', url: '/api/jobs/logs/download?isSuccess=false', headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).text).toBe('Job name');
    expect(sheet.rowCount - 1).toBe((await t.app.db.select().from(timedTaskLogs).where(eq(timedTaskLogs.isSuccess, false))).length);
    const tasks = await t.app.inject({ method: 'GET', url: '/api/jobs/download?blurry=purgeOldLogs', headers: admin });
    const taskBook = new ExcelJS.Workbook();
    await taskBook.xlsx.load(tasks.rawPayload as unknown as ExcelJS.Buffer);
    expect(taskBook.worksheets[0]!.getRow(2).getCell(3).text).toBe('purgeOldLogs');

    const clear = await t.app.inject({ method: 'DELETE', url: '/api/jobs/logs', headers: admin });
    expect(clear.statusCode).toBe(200);
    expect(await t.app.db.select().from(timedTaskLogs)).toEqual([]);
  });
});

describe('the built-in tasks', () => {
  const seededId = async (taskName: string) => (await t.app.db.select().from(timedTasks).where(eq(timedTasks.taskName, taskName)))[0]!.id;
  const runSeeded = async (taskName: string, params?: string) => {
    const id = await seededId(taskName);
    if (params !== undefined) await t.app.db.update(timedTasks).set({ params }).where(eq(timedTasks.id, id));
    await runNow(id);
    await t.app.timing.runner.idle();
    const rows = await logsOf(id);
    return rows[rows.length - 1]!;
  };

  it('purgeOldLogs deletes exactly the operation and task logs older than its days', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const ops = await t.app.db
      .insert(operationLogs)
      .values([
        { logType: 'INFO', description: 'purge-test old', createTime: new Date(now - 91 * day) },
        { logType: 'INFO', description: 'purge-test recent', createTime: new Date(now - 89 * day) },
      ])
      .returning({ id: operationLogs.id, description: operationLogs.description });
    const logs = await t.app.db
      .insert(timedTaskLogs)
      .values([
        { jobName: 'purge-test old', taskName: 'x', createTime: new Date(now - 100 * day), isSuccess: true },
        { jobName: 'purge-test recent', taskName: 'x', createTime: new Date(now - 80 * day), isSuccess: true },
      ])
      .returning({ id: timedTaskLogs.id });
    const run = await runSeeded('purgeOldLogs');
    expect(run.isSuccess, run.exceptionDetail ?? '').toBe(true);
    const leftOps = await t.app.db.select({ d: operationLogs.description }).from(operationLogs).where(inArray(operationLogs.id, ops.map((o) => o.id)));
    expect(leftOps.map((o) => o.d)).toEqual(['purge-test recent']);
    const leftLogs = await t.app.db.select({ j: timedTaskLogs.jobName }).from(timedTaskLogs).where(inArray(timedTaskLogs.id, logs.map((l) => l.id)));
    expect(leftLogs.map((l) => l.j)).toEqual(['purge-test recent']);
    // Its own row stays.
    expect(await t.app.db.select().from(timedTaskLogs).where(eq(timedTaskLogs.id, run.id))).toHaveLength(1);
  });

  it('cleanExpiredSessions removes the sessions whose time is up and keeps live ones', async () => {
    // A record whose expiry passed while its key still lives (the store's TTL and the record disagree).
    const past = createSessionStore(t.app.kv, { ttlMs: 60 * 60_000, now: () => Date.now() - 2 * 60 * 60_000 });
    const stale = await past.create({ userId: 1, userName: 'admin', nickName: 'A', dept: null, ip: '1.1.1.1', browser: 'x' });
    await t.app.kv.set(`session:${stale.key}`, JSON.stringify(stale), 60 * 60_000);
    const live = await t.app.sessions.create({ userId: 1, userName: 'admin', nickName: 'A', dept: null, ip: '1.1.1.2', browser: 'x' });
    // The database copy the embedded set-up keeps (without Redis): an expired row and a live one.
    const table = createSessionTable(t.app.db);
    await table.save(stale);
    await table.save(live);
    const run = await runSeeded('cleanExpiredSessions');
    expect(run.isSuccess, run.exceptionDetail ?? '').toBe(true);
    expect(await t.app.kv.get(`session:${stale.key}`)).toBeNull();
    expect(await t.app.sessions.get(live.key)).not.toBeNull();
    const rows = await t.app.db.select({ key: sessions.key }).from(sessions).where(inArray(sessions.key, [stale.key, live.key]));
    expect(rows).toEqual([{ key: live.key }]);
  });

  it("aggregateDailyLiveStats sums a day's sessions per streamer into the KV store", async () => {
    const [s1, s2] = await t.app.db
      .insert(monitoredStreamers)
      .values([
        { uniqueId: 'agg_one', nickname: 'One', type: 'focus' },
        { uniqueId: 'agg_two', nickname: 'Two', type: 'pk' },
      ])
      .returning({ id: monitoredStreamers.id });
    const zone = t.config.timeZone;
    const { TZDate } = await import('@date-fns/tz');
    const at = (h: number) => new Date(new TZDate(2024, 4, 10, h, 0, 0, zone).getTime());
    await t.app.db.insert(liveSessions).values([
      { streamerId: s1!.id, startedAt: at(1), endedAt: at(2), durationMs: 3_600_000, diamonds: 100, likes: 10, peakViewers: 50, pkCount: 1 },
      { streamerId: s1!.id, startedAt: at(20), endedAt: at(21), durationMs: 3_600_000, diamonds: 50, likes: 5, peakViewers: 80 },
      { streamerId: s2!.id, startedAt: at(12), endedAt: at(13), durationMs: 1_800_000, diamonds: 7, likes: 1, peakViewers: 3 },
      // The next day: not counted.
      { streamerId: s2!.id, startedAt: new Date(at(0).getTime() + 24 * 3_600_000 + 60_000), diamonds: 999 },
    ]);
    const run = await runSeeded('aggregateDailyLiveStats', '{"date":"2024-05-10"}');
    expect(run.isSuccess, run.exceptionDetail ?? '').toBe(true);
    const stats = JSON.parse((await t.app.kv.get(dailyLiveStatsKey('2024-05-10')))!) as DailyLiveStats;
    expect(stats.streamers).toEqual([
      expect.objectContaining({ uniqueId: 'agg_one', sessions: 2, durationMs: 7_200_000, diamonds: 150, likes: 15, peakViewers: 80, pkCount: 1 }),
      expect.objectContaining({ uniqueId: 'agg_two', sessions: 1, durationMs: 1_800_000, diamonds: 7, likes: 1, peakViewers: 3 }),
    ]);
    await t.app.db.update(timedTasks).set({ params: null }).where(and(eq(timedTasks.taskName, 'aggregateDailyLiveStats')));
  });
});
