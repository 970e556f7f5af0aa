/**
 * Operation and error log over the real database (server/modules/logs): what a write leaves in
 * the log (route pattern, masked secrets, caller, IP, browser, duration, status), refused writes, 5xx errors with
 * their stack for admins only, the lists with search and time range, the caller's own log, clearing and export.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK, type LogRow } from '../../streams/contracts/logs';
import { operationLogs } from '../../server/db/schema/system-logs';
import { createUser } from './helpers/fixtures';
import { attemptLogin, auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const rowsOf = (username: string) =>
  t.app.db.select().from(operationLogs).where(eq(operationLogs.username, username)).orderBy(desc(operationLogs.id));

async function signedIn(permissions: string[] = []) {
  const user = await createUser(t.app, { roles: [{ level: 2, dataScope: 'all', permissions }] });
  const token = auth((await login(t.app, user.username, user.password)).token);
  return { ...user, headers: { ...token, 'user-agent': CHROME } };
}

describe('operation log rows', () => {
  it('a write leaves one INFO row with the route pattern, params, caller, IP, browser, duration and status', async () => {
    const user = await signedIn(['dict:add', 'dict:del']);
    const before = (await rowsOf(user.username)).length;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dict?trace=yes',
      headers: user.headers,
      payload: { name: `logged_${user.id}`, description: 'described' },
    });
    expect(created.statusCode, created.body).toBe(201);
    // No waiting: the row is stored before the answer goes out.
    const rows = await rowsOf(user.username);
    expect(rows).toHaveLength(before + 1);
    const row = rows[0]!;
    expect(row).toMatchObject({ logType: 'INFO', username: user.username, method: 'POST api/dict', description: 'Add a dictionary', status: 201, requestIp: '127.0.0.1', browser: 'Chrome 126.0.0.0' });
    expect(row.time).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(row.params!)).toEqual({ trace: 'yes', name: `logged_${user.id}`, description: 'described' });

    // The pattern, not the URL with the id.
    const id = created.json<{ id: number }>().id;
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/dict', headers: user.headers, payload: [id] });
    expect(deleted.statusCode).toBe(200);
    expect((await rowsOf(user.username))[0]).toMatchObject({ method: 'DELETE api/dict', status: 200, params: JSON.stringify({ body: [id] }) });
  });

  it('masks password fields in the params', async () => {
    const user = await signedIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/users/updatePass', headers: user.headers, payload: { oldPass: user.password, newPass: 'hunter2-new' } });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(user.username);
    expect(row).toMatchObject({ method: 'POST api/users/updatePass', description: "Change the caller's password", status: 200 });
    expect(JSON.parse(row!.params!)).toEqual({ oldPass: MASK, newPass: MASK });
    expect(row!.params).not.toContain('hunter2');
  });

  it('a GET leaves no row', async () => {
    const user = await signedIn(['dict:list']);
    const before = (await rowsOf(user.username)).length;
    expect((await t.app.inject({ method: 'GET', url: '/api/dict', headers: user.headers })).statusCode).toBe(200);
    expect(await rowsOf(user.username)).toHaveLength(before);
  });

  it('a refused write is logged with its status: 400 for bad input, 403 without the permission', async () => {
    const user = await signedIn(['dict:add']);
    const bad = await t.app.inject({ method: 'POST', url: '/api/dict', headers: user.headers, payload: { description: 'no name' } });
    expect(bad.statusCode).toBe(400);
    expect((await rowsOf(user.username))[0]).toMatchObject({ method: 'POST api/dict', status: 400 });
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/dict', headers: user.headers, payload: [1] });
    expect(refused.statusCode).toBe(403);
    expect((await rowsOf(user.username))[0]).toMatchObject({ method: 'DELETE api/dict', status: 403, logType: 'INFO' });
  });

  it('a sign-in is logged under the name tried, with the password and captcha masked', async () => {
    const name = `nobody_${Date.now().toString(36)}`;
    const res = await attemptLogin(t.app, name, 'wrong-password');
    expect(res.statusCode).toBe(400);
    const [row] = await rowsOf(name);
    expect(row).toMatchObject({ method: 'POST auth/login', status: 400 });
    expect(JSON.parse(row!.params!)).toMatchObject({ username: name, password: MASK, code: MASK });
  });

  it('a 5xx leaves an ERROR row with the stack, readable by admins only', async () => {
    const user = await signedIn(['dict:list', 'log:list']);
    // A real failure of the system: the table the route reads is gone for a moment.
    await t.app.db.execute(sql`alter table dicts rename to dicts_gone`);
    let failed;
    try {
      failed = await t.app.inject({ method: 'GET', url: '/api/dict', headers: user.headers });
    } finally {
      await t.app.db.execute(sql`alter table dicts_gone rename to dicts`);
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('    at ');
    const [row] = await t.app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.username, user.username), eq(operationLogs.logType, 'ERROR')));
    expect(row).toMatchObject({ method: 'GET api/dict', status: 500 });
    expect(row!.exceptionDetail).toMatch(/dicts/);
    expect(row!.exceptionDetail).toContain('    at ');

    const list = await t.app.inject({ method: 'GET', url: `/api/logs/error?blurry=${user.username}`, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ content: LogRow[] }>().content.map((r) => r.id)).toEqual([row!.id]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/logs/error/${row!.id}`, headers: admin });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ exception: string }>().exception).toBe(row!.exceptionDetail);

    // Not for a user with log:list only.
    expect((await t.app.inject({ method: 'GET', url: `/api/logs/error/${row!.id}`, headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/logs/error', headers: user.headers })).statusCode).toBe(403);
    // And the INFO list does not show it.
    const info = await t.app.inject({ method: 'GET', url: `/api/logs?blurry=${user.username}`, headers: user.headers });
    expect(info.json<{ content: LogRow[] }>().content.every((r) => r.status !== 500)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/logs/error/999999', headers: admin })).statusCode).toBe(404);
  });
});

describe('api/logs lists', () => {
  it('pages, sorts, searches (user, description, method, params) and filters by a time range', async () => {
    const user = await signedIn(['dict:add', 'log:list']);
    for (const name of ['alpha', 'beta', 'gamma']) {
      expect((await t.app.inject({ method: 'POST', url: '/api/dict', headers: user.headers, payload: { name: `${name}_${user.id}` } })).statusCode).toBe(201);
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/logs?blurry=${user.username}&size=2&page=0`, headers: user.headers });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ content: LogRow[]; totalElements: number }>();
    // The sign-in and the three writes.
    expect(body.totalElements).toBe(4);
    expect(body.content).toHaveLength(2);
    expect(body.content[0]).toMatchObject({ username: user.username, method: 'POST api/dict', status: 201, browser: 'Chrome 126.0.0.0' });
    expect(body.content[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.content[0]!.params).toContain(`gamma_${user.id}`);

    const byParams = await t.app.inject({ method: 'GET', url: `/api/logs?blurry=beta_${user.id}`, headers: user.headers });
    expect(byParams.json<{ content: LogRow[] }>().content.map((r) => r.params)).toEqual([expect.stringContaining(`beta_${user.id}`)]);
    const byDescription = await t.app.inject({ method: 'GET', url: `/api/logs?blurry=${encodeURIComponent('Add a dictionary')}&size=100`, headers: user.headers });
    expect(byDescription.json<{ totalElements: number }>().totalElements).toBeGreaterThanOrEqual(3);

    const asc = await t.app.inject({ method: 'GET', url: `/api/logs?blurry=${user.username}&sort=id,asc`, headers: user.headers });
    expect(asc.json<{ content: LogRow[] }>().content[0]!.method).toBe('POST auth/login');

    const past = await t.app.inject({ method: 'GET', url: `/api/logs?blurry=${user.username}&createTime=2000-01-01 00:00:00&createTime=2000-12-31 23:59:59`, headers: user.headers });
    expect(past.json<{ totalElements: number }>().totalElements).toBe(0);
    const wide = await t.app.inject({ method: 'GET', url: `/api/logs?blurry=${user.username}&createTime=2000-01-01 00:00:00&createTime=2999-12-31 23:59:59`, headers: user.headers });
    expect(wide.json<{ totalElements: number }>().totalElements).toBe(4);

    const oneDate = await t.app.inject({ method: 'GET', url: '/api/logs?createTime=2000-01-01 00:00:00', headers: user.headers });
    expect(oneDate.statusCode).toBe(400);
    expect(oneDate.json().message).toContain('createTime');
    const reversed = await t.app.inject({ method: 'GET', url: '/api/logs?createTime=2001-01-01 00:00:00&createTime=2000-01-01 00:00:00', headers: user.headers });
    expect(reversed.statusCode).toBe(400);
    const badSort = await t.app.inject({ method: 'GET', url: '/api/logs?sort=params,asc', headers: user.headers });
    expect(badSort.statusCode).toBe(400);
  });

  it("api/logs/user answers the caller's own rows only, to any signed-in user", async () => {
    const user = await signedIn(['dict:add']);
    await t.app.inject({ method: 'POST', url: '/api/dict', headers: user.headers, payload: { name: `own_${user.id}` } });
    const own = await t.app.inject({ method: 'GET', url: '/api/logs/user?size=50', headers: user.headers });
    expect(own.statusCode).toBe(200);
    const rows = own.json<{ content: LogRow[]; totalElements: number }>();
    expect(rows.totalElements).toBe(2);
    expect(rows.content.every((r) => r.username === user.username)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/logs', headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/logs/user' })).statusCode).toBe(401);
  });

  it('exports the matching rows as xlsx', async () => {
    const user = await signedIn(['dict:add', 'log:list']);
    await t.app.inject({ method: 'POST', url: '/api/dict', headers: user.headers, payload: { name: `export_${user.id}`, password: 'never-exported' } });
    const res = await t.app.inject({ method: 'GET', url: `/api/logs/download?blurry=${user.username}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('User');
    expect(sheet.rowCount).toBe(3);
    const methods = [2, 3].map((n) => sheet.getRow(n).getCell(3).value);
    expect(methods).toEqual(['POST api/dict', 'POST auth/login']);
    expect(String(sheet.getRow(2).getCell(4).value)).not.toContain('never-exported');
    expect((await t.app.inject({ method: 'GET', url: '/api/logs/error/download', headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/logs/error/download', headers: admin })).statusCode).toBe(200);
  });

  it('clearing: log:del clears the operation log (its own delete is the one row left), admin clears the error log', async () => {
    const user = await signedIn(['log:del', 'log:list']);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/logs/del/info', headers: user.headers });
    expect(cleared.statusCode).toBe(200);
    const left = await t.app.db.select().from(operationLogs).where(eq(operationLogs.logType, 'INFO'));
    expect(left.map((r) => r.method)).toEqual(['DELETE api/logs/del/info']);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/logs/del/error', headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/logs/del/error', headers: admin })).statusCode).toBe(200);
    expect(await t.app.db.select().from(operationLogs).where(eq(operationLogs.logType, 'ERROR'))).toEqual([]);
  });
});
