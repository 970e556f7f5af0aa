/** `api/dept*` over the real database: data scopes on the seeded three-level tree, writes, refusals. */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts } from '../../server/db/schema/depts';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { auth, login } from './helpers/session';
import { createUser, deptId, type RoleSpec } from './helpers/fixtures';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

type Row = { id: number; name: string; pid: number | null; subCount: number; hasChildren: boolean; children?: Row[] };
const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const deptRow = async (id: number) => (await t.app.db.select().from(depts).where(eq(depts.id, id)))[0];

async function signedIn(role: RoleSpec, dept = 'seed:dept.operations') {
  const user = await createUser(t.app, { dept, roles: [role] });
  return auth((await login(t.app, user.username, user.password)).token);
}

async function get(headers: Record<string, string>, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: Row[]; totalElements: number };
}

async function createDept(payload: Record<string, unknown>, headers = admin) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dept', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Row;
}

const names = (rows: Row[]) => rows.map((row) => row.name);

describe('GET api/dept and the data scope', () => {
  it('gives the admin the roots, then each level by sort with hasChildren', async () => {
    const roots = await get(admin, '/api/dept');
    expect(names(roots.content)).toEqual(['seed:dept.guildHq']);
    expect(roots.content[0]).toMatchObject({ pid: null, hasChildren: true, leaf: false, label: 'seed:dept.guildHq', subCount: 3, enabled: true, deptSort: 1 });
    expect((roots.content[0] as unknown as { createTime: string }).createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const hq = roots.content[0]!.id;
    const level2 = await get(admin, `/api/dept?pid=${hq}&size=100`);
    expect(names(level2.content)).toEqual(['seed:dept.operations', 'seed:dept.recruitment', 'seed:dept.liveOperations']);
    expect(level2.content.map((row) => row.hasChildren)).toEqual([false, false, true]);
    const level3 = await get(admin, `/api/dept?pid=${level2.content[2]!.id}`);
    expect(names(level3.content)).toEqual(['seed:dept.liveTeamAlpha', 'seed:dept.liveTeamBeta']);
  });

  it("shows a custom-scope caller only that subtree, its top as their root, and nothing above or beside it", async () => {
    const scoped = await signedIn({ permissions: ['dept:list'], dataScope: 'custom', depts: ['seed:dept.liveOperations'] });
    const roots = await get(scoped, '/api/dept');
    expect(names(roots.content)).toEqual(['seed:dept.liveOperations']);
    expect(roots.totalElements).toBe(1);
    const hq = await deptId(t.app, 'seed:dept.guildHq');
    // Children of a department above the scope: only those in it, never their siblings.
    expect(names((await get(scoped, `/api/dept?pid=${hq}`)).content)).toEqual(['seed:dept.liveOperations']);
    expect(names((await get(scoped, `/api/dept?pid=${roots.content[0]!.id}`)).content)).toEqual(['seed:dept.liveTeamAlpha', 'seed:dept.liveTeamBeta']);
    // A filter answers the matches flat, still within the scope: 'seed:dept.operations' itself is outside it.
    expect(names((await get(scoped, '/api/dept?name=operations')).content)).toEqual(['seed:dept.liveOperations']);
    expect(names((await get(admin, '/api/dept?name=operations')).content).sort()).toEqual(['seed:dept.liveOperations', 'seed:dept.operations']);

    const tree = await t.app.inject({ method: 'GET', url: '/api/dept/tree', headers: scoped });
    expect(tree.json()).toMatchObject([{ name: 'seed:dept.liveOperations', children: [{ name: 'seed:dept.liveTeamAlpha' }, { name: 'seed:dept.liveTeamBeta' }] }]);
  });

  it("limits an own-department caller to their department's subtree", async () => {
    const own = await signedIn({ permissions: ['dept:list'], dataScope: 'own' }, 'seed:dept.liveTeamBeta');
    expect(names((await get(own, '/api/dept')).content)).toEqual(['seed:dept.liveTeamBeta']);
    expect(names((await get(own, '/api/dept?name=live')).content)).toEqual(['seed:dept.liveTeamBeta']);
    const all = await signedIn({ permissions: ['dept:list'], dataScope: 'all' }, 'seed:dept.liveTeamBeta');
    expect(names((await get(all, '/api/dept')).content)).toEqual(['seed:dept.guildHq']);
  });

  it('filters by enabled and a createTime range, sorts, and refuses bad filters with 400', async () => {
    const off = await createDept({ name: unique('Switched off'), pid: await deptId(t.app, 'seed:dept.recruitment'), enabled: false });
    const disabled = await get(admin, '/api/dept?enabled=false');
    expect(disabled.content.map((row) => row.id)).toContain(off.id);
    expect(disabled.content.every((row) => (row as unknown as { enabled: boolean }).enabled === false)).toBe(true);
    const hq = await deptId(t.app, 'seed:dept.guildHq');
    const byName = await get(admin, `/api/dept?pid=${hq}&sort=name,desc`);
    expect(names(byName.content)).toEqual(['seed:dept.recruitment', 'seed:dept.operations', 'seed:dept.liveOperations']);
    const none = await get(admin, '/api/dept?createTime=2000-01-01 00:00:00&createTime=2000-01-02 00:00:00');
    expect(none).toEqual({ content: [], totalElements: 0 });
    const now = await get(admin, '/api/dept?createTime=2000-01-01 00:00:00&createTime=2999-01-01 00:00:00&size=100');
    expect(now.totalElements).toBeGreaterThanOrEqual(7);
    for (const [url, message] of [
      ['/api/dept?sort=password', "sort: unknown field 'password'"],
      ['/api/dept?createTime=yesterday&createTime=today', 'createTime: dates must look like'],
      ['/api/dept?createTime=2026-02-01 00:00:00&createTime=2026-01-01 00:00:00', 'createTime: the start must not be after the end'],
      ['/api/dept?enabled=maybe', 'enabled: '],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: url!, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('department writes', () => {
  it('creates a three-level branch keeping sub_count, records the caller, moves it, and refuses moving under its own sub-department', async () => {
    const hq = await deptId(t.app, 'seed:dept.guildHq');
    const before = (await deptRow(hq))!.subCount;
    const top = await createDept({ name: unique('Branch'), pid: hq, deptSort: 5 });
    expect(top).toMatchObject({ pid: hq, deptSort: 5, enabled: true, subCount: 0, hasChildren: false });
    const middle = await createDept({ name: unique('Middle'), pid: top.id });
    const leaf = await createDept({ name: unique('Leaf'), pid: middle.id });
    expect((await deptRow(hq))!.subCount).toBe(before + 1);
    expect(await deptRow(top.id)).toMatchObject({ subCount: 1, createBy: 'admin', updateBy: 'admin' });

    const cycle = await t.app.inject({ method: 'PUT', url: '/api/dept', headers: admin, payload: { id: top.id, name: 'Loop', pid: leaf.id, deptSort: 5, enabled: true } });
    expect(cycle.json()).toMatchObject({ status: 400, message: 'pid: a department cannot be moved under itself or one of its sub-departments' });
    const self = await t.app.inject({ method: 'PUT', url: '/api/dept', headers: admin, payload: { id: top.id, name: 'Loop', pid: top.id, deptSort: 5, enabled: true } });
    expect(self.statusCode).toBe(400);
    expect((await deptRow(top.id))!.pid).toBe(hq);

    // Moving the leaf up under the top recounts both parents; the switch is a PUT.
    const put = await t.app.inject({ method: 'PUT', url: '/api/dept', headers: admin, payload: { id: leaf.id, name: leaf.name, pid: top.id, deptSort: 1, enabled: false } });
    expect(put.statusCode).toBe(204);
    expect(await deptRow(leaf.id)).toMatchObject({ pid: top.id, enabled: false });
    expect((await deptRow(top.id))!.subCount).toBe(2);
    expect((await deptRow(middle.id))!.subCount).toBe(0);
  });

  it('deletes departments with all their sub-departments and recounts the parent', async () => {
    const parent = await deptId(t.app, 'seed:dept.recruitment');
    const start = (await deptRow(parent))!.subCount;
    const top = await createDept({ name: unique('Doomed'), pid: parent });
    const middle = await createDept({ name: unique('Doomed mid'), pid: top.id });
    const leaf = await createDept({ name: unique('Doomed leaf'), pid: middle.id });
    expect((await deptRow(parent))!.subCount).toBe(start + 1);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/dept', headers: admin, payload: [top.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.db.select().from(depts).where(inArray(depts.id, [top.id, middle.id, leaf.id]))).toEqual([]);
    expect((await deptRow(parent))!.subCount).toBe(start);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dept', headers: admin, payload: [top.id] })).statusCode).toBe(404);
  });

  it('refuses to delete a department whose sub-department has users, naming them, and deletes nothing', async () => {
    const top = await createDept({ name: unique('Busy'), pid: await deptId(t.app, 'seed:dept.operations') });
    const sub = await createDept({ name: unique('Busy sub'), pid: top.id });
    const a = await createUser(t.app, { dept: sub.name });
    const b = await createUser(t.app, { dept: sub.name });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/dept', headers: admin, payload: [top.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Department ${sub.name} has users: ${[a.username, b.username].sort().join(', ')}`);
    expect(await deptRow(top.id)).toBeTruthy();
    expect(await deptRow(sub.id)).toBeTruthy();
  });

  it("refuses to delete a department in a role's custom data scope, naming the role", async () => {
    const dept = await createDept({ name: unique('Scoped'), pid: await deptId(t.app, 'seed:dept.operations') });
    await createUser(t.app, { dept: null, roles: [{ dataScope: 'custom', depts: [dept.name] }] });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/dept', headers: admin, payload: [dept.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^Department ${dept.name} is in the data scope of roles: role-[0-9a-f]{8}$`));
    expect(await deptRow(dept.id)).toBeTruthy();
  });

  it('keeps a scoped writer inside their scope', async () => {
    const writer = await signedIn({ permissions: ['dept:add', 'dept:edit', 'dept:del', 'dept:list'], dataScope: 'custom', depts: ['seed:dept.liveOperations'] });
    const liveOps = await deptId(t.app, 'seed:dept.liveOperations');
    const made = await createDept({ name: unique('Team Gamma'), pid: liveOps }, writer);
    expect(made.pid).toBe(liveOps);
    for (const pid of [null, await deptId(t.app, 'seed:dept.guildHq')]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/dept', headers: writer, payload: { name: 'Outside', pid } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^pid: /);
    }
    const operations = await deptId(t.app, 'seed:dept.operations');
    const put = await t.app.inject({ method: 'PUT', url: '/api/dept', headers: writer, payload: { id: operations, name: 'Hijacked', pid: null, deptSort: 1, enabled: true } });
    expect(put.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dept', headers: writer, payload: [operations] })).statusCode).toBe(404);
    expect((await deptRow(operations))!.name).toBe('seed:dept.operations');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dept', headers: writer, payload: [made.id] })).statusCode).toBe(200);
  });

  it.each([
    [{ name: '', pid: null }, 'name: required'],
    [{ name: 'Ghost child', pid: 999999 }, 'pid: department 999999 does not exist'],
    [{ name: 'Sneaky', createBy: 'someone' }, 'createBy'],
    [{ name: 'Sneaky', subCount: 9 }, 'subCount'],
    [{ name: 'Sorted', deptSort: 'first' }, 'deptSort: '],
  ])('refuses %j with 400 and writes nothing', async (payload, message) => {
    const before = await t.app.db.select({ id: depts.id }).from(depts);
    const res = await t.app.inject({ method: 'POST', url: '/api/dept', headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.app.db.select({ id: depts.id }).from(depts)).toHaveLength(before.length);
  });
});

describe('department trees and export', () => {
  it('POST api/dept/superior answers the tree from the roots down to the departments with their siblings', async () => {
    const alpha = await deptId(t.app, 'seed:dept.liveTeamAlpha');
    const res = await t.app.inject({ method: 'POST', url: '/api/dept/superior', headers: admin, payload: [alpha] });
    expect(res.statusCode).toBe(200);
    const [hq, ...others] = res.json() as Row[];
    expect(others).toEqual([]);
    expect(hq!.name).toBe('seed:dept.guildHq');
    const liveOps = hq!.children!.find((row) => row.name === 'seed:dept.liveOperations')!;
    expect(names(hq!.children!).slice(0, 3)).toEqual(['seed:dept.operations', 'seed:dept.recruitment', 'seed:dept.liveOperations']);
    expect(names(liveOps.children!)).toEqual(['seed:dept.liveTeamAlpha', 'seed:dept.liveTeamBeta']);
    const empty = await t.app.inject({ method: 'POST', url: '/api/dept/superior', headers: admin, payload: [] });
    expect(names(empty.json())).toEqual(['seed:dept.guildHq']);
    expect((await t.app.inject({ method: 'POST', url: '/api/dept/superior', headers: admin, payload: [999999] })).statusCode).toBe(404);
  });

  it('GET api/dept/download answers an xlsx of the filtered departments in scope with their parents', async () => {
    const scoped = await signedIn({ permissions: ['dept:list'], dataScope: 'custom', depts: ['seed:dept.liveOperations'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/dept/download', headers: scoped });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('departments.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 5));
    expect(rows[0]).toEqual(['Name', 'Parent', 'Sort', 'Enabled']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual(
      expect.arrayContaining([
        ['Live operations', 'Guild HQ'],
        ['Live team Alpha', 'Live operations'],
        ['Live team Beta', 'Live operations'],
      ]),
    );
    // The file has no reader language: seeded names are written in English, never as their keys.
    expect(rows.slice(1).map((row) => row[0])).not.toContain('Operations');
  });
});
