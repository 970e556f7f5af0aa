/** `api/job*` over the real database: list, writes, in-use refusal, the data scope rule, export. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema/jobs';
import { usersJobs } from '../../server/db/schema/users';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { auth, login } from './helpers/session';
import { createUser, type RoleSpec } from './helpers/fixtures';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

type JobRow = { id: number; name: string; enabled: boolean; jobSort: number; createTime: string };
const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const jobRow = async (id: number) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];

async function createJob(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/job', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as JobRow;
}

async function list(headers: Record<string, string>, query = 'size=1000') {
  const res = await t.app.inject({ method: 'GET', url: `/api/job?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: JobRow[]; totalElements: number };
}

async function signedIn(role: RoleSpec, dept: string) {
  const user = await createUser(t.app, { dept, roles: [role] });
  return auth((await login(t.app, user.username, user.password)).token);
}

describe('GET api/job', () => {
  it('lists the seeded jobs by sort with wire dates, filters by name and enabled, sorts and pages', async () => {
    const all = await list(admin);
    expect(all.content.slice(0, 4).map((job) => job.name)).toEqual(['seed:job.guildManager', 'seed:job.operator', 'seed:job.recruiter', 'seed:job.reviewer']);
    expect(all.content[0]).toMatchObject({ enabled: true, jobSort: 1 });
    expect(all.content[0]!.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const off = await createJob({ name: unique('Retired'), enabled: false, jobSort: 50 });
    expect((await list(admin, 'enabled=false')).content.map((job) => job.id)).toEqual([off.id]);
    expect((await list(admin, 'name=RECRUIT')).content.map((job) => job.name)).toEqual(['seed:job.recruiter']);
    const desc = await list(admin, 'sort=name,desc&size=2&page=0');
    expect(desc.content).toHaveLength(2);
    expect(desc.totalElements).toBe(all.totalElements + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/job?sort=secret', headers: admin })).statusCode).toBe(400);
  });

  it('shows a scoped caller the jobs held in their scope plus the jobs held by nobody', async () => {
    const heldInside = await createJob({ name: unique('Inside') });
    const heldOutside = await createJob({ name: unique('Outside') });
    const free = await createJob({ name: unique('Free') });
    const insider = await createUser(t.app, { dept: 'seed:dept.liveTeamAlpha' });
    const outsider = await createUser(t.app, { dept: 'seed:dept.recruitment' });
    await t.app.db.insert(usersJobs).values([
      { userId: insider.id, jobId: heldInside.id },
      { userId: outsider.id, jobId: heldOutside.id },
    ]);
    await t.app.principals.invalidateAll();
    const scoped = await signedIn({ permissions: ['job:list', 'job:edit', 'job:del'], dataScope: 'custom', depts: ['seed:dept.liveOperations'] }, 'seed:dept.liveTeamAlpha');
    const seen = (await list(scoped)).content.map((job) => job.id);
    expect(seen).toEqual(expect.arrayContaining([heldInside.id, free.id]));
    expect(seen).not.toContain(heldOutside.id);
    expect((await list(admin)).content.map((job) => job.id)).toEqual(expect.arrayContaining([heldInside.id, heldOutside.id, free.id]));

    // What a scoped caller cannot see, they cannot change either.
    const put = await t.app.inject({ method: 'PUT', url: '/api/job', headers: scoped, payload: { id: heldOutside.id, name: 'Renamed', jobSort: 1, enabled: true } });
    expect(put.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/job', headers: scoped, payload: [heldOutside.id] })).statusCode).toBe(404);
    expect((await jobRow(heldOutside.id))!.name).toBe(heldOutside.name);
    const allScope = await signedIn({ permissions: ['job:list'], dataScope: 'all' }, 'seed:dept.liveTeamAlpha');
    expect((await list(allScope)).content.map((job) => job.id)).toContain(heldOutside.id);
  });
});

describe('job writes', () => {
  it('creates (201, by the caller), refuses a taken name (400), edits (204)', async () => {
    const name = unique('Host');
    const made = await createJob({ name, jobSort: 7 });
    expect(made).toMatchObject({ name, jobSort: 7, enabled: true });
    expect(await jobRow(made.id)).toMatchObject({ createBy: 'admin', updateBy: 'admin' });
    const dup = await t.app.inject({ method: 'POST', url: '/api/job', headers: admin, payload: { name } });
    expect(dup.json()).toMatchObject({ status: 400, message: `name: a job named '${name}' already exists` });
    const put = await t.app.inject({ method: 'PUT', url: '/api/job', headers: admin, payload: { id: made.id, name: `${name}!`, jobSort: 3, enabled: false } });
    expect(put.statusCode).toBe(204);
    expect(await jobRow(made.id)).toMatchObject({ name: `${name}!`, jobSort: 3, enabled: false });
    const clash = await t.app.inject({ method: 'PUT', url: '/api/job', headers: admin, payload: { id: made.id, name: 'seed:job.operator', jobSort: 3, enabled: false } });
    expect(clash.json().message).toBe("name: a job named 'seed:job.operator' already exists");
    // A seeded job typed by its English name is the same job: refused as a duplicate, not stored twice.
    const typed = await t.app.inject({ method: 'POST', url: '/api/job', headers: admin, payload: { name: 'Operator' } });
    expect(typed.json()).toMatchObject({ status: 400, code: 'JOB_NAME_TAKEN', message: "name: a job named 'Operator' already exists" });
    expect((await t.app.inject({ method: 'PUT', url: '/api/job', headers: admin, payload: { id: 999999, name: 'zz' } })).statusCode).toBe(404);
  });

  it.each([
    [{ name: ' ' }, 'name: required'],
    [{ name: 'Sneaky', createBy: 'x' }, 'createBy'],
    [{ name: 'Sorted', jobSort: -1 }, 'jobSort: '],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/job', headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses to delete a job held by users, naming them; deletes a free one', async () => {
    const held = await createJob({ name: unique('Held') });
    const free = await createJob({ name: unique('Unheld') });
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await t.app.db.insert(usersJobs).values([
      { userId: a.id, jobId: held.id },
      { userId: b.id, jobId: held.id },
    ]);
    await t.app.principals.invalidateAll();
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/job', headers: admin, payload: [free.id, held.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Job ${held.name} is held by users: ${[a.username, b.username].sort().join(', ')}`);
    expect(await jobRow(free.id)).toBeTruthy();
    const ok = await t.app.inject({ method: 'DELETE', url: '/api/job', headers: admin, payload: [free.id] });
    expect(ok.statusCode).toBe(200);
    expect(await jobRow(free.id)).toBeUndefined();
    expect((await t.app.inject({ method: 'DELETE', url: '/api/job', headers: admin, payload: [free.id] })).statusCode).toBe(404);
  });

  it('GET api/job/download answers an xlsx of the filtered jobs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/job/download?name=operator', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('jobs.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 4));
    expect(rows).toEqual([
      ['Name', 'Sort', 'Enabled'],
      ['Operator', 2, true],
    ]);
  });
});
