/**
 * The activities list's per-row figures (probability total, prize and code counts) count every prize and code of the
 * activity, whatever their ids: a regression of the subqueries reading the inner table's own `id`, which counted
 * only the prize whose id equalled the activity's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LotteryActivity } from '../../../streams/contracts/lottery';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({});
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });

it('gives each activity the total and counts of all its prizes and codes', async () => {
  const first = (await post('/api/lottery/activities', { name: 'First', startDate: '2026-11-20', endDate: '2026-11-30' })).json<LotteryActivity>();
  const second = (await post('/api/lottery/activities', { name: 'Second', startDate: '2026-12-01', endDate: '2026-12-07' })).json<LotteryActivity>();
  for (const [activityId, name, probability] of [[second.id, 'Rose', 50], [second.id, 'Crown', 30], [first.id, 'Star', 5]] as const) {
    expect((await post('/api/lottery/prizes', { activityId, name, value: 1, probability })).statusCode).toBe(201);
  }
  expect((await post('/api/lottery/codes/issue', { activityId: second.id, streamers: [{ uniqueId: 'a.one' }, { uniqueId: 'b.two' }] })).statusCode).toBe(201);

  const list = (await t.app.inject({ method: 'GET', url: '/api/lottery/activities?page=0&size=10', headers: admin })).json<{ content: LotteryActivity[] }>();
  const byName = Object.fromEntries(list.content.map((row) => [row.name, row]));
  expect(byName.Second).toMatchObject({ probabilityTotal: 80, prizeCount: 2, codeCount: 2 });
  expect(byName.First).toMatchObject({ probabilityTotal: 5, prizeCount: 1, codeCount: 0 });
});
