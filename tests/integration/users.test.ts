/** User center, dashboard summary and data scopes over the real database. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users';
import { buildTestApp, ADMIN_PASSWORD, type TestApp } from './helpers/test-app';
import { attemptLogin, auth, login } from './helpers/session';
import { createUser, deptId } from './helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT api/users/center', () => {
  it("updates the caller's nickname, gender and phone (204)", async () => {
    const user = await createUser(t.app);
    const token = auth((await login(t.app, user.username, user.password)).token);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/center', headers: token, payload: { id: user.id, nickName: 'New Nick', gender: 'female', phone: '13800138000' } });
    expect(res.statusCode).toBe(204);
    expect(await userRow(user.id)).toMatchObject({ nickName: 'New Nick', gender: 'female', phone: '13800138000', updateBy: user.username });
    const info = await t.app.inject({ method: 'GET', url: '/auth/info', headers: token });
    expect(info.json().user).toMatchObject({ nickName: 'New Nick', gender: 'female', phone: '13800138000' });
    const cleared = await t.app.inject({ method: 'PUT', url: '/api/users/center', headers: token, payload: { nickName: 'New Nick', gender: 'male', phone: '' } });
    expect(cleared.statusCode).toBe(204);
    expect((await userRow(user.id)).phone).toBeNull();
  });

  it("refuses someone else's id and malformed fields with 400, changing nothing", async () => {
    const user = await createUser(t.app);
    const token = auth((await login(t.app, user.username, user.password)).token);
    const before = await userRow(user.id);
    const cases = [
      [{ id: 1, nickName: 'Hijack', gender: 'male', phone: null }, 'You can only edit your own profile'],
      [{ nickName: 'A', gender: 'male', phone: null }, 'nickName: 2 to 20 characters'],
      [{ nickName: 'Okay', gender: 'robot', phone: null }, 'gender: '],
      [{ nickName: 'Okay', gender: 'male', phone: '12345' }, 'phone: enter a valid mobile number'],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/center', headers: token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect((await userRow(1)).nickName).toBe('Administrator');
  });
});

describe('POST api/users/updatePass', () => {
  it('changes the password: the current session stays, the old password stops working, the new one works', async () => {
    const user = await createUser(t.app, { password: 'first-password' });
    const token = auth((await login(t.app, user.username, 'first-password')).token);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/updatePass', headers: token, payload: { oldPass: 'first-password', newPass: 'second-password' } });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).password).toMatch(/^\$argon2id\$/);
    expect((await userRow(user.id)).pwdResetTime).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: token })).statusCode).toBe(200);
    expect((await attemptLogin(t.app, user.username, 'first-password')).json().message).toBe('Wrong username or password');
    expect((await attemptLogin(t.app, user.username, 'second-password')).statusCode).toBe(200);
  });

  it("ends the user's other sessions and keeps the one that changed the password", async () => {
    const user = await createUser(t.app, { password: 'first-password' });
    const current = auth((await login(t.app, user.username, 'first-password')).token);
    const otherDevice = auth((await login(t.app, user.username, 'first-password')).token);
    const someoneElse = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/updatePass', headers: current, payload: { oldPass: 'first-password', newPass: 'second-password' } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: current })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: otherDevice })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: someoneElse })).statusCode).toBe(200);
    const online = await t.app.inject({ method: 'GET', url: `/auth/online?filter=${user.username}`, headers: someoneElse });
    expect(online.json().totalElements).toBe(1);
  });

  it('refuses a wrong old password, an unchanged or too short new one', async () => {
    const user = await createUser(t.app, { password: 'pass-one' });
    const token = auth((await login(t.app, user.username, 'pass-one')).token);
    const hash = (await userRow(user.id)).password;
    const cases = [
      [{ oldPass: 'wrong', newPass: 'whatever-1' }, 'The old password is wrong'],
      [{ oldPass: 'pass-one', newPass: 'pass-one' }, 'The new password must differ from the old one'],
      [{ oldPass: 'pass-one', newPass: '123' }, 'newPass: at least 6 characters'],
      [{ newPass: 'whatever-1' }, 'oldPass: '],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/updatePass', headers: token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await userRow(user.id)).password).toBe(hash);
  });
});

describe('POST api/users/updateEmail', () => {
  it('changes the e-mail after checking the password; refuses a wrong password, a bad or taken address', async () => {
    const user = await createUser(t.app);
    const token = auth((await login(t.app, user.username, user.password)).token);
    const ok = await t.app.inject({ method: 'POST', url: '/api/users/updateEmail', headers: token, payload: { email: 'me@example.com', pass: user.password } });
    expect(ok.statusCode).toBe(200);
    expect((await userRow(user.id)).email).toBe('me@example.com');
    const cases = [
      [{ email: 'other@example.com', pass: 'wrong' }, 'The password is wrong'],
      [{ email: 'not-an-email', pass: user.password }, 'email: enter a valid e-mail address'],
      [{ email: 'admin@livedesk.local', pass: user.password }, 'email: this address is already used by another user'],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/updateEmail', headers: token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await userRow(user.id)).email).toBe('me@example.com');
  });

  it('needs a session (401)', async () => {
    for (const [method, url] of [['PUT', '/api/users/center'], ['POST', '/api/users/updatePass'], ['POST', '/api/users/updateEmail']] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('data scopes', () => {
  it('all → []; own → own dept and below; custom → chosen depts and below; combined across roles', async () => {
    const ids = {
      live: await deptId(t.app, 'seed:dept.liveOperations'),
      alpha: await deptId(t.app, 'seed:dept.liveTeamAlpha'),
      beta: await deptId(t.app, 'seed:dept.liveTeamBeta'),
      recruitment: await deptId(t.app, 'seed:dept.recruitment'),
      operations: await deptId(t.app, 'seed:dept.operations'),
    };
    const scopes = async (spec: Parameters<typeof createUser>[1]) => {
      const user = await createUser(t.app, spec);
      return (await login(t.app, user.username, user.password)).user.dataScopes;
    };
    expect(await scopes({ roles: [{ dataScope: 'all' }] })).toEqual([]);
    expect(await scopes({ dept: 'seed:dept.liveOperations', roles: [{ dataScope: 'own' }] })).toEqual([ids.live, ids.alpha, ids.beta].sort((a, b) => a - b));
    expect(await scopes({ dept: 'seed:dept.recruitment', roles: [{ dataScope: 'custom', depts: ['seed:dept.liveTeamAlpha'] }] })).toEqual([ids.alpha]);
    expect(await scopes({ dept: 'seed:dept.recruitment', roles: [{ dataScope: 'own' }, { dataScope: 'custom', depts: ['seed:dept.liveOperations'] }] })).toEqual(
      [ids.recruitment, ids.live, ids.alpha, ids.beta].sort((a, b) => a - b),
    );
    expect(await scopes({ dept: 'seed:dept.operations', roles: [{ dataScope: 'own' }, { dataScope: 'all' }] })).toEqual([]);
    // No role: limited to the own dept tree, never "all" by omission.
    expect(await scopes({ dept: 'seed:dept.operations' })).toEqual([ids.operations]);
  });

  it('roles are the permission strings of the roles, [] without any', async () => {
    const user = await createUser(t.app, { roles: [{ permissions: ['menu:list', 'dict:list'] }, { permissions: ['dict:list', 'online:list'] }] });
    expect((await login(t.app, user.username, user.password)).user.roles).toEqual(['dict:list', 'menu:list', 'online:list']);
    const bare = await createUser(t.app);
    expect((await login(t.app, bare.username, bare.password)).user.roles).toEqual([]);
  });
});

describe('GET api/dashboard/summary', () => {
  it('counts users and depts within the data scope, roles, and online sessions', async () => {
    const adminToken = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const all = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: adminToken });
    expect(all.statusCode).toBe(200);
    const summary = all.json();
    const userCount = (await t.app.db.select({ id: users.id }).from(users)).length;
    const enabledCount = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.enabled, true))).length;
    expect(summary).toMatchObject({ users: userCount, enabledUsers: enabledCount, depts: 6 });
    expect(summary.roles).toBeGreaterThanOrEqual(2);
    expect(summary.onlineSessions).toBe((await t.app.sessions.list()).length);
    expect(summary.serverTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);

    const scoped = await createUser(t.app, { dept: 'seed:dept.liveTeamBeta', roles: [{ dataScope: 'own' }] });
    await createUser(t.app, { dept: 'seed:dept.liveTeamBeta', enabled: false });
    const token = auth((await login(t.app, scoped.username, scoped.password)).token);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: token })).json();
    expect(mine).toMatchObject({ users: 2, enabledUsers: 1, depts: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });
});
