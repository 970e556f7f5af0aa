/**
 * The CRM's daily work over the real database: service logs (the private-message rule, what the next action does),
 * reviews, favourites and the marking queue, the import (all rows or none) and the H5 link keys.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_MESSAGES, type AnchorRow, type OrderRow, type ServiceLogBody } from '../../../streams/contracts/anchors';
import type { IssuedLinkKey } from '../../../streams/contracts/link-keys';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';
import { auth, login } from '../helpers/session';
import { createUser } from '../helpers/fixtures';
import { call, freshId, handClock, OPERATOR, REVIEWER, staff, targetBody, type Staff } from './crm-fixtures';

let t: TestApp;
let admin: Record<string, string>;
const clock = handClock();
beforeAll(async () => {
  t = await buildTestApp({ crm: { now: clock.now, sweepMs: 0 } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const target = (who: Staff) => call<AnchorRow>(t.app, who, 'POST', '/api/anchors/target', targetBody(freshId('flow')), 201);
const log = (who: Staff, body: ServiceLogBody, status = 201) => call<Record<string, unknown>>(t.app, who, 'POST', '/api/anchorServiceLogs', body, status);
const row = (who: Staff | Record<string, string>, id: number) => call<AnchorRow>(t.app, who, 'GET', `/api/anchors/${id}`);

describe('service logs', () => {
  it('allows at most 3 private messages while the streamer has not replied, counted over the logs', async () => {
    const operator = await staff(t.app, OPERATOR);
    const streamer = await target(operator);
    await log(operator, { anchorRowId: streamer.id, privateMessageCount: 2, nextAction: 'continueFollowUp' });
    const refused = await log(operator, { anchorRowId: streamer.id, privateMessageCount: 2, nextAction: 'continueFollowUp' }, 400);
    expect(refused).toMatchObject({ code: 'PRIVATE_MESSAGE_LIMIT', message: ANCHOR_MESSAGES.privateMessageLimit });
    expect(await log(operator, { anchorRowId: streamer.id, privateMessageCount: 4, nextAction: 'continueFollowUp' }, 400)).toMatchObject({ message: ANCHOR_MESSAGES.privateMessageLimit });
    await log(operator, { anchorRowId: streamer.id, privateMessageCount: 1, nextAction: 'continueFollowUp' });
    // Once the streamer replied, the count starts again.
    await log(operator, { anchorRowId: streamer.id, privateMessageCount: 1, replyPrivateMessage: true, nextAction: 'continueFollowUp' });
    await log(operator, { anchorRowId: streamer.id, privateMessageCount: 3, nextAction: 'continueFollowUp' });
    const logs = await call<{ content: { privateMessageCount: number }[]; totalElements: number }>(t.app, operator, 'GET', `/api/anchorServiceLogs?anchorRowId=${streamer.id}`);
    expect(logs.content.map((entry) => entry.privateMessageCount)).toEqual([3, 1, 1, 2]);
  });

  it('pages an operator\'s logs in the sort asked for, each log once across the pages', async () => {
    const operator = await staff(t.app, OPERATOR);
    const streamer = await target(operator);
    const counts = [3, 0, 2, 1, 3, 0, 1, 2, 0, 3, 1, 2, 0];
    for (const privateMessageCount of counts) await log(operator, { anchorRowId: streamer.id, privateMessageCount, replyPrivateMessage: true, nextAction: 'continueFollowUp' });
    type Page = { content: { id: number; privateMessageCount: number }[]; totalElements: number };
    const pages: Page[] = [];
    for (const page of [0, 1, 2]) pages.push(await call<Page>(t.app, operator, 'GET', `/api/anchorServiceLogs?anchorRowId=${streamer.id}&size=5&page=${page}&sort=privateMessageCount,desc`));
    expect(pages.map((page) => page.content.length)).toEqual([5, 5, 3]);
    expect(pages[0]!.totalElements).toBe(13);
    const all = pages.flatMap((page) => page.content);
    expect(all.map((entry) => entry.privateMessageCount)).toEqual([3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0]);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(13);
    // Ties keep one order (newest id first), so the pages neither overlap nor skip.
    const threes = all.filter((entry) => entry.privateMessageCount === 3).map((entry) => entry.id);
    expect(threes).toEqual([...threes].sort((a, b) => b - a));
  });

  it('writes the next action, notice time and strategy on the streamer; give up needs the reason and gives the streamer up', async () => {
    const operator = await staff(t.app, OPERATOR);
    const streamer = await target(operator);
    await log(operator, { anchorRowId: streamer.id, nextAction: 'continueFollowUp', noticeTime: '2026-03-02 09:30:00', recruitmentStrategy: 'Gift in PK first' });
    expect(await row(operator, streamer.id)).toMatchObject({ nextAction: 'continueFollowUp', noticeTime: '2026-03-02 09:30:00', recruitmentStrategy: 'Gift in PK first' });
    expect(await log(operator, { anchorRowId: streamer.id, nextAction: 'giveUp' }, 400)).toMatchObject({ message: ANCHOR_MESSAGES.giveUpReasonRequired });
    expect(await log(operator, { anchorRowId: streamer.id, nextAction: 'continueFollowUp', noticeTime: '2026-02-30 09:00:00' }, 400)).toMatchObject({ code: 'WIRE_DATE_FORMAT' });
    await log(operator, { anchorRowId: streamer.id, nextAction: 'giveUp', recruitmentStrategy: 'Not interested in agencies' });
    expect(await row(operator, streamer.id)).toMatchObject({ progress: 'givenUp', giveUpReason: 'Not interested in agencies' });
  });

  it('sends a streamer to review on "invite to guild", and moves a new streamer to contacted on the first log', async () => {
    const operator = await staff(t.app, OPERATOR);
    const fresh = await call<AnchorRow>(t.app, operator, 'POST', '/api/anchors', { anchorId: freshId('new') }, 201);
    await log(operator, { anchorRowId: fresh.id, nextAction: 'inviteToGuild' });
    expect(await row(operator, fresh.id)).toMatchObject({ progress: 'contacted', checkResult: 'pendingReview', nextAction: 'inviteToGuild' });
    const timeline = await call<{ kind: string }[]>(t.app, operator, 'GET', `/api/anchors/${fresh.id}/timeline`);
    expect(timeline.map((event) => event.kind)).toEqual(['progress', 'serviceLog', 'created']);
  });

  it('shows each operator only the logs of their streamers', async () => {
    const one = await staff(t.app, OPERATOR);
    const two = await staff(t.app, OPERATOR);
    const streamer = await target(one);
    await log(one, { anchorRowId: streamer.id, nextAction: 'continueFollowUp' });
    expect((await call<{ totalElements: number }>(t.app, two, 'GET', '/api/anchorServiceLogs')).totalElements).toBe(0);
    await log(two, { anchorRowId: streamer.id, nextAction: 'continueFollowUp' }, 404);
  });
});

describe('reviews', () => {
  it('approves with an invite type, rejects with a reason, leaves pending; only approved streamers can be marked invited', async () => {
    const operator = await staff(t.app, OPERATOR);
    const reviewer = await staff(t.app, { ...REVIEWER, dataScope: 'all' });
    const [first, second, third] = [await target(operator), await target(operator), await target(operator)];
    for (const streamer of [first, second, third]) await log(operator, { anchorRowId: streamer.id, nextAction: 'inviteToGuild' });
    const queue = await call<{ content: AnchorRow[] }>(t.app, reviewer, 'GET', '/api/anchorChecks?size=100');
    expect(queue.content.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
    // The queue's export holds the queue's streamers, no more.
    const exported = await t.app.inject({ method: 'GET', url: '/api/anchorChecks/download', headers: reviewer.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('reviews.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const exportedIds = workbook.worksheets[0]!.getSheetValues().slice(2).map((line) => (line as unknown[])[1]);
    expect([...exportedIds].sort()).toEqual(queue.content.map((r) => r.anchorId).sort());
    expect(exportedIds).toEqual(expect.arrayContaining([first, second, third].map((r) => r.anchorId)));
    await call(t.app, operator, 'PUT', '/api/anchorChecks/review', { id: first.id, result: 'approved' }, 403);

    expect(await call(t.app, reviewer, 'PUT', '/api/anchorChecks/review', { id: first.id, result: 'approved', inviteType: 'senior' })).toMatchObject({ checkResult: 'approved', inviteType: 'senior', rejectReason: null });
    expect(await call(t.app, reviewer, 'PUT', '/api/anchorChecks/review', { id: second.id, result: 'notApproved' }, 400)).toMatchObject({ message: ANCHOR_MESSAGES.rejectReasonRequired });
    expect(await call(t.app, reviewer, 'PUT', '/api/anchorChecks/review', { id: second.id, result: 'notApproved', rejectReason: 'notShowFace' })).toMatchObject({ checkResult: 'notApproved', rejectReason: 'notShowFace' });
    expect(await call(t.app, reviewer, 'PUT', '/api/anchorChecks/review', { id: third.id, result: 'pending' })).toMatchObject({ checkResult: 'pending' });
    // A decided streamer is not waiting for a review any more.
    expect(await call(t.app, reviewer, 'PUT', '/api/anchorChecks/review', { id: second.id, result: 'approved' }, 400)).toMatchObject({ code: 'ANCHOR_NOT_PENDING_REVIEW' });

    expect(await call(t.app, reviewer, 'PUT', '/api/anchors/invited', { ids: [second.id], invited: true }, 400)).toMatchObject({ code: 'ANCHOR_NOT_APPROVED' });
    await call(t.app, reviewer, 'PUT', '/api/anchors/invited', { ids: [first.id], invited: true }, 204);
    expect(await row(admin, first.id)).toMatchObject({ invited: true });
    const timeline = await call<{ kind: string; by: string; detail: Record<string, unknown> }[]>(t.app, admin, 'GET', `/api/anchors/${first.id}/timeline`);
    expect(timeline.slice(0, 2).map((event) => [event.kind, event.by])).toEqual([
      ['invited', reviewer.username],
      ['review', reviewer.username],
    ]);
  });
});

describe('favourites and the marking queue', () => {
  it('stars per user, and marks availability out of the pending-marking view', async () => {
    const one = await staff(t.app, { ...OPERATOR, dataScope: 'all' });
    const two = await staff(t.app, { ...OPERATOR, dataScope: 'all' });
    const streamer = await call<AnchorRow>(t.app, admin, 'POST', '/api/anchors', { anchorId: freshId('mark') }, 201);
    await call(t.app, one, 'PUT', '/api/anchors/favourite', { ids: [streamer.id], favourite: true }, 204);
    expect((await row(one, streamer.id)).favourite).toBe(true);
    expect((await row(two, streamer.id)).favourite).toBe(false);
    const favourites = await call<{ content: AnchorRow[] }>(t.app, one, 'GET', '/api/anchors?view=favourites');
    expect(favourites.content.map((r) => r.id)).toEqual([streamer.id]);

    const pending = async () => (await call<{ content: AnchorRow[] }>(t.app, admin, 'GET', '/api/anchors?view=pendingMarking&size=1000')).content.map((r) => r.id);
    expect(await pending()).toContain(streamer.id);
    await call(t.app, admin, 'PUT', '/api/anchors/availability', { ids: [streamer.id], availability: 'region_not_match' }, 204);
    expect(await pending()).not.toContain(streamer.id);
    expect((await row(admin, streamer.id)).availability).toBe('region_not_match');
  });
});

describe('import', () => {
  const sheet = async (rows: (string | number)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Streamers');
    for (const cells of rows) ws.addRow(cells);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (who: Record<string, string>, name: string, bytes: Buffer) => {
    const boundary = '----crmtest';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/anchors/import', headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  };

  it('checks every row first and writes nothing when one is bad, naming rows, duplicates in the file and stored IDs', async () => {
    const stored = await call<AnchorRow>(t.app, admin, 'POST', '/api/anchors', { anchorId: freshId('stored') }, 201);
    const fresh = freshId('imp');
    const res = await upload(
      admin,
      'streamers.xlsx',
      await sheet([
        ['anchorId', 'nickname', 'fans', 'gender'],
        [fresh, 'Fresh', 1200, 'woman'],
        [`@${fresh}`, 'Again', 10, ''],
        [stored.anchorId, 'Stored', 5, 'man'],
        [freshId('imp'), 'Bad fans', 'lots', 'woman'],
        [freshId('imp'), 'Bad gender', 3, 'other'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; errorCount: number; errors: { row: number; field: string; code?: string }[] };
    expect(body.code).toBe('IMPORT_REFUSED');
    expect(body.errorCount).toBe(4);
    expect(body.errors.map((problem) => [problem.row, problem.field, problem.code])).toEqual([
      [3, 'anchorId', 'IMPORT_DUPLICATE_IN_FILE'],
      [4, 'anchorId', 'ANCHOR_EXISTS'],
      [5, 'fans', 'WHOLE_NUMBER_MIN_ZERO'],
      [6, 'gender', 'INVALID_CHOICE'],
    ]);
    expect((await call<{ totalElements: number }>(t.app, admin, 'GET', `/api/anchors?blurry=${fresh}`)).totalElements).toBe(0);
  });

  it('imports a clean csv whole, with labels and thousands separators, owned by the importing operator', async () => {
    const operator = await staff(t.app, OPERATOR);
    const ids = [freshId('csv'), freshId('csv')];
    const csv = `TikTok ID,Nickname,Fans,Labels\n${ids[0]},Ana,"12,400",dance;music\n${ids[1]},Bea,,\n`;
    const res = await upload(operator.headers, 'streamers.csv', Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    const mine = await call<{ content: AnchorRow[] }>(t.app, operator, 'GET', '/api/anchors?sort=anchorId,asc');
    expect(mine.content.map((r) => [r.anchorId, r.nickname, r.fans, r.customLabels, r.operator?.id])).toEqual([
      [ids[0], 'Ana', 12_400, ['dance', 'music'], operator.id],
      [ids[1], 'Bea', 0, [], operator.id],
    ]);
  });

  it('refuses a file without an anchorId column', async () => {
    const res = await upload(admin, 'x.csv', Buffer.from('nickname\nAna\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ANCHOR_IMPORT_NO_HEADER' });
  });
});

describe('H5 link keys', () => {
  const h5 = (key: string | null, url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    t.app.inject({ method, url, headers: key === null ? {} : { 'x-link-key': key }, ...(payload ? { payload } : {}) });

  it('opens the holder’s own orders with their key; missing, unknown, revoked, expired keys and disabled users are refused with why', async () => {
    const operator = await staff(t.app, OPERATOR);
    const streamer = await target(operator);
    await t.app.crm.dispatch({ uniqueId: streamer.uniqueId, startedAt: clock.now(), sessionId: null });
    const issued = await call<IssuedLinkKey>(t.app, operator, 'POST', '/api/linkKeys', { userId: operator.id, days: 1 }, 201);
    expect(issued.row).toMatchObject({ userId: operator.id, prefix: issued.key.slice(0, 6), revokedAt: null });

    const me = await h5(issued.key, '/api/h5/me');
    expect(me.json()).toMatchObject({ userId: operator.id, username: operator.username });
    const orders = (await h5(issued.key, '/api/h5/orders')).json() as { content: OrderRow[] };
    expect(orders.content.map((order) => order.anchorRowId)).toEqual([streamer.id]);
    const taken = await h5(issued.key, '/api/h5/orders/confirm', 'PUT', { id: orders.content[0]!.id });
    expect(taken.json()).toMatchObject({ status: 'confirmed' });
    // A session cookie or token does nothing here; only the key.
    expect((await t.app.inject({ method: 'GET', url: '/api/h5/orders', headers: operator.headers })).json()).toMatchObject({ status: 401, code: 'LINK_KEY_MISSING' });
    expect((await h5('not-a-key', '/api/h5/orders')).json()).toMatchObject({ status: 401, code: 'LINK_KEY_INVALID' });
    // Another operator cannot use the key to reach someone else's streamer, nor revoke it.
    const other = await staff(t.app, OPERATOR);
    await call(t.app, other, 'PUT', '/api/linkKeys/revoke', { id: issued.row.id }, 404);
    await call(t.app, other, 'POST', '/api/linkKeys', { userId: operator.id }, 404);
    const otherKey = await call<IssuedLinkKey>(t.app, other, 'POST', '/api/linkKeys', { userId: other.id, days: 1 }, 201);
    expect((await h5(otherKey.key, `/api/h5/anchors/${streamer.id}`)).statusCode).toBe(404);
    expect((await h5(otherKey.key, '/api/h5/checks')).json()).toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });

    await call(t.app, operator, 'PUT', '/api/linkKeys/revoke', { id: issued.row.id }, 204);
    expect((await h5(issued.key, '/api/h5/me')).json()).toMatchObject({ status: 401, code: 'LINK_KEY_REVOKED' });
    clock.advance(2 * 86_400_000);
    expect((await h5(otherKey.key, '/api/h5/me')).json()).toMatchObject({ status: 401, code: 'LINK_KEY_EXPIRED' });
    clock.advance(-2 * 86_400_000);
    const disabled = await createUser(t.app, { dept: 'seed:dept.liveTeamAlpha', roles: [OPERATOR], enabled: false });
    const disabledKey = await call<IssuedLinkKey>(t.app, admin, 'POST', '/api/linkKeys', { userId: disabled.id }, 201);
    expect((await h5(disabledKey.key, '/api/h5/me')).json()).toMatchObject({ status: 401, code: 'LINK_KEY_USER_DISABLED' });
  });

  it('answers the contact page without a key', async () => {
    const res = await h5(null, '/api/h5/contact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ guildName: 'Livedesk' });
  });
});

describe('the embedded sample pipeline', () => {
  it('starts a fresh embedded database with simulator streamers in the CRM, followed in monitoring (PostgreSQL starts empty)', async () => {
    const all = await call<{ content: AnchorRow[] }>(t.app, admin, 'GET', '/api/anchors?blurry=sim_&size=100&sort=anchorId,asc');
    const samples = all.content.filter((row) => row.createBy === 'system');
    if (t.db.driver === 'postgres') {
      // A PostgreSQL deployment is a real guild's: no sample streamers, no sample operator.
      expect(samples).toEqual([]);
      expect((await call<{ name: string }[]>(t.app, admin, 'GET', '/api/anchors/operators')).map((user) => user.name)).not.toContain('sample_operator');
      return;
    }
    expect(samples).toHaveLength(16);
    expect(samples.filter((row) => row.operator?.name === 'admin')).toHaveLength(6);
    expect(samples.filter((row) => row.operator?.name === 'sample_operator')).toHaveLength(6);
    expect(samples.filter((row) => row.availability === null).map((row) => row.operator)).toEqual([null, null, null, null]);
    expect(samples.filter((row) => row.checkResult === 'pendingReview')).toHaveLength(2);
    expect(samples.filter((row) => row.progress === 'guildJoined')).toHaveLength(2);
    const monitored = await call<{ content: { uniqueId: string; type: string }[] }>(t.app, admin, 'GET', '/api/monitor/streamers?size=100');
    const typeOf = new Map(monitored.content.map((row) => [row.uniqueId, row.type]));
    for (const row of samples.filter((sample) => sample.operator !== null)) expect(['focus', 'pk']).toContain(typeOf.get(row.uniqueId));
  });
});

describe('the seeded operator role', () => {
  it('works the CRM out of the box: its pages, adding and editing; not reviews, allocation or the statistics', async () => {
    const { roles, usersRoles } = await import('../../../server/db/schema/users');
    const { eq } = await import('drizzle-orm');
    const user = await createUser(t.app, { dept: 'seed:dept.liveTeamAlpha' });
    const [role] = await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'seed:role.operator'));
    await t.app.db.insert(usersRoles).values({ userId: user.id, roleId: role!.id });
    await t.app.principals.invalidateAll();
    const headers = auth((await login(t.app, user.username, user.password)).token);
    const info = await call<{ roles: string[] }>(t.app, headers, 'GET', '/auth/info');
    expect([...info.roles].sort()).toEqual(['anchor:add', 'anchor:edit', 'anchor:list']);
    const built = JSON.stringify(await call(t.app, headers, 'GET', '/api/menus/build'));
    expect(built).toContain('CrmTargets');
    expect(built).not.toContain('CrmReviews');
    expect(built).not.toContain('CrmDispatchStats');
  });
});

describe('follow-up reminders', () => {
  it('lists an operator’s due streamers, and shows a manager who is behind', async () => {
    const manager = await staff(t.app, { permissions: ['anchor:list', 'anchor:allocate'], dataScope: 'own' }, 'seed:dept.liveTeamBeta');
    const behind = await staff(t.app, OPERATOR, 'seed:dept.liveTeamBeta');
    const [late, soon] = [await target(behind), await target(behind)];
    // The clock is 2026-03-01 10:00 (UTC): one notice two days ago, one tomorrow.
    await log(behind, { anchorRowId: late.id, nextAction: 'continueFollowUp', noticeTime: '2026-02-27 10:00:00' });
    await log(behind, { anchorRowId: soon.id, nextAction: 'continueFollowUp', noticeTime: '2026-03-02 10:00:00' });
    const due = await call<{ content: AnchorRow[] }>(t.app, behind, 'GET', '/api/anchors?due=true');
    expect(due.content.map((row) => row.id)).toEqual([late.id]);
    const followUps = await call<{ operator: { id: number }; due: number; overdue: number }[]>(t.app, manager, 'GET', '/api/anchors/followUps');
    expect(followUps.find((row) => row.operator.id === behind.id)).toMatchObject({ due: 1, overdue: 1 });
    await call(t.app, behind, 'GET', '/api/anchors/followUps', undefined, 403);
  });
});
