/**
 * Entry animations over the real app (contract streams/contracts/animations.ts): the
 * library and user-config CRUD with every contract message, the in-use and duplicate refusals, permissions, uploads
 * (accepted types, refused ones leaving nothing on disk, the public files with their bytes and type, no path out of
 * the folder), and the `entry` event a configured viewer's join publishes on a running game's `config:<id>` topic.
 * Runs on PGlite and the memory hub by default, on PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES, type UploadedFile, type UserEntryAnimationRow, type VehicleAnimationRow } from '../../streams/contracts/animations';
import type { Page } from '../../streams/contracts/common';
import { gameTopicEventSchema } from '../../streams/contracts/game-topic';
import type { LiveConfigInput } from '../../streams/games/live-config';
import { roomTopic } from '../../streams/live/room-topic';
import { userEntryAnimations, vehicleAnimations } from '../../server/db/schema/animations';
import { formatWireDate } from '../../server/http/wire-date';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { connectOverlayWs, type WsClient } from './helpers/ws-client';

let t: TestApp;
let admin: Record<string, string>;
let dataDir: string;
let filesDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'livedesk-animations-test-'));
  filesDir = join(dataDir, 'uploads', 'animations');
  // A built console, so the SPA's history fallback is live: /files/ must not fall back to it.
  const distDir = join(dataDir, 'dist');
  await mkdir(distDir);
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(join(distDir, 'overlay.html'), '<!doctype html><title>overlay</title>');
  t = await buildTestApp({ env: { DATA_DIR: dataDir }, distDir });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Json = Record<string, unknown> | unknown[];
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** A 400 with exactly this message. */
function expect400(res: { statusCode: number; body: string; json: () => unknown }, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ status: 400, message, timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
}

/** The wire date of now + `ms` in the server zone. */
const wireIn = (ms: number) => formatWireDate(Date.now() + ms, t.config.timeZone);
const DAY = 24 * 60 * 60_000;

