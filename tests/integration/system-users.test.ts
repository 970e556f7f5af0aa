/** `api/users` over the real database: data scopes, role levels, mass assignment, refusals, export. */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts } from '../../server/db/schema/depts';
import { roles, users, usersRoles } from '../../server/db/schema/users';
import { createRole, createUser } from './helpers/fixtures';
import { attemptLogin, auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
/** The A > B > C tree of this file. */
const tree = { a: 0, b: 0, c: 0 };
let operatorRoleId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const [a] = await t.app.db.insert(depts).values({ name: 'Scope A', subCount: 1 }).returning();
  const [b] = await t.app.db.insert(depts).values({ name: 'Scope B', pid: a!.id, subCount: 1 }).returning();
  const [c] = await t.app.db.insert(depts).values({ name: 'Scope C', pid: b!.id }).returning();
  Object.assign(tree, { a: a!.id, b: b!.id, c: c!.id });
  operatorRoleId = (await t.app.db.select().from(roles).where(eq(roles.name, 'seed:role.operator')))[0]!.id;
});
afterAll(() => t?.close());

const tag = () => randomBytes(3).toString('hex');

/** A user written straight to the database in a dept (by id or null) holding existing roles. */
async function seedUser(username: string, deptId: number | null, roleIds: number[] = []) {
  const [row] = await t.app.db.insert(users).values({ username, nickName: username, password: 'x', deptId }).returning({ id: users.id });
  if (roleIds.length > 0) await t.app.db.insert(usersRoles).values(roleIds.map((roleId) => ({ userId: row!.id, roleId })));
  await t.app.principals.invalidateAll();
  return row!.id;
}

/** Signs in a fresh user whose one role has these permissions, scope and level; returns its headers and id. */
async function signIn(spec: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.app, spec);
  const token = (await login(t.app, user.username, user.password)).token;
  return { headers: auth(token), id: user.id, username: user.username, token };
}

const deptName = async (id: number) => (await t.app.db.select({ name: depts.name }).from(depts).where(eq(depts.id, id)))[0]!.name;

const body = (over: Record<string, unknown> = {}) => ({
  username: `u_${tag()}`,
  nickName: 'New person',
  gender: 'female',
  email: `${tag()}@example.com`,
  phone: '13800138000',
  enabled: true,
  dept: { id: tree.b },
  roles: [{ id: operatorRoleId }],
  jobs: [],
  ...over,
});

describe('data scope with a three-level tree A > B > C', () => {
  const names = { a: '', b: '', c: '', none: '' };
  const ids = { a: 0, b: 0, c: 0, none: 0 };
  beforeAll(async () => {
    const prefix = `ds${tag()}`;
    for (const key of ['a', 'b', 'c', 'none'] as const) {
      names[key] = `${prefix}_${key}`;
      ids[key] = await seedUser(names[key], key === 'none' ? null : tree[key]);
    }
  });

  const seen = async (headers: Record<string, string>, extra = '') => {
    const prefix = names.a.split('_')[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/users?blurry=${prefix}&size=50${extra}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as { username: string }[]).map((user) => user.username).sort();
  };

  it('own (in B) sees B and C; custom (A) sees A, B and C; all sees also the users without a dept', async () => {
    const own = await signIn({ dept: await deptName(tree.b), roles: [{ permissions: ['user:list'], dataScope: 'own' }] });
    expect(await seen(own.headers)).toEqual([names.b, names.c]);
    const custom = await signIn({ dept: 'seed:dept.operations', roles: [{ permissions: ['user:list'], dataScope: 'custom', depts: ['Scope A'] }] });
    expect(await seen(custom.headers)).toEqual([names.a, names.b, names.c]);
    const all = await signIn({ roles: [{ permissions: ['user:list'], dataScope: 'all' }] });
    expect(await seen(all.headers)).toEqual([names.a, names.b, names.c, names.none]);
    // The dept filter narrows within the scope (B and its sub-dept C), and the pickers show only scoped depts.
    expect(await seen(all.headers, `&deptId=${tree.b}`)).toEqual([names.b, names.c]);
    expect(await seen(own.headers, `&deptId=${tree.a}`)).toEqual([names.b, names.c]);
    const pickerOwn = await t.app.inject({ method: 'GET', url: '/api/users/depts', headers: own.headers });
    expect(pickerOwn.json().map((dept: { id: number }) => dept.id).sort()).toEqual([tree.b, tree.c].sort());
  });

  it('a user outside the caller scope is not found for edit, delete and reset', async () => {
    const own = await signIn({ dept: await deptName(tree.b), roles: [{ permissions: ['user:edit', 'user:del'], dataScope: 'own', level: 2 }] });
    const put = await t.app.inject({ method: 'PUT', url: '/api/users', headers: own.headers, payload: body({ id: ids.a, username: names.a, dept: { id: tree.b } }) });
    expect(put.statusCode, put.body).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users', headers: own.headers, payload: [ids.a] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users', headers: own.headers, payload: [ids.none] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/resetPwd', headers: own.headers, payload: [ids.a] })).statusCode).toBe(404);
    expect((await t.app.db.select().from(users).where(inArray(users.id, [ids.a, ids.none]))).length).toBe(2);
    // Nor may they move someone into a dept outside it.
    const create = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: body({ dept: { id: tree.c } }) });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: own.headers,
      payload: body({ id: create.json().id, username: `m_${tag()}`, dept: { id: tree.a } }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/^dept: .*outside your data scope/);
  });
});

