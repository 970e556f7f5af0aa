/**
 * `api/groupStreamers` over the real app (group host "streamer config"; contract
 * streams/contracts/group-streamers.ts): CRUD with eladmin paging, sorting and blurry search, the contract's
 * messages with their field, the product's 'The streamer already exists' on add, on an edit to another row's ID and on
 * concurrent adds (the unique constraint, not only the pre-check), 404s, and the permissions. Runs on PGlite by
 * default, on PostgreSQL when DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../streams/contracts/common';
import { GROUP_STREAMER_MESSAGES, type GroupStreamerBody, type GroupStreamerRow } from '../../streams/contracts/group-streamers';
import { groupStreamers } from '../../server/db/schema/group-streamers';
import { isUniqueViolation } from '../../server/db/database-error';
import { ANCHOR_UNIQUE_CONSTRAINT } from '../../server/modules/group-streamers/repository';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

type Json = Record<string, unknown> | unknown[];
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const EXISTS = `anchorId: ${GROUP_STREAMER_MESSAGES.exists}`;

async function add(body: GroupStreamerBody): Promise<number> {
  const res = await api('POST', '/api/groupStreamers', body as Json);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const rowOf = async (id: number) => (await t.app.db.select().from(groupStreamers).where(eq(groupStreamers.id, id)))[0];
const list = async (query: string) => {
  const res = await api('GET', `/api/groupStreamers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<GroupStreamerRow>>();
};

describe('writes', () => {
  it('adds (201, trimmed, @ dropped, gifts once, blank optional fields null, createBy the caller), edits (204), deletes (200)', async () => {
    const id = await add({ anchorId: '  @crud_luna ', nickname: ' Luna ', avatarUrl: '', giftIds: ['5655', '5269', '5655'], remark: '  ' });
    expect(await rowOf(id)).toMatchObject({
      anchorId: 'crud_luna',
      nickname: 'Luna',
      avatarUrl: null,
      giftIds: ['5655', '5269'],
      remark: null,
      createBy: 'admin',
      updateBy: 'admin',
    });
    const [row] = (await list('blurry=crud_luna')).content;
    expect(row).toEqual({
      id,
      anchorId: 'crud_luna',
      nickname: 'Luna',
      avatarUrl: null,
      giftIds: ['5655', '5269'],
      remark: null,
      createBy: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });

    const put = await api('PUT', '/api/groupStreamers', { id, anchorId: 'crud_luna2', nickname: 'Luna Moon', avatarUrl: 'https://example.com/l.png', giftIds: ['5487'], remark: 'Fridays' });
    expect(put.statusCode, put.body).toBe(204);
    expect(await rowOf(id)).toMatchObject({ anchorId: 'crud_luna2', nickname: 'Luna Moon', avatarUrl: 'https://example.com/l.png', giftIds: ['5487'], remark: 'Fridays' });
    // Keeping its own ID is not a duplicate.
    expect((await api('PUT', '/api/groupStreamers', { id, anchorId: 'crud_luna2', nickname: 'Luna' })).statusCode).toBe(204);
    expect(await rowOf(id)).toMatchObject({ nickname: 'Luna', giftIds: [], avatarUrl: null, remark: null });

    const del = await api('DELETE', '/api/groupStreamers', [id]);
    expect(del.statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it.each([
    [{ nickname: 'x' }, `anchorId: ${GROUP_STREAMER_MESSAGES.anchorRequired}`],
    [{ anchorId: '  ', nickname: 'x' }, `anchorId: ${GROUP_STREAMER_MESSAGES.anchorRequired}`],
    [{ anchorId: '@', nickname: 'x' }, `anchorId: ${GROUP_STREAMER_MESSAGES.anchorRequired}`],
    [{ anchorId: 'msg_1' }, `nickname: ${GROUP_STREAMER_MESSAGES.nicknameRequired}`],
    [{ anchorId: 'msg_1', nickname: ' ' }, `nickname: ${GROUP_STREAMER_MESSAGES.nicknameRequired}`],
  ])('refuses %j with 400 and the message on its field', async (payload, message) => {
    const res = await api('POST', '/api/groupStreamers', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it("refuses an ID already kept: 'The streamer already exists' on add and on an edit to another row's ID", async () => {
    const first = await add({ anchorId: 'dup_one', nickname: 'One' });
    const second = await add({ anchorId: 'dup_two', nickname: 'Two' });
    const again = await api('POST', '/api/groupStreamers', { anchorId: '@dup_one', nickname: 'Another' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 400, message: EXISTS });

    const clash = await api('PUT', '/api/groupStreamers', { id: second, anchorId: 'dup_one', nickname: 'Two' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(EXISTS);
    expect(await rowOf(second)).toMatchObject({ anchorId: 'dup_two', nickname: 'Two' });
    expect(await rowOf(first)).toMatchObject({ anchorId: 'dup_one', nickname: 'One' });
    expect((await list('blurry=dup_one')).totalElements).toBe(1);
  });

  it('concurrent adds of one ID: exactly one is kept, the others get the same 400 (never a 500)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api('POST', '/api/groupStreamers', { anchorId: 'race_id', nickname: `Racer ${i}` })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 400, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) expect(res.json().message).toBe(EXISTS);
    expect((await list('blurry=race_id')).totalElements).toBe(1);
  });

  it('recognises the unique violation the database raises for a second row with the same ID', async () => {
    await add({ anchorId: 'raw_dup', nickname: 'Raw' });
    const error = await t.app.db
      .insert(groupStreamers)
      .values({ anchorId: 'raw_dup', nickname: 'Raw again' })
      .then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error, ANCHOR_UNIQUE_CONSTRAINT)).toBe(true);
    expect(isUniqueViolation(error, 'another_constraint')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), ANCHOR_UNIQUE_CONSTRAINT)).toBe(false);
  });

  it('answers 404 for an unknown id (edit, delete: nothing deleted), 400 for a bad id list', async () => {
    const id = await add({ anchorId: 'keep_me', nickname: 'Keep' });
    expect((await api('PUT', '/api/groupStreamers', { id: 999_999, anchorId: 'nobody', nickname: 'N' })).statusCode).toBe(404);
    const partly = await api('DELETE', '/api/groupStreamers', [id, 999_999]);
    expect(partly.statusCode).toBe(404);
    expect(partly.json().message).toBe('Streamer 999999 does not exist');
    expect(await rowOf(id)).toBeDefined();
    expect((await api('DELETE', '/api/groupStreamers', [])).statusCode).toBe(400);
    expect((await api('PUT', '/api/groupStreamers', { anchorId: 'x', nickname: 'x' })).json().message).toMatch(/^id: /);
  });
});

describe('GET api/groupStreamers', () => {
  it('pages newest first, sorts by the whitelisted fields, searches ID and nickname (blurry, literal % and _)', async () => {
    const ids: number[] = [];
    for (const [anchorId, nickname] of [
      ['pg_charlie', 'Charlie'],
      ['pg_alpha', 'Bravo 100%'],
      ['pg_bravo', 'Alpha_x'],
    ] as const) {
      ids.push(await add({ anchorId, nickname, remark: 'paging' }));
    }
    const newest = await list('blurry=pg_&size=2&page=0');
    expect(newest.totalElements).toBe(3);
    expect(newest.content.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await list('blurry=pg_&size=2&page=1')).content.map((r) => r.id)).toEqual([ids[0]]);

    expect((await list('blurry=pg_&sort=anchorId,asc')).content.map((r) => r.anchorId)).toEqual(['pg_alpha', 'pg_bravo', 'pg_charlie']);
    expect((await list('blurry=pg_&sort=nickname,desc')).content.map((r) => r.nickname)).toEqual(['Charlie', 'Bravo 100%', 'Alpha_x']);
    expect((await list('blurry=pg_&sort=createTime,asc&sort=id,asc')).content.map((r) => r.id)).toEqual(ids);
    expect((await list('blurry=pg_&sort=id,desc')).content.map((r) => r.id)).toEqual([...ids].reverse());

    // Nickname or ID, case-insensitive; '%' and '_' are literal; a leading @ is the handle's.
    expect((await list('blurry=ALPHA')).content.map((r) => r.anchorId).sort()).toEqual(['pg_alpha', 'pg_bravo']);
    expect((await list(`blurry=${encodeURIComponent('100%')}`)).content.map((r) => r.anchorId)).toEqual(['pg_alpha']);
    expect((await list(`blurry=${encodeURIComponent('a_x')}`)).content.map((r) => r.anchorId)).toEqual(['pg_bravo']);
    // As a wildcard, '_' would match the space of 'Bravo 100%'.
    expect((await list(`blurry=${encodeURIComponent('o_1')}`)).totalElements).toBe(0);
    expect((await list(`blurry=${encodeURIComponent('@pg_charlie')}`)).content.map((r) => r.anchorId)).toEqual(['pg_charlie']);
    expect(await list('blurry=no-such-streamer')).toEqual({ content: [], totalElements: 0 });

    const bad = await api('GET', '/api/groupStreamers?sort=remark,asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sort: unknown field 'remark'/);
    expect((await api('GET', '/api/groupStreamers?sort=nickname,up')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('liveConfig:list reads; add, edit and delete need their own (403 naming it); nothing without a permission', async () => {
    const id = await add({ anchorId: 'perm_one', nickname: 'Perm' });
    const reader = await createUser(t.app, { roles: [{ permissions: ['liveConfig:list'] }] });
    const readerAuth = auth((await login(t.app, reader.username, reader.password)).token);
    expect((await api('GET', '/api/groupStreamers', undefined, readerAuth)).statusCode).toBe(200);
    for (const [method, payload, permission] of [
      ['POST', { anchorId: 'perm_two', nickname: 'P2' }, 'liveConfig:add'],
      ['PUT', { id, anchorId: 'perm_one', nickname: 'P1' }, 'liveConfig:edit'],
      ['DELETE', [id], 'liveConfig:del'],
    ] as const) {
      const res = await api(method, '/api/groupStreamers', payload as Json, readerAuth);
      expect(res.statusCode, method).toBe(403);
      expect(res.json().message).toBe(`Forbidden: you lack the permission ${permission}`);
    }
    expect(await rowOf(id)).toMatchObject({ nickname: 'Perm' });

    const writer = await createUser(t.app, { roles: [{ permissions: ['liveConfig:add', 'liveConfig:edit', 'liveConfig:del'] }] });
    const writerAuth = auth((await login(t.app, writer.username, writer.password)).token);
    const made = await api('POST', '/api/groupStreamers', { anchorId: 'perm_three', nickname: 'P3' }, writerAuth);
    expect(made.statusCode).toBe(201);
    expect(await rowOf(made.json().id)).toMatchObject({ createBy: writer.username });
    expect((await api('DELETE', '/api/groupStreamers', [made.json().id], writerAuth)).statusCode).toBe(200);

    const nobody = await createUser(t.app);
    const nobodyAuth = auth((await login(t.app, nobody.username, nobody.password)).token);
    expect((await api('GET', '/api/groupStreamers', undefined, nobodyAuth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/groupStreamers' })).statusCode).toBe(401);
  });
});
