/** `api/roles` over the real database: levels, scopes, menus, in-use refusal, mass assignment, export. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../server/db/schema/menus';
import { roles, rolesDepts, rolesMenus } from '../../server/db/schema/users';
import { createRole, createUser, deptId } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const tag = () => randomBytes(3).toString('hex');
const roleBody = (over: Record<string, unknown> = {}) => ({ name: `Role ${tag()}`, level: 3, dataScope: 'own', depts: [], description: 'Test role', ...over });

async function signIn(spec: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.app, spec);
  return { headers: auth((await login(t.app, user.username, user.password)).token), ...user };
}

const roleCount = async () => (await t.app.db.select({ id: roles.id }).from(roles)).length;
const menuId = async (title: string) => (await t.app.db.select().from(menus).where(eq(menus.title, title)))[0]!.id;

describe('reading roles', () => {
  it('lists with blurry and sort, answers one by id, every role, and the caller level', async () => {
    const name = `Readable ${tag()}`;
    const created = await t.app.inject({ method: 'POST', url: '/api/roles', headers: admin, payload: roleBody({ name, dataScope: 'custom', depts: [{ id: await deptId(t.app, 'seed:dept.operations') }] }) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const list = await t.app.inject({ method: 'GET', url: `/api/roles?blurry=${encodeURIComponent(name)}`, headers: admin });
    expect(list.json()).toEqual({
      content: [{ id, name, level: 3, dataScope: 'custom', description: 'Test role', depts: [{ id: await deptId(t.app, 'seed:dept.operations'), name: 'seed:dept.operations' }], menus: [], createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) }],
      totalElements: 1,
    });
    const byLevel = await t.app.inject({ method: 'GET', url: '/api/roles?sort=level,desc&size=100', headers: admin });
    const levels = (byLevel.json().content as { level: number }[]).map((role) => role.level);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    expect((await t.app.inject({ method: 'GET', url: `/api/roles/${id}`, headers: admin })).json()).toMatchObject({ id, name });
    expect((await t.app.inject({ method: 'GET', url: '/api/roles/999999', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/roles/all', headers: admin })).json()[0]).toMatchObject({ name: 'seed:role.superAdmin', level: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/roles/level', headers: admin })).json()).toEqual({ level: 1 });
    const plain = await signIn({ roles: [{ level: 4 }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/roles/level', headers: plain.headers })).json()).toEqual({ level: 4 });
    const roleless = await signIn({ roles: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/roles/level', headers: roleless.headers })).json()).toEqual({ level: null });
  });

  it('menu-tree answers every menu with its type, for the assignment tree', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/roles/menu-tree', headers: admin });
    const nodes = res.json() as { id: number; pid: number | null; type: number; title: string; permission: string | null }[];
    expect(nodes).toContainEqual(expect.objectContaining({ title: 'x:roles', type: 1, permission: 'roles:list' }));
    expect(nodes).toContainEqual(expect.objectContaining({ title: 'x:rolesEdit', type: 2, permission: 'roles:edit', pid: await menuId('x:roles') }));
    expect(nodes.some((node) => node.type === 0)).toBe(true);
  });
});

describe('role levels and scopes', () => {
  it('create, edit and delete only roles of the caller level or less powerful', async () => {
    const caller = await signIn({ roles: [{ level: 2, dataScope: 'all', permissions: ['roles:add', 'roles:edit', 'roles:del'] }] });
    const strong = await t.app.inject({ method: 'POST', url: '/api/roles', headers: caller.headers, payload: roleBody({ level: 1 }) });
    expect(strong.statusCode).toBe(400);
    expect(strong.json().message).toMatch(/^level: the role has level 1; your own level is 2/);
    const same = await t.app.inject({ method: 'POST', url: '/api/roles', headers: caller.headers, payload: roleBody({ level: 2 }) });
    expect(same.statusCode, same.body).toBe(201);

    const strongRole = await createRole(t.app, { level: 1 });
    const [before] = await t.app.db.select().from(roles).where(eq(roles.id, strongRole));
    const edit = await t.app.inject({ method: 'PUT', url: '/api/roles', headers: caller.headers, payload: { id: strongRole, ...roleBody({ level: 5 }) } });
    expect(edit.statusCode).toBe(400);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/roles', headers: caller.headers, payload: [strongRole] });
    expect(del.statusCode).toBe(400);
    const menusOf = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: caller.headers, payload: { id: strongRole, menus: [] } });
    expect(menusOf.statusCode).toBe(400);
    expect((await t.app.db.select().from(roles).where(eq(roles.id, strongRole)))[0]).toEqual(before);

    const weak = same.json().id as number;
    const demote = await t.app.inject({ method: 'PUT', url: '/api/roles', headers: caller.headers, payload: { id: weak, ...roleBody({ name: `Edited ${tag()}`, level: 1 }) } });
    expect(demote.statusCode).toBe(400);
    const okEdit = await t.app.inject({ method: 'PUT', url: '/api/roles', headers: caller.headers, payload: { id: weak, ...roleBody({ name: `Edited ${tag()}`, level: 4 }) } });
    expect(okEdit.statusCode, okEdit.body).toBe(204);
    expect((await t.app.db.select().from(roles).where(eq(roles.id, weak)))[0]).toMatchObject({ level: 4, updateBy: caller.username });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/roles', headers: caller.headers, payload: [weak] })).statusCode).toBe(200);
    expect(await t.app.db.select().from(roles).where(eq(roles.id, weak))).toEqual([]);
  });

  it('a caller without scope all cannot hand out all, nor depts outside their scope', async () => {
    const caller = await signIn({ dept: 'seed:dept.liveOperations', roles: [{ level: 2, dataScope: 'own', permissions: ['roles:add'] }] });
    const all = await t.app.inject({ method: 'POST', url: '/api/roles', headers: caller.headers, payload: roleBody({ dataScope: 'all' }) });
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toMatch(/^dataScope: /);
    const outside = await t.app.inject({ method: 'POST', url: '/api/roles', headers: caller.headers, payload: roleBody({ dataScope: 'custom', depts: [{ id: await deptId(t.app, 'seed:dept.operations') }] }) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/^depts: .*outside your data scope/);
    const inside = await t.app.inject({ method: 'POST', url: '/api/roles', headers: caller.headers, payload: roleBody({ dataScope: 'custom', depts: [{ id: await deptId(t.app, 'seed:dept.liveTeamAlpha') }] }) });
    expect(inside.statusCode, inside.body).toBe(201);
  });
});

describe('validation and mass assignment', () => {
  it.each([
    [{ name: '' }, 'name: required'],
    [{ level: 0 }, 'level: from 1 to 999'],
    [{ level: 'high' }, 'level: a whole number'],
    [{ dataScope: 'everything' }, 'dataScope: all, own or custom'],
    [{ dataScope: 'custom', depts: [] }, 'depts: a custom data scope needs at least one department'],
    [{ dataScope: 'custom', depts: [{ id: 999999 }] }, 'depts: department 999999 does not exist'],
    [{ name: 'seed:role.superAdmin' }, "name: a role named 'seed:role.superAdmin' already exists"],
    [{ permission: 'admin' }, 'permission: this field cannot be set here'],
    [{ createBy: 'x', admin: true }, 'createBy, admin: this field cannot be set here'],
  ])('POST %j → 400 "%s", nothing written', async (over, message) => {
    const before = await roleCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/roles', headers: admin, payload: roleBody(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await roleCount()).toBe(before);
  });

  it('PUT with a permission is refused and leaves the role as it was', async () => {
    const id = await createRole(t.app, { level: 3 });
    const [before] = await t.app.db.select().from(roles).where(eq(roles.id, id));
    const res = await t.app.inject({ method: 'PUT', url: '/api/roles', headers: admin, payload: { id, ...roleBody({ permission: 'admin' }) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('permission: this field cannot be set here');
    expect((await t.app.db.select().from(roles).where(eq(roles.id, id)))[0]).toEqual(before);
  });
});

describe('deleting roles', () => {
  it('refuses a role in use, naming its holders, and deletes nothing of the batch', async () => {
    const used = (await t.app.inject({ method: 'POST', url: '/api/roles', headers: admin, payload: roleBody({ name: `Operator ${tag()}` }) })).json().id as number;
    const unused = (await t.app.inject({ method: 'POST', url: '/api/roles', headers: admin, payload: roleBody() })).json().id as number;
    const name = (await t.app.db.select().from(roles).where(eq(roles.id, used)))[0]!.name;
    const suffix = tag();
    for (const who of [`bob${suffix}`, `alice${suffix}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { username: who, nickName: who, gender: 'male', email: null, phone: null, enabled: true, dept: { id: await deptId(t.app, 'seed:dept.operations') }, roles: [{ id: used }], jobs: [] },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.app.inject({ method: 'DELETE', url: '/api/roles', headers: admin, payload: [unused, used] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Role ${name} is held by: alice${suffix}, bob${suffix}`);
    expect((await t.app.db.select().from(roles).where(eq(roles.id, unused))).length).toBe(1);
  });

  it('deleting a role removes its depts and menus links', async () => {
    const id = await createRole(t.app, { level: 3, dataScope: 'custom', depts: ['seed:dept.operations'], permissions: ['x:test'] });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/roles', headers: admin, payload: [id] })).statusCode).toBe(200);
    expect(await t.app.db.select().from(rolesDepts).where(eq(rolesDepts.roleId, id))).toEqual([]);
    expect(await t.app.db.select().from(rolesMenus).where(eq(rolesMenus.roleId, id))).toEqual([]);
  });
});

describe('PUT api/roles/menu', () => {
  it('sets exactly the given menus, which then grant their permissions', async () => {
    const roleId = await createRole(t.app, { level: 3, dataScope: 'all' });
    const ids = [await menuId('x:system'), await menuId('x:users'), await menuId('x:usersAdd')];
    const res = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: admin, payload: { id: roleId, menus: ids.map((id) => ({ id })) } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/roles/${roleId}`, headers: admin })).json().menus).toEqual(
      [...ids].sort((a, b) => a - b).map((id) => ({ id })),
    );
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: admin, payload: { id: roleId, menus: [{ id: 999999 }] } });
    expect(unknown.json().message).toBe('menus: menu 999999 does not exist');
  });

  it('a caller grants only permissions they hold themselves', async () => {
    const caller = await signIn({ roles: [{ level: 2, dataScope: 'all', permissions: ['roles:edit'] }] });
    const roleId = await createRole(t.app, { level: 3 });
    const refused = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: caller.headers, payload: { id: roleId, menus: [{ id: await menuId('x:usersDel') }] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_NOT_HELD', params: { permissions: ['user:del'] }, message: 'menus: you cannot grant a permission you do not hold (user:del)' });
    expect(await t.app.db.select().from(rolesMenus).where(eq(rolesMenus.roleId, roleId))).toEqual([]);
    const allowed = await t.app.inject({
      method: 'PUT',
      url: '/api/roles/menu',
      headers: caller.headers,
      payload: { id: roleId, menus: [{ id: await menuId('x:system') }, { id: await menuId('x:rolesEdit') }] },
    });
    expect(allowed.statusCode, allowed.body).toBe(204);
  });

  it('a menu the role already holds may stay when a caller without its permission saves; giving it back is refused', async () => {
    const caller = await signIn({ roles: [{ level: 2, dataScope: 'all', permissions: ['roles:edit'] }] });
    const roleId = await createRole(t.app, { level: 3 });
    const del = await menuId('x:usersDel');
    await t.app.db.insert(rolesMenus).values({ roleId, menuId: del });
    await t.app.principals.invalidateAll();
    const kept = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: caller.headers, payload: { id: roleId, menus: [{ id: del }, { id: await menuId('x:rolesEdit') }] } });
    expect(kept.statusCode, kept.body).toBe(204);
    const dropped = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: caller.headers, payload: { id: roleId, menus: [] } });
    expect(dropped.statusCode, dropped.body).toBe(204);
    const back = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: caller.headers, payload: { id: roleId, menus: [{ id: del }] } });
    expect(back.json()).toMatchObject({ status: 400, code: 'PERMISSION_NOT_HELD', params: { permissions: ['user:del'] } });
    expect(await t.app.db.select().from(rolesMenus).where(eq(rolesMenus.roleId, roleId))).toEqual([]);
  });
});

describe('GET api/roles/download', () => {
  it('is an xlsx workbook with the filtered roles', async () => {
    const prefix = `Export ${tag()}`;
    for (const suffix of ['one', 'two']) await t.app.inject({ method: 'POST', url: '/api/roles', headers: admin, payload: roleBody({ name: `${prefix} ${suffix}` }) });
    const res = await t.app.inject({ method: 'GET', url: `/api/roles/download?blurry=${encodeURIComponent(prefix)}&sort=name,asc`, headers: admin });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).text).toBe('Name');
    expect([sheet.getRow(2).getCell(1).text, sheet.getRow(3).getCell(1).text]).toEqual([`${prefix} one`, `${prefix} two`]);
    expect(sheet.getRow(2).getCell(2).value).toBe(3);
  });
});