describe('role levels', () => {
  let strongRole = 0;
  let weakRole = 0;
  let caller: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    strongRole = await createRole(t.app, { level: 1, dataScope: 'all' });
    weakRole = await createRole(t.app, { level: 3, dataScope: 'all' });
    caller = await signIn({ roles: [{ level: 2, dataScope: 'all', permissions: ['user:add', 'user:edit', 'user:del'] }] });
  });

  it('assign: only roles of the caller level or less powerful', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/users', headers: caller.headers, payload: body({ roles: [{ id: strongRole }] }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^roles: role .* has level 1; your own level is 2/);
    const allowed = await t.app.inject({ method: 'POST', url: '/api/users', headers: caller.headers, payload: body({ roles: [{ id: weakRole }] }) });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('edit, reset and delete: refused for a user holding a more powerful role, allowed otherwise', async () => {
    const strongUser = await seedUser(`strong_${tag()}`, tree.a, [strongRole, weakRole]);
    const weakUser = await createUser(t.app, { dept: 'Scope A', roles: [{ level: 3 }] });

    const edit = await t.app.inject({ method: 'PUT', url: '/api/users', headers: caller.headers, payload: body({ id: strongUser, roles: [{ id: weakRole }] }) });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toMatch(/holds role .* level 1/);
    expect((await t.app.db.select().from(usersRoles).where(eq(usersRoles.userId, strongUser))).length).toBe(2);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/resetPwd', headers: caller.headers, payload: [strongUser] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users', headers: caller.headers, payload: [strongUser, weakUser.id] })).statusCode).toBe(400);
    expect((await t.app.db.select().from(users).where(inArray(users.id, [strongUser, weakUser.id]))).length).toBe(2);

    const weakSession = await login(t.app, weakUser.username, weakUser.password);
    const okEdit = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: caller.headers,
      payload: body({ id: weakUser.id, username: weakUser.username, nickName: 'Renamed', roles: [{ id: weakRole }] }),
    });
    expect(okEdit.statusCode, okEdit.body).toBe(204);
    const [edited] = await t.app.db.select().from(users).where(eq(users.id, weakUser.id));
    expect(edited).toMatchObject({ nickName: 'Renamed', updateBy: caller.username });

    const reset = await t.app.inject({ method: 'PUT', url: '/api/users/resetPwd', headers: caller.headers, payload: [weakUser.id] });
    expect(reset.statusCode, reset.body).toBe(200);
    const [fresh] = reset.json() as { id: number; username: string; password: string }[];
    expect(fresh).toMatchObject({ id: weakUser.id, username: weakUser.username });
    expect(fresh!.password).toHaveLength(12);
    expect((await attemptLogin(t.app, weakUser.username, weakUser.password)).statusCode).toBe(400);
    expect((await attemptLogin(t.app, weakUser.username, fresh!.password)).statusCode).toBe(200);
    // The session signed in with the old password is over.
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(weakSession.token) })).statusCode).toBe(401);
    const [hashRow] = await t.app.db.select({ password: users.password }).from(users).where(eq(users.id, weakUser.id));
    expect(hashRow!.password).toMatch(/^\$argon2id\$/);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/users', headers: caller.headers, payload: [weakUser.id] })).statusCode).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.id, weakUser.id))).toEqual([]);
  });
});