async function createAnimation(body: Json = {}): Promise<number> {
  const res = await api('POST', '/api/vehicleAnimations', { name: 'Racer', type: 'popular', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function createUserConfig(body: Json): Promise<number> {
  const res = await api('POST', '/api/userEntryAnimations', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('animation library', () => {
  it('adds, lists (filters, search, sort), edits and deletes animations; the audit columns name the caller', async () => {
    const tag = randomBytes(3).toString('hex');
    const racer = await createAnimation({ name: `Racer ${tag}`, type: 'popular', category: `cars-${tag}`, description: 'A red car', pictureUrl: '/files/animations/a.png', resourceUrl: '/files/animations/a.mp4' });
    const comet = await createAnimation({ name: `Comet ${tag}`, type: 'normal', category: `space-${tag}`, enabled: false });

    const page = (await api('GET', `/api/vehicleAnimations?blurry=${tag}&sort=name,asc`)).json<Page<VehicleAnimationRow>>();
    expect(page.totalElements).toBe(2);
    expect(page.content.map((row) => row.name)).toEqual([`Comet ${tag}`, `Racer ${tag}`]);
    expect(page.content[1]).toEqual({
      id: racer,
      name: `Racer ${tag}`,
      type: 'popular',
      description: 'A red car',
      enabled: true,
      category: `cars-${tag}`,
      pictureUrl: '/files/animations/a.png',
      resourceUrl: '/files/animations/a.mp4',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(page.content[0]).toMatchObject({ id: comet, enabled: false, description: null, pictureUrl: null, resourceUrl: null });
    const ids = async (query: string) => (await api('GET', `/api/vehicleAnimations?blurry=${tag}&${query}`)).json<Page<VehicleAnimationRow>>().content.map((row) => row.id);
    expect(await ids('type=normal')).toEqual([comet]);
    expect(await ids('enabled=true')).toEqual([racer]);
    expect(await ids('size=1&page=1')).toEqual([racer]); // newest first by default
    const byCategory = (await api('GET', `/api/vehicleAnimations?blurry=space-${tag}`)).json<Page<VehicleAnimationRow>>();
    expect(byCategory.content.map((row) => row.id)).toEqual([comet]);
    expect400(await api('GET', '/api/vehicleAnimations?sort=color,asc'), "sort: unknown field 'color' (allowed: id, name, type, category, createTime)");

    const [stored] = await t.app.db.select().from(vehicleAnimations).where(eq(vehicleAnimations.id, racer));
    expect(stored).toMatchObject({ createBy: 'admin', updateBy: 'admin' });

    const edited = await api('PUT', '/api/vehicleAnimations', { id: racer, name: `Racer ${tag} II`, type: 'normal', category: '', enabled: false });
    expect(edited.statusCode, edited.body).toBe(204);
    const after = (await api('GET', `/api/vehicleAnimations?blurry=Racer ${tag}`)).json<Page<VehicleAnimationRow>>().content[0];
    expect(after).toMatchObject({ id: racer, name: `Racer ${tag} II`, type: 'normal', category: null, enabled: false, pictureUrl: null });
    expect((await api('PUT', '/api/vehicleAnimations', { id: 999_999, name: 'Ghost', type: 'normal' })).statusCode).toBe(404);

    expect((await api('DELETE', '/api/vehicleAnimations', [racer, comet])).statusCode).toBe(200);
    expect((await api('GET', `/api/vehicleAnimations?blurry=${tag}`)).json<Page<VehicleAnimationRow>>().totalElements).toBe(0);
    expect((await api('DELETE', '/api/vehicleAnimations', [racer])).statusCode).toBe(404);
  });

  it('answers the contract messages for a missing name or type', async () => {
    expect400(await api('POST', '/api/vehicleAnimations', { type: 'popular' }), `name: ${ANIMATION_MESSAGES.nameRequired}`);
    expect400(await api('POST', '/api/vehicleAnimations', { name: '   ', type: 'popular' }), `name: ${ANIMATION_MESSAGES.nameRequired}`);
    expect400(await api('POST', '/api/vehicleAnimations', { name: 'Racer' }), `type: ${ANIMATION_MESSAGES.typeRequired}`);
    expect400(await api('POST', '/api/vehicleAnimations', { name: 'Racer', type: 'rare' }), `type: ${ANIMATION_MESSAGES.typeRequired}`);
  });

  it('refuses to delete an animation a user config uses, naming the users, and deletes nothing', async () => {
    const used = await createAnimation({ name: 'Used' });
    const free = await createAnimation({ name: 'Free' });
    const first = await createUserConfig({ userId: 'inuse_fan_a', anchorId: 'inuse_host', animationId: used, expireTime: wireIn(DAY) });
    await createUserConfig({ userId: 'inuse_fan_b', anchorId: 'inuse_host', animationId: used, expireTime: wireIn(DAY) });
    expect400(await api('DELETE', '/api/vehicleAnimations', [free, used]), ANIMATION_MESSAGES.inUse('inuse_fan_a, inuse_fan_b'));
    const left = await t.app.db.select({ id: vehicleAnimations.id }).from(vehicleAnimations);
    expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([used, free]));

    const rest = (await api('GET', '/api/userEntryAnimations?blurry=inuse_fan')).json<Page<UserEntryAnimationRow>>();
    expect((await api('DELETE', '/api/userEntryAnimations', rest.content.map((row) => row.id))).statusCode).toBe(200);
    expect((await api('DELETE', '/api/userEntryAnimations', [first])).statusCode).toBe(404);
    expect((await api('DELETE', '/api/vehicleAnimations', [free, used])).statusCode).toBe(200);
  });
});

describe('user entry animations', () => {
  it('adds, lists with the animation, edits and deletes configs; a leading @ is dropped', async () => {
    const picture = '/files/animations/0123456789abcdef0123456789abcdef.png';
    const animation = await createAnimation({ name: 'Golden carriage', pictureUrl: picture });
    const id = await createUserConfig({ userId: ' @Sofia_List ', anchorId: '@List_Host', animationId: animation, expireTime: wireIn(DAY) });
    const oldExpiry = wireIn(-DAY);
    const old = await createUserConfig({ userId: 'old_fan_list', anchorId: 'list_host', animationId: animation, expireTime: oldExpiry });

    const page = (await api('GET', '/api/userEntryAnimations?anchorId=LIST_HOST&sort=expireTime,asc')).json<Page<UserEntryAnimationRow>>();
    expect(page.content).toEqual([
      {
        id: old,
        userId: 'old_fan_list',
        anchorId: 'list_host',
        animationId: animation,
        animationName: 'Golden carriage',
        animationPictureUrl: picture,
        expireTime: oldExpiry,
        expired: true,
        createTime: expect.any(String),
      },
      expect.objectContaining({ id, userId: 'Sofia_List', anchorId: 'List_Host', expired: false }),
    ]);
    const ids = async (query: string) => (await api('GET', `/api/userEntryAnimations?anchorId=list_host&${query}`)).json<Page<UserEntryAnimationRow>>().content.map((row) => row.id);
    expect(await ids('expired=true')).toEqual([old]);
    expect(await ids('expired=false')).toEqual([id]);
    expect(await ids('blurry=sofia')).toEqual([id]);

    const expireTime = wireIn(2 * DAY);
    const edited = await api('PUT', '/api/userEntryAnimations', { id, userId: 'sofia_list', anchorId: 'list_host', animationId: animation, expireTime });
    expect(edited.statusCode, edited.body).toBe(204);
    const [row] = await t.app.db.select().from(userEntryAnimations).where(eq(userEntryAnimations.id, id));
    expect(row).toMatchObject({ userId: 'sofia_list', createBy: 'admin', updateBy: 'admin' });
    expect(formatWireDate(row!.expireTime, t.config.timeZone)).toBe(expireTime);
    expect((await api('PUT', '/api/userEntryAnimations', { id: 999_999, userId: 'x', anchorId: 'y', animationId: animation, expireTime })).statusCode).toBe(404);
    expect((await api('DELETE', '/api/userEntryAnimations', [id, old])).statusCode).toBe(200);
    expect(await ids('')).toEqual([]);
  });

  it('answers the contract messages for missing or malformed fields', async () => {
    const animation = await createAnimation();
    const body = { userId: 'msg_fan', anchorId: 'msg_host', animationId: animation, expireTime: wireIn(DAY) };
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, userId: undefined }), `userId: ${ANIMATION_MESSAGES.userRequired}`);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, userId: '@' }), `userId: ${ANIMATION_MESSAGES.userRequired}`);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, anchorId: ' ' }), `anchorId: ${ANIMATION_MESSAGES.anchorRequired}`);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, animationId: undefined }), `animationId: ${ANIMATION_MESSAGES.animationRequired}`);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, animationId: 0 }), `animationId: ${ANIMATION_MESSAGES.animationRequired}`);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, expireTime: undefined }), `expireTime: ${ANIMATION_MESSAGES.expireRequired}`);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, expireTime: '2030-01-01' }), `expireTime: ${ANIMATION_MESSAGES.expireRequired}`);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, expireTime: '2030-02-30 10:00:00' }), `expireTime: ${ANIMATION_MESSAGES.expireRequired}`);
    expect((await api('GET', '/api/userEntryAnimations?blurry=msg_fan')).json<Page<UserEntryAnimationRow>>().totalElements).toBe(0);
  });

  it('refuses a second config of the same user for the same streamer (any case), also by an edit', async () => {
    const animation = await createAnimation();
    await createUserConfig({ userId: 'dup_fan', anchorId: 'dup_host', animationId: animation, expireTime: wireIn(DAY) });
    expect400(await api('POST', '/api/userEntryAnimations', { userId: '@DUP_fan', anchorId: 'Dup_Host', animationId: animation, expireTime: wireIn(DAY) }), ANIMATION_MESSAGES.duplicateUser);
    const other = await createUserConfig({ userId: 'dup_fan', anchorId: 'dup_host_2', animationId: animation, expireTime: wireIn(DAY) });
    expect400(await api('PUT', '/api/userEntryAnimations', { id: other, userId: 'dup_fan', anchorId: 'dup_host', animationId: animation, expireTime: wireIn(DAY) }), ANIMATION_MESSAGES.duplicateUser);
    expect((await api('GET', '/api/userEntryAnimations?blurry=dup_fan')).json<Page<UserEntryAnimationRow>>().totalElements).toBe(2);
  });

  it('refuses a missing or disabled animation; a config may keep its animation after it was disabled', async () => {
    const disabled = await createAnimation({ name: 'Retired', enabled: false });
    const body = { userId: 'anim_fan', anchorId: 'anim_host', expireTime: wireIn(DAY) };
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, animationId: 999_999 }), ANIMATION_MESSAGES.unknownAnimation);
    expect400(await api('POST', '/api/userEntryAnimations', { ...body, animationId: disabled }), ANIMATION_MESSAGES.unknownAnimation);

    const kept = await createAnimation({ name: 'Kept' });
    const id = await createUserConfig({ ...body, animationId: kept });
    expect((await api('PUT', '/api/vehicleAnimations', { id: kept, name: 'Kept', type: 'popular', enabled: false })).statusCode).toBe(204);
    const extend = await api('PUT', '/api/userEntryAnimations', { ...body, id, animationId: kept, expireTime: wireIn(3 * DAY) });
    expect(extend.statusCode, extend.body).toBe(204);
    expect400(await api('PUT', '/api/userEntryAnimations', { ...body, id, animationId: disabled }), ANIMATION_MESSAGES.unknownAnimation);
  });
});

