/**
 * `GET api/dashboard/figures`: every figure from hand-inserted sessions, minutes, streamers, timeline entries and
 * orders, with the values worked out by hand; the admin sees everything, an operator only their streamers' and orders'
 * CRM figures and no monitoring, a monitoring-only user no CRM.
 *
 * The clock stands at Wednesday 2026-03-04 10:30 in Asia/Dubai (UTC+4, no daylight saving): today is 03-04, yesterday
 * 03-03, this week Monday 03-02 – 03-04, last week 02-23 – 03-01, this hour started at 10:00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '../../streams/contracts/dashboard';
import { anchorEvents, anchorOrders, anchors } from '../../server/db/schema/anchors';
import { liveSessionMinutes, liveSessions, monitoredStreamers } from '../../server/db/schema/monitor';
import { OPERATOR, call, handClock, staff, type Staff } from './anchors/crm-fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

/** An instant given as Dubai wall time `yyyy-MM-ddTHH:mm`. */
const dubai = (local: string) => new Date(`${local}:00+04:00`);
const HOUR = 3_600_000;

let t: TestApp;
let admin: Record<string, string>;
let op1: Staff;
let op2: Staff;
let watcher: Staff;
const clock = handClock(dubai('2026-03-04T10:30').getTime());

async function session(streamerId: number, start: string, end: string | null, values: { diamonds: number; pkCount: number }) {
  const startedAt = dubai(start);
  const endedAt = end === null ? null : dubai(end);
  const [row] = await t.app.db
    .insert(liveSessions)
    .values({ streamerId, startedAt, endedAt, durationMs: endedAt ? endedAt.getTime() - startedAt.getTime() : null, ...values })
    .returning({ id: liveSessions.id });
  return row!.id;
}