/**
 * A role is a bundle of permissions (its menus) and a data scope: giving one to a user grants them both, so a caller
 * may give only roles whose permissions and reach they hold themselves (an administrator any). Roles the user already
 * holds may stay.
 */
describe('assigning roles grants nothing the caller lacks', () => {
  let rich = 0;
  let modest = 0;
  let caller: Awaited<ReturnType<typeof signIn>>;
  const infoRoles = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/auth/info', headers })).json().roles as string[];
  beforeAll(async () => {
    rich = await createRole(t.app, { level: 3, dataScope: 'all', permissions: ['user:del', 'roles:edit', 'user:add'] });
    modest = await createRole(t.app, { level: 3, dataScope: 'all', permissions: ['user:add'] });
    caller = await signIn({ roles: [{ level: 2, dataScope: 'all', permissions: ['user:add', 'user:edit'] }] });
  });

  it('create: a role granting permissions the caller lacks is refused naming them; one within their own is given', async () => {
    const before = (await t.app.db.select({ id: users.id }).from(users)).length;
    const refused = await t.app.inject({ method: 'POST', url: '/api/users', headers: caller.headers, payload: body({ roles: [{ id: modest }, { id: rich }] }) });
    expect(refused.statusCode, refused.body).toBe(400);
    const name = (await t.app.db.select().from(roles).where(eq(roles.id, rich)))[0]!.name;
    expect(refused.json()).toMatchObject({
      code: 'PERMISSION_NOT_HELD',
      params: { permissions: ['roles:edit', 'user:del'] },
      message: `roles: you cannot grant a permission you do not hold (role ${name}: roles:edit, user:del)`,
    });
    expect((await t.app.db.select({ id: users.id }).from(users)).length).toBe(before);
    const allowed = await t.app.inject({ method: 'POST', url: '/api/users', headers: caller.headers, payload: body({ roles: [{ id: modest }] }) });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const adminGives = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: body({ roles: [{ id: rich }] }) });
    expect(adminGives.statusCode, adminGives.body).toBe(201);
  });

  it('edit: the caller cannot give themselves a richer role (auth/info stays as it was); a role the user already holds may stay', async () => {
    const [self] = await t.app.db.select().from(users).where(eq(users.id, caller.id));
    const ownRoles = (await t.app.db.select().from(usersRoles).where(eq(usersRoles.userId, caller.id))).map((row) => ({ id: row.roleId }));
    const escalate = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: caller.headers,
      payload: body({ id: caller.id, username: self!.username, email: null, dept: { id: (await t.app.db.select().from(depts).where(eq(depts.name, 'seed:dept.operations')))[0]!.id }, roles: [...ownRoles, { id: rich }] }),
    });
    expect(escalate.statusCode, escalate.body).toBe(400);
    expect(escalate.json()).toMatchObject({ code: 'PERMISSION_NOT_HELD', params: { permissions: ['roles:edit', 'user:del'] } });
    expect(await infoRoles(caller.headers)).toEqual(['user:add', 'user:edit']);
    expect((await t.app.db.select().from(usersRoles).where(eq(usersRoles.userId, caller.id))).length).toBe(ownRoles.length);

    const holder = await seedUser(`rich_${tag()}`, tree.b, [rich]);
    const keep = await t.app.inject({ method: 'PUT', url: '/api/users', headers: caller.headers, payload: body({ id: holder, username: `rich_${tag()}`, nickName: 'Kept', roles: [{ id: rich }] }) });
    expect(keep.statusCode, keep.body).toBe(204);
    const swap = await t.app.inject({ method: 'PUT', url: '/api/users', headers: caller.headers, payload: body({ id: holder, username: `rich_${tag()}`, roles: [{ id: modest }] }) });
    expect(swap.statusCode, swap.body).toBe(204);
    const back = await t.app.inject({ method: 'PUT', url: '/api/users', headers: caller.headers, payload: body({ id: holder, username: `rich_${tag()}`, roles: [{ id: rich }] }) });
    expect(back.statusCode, back.body).toBe(400);
    expect(back.json().code).toBe('PERMISSION_NOT_HELD');
  });

  it("data scope: a caller without scope all cannot give a role reaching every department, nor departments outside their scope", async () => {
    const scoped = await signIn({ dept: 'Scope B', roles: [{ level: 2, dataScope: 'own', permissions: ['user:add'] }] });
    const everywhere = await createRole(t.app, { level: 3, dataScope: 'all' });
    const wider = await createRole(t.app, { level: 3, dataScope: 'custom', depts: ['Scope A'] });
    const inside = await createRole(t.app, { level: 3, dataScope: 'custom', depts: ['Scope C'] });
    const ownScope = await createRole(t.app, { level: 3, dataScope: 'own' });
    const names = Object.fromEntries((await t.app.db.select().from(roles).where(inArray(roles.id, [everywhere, wider]))).map((role) => [role.id, role.name]));
    const all = await t.app.inject({ method: 'POST', url: '/api/users', headers: scoped.headers, payload: body({ roles: [{ id: everywhere }] }) });
    expect(all.statusCode, all.body).toBe(400);
    expect(all.json()).toMatchObject({ code: 'DATA_SCOPE_NOT_HELD', message: `roles: role ${names[everywhere]} reaches every department, and your data scope does not` });
    const outside = await t.app.inject({ method: 'POST', url: '/api/users', headers: scoped.headers, payload: body({ roles: [{ id: wider }] }) });
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'DATA_SCOPE_NOT_HELD', message: `roles: role ${names[wider]} reaches departments outside your data scope (Scope A)` });
    for (const id of [inside, ownScope]) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/users', headers: scoped.headers, payload: body({ roles: [{ id }] }) });
      expect(ok.statusCode, ok.body).toBe(201);
    }
  });
});

