/** `auth/online` under its permissions (online:list, online:del): list, kick-out, export (xlsx). */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_EXPORT_HEADERS } from '../../server/modules/server-monitor/online-xlsx';
import { UNAUTHORIZED_MESSAGE } from '../../server/http/error-body';
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

type Row = { key: string; userName: string };
const rowsOf = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/auth/online?size=100${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content as Row[];
};

describe('auth/online permissions', () => {
  it('lists with online:list, kicks with online:del; each is needed for its route', async () => {
    const reader = await createUser(t.app, { roles: [{ permissions: ['online:list'] }] });
    const readerToken = auth((await login(t.app, reader.username, reader.password)).token);
    const rows = await rowsOf(readerToken);
    expect(rows.map((r) => r.userName)).toEqual(expect.arrayContaining(['admin', reader.username]));
    // Listing is not kicking.
    const adminKey = rows.find((r) => r.userName === 'admin')!.key;
    const refused = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: readerToken, payload: [adminKey] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Forbidden: you lack the permission online:del');

    const nobody = await createUser(t.app, { roles: [{ permissions: ['server:list'] }] });
    const nobodyToken = auth((await login(t.app, nobody.username, nobody.password)).token);
    const hidden = await t.app.inject({ method: 'GET', url: '/auth/online', headers: nobodyToken });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('Forbidden: you lack the permission online:list');
    expect((await t.app.inject({ method: 'GET', url: '/auth/online/download', headers: nobodyToken })).statusCode).toBe(403);
  });

  it('kick-out ends that session (401 after) and leaves the others', async () => {
    const kicker = await createUser(t.app, { roles: [{ permissions: ['online:list', 'online:del'] }] });
    const kickerToken = auth((await login(t.app, kicker.username, kicker.password)).token);
    const victim = await createUser(t.app);
    const victimToken = auth((await login(t.app, victim.username, victim.password)).token);
    const bystanderToken = auth((await login(t.app, victim.username, victim.password)).token);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: victimToken })).statusCode).toBe(200);

    const victimRows = await rowsOf(kickerToken, `&filter=${victim.username}`);
    expect(victimRows).toHaveLength(2);
    const kick = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: kickerToken, payload: [victimRows[0]!.key] });
    expect(kick.statusCode).toBe(200);

    // Which of the two sessions was listed first does not matter: exactly that one is over, the other goes on.
    const statuses = await Promise.all(
      [victimToken, bystanderToken].map(async (headers) => {
        const res = await t.app.inject({ method: 'GET', url: '/auth/info', headers });
        if (res.statusCode === 401) expect(res.json().message).toBe(UNAUTHORIZED_MESSAGE);
        return res.statusCode;
      }),
    );
    expect(statuses.sort()).toEqual([200, 401]);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: kickerToken })).statusCode).toBe(200);
    expect(await rowsOf(kickerToken, `&filter=${victim.username}`)).toHaveLength(1);
  });

  it("refuses to kick the caller's own session (400) and kicks nothing of that request", async () => {
    const kicker = await createUser(t.app, { roles: [{ permissions: ['online:list', 'online:del'] }] });
    const kickerToken = auth((await login(t.app, kicker.username, kicker.password)).token);
    const other = await createUser(t.app);
    const otherToken = auth((await login(t.app, other.username, other.password)).token);
    const own = (await rowsOf(kickerToken, `&filter=${kicker.username}`))[0]!.key;
    const theirs = (await rowsOf(kickerToken, `&filter=${other.username}`))[0]!.key;

    const res = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: kickerToken, payload: [theirs, own] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot kick out your own session; sign out instead');
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: kickerToken })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: otherToken })).statusCode).toBe(200);
  });
});

describe('kick-out and role levels', () => {
  it('a level-3 user with online:del cannot end the session of a more powerful user (403), and ends nothing of that request', async () => {
    const kicker = await createUser(t.app, { roles: [{ level: 3, permissions: ['online:list', 'online:del'] }] });
    const kickerToken = auth((await login(t.app, kicker.username, kicker.password)).token);
    const adminToken = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const boss = await createUser(t.app, { roles: [{ level: 2 }] });
    const bossToken = auth((await login(t.app, boss.username, boss.password)).token);
    const peer = await createUser(t.app, { roles: [{ level: 3 }] });
    const peerToken = auth((await login(t.app, peer.username, peer.password)).token);

    const rows = await rowsOf(kickerToken);
    const keyOf = (name: string) => rows.filter((r) => r.userName === name).map((r) => r.key);
    const refused = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: kickerToken, payload: [...keyOf(peer.username), ...keyOf('admin')] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: expect.stringContaining('admin') });
    const bossRefused = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: kickerToken, payload: keyOf(boss.username) });
    expect(bossRefused.statusCode).toBe(403);
    expect(bossRefused.json().message).toContain(boss.username);
    for (const headers of [adminToken, bossToken, peerToken]) {
      expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers })).statusCode).toBe(200);
    }

    // A user of the caller's own level or weaker may be kicked out; the admin may kick out anyone.
    expect((await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: kickerToken, payload: keyOf(peer.username) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: peerToken })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: adminToken, payload: keyOf(boss.username) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: bossToken })).statusCode).toBe(401);
  });
});

describe('GET auth/online/download', () => {
  it('exports the sessions matching the filter, in the list order, as xlsx', async () => {
    const user = await createUser(t.app, { dept: 'seed:dept.recruitment' });
    await login(t.app, user.username, user.password);
    await login(t.app, user.username, user.password);

    const res = await t.app.inject({ method: 'GET', url: `/auth/online/download?filter=${user.username}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="online-users.xlsx"');

    const workbook = new ExcelJS.Workbook();
    // exceljs's typings want its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...ONLINE_EXPORT_HEADERS]);
    expect(sheet.rowCount).toBe(3);
    for (const n of [2, 3]) {
      const [userName, nickName, dept, ip, , , loginTime] = values(n);
      expect([userName, nickName, dept, ip]).toEqual([user.username, `Nick ${user.username}`, 'seed:dept.recruitment', '127.0.0.1']);
      expect(loginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }

    const badSort = await t.app.inject({ method: 'GET', url: '/auth/online/download?sort=token,desc', headers: admin });
    expect(badSort.statusCode).toBe(400);
  });
});
