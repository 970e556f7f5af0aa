/**
 * The streamer room page's API over the real app (contract streams/contracts/monitor-room.ts):
 * a streamer's connection log paged newest first and only its own; the host list live first (connected, connecting,
 * disconnected, tracked, then the rest), searched by TikTok ID or nickname, live only, by type; one streamer's room
 * state with its running session, its recent sessions and the last minutes; 404 for an unknown streamer with a message
 * saying what to do; 400 for a malformed query; `monitor:list` needed. Rows are written straight to the database, the
 * way the scanner writes them. Runs on PGlite by default, on PostgreSQL when DATABASE_URL is set.
 *
 * The rows written here are not monitored (`enabled: false`) so a scanner running in the app leaves them alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../streams/contracts/common';
import type { MonitorStatusName, MonitorType } from '../../streams/contracts/monitor';
import { MONITOR_ROOM_MESSAGES, RECENT_MINUTES, type MonitorLogEntry, type MonitorRoomDetail, type MonitorRoomRow } from '../../streams/contracts/monitor-room';
import { liveSessionMinutes, liveSessions, monitorConnectionLog, monitoredStreamers } from '../../server/db/schema/monitor';
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

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

async function ok<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

interface StreamerSpec {
  uniqueId: string;
  nickname?: string;
  type?: MonitorType;
  status?: MonitorStatusName;
  roomId?: string | null;
  liveSince?: Date | null;
}

async function insertStreamer(spec: StreamerSpec): Promise<number> {
  const [row] = await t.app.db
    .insert(monitoredStreamers)
    .values({
      uniqueId: spec.uniqueId,
      nickname: spec.nickname ?? spec.uniqueId,
      type: spec.type ?? 'focus',
      status: spec.status ?? 'offline',
      statusReason: spec.status ? `reason of ${spec.status}` : null,
      roomId: spec.roomId ?? null,
      liveSince: spec.liveSince ?? null,
      enabled: false,
      createBy: 'test',
      updateBy: 'test',
    })
    .returning({ id: monitoredStreamers.id });
  return row!.id;
}

const T0 = Date.parse('2026-03-01T12:00:00Z');
const minute = (n: number) => new Date(T0 + n * 60_000);

describe('connection log', () => {
  it('pages one streamer’s status changes newest first, ties by the order they were written, and nobody else’s', async () => {
    const id = await insertStreamer({ uniqueId: 'log_one' });
    const other = await insertStreamer({ uniqueId: 'log_two' });
    // Written out of time order, as two writers may: the answer orders by time, not by insertion.
    const minutes = [3, 0, 7, 1, 12, 5, 9, 2, 11, 4, 6, 8, 10];
    await t.app.db.insert(monitorConnectionLog).values(
      minutes.map((n) => ({ streamerId: id, at: minute(n), fromStatus: n === 0 ? null : ('offline' as const), toStatus: 'connecting' as const, reason: `change ${n}` })),
    );
    // Two changes in one instant: the later written comes first.
    await t.app.db.insert(monitorConnectionLog).values({ streamerId: id, at: minute(12), fromStatus: 'connecting', toStatus: 'connected', reason: 'connected to the live room' });
    await t.app.db.insert(monitorConnectionLog).values({ streamerId: other, at: minute(20), fromStatus: null, toStatus: 'offline', reason: 'not live' });

    const first = await ok<Page<MonitorLogEntry>>(`/api/monitor/streamers/${id}/connection-log?page=0&size=5`);
    expect(first.totalElements).toBe(14);
    expect(first.content.map((e) => e.reason)).toEqual(['connected to the live room', 'change 12', 'change 11', 'change 10', 'change 9']);
    expect(first.content[0]).toEqual({ at: minute(12).getTime(), from: 'connecting', to: 'connected', reason: 'connected to the live room' });

    const last = await ok<Page<MonitorLogEntry>>(`/api/monitor/streamers/${id}/connection-log?page=2&size=5`);
    expect(last.content.map((e) => e.reason)).toEqual(['change 3', 'change 2', 'change 1', 'change 0']);
    expect(last.content[3]).toEqual({ at: T0, from: null, to: 'connecting', reason: 'change 0' });

    const defaults = await ok<Page<MonitorLogEntry>>(`/api/monitor/streamers/${id}/connection-log`);
    expect(defaults.content).toHaveLength(10);

    const others = await ok<Page<MonitorLogEntry>>(`/api/monitor/streamers/${other}/connection-log`);
    expect(others).toEqual({ content: [{ at: minute(20).getTime(), from: null, to: 'offline', reason: 'not live' }], totalElements: 1 });

    const none = await insertStreamer({ uniqueId: 'log_none' });
    expect(await ok(`/api/monitor/streamers/${none}/connection-log`)).toEqual({ content: [], totalElements: 0 });
  });

  it('answers 404 with what to do for an unknown streamer, 400 for a malformed page or id', async () => {
    const missing = await get('/api/monitor/streamers/987654/connection-log');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MONITOR_ROOM_MESSAGES.notFound(987654));
    expect(missing.json().message).toBe('Monitored streamer 987654 does not exist; choose another streamer in the list');

    const id = await insertStreamer({ uniqueId: 'log_bad' });
    const big = await get(`/api/monitor/streamers/${id}/connection-log?size=101`);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('size: must be a whole number from 1 to 100');
    const negative = await get(`/api/monitor/streamers/${id}/connection-log?page=-1`);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('page: must be a whole number, 0 or more');
    const word = await get('/api/monitor/streamers/abc/connection-log');
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe('id: must be a whole number above 0');
  });
});

describe('host list', () => {
  const live = new Date(T0);
  beforeAll(async () => {
    // Inserted in an order unlike the expected one.
    await insertStreamer({ uniqueId: 'hl_offline', nickname: 'Bella Offline', status: 'offline' });
    await insertStreamer({ uniqueId: 'hl_tracked', nickname: 'Tara Tracked', type: 'regular', status: 'tracked', liveSince: live });
    await insertStreamer({ uniqueId: 'hl_late', nickname: 'Cora Connected', type: 'pk', status: 'connected', roomId: 'room-late', liveSince: minute(30) });
    await insertStreamer({ uniqueId: 'hl_unknown', nickname: 'Anna Unknown', status: 'unknown' });
    await insertStreamer({ uniqueId: 'hl_dropped', nickname: 'Dina Dropped', status: 'disconnected', roomId: 'room-dropped', liveSince: live });
    await insertStreamer({ uniqueId: 'hl_early', nickname: 'Zoe Connected', status: 'connected', roomId: 'room-early', liveSince: minute(-30) });
    await insertStreamer({ uniqueId: 'hl_connecting', nickname: 'Cleo Connecting', type: 'pk', status: 'connecting', liveSince: live });
    await insertStreamer({ uniqueId: 'hl_disabled', nickname: 'Alma Disabled', status: 'disabled' });
  });

  const handles = (page: Page<MonitorRoomRow>) => page.content.map((row) => row.uniqueId);

  it('lists live streamers first (a live connection first, the longest live first), then the others by nickname', async () => {
    const all = await ok<Page<MonitorRoomRow>>('/api/monitor/rooms?blurry=hl_&size=20');
    expect(all.totalElements).toBe(8);
    expect(handles(all)).toEqual(['hl_early', 'hl_late', 'hl_connecting', 'hl_dropped', 'hl_tracked', 'hl_disabled', 'hl_unknown', 'hl_offline']);
    expect(all.content[0]).toEqual({
      id: expect.any(Number),
      uniqueId: 'hl_early',
      nickname: 'Zoe Connected',
      avatarUrl: null,
      type: 'focus',
      status: 'connected',
      statusReason: 'reason of connected',
      roomId: 'room-early',
      liveSince: minute(-30).getTime(),
      lastCheckedAt: null,
      enabled: false,
    });

    const pages = [0, 1, 2].map((page) => ok<Page<MonitorRoomRow>>(`/api/monitor/rooms?blurry=hl_&size=3&page=${page}`));
    expect((await Promise.all(pages)).flatMap(handles)).toEqual(handles(all));
  });

  it('keeps the live ones only, or the others, searches TikTok ID or nickname (with or without @) and filters by type', async () => {
    expect(handles(await ok('/api/monitor/rooms?blurry=hl_&live=true'))).toEqual(['hl_early', 'hl_late', 'hl_connecting', 'hl_dropped', 'hl_tracked']);
    expect(handles(await ok('/api/monitor/rooms?blurry=hl_&live=false'))).toEqual(['hl_disabled', 'hl_unknown', 'hl_offline']);
    expect(handles(await ok('/api/monitor/rooms?blurry=connected'))).toEqual(['hl_early', 'hl_late']);
    expect(handles(await ok('/api/monitor/rooms?blurry=%40HL_DROP'))).toEqual(['hl_dropped']);
    expect(handles(await ok('/api/monitor/rooms?blurry=hl_&type=pk'))).toEqual(['hl_late', 'hl_connecting']);
    expect(await ok('/api/monitor/rooms?blurry=nobody_has_this')).toEqual({ content: [], totalElements: 0 });

    const bad = await get('/api/monitor/rooms?live=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('live: must be true or false');
  });
});

describe('room state', () => {
  it('gives the room to follow, the running session first, the last minutes of it oldest first', async () => {
    const id = await insertStreamer({ uniqueId: 'rs_live', nickname: 'Rita Live', type: 'pk', status: 'connected', roomId: 'room-now', liveSince: minute(0) });
    await t.app.db.insert(liveSessions).values([
      { streamerId: id, roomId: 'room-old', startedAt: minute(-300), endedAt: minute(-240), durationMs: 3_600_000, peakViewers: 900, avgViewers: 400, diamonds: 12_000, likes: 5_000, pkCount: 3 },
      { streamerId: id, roomId: 'room-older', startedAt: minute(-600), endedAt: minute(-560), durationMs: 2_400_000, peakViewers: 100, avgViewers: 50, diamonds: 10, likes: 20 },
    ]);
    const [running] = await t.app.db
      .insert(liveSessions)
      .values({ streamerId: id, roomId: 'room-now', startedAt: minute(0), peakViewers: 300, diamonds: 2_500, likes: 800 })
      .returning({ id: liveSessions.id });
    await t.app.db.insert(liveSessionMinutes).values(Array.from({ length: RECENT_MINUTES + 5 }, (_, n) => ({ sessionId: running!.id, minute: minute(n), viewers: 100 + n, diamonds: n, likes: 2 * n })));

    const before = Date.now();
    const detail = await ok<MonitorRoomDetail>(`/api/monitor/rooms/${id}`);
    expect(detail.streamer).toMatchObject({ id, uniqueId: 'rs_live', status: 'connected', roomId: 'room-now', liveSince: T0, type: 'pk' });
    expect(detail.current).toMatchObject({ roomId: 'room-now', startedAt: T0, endedAt: null, durationMs: null, peakViewers: 300, diamonds: 2_500, likes: 800 });
    expect(detail.sessions.map((s) => s.roomId)).toEqual(['room-now', 'room-old', 'room-older']);
    expect(detail.sessions[1]).toMatchObject({ endedAt: minute(-240).getTime(), durationMs: 3_600_000, avgViewers: 400, pkCount: 3 });
    expect(detail.minutes).toHaveLength(RECENT_MINUTES);
    expect(detail.minutes[0]).toEqual({ minute: minute(5).getTime(), viewers: 105, diamonds: 5, likes: 10 });
    expect(detail.minutes.at(-1)).toEqual({ minute: minute(RECENT_MINUTES + 4).getTime(), viewers: 100 + RECENT_MINUTES + 4, diamonds: RECENT_MINUTES + 4, likes: 2 * (RECENT_MINUTES + 4) });
    expect(detail.serverTime).toBeGreaterThanOrEqual(before);
  });

  it('for an offline streamer: no running session, the last session and its minutes; for a new one: nothing yet', async () => {
    const id = await insertStreamer({ uniqueId: 'rs_off', status: 'offline' });
    const [ended] = await t.app.db
      .insert(liveSessions)
      .values({ streamerId: id, roomId: 'room-gone', startedAt: minute(-120), endedAt: minute(-60), durationMs: 3_600_000, peakViewers: 50, diamonds: 70 })
      .returning({ id: liveSessions.id });
    await t.app.db.insert(liveSessionMinutes).values([
      { sessionId: ended!.id, minute: minute(-62), viewers: 40 },
      { sessionId: ended!.id, minute: minute(-61), viewers: null },
    ]);
    const detail = await ok<MonitorRoomDetail>(`/api/monitor/rooms/${id}`);
    expect(detail.streamer).toMatchObject({ status: 'offline', roomId: null, liveSince: null });
    expect(detail.current).toBeNull();
    expect(detail.sessions).toEqual([expect.objectContaining({ roomId: 'room-gone', endedAt: minute(-60).getTime(), peakViewers: 50, diamonds: 70 })]);
    expect(detail.minutes).toEqual([
      { minute: minute(-62).getTime(), viewers: 40, diamonds: 0, likes: 0 },
      { minute: minute(-61).getTime(), viewers: null, diamonds: 0, likes: 0 },
    ]);

    const fresh = await insertStreamer({ uniqueId: 'rs_new', status: 'unknown' });
    expect(await ok<MonitorRoomDetail>(`/api/monitor/rooms/${fresh}`)).toMatchObject({ current: null, sessions: [], minutes: [] });

    const missing = await get('/api/monitor/rooms/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MONITOR_ROOM_MESSAGES.notFound(987654));
  });
});

describe('permissions', () => {
  it('monitor:list reads all three; without it 403 naming the permission; signed out 401', async () => {
    const id = await insertStreamer({ uniqueId: 'perm_room' });
    const urls = ['/api/monitor/rooms', `/api/monitor/rooms/${id}`, `/api/monitor/streamers/${id}/connection-log`];
    const reader = await createUser(t.app, { roles: [{ permissions: ['monitor:list'] }] });
    const readerAuth = auth((await login(t.app, reader.username, reader.password)).token);
    for (const url of urls) expect((await get(url, readerAuth)).statusCode, url).toBe(200);

    const other = await createUser(t.app, { roles: [{ permissions: ['live:list'] }] });
    const otherAuth = auth((await login(t.app, other.username, other.password)).token);
    for (const url of urls) {
      const res = await get(url, otherAuth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Forbidden: you lack the permission monitor:list');
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