async function anchor(uniqueId: string, operatorId: number | null, progress: 'new' | 'contacted' | 'guildJoined', created: string) {
  const [row] = await t.app.db.insert(anchors).values({ anchorId: uniqueId, uniqueId, operatorId, progress, createTime: dubai(created) }).returning({ id: anchors.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { SAMPLE_DATA: 'false', APP_TIME_ZONE: 'Asia/Dubai' }, crm: { now: clock.now, sweepMs: 0 } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  op1 = await staff(t.app, OPERATOR);
  op2 = await staff(t.app, OPERATOR);
  watcher = await staff(t.app, { permissions: ['monitor:list'], dataScope: 'own' });

  // Monitoring: A and B enabled, C disabled.
  const [a, b, c] = await t.app.db
    .insert(monitoredStreamers)
    .values([
      { uniqueId: 'dash_a', nickname: 'Streamer A', type: 'focus' },
      { uniqueId: 'dash_b', nickname: 'Streamer B', type: 'regular' },
      { uniqueId: 'dash_c', nickname: 'Streamer C', type: 'regular', enabled: false },
    ])
    .returning({ id: monitoredStreamers.id });
  const aOpen = await session(a!.id, '2026-03-04T09:00', null, { diamonds: 500, pkCount: 2 }); // today, live, 1.5 h so far
  await session(b!.id, '2026-03-03T20:00', '2026-03-03T22:00', { diamonds: 1_000, pkCount: 3 }); // yesterday, 2 h
  const bThisHour = await session(b!.id, '2026-03-04T08:00', '2026-03-04T10:10', { diamonds: 300, pkCount: 0 }); // today, 2 h 10 min
  await session(a!.id, '2026-03-03T23:30', '2026-03-04T00:30', { diamonds: 200, pkCount: 1 }); // counts on the day it started
  await session(a!.id, '2026-02-23T12:00', '2026-02-23T13:00', { diamonds: 700, pkCount: 1 }); // last week's Monday
  await session(c!.id, '2026-02-22T12:00', '2026-02-22T12:10', { diamonds: 50, pkCount: 0 }); // before last week
  await t.app.db.insert(liveSessionMinutes).values([
    { sessionId: aOpen, minute: dubai('2026-03-04T09:59'), viewers: 30, diamonds: 999 }, // before this hour
    { sessionId: aOpen, minute: dubai('2026-03-04T10:00'), viewers: 40, diamonds: 100 },
    { sessionId: aOpen, minute: dubai('2026-03-04T10:29'), viewers: 55, diamonds: 50 }, // the latest viewers
    { sessionId: aOpen, minute: dubai('2026-03-04T10:30'), viewers: null, diamonds: 0 }, // no viewer count yet
    { sessionId: bThisHour, minute: dubai('2026-03-04T10:05'), viewers: 10, diamonds: 20 }, // ended session, this hour
  ]);

  // CRM.
  const a1 = await anchor('dash_a1', op1.id, 'guildJoined', '2026-03-04T09:00');
  const a2 = await anchor('dash_a2', op1.id, 'contacted', '2026-03-03T15:00');
  const a3 = await anchor('dash_a3', op2.id, 'new', '2026-03-04T08:00');
  await anchor('dash_a4', null, 'new', '2026-02-25T08:00');
  const a5 = await anchor('dash_a5', op2.id, 'guildJoined', '2026-02-24T08:00');
  await t.app.db.insert(anchorEvents).values([
    { anchorRowId: a1, kind: 'progress', by: op1.username, at: dubai('2026-03-04T09:30'), detail: { from: 'gotInvitationCode', to: 'guildJoined', reason: null } },
    { anchorRowId: a2, kind: 'progress', by: op1.username, at: dubai('2026-03-03T16:00'), detail: { from: 'new', to: 'contacted', reason: null } },
    { anchorRowId: a5, kind: 'progress', by: op2.username, at: dubai('2026-02-24T09:00'), detail: { from: 'new', to: 'guildJoined', reason: null } },
  ]);
  await t.app.db.insert(anchorOrders).values([
    { anchorRowId: a1, operatorId: op1.id, liveStartTime: dubai('2026-03-04T09:00'), status: 'confirmed', receiveTime: dubai('2026-03-04T09:01') },
    { anchorRowId: a1, operatorId: op1.id, liveStartTime: dubai('2026-03-03T20:00'), status: 'expired' },
    { anchorRowId: a2, operatorId: op1.id, liveStartTime: dubai('2026-03-04T10:29'), status: 'unconfirmed' }, // still open
    { anchorRowId: a2, operatorId: op1.id, liveStartTime: dubai('2026-03-04T08:00'), status: 'unconfirmed' }, // overdue: expired
    { anchorRowId: a3, operatorId: op2.id, liveStartTime: dubai('2026-03-04T09:10'), status: 'confirmed', receiveTime: dubai('2026-03-04T09:11') },
    { anchorRowId: a3, operatorId: op2.id, liveStartTime: dubai('2026-02-25T12:00'), status: 'confirmed', receiveTime: dubai('2026-02-25T12:01') },
    { anchorRowId: a5, operatorId: op2.id, liveStartTime: dubai('2026-03-03T12:00'), status: 'confirmed', receiveTime: dubai('2026-03-03T12:02') },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const figures = (who: Staff | Record<string, string>, range = '7') => call<DashboardFigures>(t.app, who, 'GET', `/api/dashboard/figures?range=${range}`);

describe('api/dashboard/figures', () => {
  it('gives the admin every figure', async () => {
    const body = await figures(admin);
    expect(body.sections).toEqual({ monitor: true, crm: true });
    expect(body.serverTime).toBe('2026-03-04T10:30:00.000+04:00');
    expect(body.live).toEqual({ streamersLive: 1, viewers: 55, diamondsThisHour: 170, monitored: 2 });
    expect(body.periods.today).toEqual({
      from: '2026-03-04',
      to: '2026-03-04',
      monitor: { diamonds: 800, liveMs: 1.5 * HOUR + 2 * HOUR + 10 * 60_000, pks: 2 },
      crm: { newTargets: 2, ordersDispatched: 4, ordersTaken: 2, ordersExpired: 1, takingRate: 2 / 3, guildJoined: 1 },
    });
    expect(body.periods.yesterday).toEqual({
      from: '2026-03-03',
      to: '2026-03-03',
      monitor: { diamonds: 1_200, liveMs: 3 * HOUR, pks: 4 },
      crm: { newTargets: 1, ordersDispatched: 2, ordersTaken: 1, ordersExpired: 1, takingRate: 0.5, guildJoined: 0 },
    });
    expect(body.periods.thisWeek).toEqual({
      from: '2026-03-02',
      to: '2026-03-04',
      monitor: { diamonds: 2_000, liveMs: 6 * HOUR + 40 * 60_000, pks: 6 },
      crm: { newTargets: 3, ordersDispatched: 6, ordersTaken: 3, ordersExpired: 2, takingRate: 0.6, guildJoined: 1 },
    });
    expect(body.periods.lastWeek).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
      monitor: { diamonds: 700, liveMs: HOUR, pks: 1 },
      crm: { newTargets: 2, ordersDispatched: 1, ordersTaken: 1, ordersExpired: 0, takingRate: 1, guildJoined: 1 },
    });
    expect(body.pipeline).toEqual([
      { progress: 'new', count: 2 },
      { progress: 'contacted', count: 1 },
      { progress: 'enteredLiveRoom', count: 0 },
      { progress: 'addedWhatsApp', count: 0 },
      { progress: 'gotInvitationCode', count: 0 },
      { progress: 'guildJoined', count: 2 },
      { progress: 'invalid', count: 0 },
      { progress: 'givenUp', count: 0 },
    ]);
    expect(body.topStreamers?.map(({ id: _id, ...rest }) => rest)).toEqual([
      { uniqueId: 'dash_b', nickname: 'Streamer B', diamonds: 1_300, liveMs: 4 * HOUR + 10 * 60_000, pks: 3 },
      { uniqueId: 'dash_a', nickname: 'Streamer A', diamonds: 700, liveMs: 2.5 * HOUR, pks: 3 },
    ]);
    expect(body.topOperators).toEqual([
      { id: op2.id, username: op2.username, ordersDispatched: 2, ordersTaken: 2, takingRate: 1, guildJoined: 0 },
      { id: op1.id, username: op1.username, ordersDispatched: 4, ordersTaken: 1, takingRate: 1 / 3, guildJoined: 1 },
    ]);
    expect(body.history.map((d) => d.day)).toEqual(['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']);
    expect(body.history.at(-2)).toEqual({ day: '2026-03-03', diamonds: 1_200, liveMs: 3 * HOUR, pks: 4, ordersTaken: 1 });
    expect(body.history.at(-1)).toEqual({ day: '2026-03-04', diamonds: 800, liveMs: 3 * HOUR + 40 * 60_000, pks: 2, ordersTaken: 2 });
    expect(body.history.slice(0, 5).every((d) => d.diamonds === 0 && d.liveMs === 0 && d.pks === 0 && d.ordersTaken === 0)).toBe(true);
  });

  it('gives 30 days of history on request', async () => {
    const body = await figures(admin, '30');
    expect(body.history).toHaveLength(30);
    expect(body.history[0]!.day).toBe('2026-02-03');
    const byDay = new Map(body.history.map((d) => [d.day, d]));
    expect(byDay.get('2026-02-22')).toEqual({ day: '2026-02-22', diamonds: 50, liveMs: 10 * 60_000, pks: 0, ordersTaken: 0 });
    expect(byDay.get('2026-02-23')).toEqual({ day: '2026-02-23', diamonds: 700, liveMs: HOUR, pks: 1, ordersTaken: 0 });
    expect(byDay.get('2026-02-25')?.ordersTaken).toBe(1);
    expect(body.history.reduce((sum, d) => sum + (d.diamonds ?? 0), 0)).toBe(50 + 700 + 1_200 + 800);
  });

  it('shows an operator only their own CRM figures and no monitoring', async () => {
    const body = await figures(op1);
    expect(body.sections).toEqual({ monitor: false, crm: true });
    expect(body.live).toBeNull();
    expect(body.topStreamers).toBeNull();
    expect(body.periods.today).toEqual({
      from: '2026-03-04',
      to: '2026-03-04',
      monitor: null,
      crm: { newTargets: 1, ordersDispatched: 3, ordersTaken: 1, ordersExpired: 1, takingRate: 0.5, guildJoined: 1 },
    });
    expect(body.periods.yesterday.crm).toEqual({ newTargets: 1, ordersDispatched: 1, ordersTaken: 0, ordersExpired: 1, takingRate: 0, guildJoined: 0 });
    expect(body.periods.lastWeek.crm).toEqual({ newTargets: 0, ordersDispatched: 0, ordersTaken: 0, ordersExpired: 0, takingRate: null, guildJoined: 0 });
    expect(body.pipeline?.filter((p) => p.count > 0)).toEqual([
      { progress: 'contacted', count: 1 },
      { progress: 'guildJoined', count: 1 },
    ]);
    expect(body.topOperators).toEqual([{ id: op1.id, username: op1.username, ordersDispatched: 4, ordersTaken: 1, takingRate: 1 / 3, guildJoined: 1 }]);
    expect(body.history.at(-1)).toEqual({ day: '2026-03-04', diamonds: null, liveMs: null, pks: null, ordersTaken: 1 });
  });

  it('shows a monitoring user every monitored streamer and no CRM', async () => {
    const body = await figures(watcher);
    expect(body.sections).toEqual({ monitor: true, crm: false });
    expect(body.live).toEqual({ streamersLive: 1, viewers: 55, diamondsThisHour: 170, monitored: 2 });
    expect(body.periods.today.monitor).toEqual({ diamonds: 800, liveMs: 3 * HOUR + 40 * 60_000, pks: 2 });
    expect(body.periods.today.crm).toBeNull();
    expect(body.pipeline).toBeNull();
    expect(body.topOperators).toBeNull();
    expect(body.topStreamers).toHaveLength(2);
  });

  it('follows the clock: the open session grows, an order left open expires', async () => {
    clock.advance(4 * 60_000);
    try {
      const body = await figures(admin);
      expect(body.periods.today.monitor?.liveMs).toBe(3 * HOUR + 44 * 60_000);
      expect(body.periods.today.crm).toMatchObject({ ordersDispatched: 4, ordersTaken: 2, ordersExpired: 2, takingRate: 0.5 });
    } finally {
      clock.advance(-4 * 60_000);
    }
  });

  it('refuses a range other than 7 or 30, and anonymous callers', async () => {
    await call(t.app, admin, 'GET', '/api/dashboard/figures?range=5', undefined, 400);
    await call(t.app, {}, 'GET', '/api/dashboard/figures', undefined, 401);
  });

  it('keeps the administration summary', async () => {
    const body = await call<{ users: number }>(t.app, admin, 'GET', '/api/dashboard/summary');
    expect(body.users).toBeGreaterThanOrEqual(4);
  });
});
