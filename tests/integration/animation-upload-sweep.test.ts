/**
 * The timed task `sweepAnimationUploads` over the real app: uploaded animation files that no animation uses go once
 * they are more than a day old; a referenced file (enabled animation or not, whatever URL form) and a file younger than
 * a day (a form still being filled in) stay; files of other shapes are not touched. Ages are set by touching mtimes,
 * and once by running the task with a clock two days ahead. Also: the task is seeded, enabled, daily; and an install
 * that already had tasks gets it once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../streams/contracts/animations';
import { appSettings } from '../../server/db/schema/app-settings';
import { timedTaskLogs, timedTasks } from '../../server/db/schema/timed-tasks';
import { seededTaskKey, seedTimedTasks } from '../../server/modules/timing/seed';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
let dataDir: string;
let filesDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'livedesk-sweep-test-'));
  filesDir = join(dataDir, 'uploads', 'animations');
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(500, 7)]);

/** Uploads one file through the real route; returns its stored name. */
async function upload(kind: 'picture' | 'resource', name: string, bytes: Buffer): Promise<string> {
  const boundary = `----sweep${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: `/api/vehicleAnimations/upload?kind=${kind}`, headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadedFile>().url.split('/').pop()!;
}

/** Sets a file's modification (and access) time to `ago` ms before now. */
const age = (name: string, ago: number) => utimes(join(filesDir, name), new Date(Date.now() - ago), new Date(Date.now() - ago));
const onDisk = async () => new Set(await readdir(filesDir));
const served = async (name: string) => (await t.app.inject({ method: 'GET', url: `/files/animations/${name}` })).statusCode;

async function animation(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/vehicleAnimations', headers: admin, payload: { name: 'Sweep racer', type: 'popular', ...body } });
  expect(res.statusCode, res.body).toBe(201);
}

const sweepRow = async () => (await t.app.db.select().from(timedTasks).where(eq(timedTasks.taskName, 'sweepAnimationUploads')))[0];

describe('sweepAnimationUploads', () => {
  it('is seeded enabled, every day at 04:30, with a description like its neighbours', async () => {
    expect(await sweepRow()).toMatchObject({
      jobName: 'seed:task.sweepAnimationUploads',
      cronExpression: '30 4 * * *',
      isPause: false,
      params: null,
      description: 'seed:task.sweepAnimationUploadsDescription',
    });
  });

  it('removes old files no animation uses; keeps referenced ones, young ones and files of other shapes', async () => {
    const picture = await upload('picture', 'car.png', PNG);
    const resource = await upload('resource', 'car.mp4', MP4);
    const disabledPicture = await upload('picture', 'off.png', PNG);
    const absolute = await upload('resource', 'cdn.mp4', MP4);
    const abandoned = await upload('picture', 'abandoned.png', PNG);
    const justOld = await upload('resource', 'replaced.mp4', MP4);
    const young = await upload('picture', 'half-filled.png', PNG);
    await animation({ pictureUrl: `/files/animations/${picture}`, resourceUrl: `/files/animations/${resource}` });
    await animation({ enabled: false, pictureUrl: `/files/animations/${disabledPicture}` });
    await animation({ resourceUrl: `https://cdn.example.com/files/animations/${absolute.toUpperCase()}?v=2` });
    const partial = `.upload-${randomBytes(12).toString('hex')}.part`;
    await writeFile(join(filesDir, partial), 'cut short');
    await writeFile(join(filesDir, 'README.txt'), 'not an upload');
    for (const name of [picture, resource, disabledPicture, absolute, abandoned, partial, 'README.txt']) await age(name, 3 * DAY);
    await age(justOld, DAY + 5 * 60_000);
    await age(young, DAY - HOUR);

    const row = (await sweepRow())!;
    const run = await t.app.inject({ method: 'PUT', url: `/api/jobs/exec/${row.id}`, headers: admin });
    expect(run.statusCode, run.body).toBe(204);
    await t.app.timing.runner.idle();
    const [log] = await t.app.db.select().from(timedTaskLogs).where(eq(timedTaskLogs.taskId, row.id));
    expect(log).toMatchObject({ isSuccess: true, exceptionDetail: null });

    const left = await onDisk();
    for (const name of [picture, resource, disabledPicture, absolute, young, 'README.txt']) expect(left.has(name), name).toBe(true);
    for (const name of [abandoned, justOld, partial]) expect(left.has(name), name).toBe(false);
    expect(await served(picture)).toBe(200);
    expect(await served(abandoned)).toBe(404);
  });

  it('with a clock two days ahead the young file is old enough to go; the run logs how many it removed', async () => {
    const young = await upload('picture', 'later.png', PNG);
    const kept = await upload('resource', 'kept.mp4', MP4);
    await animation({ resourceUrl: `/files/animations/${kept}` });
    const task = t.app.timing.registry.get('sweepAnimationUploads')!;
    const lines: Array<{ fields: unknown; message: string }> = [];
    const log = { info: (fields: unknown, message: string) => lines.push({ fields, message }) } as unknown as FastifyBaseLogger;
    const context = { db: t.app.db, kv: t.app.kv, log, zone: t.config.timeZone };

    const now = await task.run({ ...context, now: new Date() }, {});
    expect(now).toMatchObject({ removed: 0 });
    expect((await onDisk()).has(young)).toBe(true);

    // Two days on: this file and the half-filled one the test before kept are both more than a day old.
    const later = await task.run({ ...context, now: new Date(Date.now() + 2 * DAY) }, {});
    expect(later).toMatchObject({ removed: 2 });
    expect(lines.at(-1)).toEqual({ fields: expect.objectContaining({ removed: 2 }), message: 'removed 2 unused animation upload(s)' });
    const left = await onDisk();
    expect(left.has(young)).toBe(false);
    expect(left.has(kept)).toBe(true);
  });
});

describe('seeding the sweep on an install that already has tasks', () => {
  it('adds it once: not again after an administrator deletes it', async () => {
    const row = (await sweepRow())!;
    await t.app.db.delete(timedTasks).where(eq(timedTasks.id, row.id));
    // Already seeded once (the fresh install wrote it): a deleted sweep stays deleted.
    expect(await seedTimedTasks(t.app.db)).toBe(0);
    expect(await sweepRow()).toBeUndefined();

    // An install from before the sweep existed: tasks, but no memory of seeding it.
    await t.app.db.delete(appSettings).where(eq(appSettings.key, seededTaskKey('sweepAnimationUploads')));
    expect(await seedTimedTasks(t.app.db)).toBe(1);
    expect(await sweepRow()).toMatchObject({ isPause: false, cronExpression: '30 4 * * *' });
    expect(await seedTimedTasks(t.app.db)).toBe(0);
    expect((await t.app.db.select().from(timedTasks).where(eq(timedTasks.taskName, 'sweepAnimationUploads'))).length).toBe(1);
  });
});
