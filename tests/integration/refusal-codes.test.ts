/**
 * Every refusal carries a stable `code` and its `params` beside the English `message` (streams/contracts/refusals),
 * and a 400 about fields lists each in `errors`: a sample across modules and statuses — validation (the contract's
 * own message and zod's generic ones), business refusals about a field or not, 401, 403, 404 (a record and a route),
 * Fastify's own bad JSON, and a sign-in refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../streams/contracts/common';
import { usersJobs } from '../../server/db/schema/users';
import { createUser } from './helpers/fixtures';
import { auth, login, newCaptcha } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

let serial = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${(serial += 1)}`;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = admin) {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  return { status: res.statusCode, body: res.json<ApiError>() };
}

describe('validation refusals', () => {
  it("a contract's own message: its code, the field in errors, the message as before", async () => {
    const { status, body } = await call('POST', '/api/job', { name: ' ', jobSort: 1, enabled: true });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, code: 'REQUIRED', message: 'name: required', errors: [{ field: 'name', code: 'REQUIRED', message: 'required' }] });
    expect(body.params).toBeUndefined();
  });

  it("zod's generic issues: TEXT_TOO_LONG with the maximum, TOO_SMALL with the minimum, every issue listed", async () => {
    const { body } = await call('POST', '/api/job', { name: 'x'.repeat(300), jobSort: -1, enabled: true });
    expect(body.code).toBe('TEXT_TOO_LONG');
    expect(body.params).toEqual({ maximum: 255 });
    expect(body.message).toMatch(/^name: /);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'TEXT_TOO_LONG', params: { maximum: 255 } }),
        expect.objectContaining({ field: 'jobSort', code: 'TOO_SMALL', params: { minimum: 0 } }),
      ]),
    );
  });

  it('a template with params read back from the message: TOO_BIG of an id beyond 2^31 − 1', async () => {
    const { body } = await call('PUT', '/api/menus', { id: 2 ** 31, type: 0, title: 'Big', path: 'big' });
    expect(body).toMatchObject({ code: 'TOO_BIG', params: { maximum: 2147483647 }, message: 'id: must be at most 2147483647' });
  });

  it('a field the body may not carry: FIELD_NOT_ACCEPTED naming it', async () => {
    const { body } = await call('POST', '/api/users', { username: 'sneaky_one', nickName: 'S', gender: 'male', enabled: true, roles: [{ id: 1 }], admin: true });
    expect(body).toMatchObject({ code: 'FIELD_NOT_ACCEPTED', params: { keys: 'admin' }, message: 'admin: this field cannot be set here' });
  });
});

describe('business refusals', () => {
  it('about a field: JOB_NAME_TAKEN with the name, listed under the field', async () => {
    const name = unique('Taken');
    expect((await call('POST', '/api/job', { name, jobSort: 1, enabled: true })).status).toBe(201);
    const { status, body } = await call('POST', '/api/job', { name, jobSort: 1, enabled: true });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'JOB_NAME_TAKEN',
      params: { name },
      message: `name: a job named '${name}' already exists`,
      errors: [{ field: 'name', code: 'JOB_NAME_TAKEN', params: { name }, message: `a job named '${name}' already exists` }],
    });
  });

  it('naming records: JOB_HELD_BY with the job and the users as a list', async () => {
    const name = unique('Held');
    const made = await call('POST', '/api/job', { name, jobSort: 1, enabled: true });
    const jobId = (made.body as unknown as { id: number }).id;
    const holder = await createUser(t.app);
    await t.app.db.insert(usersJobs).values({ userId: holder.id, jobId });
    await t.app.principals.invalidateAll();
    const { body } = await call('DELETE', '/api/job', [jobId]);
    expect(body).toMatchObject({ code: 'JOB_HELD_BY', params: { job: name, users: [holder.username], usersMore: 0 }, message: `Job ${name} is held by users: ${holder.username}` });
    expect(body.errors).toBeUndefined();
  });

  it('a sort field outside the whitelist: SORT_FIELD_UNKNOWN with the allowed ones', async () => {
    const { body } = await call('GET', '/api/dept?sort=secret,asc');
    expect(body).toMatchObject({ code: 'SORT_FIELD_UNKNOWN', params: { name: 'secret' }, errors: [{ field: 'sort', code: 'SORT_FIELD_UNKNOWN' }] });
    expect((body.params as { allowed: string[] }).allowed).toContain('name');
  });

  it('a timed task with a broken cron expression: CRON_INVALID with the problem, about cronExpression', async () => {
    const { body } = await call('POST', '/api/jobs', { jobName: unique('Cron'), taskName: 'cleanExpiredSessions', cronExpression: 'every day', isPause: true });
    expect(body).toMatchObject({ code: 'CRON_INVALID', errors: [{ field: 'cronExpression', code: 'CRON_INVALID' }] });
    expect(body.message).toBe(`cronExpression: ${String(body.params?.problem)}`);
  });

  it('a live session range that ends before it starts: SESSION_RANGE_ORDER about `to`', async () => {
    const { body } = await call('GET', '/api/monitor/sessions?from=2024-05-02&to=2024-05-01');
    expect(body).toMatchObject({ code: 'SESSION_RANGE_ORDER', message: 'to: The end of the range must be after its start', errors: [{ field: 'to' }] });
  });
});

describe('other statuses', () => {
  it('401 UNAUTHORIZED without a session', async () => {
    const { status, body } = await call('GET', '/api/job', undefined, {});
    expect([status, body.code, body.message]).toEqual([401, 'UNAUTHORIZED', 'The current login status has expired, please log in again!']);
  });

  it('403 PERMISSION_DENIED naming the permission', async () => {
    const user = await createUser(t.app, { roles: [{ permissions: ['job:list'] }] });
    const headers = auth((await login(t.app, user.username, user.password)).token);
    const { status, body } = await call('POST', '/api/job', { name: unique('Nope'), jobSort: 1, enabled: true }, headers);
    expect([status, body.code, body.params]).toEqual([403, 'PERMISSION_DENIED', { permission: 'job:add' }]);
  });

  it('404 of a record (MENU_NOT_FOUND with the ids) and of a route (ROUTE_NOT_FOUND)', async () => {
    expect((await call('DELETE', '/api/menus', [987_654])).body).toMatchObject({ status: 404, code: 'MENU_NOT_FOUND', params: { ids: ['987654'] }, message: 'Menu 987654 does not exist' });
    expect((await call('GET', '/api/no-such-thing')).body).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND', params: { method: 'GET', path: '/api/no-such-thing' } });
  });

  it("Fastify's own refusal of a body that is not JSON: MALFORMED_BODY", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/job', headers: { ...admin, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('MALFORMED_BODY');
  });

  it('sign-in: CAPTCHA_WRONG for a wrong code, WRONG_CREDENTIALS for a wrong password', async () => {
    const { uuid } = await newCaptcha(t.app);
    const code = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD, code: 'nope', uuid } });
    expect(code.json<ApiError>()).toMatchObject({ status: 400, code: 'CAPTCHA_WRONG', message: 'Verification code error' });
    const { uuid: next, answer } = await newCaptcha(t.app);
    const password = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: 'wrong-password', code: answer, uuid: next } });
    expect(password.json<ApiError>()).toMatchObject({ status: 400, code: 'WRONG_CREDENTIALS', message: 'Wrong username or password' });
  });
});