describe('creating users', () => {
  it('generates a password when none is typed, shows it once and stores only its hash', async () => {
    const payload = body();
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    const { id, password } = res.json() as { id: number; password: string };
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ username: payload.username, deptId: tree.b, createBy: 'admin' });
    expect(row!.password).not.toContain(password);
    expect((await attemptLogin(t.app, payload.username, password)).statusCode).toBe(200);

    const typed = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: body({ password: 'typed-secret-1' }) });
    expect(typed.json()).toEqual({ id: expect.any(Number) });

    const list = await t.app.inject({ method: 'GET', url: `/api/users?blurry=${payload.username}`, headers: admin });
    expect(list.json().content).toEqual([
      expect.objectContaining({ id, username: payload.username, dept: { id: tree.b, name: 'Scope B' }, roles: [{ id: operatorRoleId, name: 'seed:role.operator', level: 2 }], jobs: [] }),
    ]);
    expect(list.body).not.toContain('argon2');
  });

  it.each([
    [{ username: '' }, 'username: 2 to 64 characters'],
    [{ email: 'not-mail' }, 'email: enter a valid e-mail address'],
    [{ roles: [] }, 'roles: pick at least one role'],
    [{ gender: 'x' }, 'gender: male or female'],
    [{ phone: '123' }, 'phone: enter a valid mobile number'],
    [{ password: '123' }, 'password: at least 6 characters'],
    [{ roles: [{ id: 999999 }] }, 'roles: role 999999 does not exist'],
    [{ dept: { id: 999999 } }, 'dept: department 999999 does not exist'],
    [{ username: 'admin' }, "username: 'admin' is already taken"],
    [{ email: 'ADMIN@livedesk.local' }, "email: 'admin@livedesk.local' is already used by another user"],
  ])('refuses %j with "%s" and writes nothing', async (over, message) => {
    const before = (await t.app.db.select({ id: users.id }).from(users)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: body(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.app.db.select({ id: users.id }).from(users)).length).toBe(before);
  });
});

