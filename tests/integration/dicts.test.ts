/** `api/dict*` over the real database (the product's dictionary calls). */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictDetails, dicts } from '../../server/db/schema/dicts';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { auth, login } from './helpers/session';
import { createUser } from './helpers/fixtures';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const dictId = async (name: string) => (await t.app.db.select().from(dicts).where(eq(dicts.name, name)))[0]?.id;

describe('GET api/dictDetail', () => {
  it('answers the seeded entries of a dictionary by dictSort, to any signed-in user', async () => {
    const user = await createUser(t.app);
    const token = auth((await login(t.app, user.username, user.password)).token);
    const res = await t.app.inject({ method: 'GET', url: '/api/dictDetail?dictName=user_status&page=0&size=9999', headers: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: [
        { id: expect.any(Number), label: 'Enabled', value: 'true', dictSort: 1 },
        { id: expect.any(Number), label: 'Disabled', value: 'false', dictSort: 2 },
      ],
      totalElements: 2,
    });
    for (const name of ['dept_status', 'job_status', 'monitor_type']) {
      const other = await t.app.inject({ method: 'GET', url: `/api/dictDetail?dictName=${name}&page=0&size=9999`, headers: token });
      expect(other.json().totalElements).toBeGreaterThanOrEqual(2);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dictDetail?dictName=user_status' })).statusCode).toBe(401);
  });

  it('sorts by dictSort whatever the insertion order, and pages', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/dict', headers: admin, payload: { name: 'sorted_dict', description: 'Sorted' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    for (const [label, dictSort] of [['c', 30], ['a', 10], ['b', 20]] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/dictDetail', headers: admin, payload: { label, value: label, dictSort, dict: { id } } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ label, value: label, dictSort });
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/dictDetail?dictName=sorted_dict&page=0&size=9999', headers: admin });
    expect(all.json().content.map((d: { label: string }) => d.label)).toEqual(['a', 'b', 'c']);
    const second = await t.app.inject({ method: 'GET', url: '/api/dictDetail?dictName=sorted_dict&page=1&size=2', headers: admin });
    expect(second.json()).toMatchObject({ totalElements: 3, content: [{ label: 'c' }] });
    const desc = await t.app.inject({ method: 'GET', url: '/api/dictDetail?dictName=sorted_dict&sort=dictSort,desc', headers: admin });
    expect(desc.json().content.map((d: { label: string }) => d.label)).toEqual(['c', 'b', 'a']);
    const none = await t.app.inject({ method: 'GET', url: '/api/dictDetail?dictName=no_such_dict', headers: admin });
    expect(none.json()).toEqual({ content: [], totalElements: 0 });
  });
});

