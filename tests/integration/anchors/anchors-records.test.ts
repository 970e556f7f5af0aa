/** `api/anchors` over the real database: the target form's rules, duplicates, data scopes, allocation, progress. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_MESSAGES, type AnchorRow } from '../../../streams/contracts/anchors';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';
import { auth, login } from '../helpers/session';
import { call, freshId, handClock, MANAGER, OPERATOR, staff, targetBody, type Staff } from './crm-fixtures';

let t: TestApp;
let admin: Record<string, string>;
const clock = handClock();
beforeAll(async () => {
  t = await buildTestApp({ crm: { now: clock.now, sweepMs: 0 } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

type Page = { content: AnchorRow[]; totalElements: number };
const list = (who: Staff | Record<string, string>, query = '') => call<Page>(t.app, who, 'GET', `/api/anchors?size=100${query}`);

describe('the target form', () => {
  const required: [string, string][] = [
    ['gender', ANCHOR_MESSAGES.genderRequired],
    ['showFace', ANCHOR_MESSAGES.showFaceRequired],
    ['gameStreamer', ANCHOR_MESSAGES.gameStreamerRequired],
    ['shoppingStreamer', ANCHOR_MESSAGES.shoppingStreamerRequired],
    ['highLevel', ANCHOR_MESSAGES.highLevelRequired],
    ['age', ANCHOR_MESSAGES.agePositive],
    ['whatsAppNumber', ANCHOR_MESSAGES.whatsAppRequired],
    ['contactScreenshot', ANCHOR_MESSAGES.contactScreenshotRequired],
    ['whatsAppScreenshot', ANCHOR_MESSAGES.whatsAppScreenshotRequired],
    ['reason', ANCHOR_MESSAGES.reasonRequired],
  ];

  it.each(required)('refuses a target without %s, naming the field, and writes nothing', async (field, message) => {
    const body: Record<string, unknown> = targetBody();
    delete body[field];
    const res = await t.app.inject({ method: 'POST', url: '/api/anchors/target', headers: admin, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await list(admin, `&blurry=${body.anchorId as string}`)).totalElements).toBe(0);
  });

  it('refuses an age of 0 or less and a non-image link', async () => {
    for (const age of [0, -3, 2.5]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/anchors/target', headers: admin, payload: { ...targetBody(), age } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(ANCHOR_MESSAGES.agePositive);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/anchors/target', headers: admin, payload: { ...targetBody(), contactScreenshot: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
  });

  it('records a target as contacted, owned by the operator who added it, with a timeline entry', async () => {
    const operator = await staff(t.app, OPERATOR);
    const row = await call<AnchorRow>(t.app, operator, 'POST', '/api/anchors/target', { ...targetBody(), anchorId: '@Target.One' }, 201);
    expect(row).toMatchObject({ anchorId: 'Target.One', progress: 'contacted', operator: { id: operator.id, name: operator.username }, gender: 'woman', age: 23 });
    expect(row.allocatedTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const timeline = await call<{ kind: string; by: string }[]>(t.app, operator, 'GET', `/api/anchors/${row.id}/timeline`);
    expect(timeline.map((event) => [event.kind, event.by])).toEqual([['created', operator.username]]);
  });

  it('refuses a TikTok ID already stored, whatever its case: the streamer already exists', async () => {
    const anchorId = freshId('Dup');
    await call(t.app, admin, 'POST', '/api/anchors/target', targetBody(anchorId), 201);
    const res = await t.app.inject({ method: 'POST', url: '/api/anchors', headers: admin, payload: { anchorId: anchorId.toUpperCase() } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ANCHOR_EXISTS', message: `anchorId: the streamer already exists (${anchorId.toUpperCase()})` });
    expect((await list(admin, `&blurry=${anchorId}`)).totalElements).toBe(1);
  });
});

describe('data scopes and allocation', () => {
  it('shows an operator their streamers, a manager their departments’, and the administrator all', async () => {
    const alpha = await staff(t.app, OPERATOR, 'seed:dept.liveTeamAlpha');
    const beta = await staff(t.app, OPERATOR, 'seed:dept.liveTeamBeta');
    const alphaManager = await staff(t.app, MANAGER, 'seed:dept.liveTeamAlpha');
    const mine = await call<AnchorRow>(t.app, alpha, 'POST', '/api/anchors', { anchorId: freshId('alpha') }, 201);
    const theirs = await call<AnchorRow>(t.app, beta, 'POST', '/api/anchors', { anchorId: freshId('beta') }, 201);

    const seenBy = async (who: Staff | Record<string, string>) => (await list(who)).content.map((row) => row.id);
    expect(await seenBy(alpha)).toEqual([mine.id]);
    expect(await seenBy(beta)).toEqual([theirs.id]);
    expect(await seenBy(alphaManager)).toContain(mine.id);
    expect(await seenBy(alphaManager)).not.toContain(theirs.id);
    expect(await seenBy(admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    // Out of reach reads and writes answer 404 and change nothing.
    await call(t.app, alpha, 'GET', `/api/anchors/${theirs.id}`, undefined, 404);
    await call(t.app, alpha, 'PUT', '/api/anchors/progress', { id: theirs.id, to: 'enteredLiveRoom' }, 404);
    await call(t.app, alphaManager, 'DELETE', '/api/anchors', [theirs.id], 404);
    expect((await call<AnchorRow>(t.app, admin, 'GET', `/api/anchors/${theirs.id}`)).progress).toBe('new');
  });

  it('lets a manager allocate (single and batch) to an operator of their departments only, logged on the timeline', async () => {
    const manager = await staff(t.app, MANAGER, 'seed:dept.liveTeamAlpha');
    const operator = await staff(t.app, OPERATOR, 'seed:dept.liveTeamAlpha');
    const outsider = await staff(t.app, OPERATOR, 'seed:dept.recruitment');
    const first = await call<AnchorRow>(t.app, manager, 'POST', '/api/anchors', { anchorId: freshId('pool') }, 201);
    const second = await call<AnchorRow>(t.app, manager, 'POST', '/api/anchors', { anchorId: freshId('pool') }, 201);
    expect(first.operator).toBeNull();

    const refused = await t.app.inject({ method: 'PUT', url: '/api/anchors/allocate', headers: manager.headers, payload: { ids: [first.id], operatorId: outsider.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ANCHOR_OPERATOR_NOT_FOUND' });
    await call(t.app, operator, 'PUT', '/api/anchors/allocate', { ids: [first.id], operatorId: operator.id }, 403);

    await call(t.app, manager, 'PUT', '/api/anchors/allocate', { ids: [first.id, second.id], operatorId: operator.id }, 204);
    expect((await list(operator)).content.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    const timeline = await call<{ kind: string; detail: Record<string, unknown> }[]>(t.app, manager, 'GET', `/api/anchors/${first.id}/timeline`);
    expect(timeline[0]).toMatchObject({ kind: 'allocated', detail: { operator: operator.username } });
    expect((await call<AnchorRow[]>(t.app, manager, 'GET', '/api/anchors/operators')).map((user) => user.id)).toEqual(expect.arrayContaining([operator.id, manager.id]));
  });
});

describe('progress moves', () => {
  it('applies the machine: forward moves, a reason to give up, restore to contacted only', async () => {
    const row = await call<AnchorRow>(t.app, admin, 'POST', '/api/anchors', { anchorId: freshId('moves') }, 201);
    const move = (to: string, reason?: string, status = 200) => call<AnchorRow>(t.app, admin, 'PUT', '/api/anchors/progress', { id: row.id, to, ...(reason ? { reason } : {}) }, status);
    expect((await move('addedWhatsApp')).progress).toBe('addedWhatsApp');
    expect(await move('contacted', undefined, 400)).toMatchObject({ code: 'PROGRESS_BACKWARD' });
    expect(await move('guildJoined', undefined, 400)).toMatchObject({ code: 'PROGRESS_NEEDS_INVITATION_CODE' });
    expect(await move('givenUp', undefined, 400)).toMatchObject({ code: 'PROGRESS_REASON_REQUIRED' });
    const givenUp = await move('givenUp', 'Stopped answering');
    expect(givenUp).toMatchObject({ progress: 'givenUp', giveUpReason: 'Stopped answering' });
    expect(givenUp.giveUpTime).toMatch(/^2026-03-01 \d\d:00:00$/);
    expect((await list(admin, '&view=givenUp')).content.map((r) => r.id)).toContain(row.id);
    expect(await move('enteredLiveRoom', undefined, 400)).toMatchObject({ code: 'PROGRESS_CLOSED' });
    const restored = await move('contacted');
    expect(restored).toMatchObject({ progress: 'contacted', giveUpReason: null, giveUpTime: null });
  });
});