describe('mass assignment', () => {
  it.each([
    ['POST', { admin: true }, 'admin'],
    ['POST', { isAdmin: true }, 'isAdmin'],
    ['POST', { createBy: 'someone' }, 'createBy'],
    ['POST', { pwdResetTime: '2020-01-01 00:00:00' }, 'pwdResetTime'],
    ['PUT', { password: 'new-password-1' }, 'password'],
    ['PUT', { permission: 'admin' }, 'permission'],
  ] as const)('%s with %j → 400 naming the field, nothing written', async (method, extra, field) => {
    const target = await createUser(t.app, { dept: 'Scope B', roles: [{ level: 3 }] });
    const [before] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    const payload = method === 'POST' ? body(extra) : body({ id: target.id, username: target.username, nickName: 'Changed', ...extra });
    const res = await t.app.inject({ method, url: '/api/users', headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${field}: this field cannot be set here`);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(after).toEqual(before);
    if (method === 'POST') expect(await t.app.db.select().from(users).where(eq(users.username, payload.username as string))).toEqual([]);
  });
});

describe('refusals that protect the console', () => {
  it('refuses deleting yourself', async () => {
    const adminId = (await t.app.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users', headers: admin, payload: [adminId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot delete yourself');
  });

  it('refuses removing the last user with the admin permission, allows it when another remains', async () => {
    const adminId = (await t.app.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;
    const adminRole = (await t.app.db.select().from(roles).where(eq(roles.name, 'seed:role.superAdmin')))[0]!.id;
    const peer = await signIn({ roles: [{ level: 1, dataScope: 'all', permissions: ['user:del', 'user:edit'] }] });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/users', headers: peer.headers, payload: [adminId] });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toMatch(/no enabled user with the admin permission/);
    const disable = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: peer.headers,
      payload: body({ id: adminId, username: 'admin', email: 'admin@livedesk.local', enabled: false, roles: [{ id: adminRole }] }),
    });
    expect(disable.statusCode).toBe(400);
    expect((await t.app.db.select().from(users).where(eq(users.id, adminId)))[0]!.enabled).toBe(true);

    // Removing an administrator is fine while another one remains.
    const second = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: body({ roles: [{ id: adminRole }] }) });
    expect(second.statusCode).toBe(201);
    const deleteSecond = await t.app.inject({ method: 'DELETE', url: '/api/users', headers: peer.headers, payload: [second.json().id] });
    expect(deleteSecond.statusCode, deleteSecond.body).toBe(200);
  });
});

describe('GET api/users/download', () => {
  it('is an xlsx workbook with the filtered rows', async () => {
    const prefix = `xl${tag()}`;
    await seedUser(`${prefix}_one`, tree.c);
    await seedUser(`${prefix}_two`, tree.c);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/download?blurry=${prefix}&sort=username,asc`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('Username');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).text, sheet.getRow(3).getCell(1).text]).toEqual([`${prefix}_one`, `${prefix}_two`]);
    expect(sheet.getRow(2).getCell(6).text).toBe('Scope C');
  });

  it('filters the list by creation time and refuses an unknown sort field', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/users?createTime=2000-01-01 00:00:00&createTime=2000-01-02 00:00:00`,
      headers: admin,
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().totalElements).toBe(0);
    const all = await t.app.inject({ method: 'GET', url: `/api/users?createTime=2000-01-01 00:00:00&createTime=2999-01-01 00:00:00`, headers: admin });
    expect(all.json().totalElements).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/users?sort=password,desc', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sort: unknown field 'password'/);
  });
});