describe('dictionary entry writes', () => {
  it('edits (204) and deletes (200) an entry', async () => {
    const id = (await dictId('monitor_type'))!;
    const made = await t.app.inject({ method: 'POST', url: '/api/dictDetail', headers: admin, payload: { label: 'Temp', value: 'temp', dictSort: 9, dict: { id } } });
    const detailId = made.json().id as number;
    const put = await t.app.inject({ method: 'PUT', url: '/api/dictDetail', headers: admin, payload: { id: detailId, label: 'Temporary', value: 'temp2', dictSort: 8 } });
    expect(put.statusCode).toBe(204);
    const [row] = await t.app.db.select().from(dictDetails).where(eq(dictDetails.id, detailId));
    expect(row).toMatchObject({ label: 'Temporary', value: 'temp2', dictSort: 8, dictId: id, updateBy: 'admin' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/dictDetail/${detailId}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(await t.app.db.select().from(dictDetails).where(eq(dictDetails.id, detailId))).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/dictDetail/${detailId}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dictDetail/abc', headers: admin })).json().message).toMatch(/^id: /);
  });

  it.each([
    [{ label: 'x', value: 'x' }, 'dict: the dictionary is required'],
    [{ label: '', value: 'x', dict: { id: 1 } }, 'label: required'],
    [{ label: 'x', value: ' ', dict: { id: 1 } }, 'value: required'],
    [{ label: 'x', value: 'x', dictSort: 'first', dict: { id: 1 } }, 'dictSort: Invalid input: expected number, received string'],
    [{ label: 'x', value: 'x', dict: { id: 999999 } }, 'dict: dictionary 999999 does not exist'],
  ])('refuses the entry %j with 400', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dictDetail', headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an edit without id (400) or of an unknown entry (404)', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/dictDetail', headers: admin, payload: { label: 'x', value: 'x' } })).json().message).toMatch(/^id: /);
    expect((await t.app.inject({ method: 'PUT', url: '/api/dictDetail', headers: admin, payload: { id: 999999, label: 'x', value: 'x' } })).statusCode).toBe(404);
  });
});

describe('dictionaries', () => {
  it('lists pages with blurry search over name and description, newest first by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dict?page=0&size=10', headers: admin });
    expect(res.statusCode).toBe(200);
    const names = res.json().content.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['user_status', 'dept_status', 'job_status', 'monitor_type']));
    const ids = res.json().content.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const found = await t.app.inject({ method: 'GET', url: '/api/dict?blurry=monitoring', headers: admin });
    expect(found.json()).toMatchObject({ totalElements: 1, content: [{ name: 'monitor_type', description: 'Live monitoring type' }] });
    expect(found.json().content[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const bySort = await t.app.inject({ method: 'GET', url: '/api/dict?sort=name,asc&size=2', headers: admin });
    expect(bySort.json().content.map((d: { name: string }) => d.name)).toEqual(['dept_status', 'job_status']);
    expect((await t.app.inject({ method: 'GET', url: '/api/dict?sort=secret', headers: admin })).statusCode).toBe(400);
    const all = await t.app.inject({ method: 'GET', url: '/api/dict/all', headers: admin });
    expect(all.json().map((d: { name: string }) => d.name)).toContain('user_status');
  });

  it('creates (201), refuses a duplicate name (400), edits (204)', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/dict', headers: admin, payload: { name: 'gift_type', description: '' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'gift_type', description: null });
    const dup = await t.app.inject({ method: 'POST', url: '/api/dict', headers: admin, payload: { name: 'gift_type' } });
    expect(dup.json()).toMatchObject({ status: 400, message: "name: a dictionary named 'gift_type' already exists" });
    expect((await t.app.inject({ method: 'POST', url: '/api/dict', headers: admin, payload: { name: '' } })).json().message).toBe('name: required');
    const put = await t.app.inject({ method: 'PUT', url: '/api/dict', headers: admin, payload: { id: made.json().id, name: 'gift_kind', description: 'Gift kinds' } });
    expect(put.statusCode).toBe(204);
    expect(await t.app.db.select({ name: dicts.name, description: dicts.description }).from(dicts).where(eq(dicts.id, made.json().id))).toEqual([
      { name: 'gift_kind', description: 'Gift kinds' },
    ]);
    const clash = await t.app.inject({ method: 'PUT', url: '/api/dict', headers: admin, payload: { id: made.json().id, name: 'user_status' } });
    expect(clash.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/dict', headers: admin, payload: { id: 999999, name: 'zz' } })).statusCode).toBe(404);
  });

  it('deleting a dictionary deletes its entries; an unknown id deletes nothing', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/dict', headers: admin, payload: { name: 'doomed' } });
    const id = made.json().id as number;
    await t.app.inject({ method: 'POST', url: '/api/dictDetail', headers: admin, payload: { label: 'x', value: 'x', dict: { id } } });
    expect(await t.app.db.select().from(dictDetails).where(eq(dictDetails.dictId, id))).toHaveLength(1);

    const partly = await t.app.inject({ method: 'DELETE', url: '/api/dict', headers: admin, payload: [id, 999999] });
    expect(partly.statusCode).toBe(404);
    expect(await dictId('doomed')).toBe(id);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/dict', headers: admin, payload: [id] });
    expect(res.statusCode).toBe(200);
    expect(await dictId('doomed')).toBeUndefined();
    expect(await t.app.db.select().from(dictDetails).where(eq(dictDetails.dictId, id))).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dict', headers: admin, payload: 'x' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dict', headers: admin, payload: [] })).json().message).toBe('at least one id is required');
  });

  it('answers 403 to users without the dict permissions', async () => {
    const reader = await createUser(t.app, { roles: [{ permissions: ['dict:list'] }] });
    const token = auth((await login(t.app, reader.username, reader.password)).token);
    expect((await t.app.inject({ method: 'GET', url: '/api/dict', headers: token })).statusCode).toBe(200);
    const checks = [
      ['POST', '/api/dict', { name: 'nope' }, 'dict:add'],
      ['PUT', '/api/dict', { id: 1, name: 'nope' }, 'dict:edit'],
      ['DELETE', '/api/dict', [1], 'dict:del'],
      ['POST', '/api/dictDetail', { label: 'x', value: 'x', dict: { id: 1 } }, 'dict:add'],
      ['PUT', '/api/dictDetail', { id: 1, label: 'x', value: 'x' }, 'dict:edit'],
      ['DELETE', '/api/dictDetail/1', undefined, 'dict:del'],
    ] as const;
    for (const [method, url, payload, permission] of checks) {
      const res = await t.app.inject({ method, url, headers: token, ...(payload === undefined ? {} : { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(`Forbidden: you lack the permission ${permission}`);
    }
    expect(await dictId('nope')).toBeUndefined();
    expect(await dictId('user_status')).toBeDefined();
  });
});

describe('dictionary export', () => {
  it('GET api/dict/download answers an xlsx with a row per entry of the matching dictionaries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dict/download?blurry=monitor_type', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('dictionaries.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 5));
    expect(rows).toEqual([
      ['Name', 'Description', 'Label', 'Value'],
      ['monitor_type', 'Live monitoring type', 'Focus', 'focus'],
      ['monitor_type', 'Live monitoring type', 'Regular', 'regular'],
      ['monitor_type', 'Live monitoring type', 'PK', 'pk'],
    ]);
    const reader = await createUser(t.app, { roles: [{ permissions: ['dict:add'] }] });
    const token = auth((await login(t.app, reader.username, reader.password)).token);
    expect((await t.app.inject({ method: 'GET', url: '/api/dict/download', headers: token })).statusCode).toBe(403);
  });
});