describe('permissions', () => {
  it('needs animation:list to read and animation:add|edit|del to write; either add or edit uploads', async () => {
    const nobody = auth((await login(t.app, ...(await userWith(['live:list'])))).token);
    const reader = auth((await login(t.app, ...(await userWith(['animation:list'])))).token);
    const editor = auth((await login(t.app, ...(await userWith(['animation:edit'])))).token);
    for (const url of ['/api/vehicleAnimations', '/api/userEntryAnimations']) {
      expect((await api('GET', url, undefined, nobody)).json()).toMatchObject({ status: 403, message: 'Forbidden: you lack the permission animation:list' });
      expect((await api('GET', url, undefined, reader)).statusCode).toBe(200);
      expect((await api('POST', url, {}, reader)).json()).toMatchObject({ status: 403, message: 'Forbidden: you lack the permission animation:add' });
      expect((await api('DELETE', url, [1], editor)).json()).toMatchObject({ status: 403, message: 'Forbidden: you lack the permission animation:del' });
    }
    const png = form([{ name: 'car.png', bytes: PNG }]);
    const refused = await t.app.inject({ method: 'POST', url: '/api/vehicleAnimations/upload?kind=picture', headers: { ...reader, ...png.headers }, payload: png.payload });
    expect(refused.json()).toMatchObject({ status: 403, message: 'Forbidden: you lack the permission animation:add, animation:edit' });
    const allowed = await t.app.inject({ method: 'POST', url: '/api/vehicleAnimations/upload?kind=picture', headers: { ...editor, ...png.headers }, payload: png.payload });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicleAnimations' })).statusCode).toBe(401);
  });
});

async function userWith(permissions: string[]): Promise<[string, string]> {
  const user = await createUser(t.app, { roles: [{ permissions }] });
  return [user.username, user.password];
}

// ---- uploads ----

const filled = (head: number[], size: number) => {
  const bytes = randomBytes(size);
  Buffer.from(head).copy(bytes);
  return bytes;
};
const JPG = filled([0xff, 0xd8, 0xff, 0xe0], 2_000);
const PNG = filled([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 3_000);
const MP4 = filled([0, 0, 0, 0x18, ...Buffer.from('ftypisom')], 5_000);
const ZIP = filled([0x50, 0x4b, 0x03, 0x04], 1_500);
const PAG = filled([...Buffer.from('PAG'), 1, 0x10, 0, 0, 0, 0], 800);

/** A multipart body with these files (field `file` unless said) and text fields. */
function form(files: { name: string; bytes: Buffer; field?: string }[], fields: Record<string, string> = {}) {
  const boundary = `----livedesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (kind: string, body: ReturnType<typeof form>) =>
  t.app.inject({ method: 'POST', url: `/api/vehicleAnimations/upload?kind=${kind}`, headers: { ...admin, ...body.headers }, payload: body.payload });

describe('uploads', () => {
  it('stores jpg, jpeg, png, mp4, zip and pag files and serves them publicly with their bytes and type', async () => {
    const cases = [
      { kind: 'picture', name: 'Car Photo.JPG', bytes: JPG, type: 'image/jpeg' },
      { kind: 'picture', name: 'car.jpeg', bytes: JPG, type: 'image/jpeg' },
      { kind: 'picture', name: 'car.png', bytes: PNG, type: 'image/png' },
      { kind: 'resource', name: 'car.mp4', bytes: MP4, type: 'video/mp4' },
      { kind: 'resource', name: 'car.zip', bytes: ZIP, type: 'application/zip' },
      { kind: 'resource', name: 'car.pag', bytes: PAG, type: 'application/octet-stream' },
    ];
    for (const { kind, name, bytes, type } of cases) {
      const res = await upload(kind, form([{ name, bytes }], { note: 'ignored' }));
      expect(res.statusCode, res.body).toBe(200);
      const stored = res.json<UploadedFile>();
      const extension = name.split('.').pop()!.toLowerCase();
      expect(stored).toEqual({ url: expect.stringMatching(new RegExp(`^/files/animations/[0-9a-f]{32}\\.${extension}$`)), originalName: name, size: bytes.length });
      const served = await t.app.inject({ method: 'GET', url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers a byte range of a video (players read the mp4 index first)', async () => {
    const stored = (await upload('resource', form([{ name: 'clip.mp4', bytes: MP4 }]))).json<UploadedFile>();
    const part = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(MP4.subarray(MP4.length - 10))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: stored.url, headers: { range: `bytes=${MP4.length}-` } })).statusCode).toBe(416);
  });

  it('refuses wrong types, renamed files, oversize pictures, two files and no file, leaving nothing on disk', async () => {
    const before = (await readdir(filesDir)).sort();
    const tenMb = 10 * 1024 * 1024;
    const refusals: [string, ReturnType<typeof form>, string][] = [
      ['picture', form([{ name: 'car.gif', bytes: Buffer.from('GIF89a-not-allowed') }]), ANIMATION_MESSAGES.pictureType],
      ['picture', form([{ name: 'car', bytes: PNG }]), ANIMATION_MESSAGES.pictureType],
      ['picture', form([{ name: 'car.mp4', bytes: MP4 }]), ANIMATION_MESSAGES.pictureType],
      ['resource', form([{ name: 'car.png', bytes: PNG }]), ANIMATION_MESSAGES.resourceType],
      // Right extension, wrong content: a PNG renamed .jpg, a zip renamed .mp4, a text file renamed .pag.
      ['picture', form([{ name: 'car.jpg', bytes: PNG }]), ANIMATION_MESSAGES.pictureType],
      ['resource', form([{ name: 'car.mp4', bytes: ZIP }]), ANIMATION_MESSAGES.resourceType],
      ['resource', form([{ name: 'car.pag', bytes: Buffer.from('PAGE ONE OF THE SCRIPT') }]), ANIMATION_MESSAGES.resourceType],
      ['picture', form([{ name: 'empty.png', bytes: Buffer.alloc(0) }]), ANIMATION_MESSAGES.pictureType],
      ['picture', form([{ name: 'huge.png', bytes: filled([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], tenMb + 1) }]), ANIMATION_MESSAGES.pictureSize],
      ['picture', form([{ name: 'a.png', bytes: PNG }, { name: 'b.png', bytes: PNG }]), ANIMATION_MESSAGES.oneFile],
      ['picture', form([{ name: 'a.png', bytes: PNG }, { name: 'b.png', bytes: PNG, field: 'other' }]), ANIMATION_MESSAGES.oneFile],
      ['picture', form([], { file: 'not a file' }), ANIMATION_MESSAGES.noFile],
      ['picture', form([]), ANIMATION_MESSAGES.noFile],
    ];
    for (const [kind, body, message] of refusals) expect400(await upload(kind, body), message);
    expect400(await api('POST', '/api/vehicleAnimations/upload?kind=picture', { file: 'car.png' }), ANIMATION_MESSAGES.noFile);
    expect((await upload('video', form([{ name: 'car.mp4', bytes: MP4 }]))).statusCode).toBe(400);
    expect((await readdir(filesDir)).sort()).toEqual(before);

    // Exactly 10 MB is allowed.
    const limit = await upload('picture', form([{ name: 'limit.png', bytes: filled([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], tenMb) }]));
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json<UploadedFile>().size).toBe(tenMb);
  });

  it('serves nothing outside the folder and answers a JSON 404 for a missing file (never the console page)', async () => {
    const stored = (await upload('picture', form([{ name: 'car.png', bytes: PNG }]))).json<UploadedFile>();
    const name = stored.url.split('/').pop()!;
    for (const url of [
      '/files/animations/..%2F..%2F..%2Fetc%2Fpasswd',
      '/files/animations/..%2F..%2Fpackage.json',
      '/files/animations/..%5C..%5Cpackage.json',
      '/files/animations/%2e%2e%2fpackage.json',
      `/files/animations/${'0'.repeat(32)}.png`,
      `/files/animations/${name.toUpperCase()}`,
      `/files/animations/${name}/x`,
      '/files/animations/.upload-0000.part',
      '/files/other.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

// ---- joins → entry events ----

describe('entry events on a game topic', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let msg = 0;
  const joinOf = (roomId: string, user: { userId: string; uniqueId: string }, receivedAt = Date.now()) => ({
    type: 'member',
    roomId,
    msgId: `entry-join-${++msg}`,
    createTime: receivedAt - 200,
    receivedAt,
    user: { ...user, nickname: `Nick ${user.uniqueId}`, avatarUrl: null },
    memberCount: 100,
  });

  it('a configured viewer joining the host room publishes exactly one entry; unconfigured, expired, disabled and old joins publish none', async () => {
    const car = await createAnimation({ name: 'Entry car', pictureUrl: '/files/animations/car.png', resourceUrl: '/files/animations/car.mp4' });
    const retired = await createAnimation({ name: 'Retired car' });
    await createUserConfig({ userId: '7012345', anchorId: 'entry_host', animationId: car, expireTime: wireIn(DAY) });
    await createUserConfig({ userId: '@Guest_Fan', anchorId: 'entry_luna', animationId: car, expireTime: wireIn(DAY) });
    await createUserConfig({ userId: 'late_fan', anchorId: 'entry_host', animationId: car, expireTime: wireIn(-60_000) });
    await createUserConfig({ userId: 'off_fan', anchorId: 'entry_host', animationId: retired, expireTime: wireIn(DAY) });
    expect((await api('PUT', '/api/vehicleAnimations', { id: retired, name: 'Retired car', type: 'normal', enabled: false })).statusCode).toBe(204);

    // The host room: started for @entry_host, the streamer the configuration names.
    const room = await api('POST', '/api/live/rooms', { source: 'simulator', uniqueId: 'entry_host', speed: 1, seed: 7 });
    expect(room.statusCode, room.body).toBe(201);
    const roomId = room.json<{ roomId: string }>().roomId;
    const body: LiveConfigInput = {
      name: 'Entry night',
      room: { source: 'simulator', uniqueId: 'entry_host' },
      streamers: [
        { anchorId: 'entry_luna', nickname: 'Luna', gifts: ['5655'] },
        { anchorId: 'entry_sol', nickname: 'Sol', gifts: ['7934'] },
      ],
      gifts: [
        { giftId: '5655', giftName: 'Rose', price: 1 },
        { giftId: '7934', giftName: 'Heart Me', price: 1 },
      ],
      pkTime: { value: 5, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'default',
    };
    const created = await api('POST', '/api/liveConfigs', body as unknown as Json);
    expect(created.statusCode, created.body).toBe(201);
    const configId = created.json<{ id: number }>().id;
    const { overlayKey } = (await api('GET', `/api/liveConfigs/${configId}`)).json<{ overlayKey: string }>();
    expect((await api('POST', `/api/liveConfigs/${configId}/round/start`)).statusCode).toBe(200);

    const overlay: WsClient = await connectOverlayWs(t.app, overlayKey);
    try {
      overlay.send({ type: 'subscribe', topics: [{ topic: `config:${configId}` }] });
      await overlay.next('snapshot');
      const entries = () =>
        overlay.frames.flatMap((frame) => {
          if (frame.type !== 'event') return [];
          const event = gameTopicEventSchema.parse(frame.event);
          return event.kind === 'entry' ? [event] : [];
        });
      const publish = (join: ReturnType<typeof joinOf>) => t.app.hub.publish(roomTopic(roomId), join);

      const host = joinOf(roomId, { userId: '7012345', uniqueId: 'sofia_entry' });
      await publish(host);
      await overlay.until(() => entries().length === 1);
      expect(entries()[0]).toMatchObject({
        kind: 'entry',
        view: { configId, round: { status: 'collecting' } },
        entry: { id: host.msgId, userId: '7012345', uniqueId: 'sofia_entry', nickname: 'Nick sofia_entry', name: 'Entry car', resourceUrl: '/files/animations/car.mp4', pictureUrl: '/files/animations/car.png', at: host.receivedAt },
      });

      // None of these may play: nobody configured, expired, disabled animation, received more than 60 s ago.
      await publish(joinOf(roomId, { userId: '555', uniqueId: 'stranger' }));
      await publish(joinOf(roomId, { userId: '556', uniqueId: 'late_fan' }));
      await publish(joinOf(roomId, { userId: '557', uniqueId: 'off_fan' }));
      await publish(joinOf(roomId, { userId: '7012345', uniqueId: 'sofia_entry' }, Date.now() - 61_000));
      await sleep(300);
      // A guest streamer's fan joins the host's room (group live): matched by @uniqueId, any case.
      const guest = joinOf(roomId, { userId: '558', uniqueId: 'guest_fan' });
      await publish(guest);
      await overlay.until(() => entries().length >= 2);
      await sleep(300);
      expect(entries().map((event) => event.entry.id)).toEqual([host.msgId, guest.msgId]);

      // A config added now applies to the next join (the cache is invalidated by the write).
      await createUserConfig({ userId: 'stranger', anchorId: 'entry_sol', animationId: car, expireTime: wireIn(DAY) });
      const converted = joinOf(roomId, { userId: '555', uniqueId: 'stranger' });
      await publish(converted);
      await overlay.until(() => entries().length === 3);
      expect(entries()[2]?.entry.id).toBe(converted.msgId);
    } finally {
      overlay.ws.terminate();
      await api('DELETE', '/api/live/rooms', [roomId]);
    }
  });
});
