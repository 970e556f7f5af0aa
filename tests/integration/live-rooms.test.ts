/**
 * `api/live/rooms*` over the real app (contract streams/contracts/live-rooms.ts): replays of the
 * recorded fixture timelines through the server give the fixture README's exactly-once totals in `summary`,
 * on the websocket and in the per-minute rows of the database; requests are validated; permissions hold;
 * events, top gifters and the connection log page as the contract says; a simulator room moves.
 * Runs on PGlite and the memory hub by default, on PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../streams/contracts/common';
import { roomSnapshotSchema, type ConnectionLogEntry, type LiveRoomRow, type LiveRoomSummary, type ReplayFile, type TopGifter } from '../../streams/contracts/live-rooms';
import { applyRoomSummaryEvents } from '../../streams/live/room-summary';
import type { RoomTopicEvent } from '../../streams/live/room-topic';
import { liveRoomConnectionLog, liveRoomMinutes } from '../../server/db/schema/live';
import { upsertRoomMinutes } from '../../server/modules/live/repository';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { connectWs } from './helpers/ws-client';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Figures of the three timelines (tests/fixtures/tiktok/README.md): gift diamonds are the README's
 * exactly-once totals with open streaks closed at their highest count when the replay ends (link 37, web 16,
 * dupa 17); likes = the highest WebcastLikeMessage `total`; viewers = the last WebcastRoomUserSeqMessage
 * `total`; 21 chats and 21 joins each (every kept message; no msgId repeats among them); follows / shares =
 * WebcastSocialMessage actions 1 / 3.
 */
const FIXTURE_FIGURES = {
  link: { giftDiamonds: 37, giftCount: 31, likeTotal: 416_317, viewerCount: 1662, memberCount: 21, chatCount: 21, followCount: 11, shareCount: 10 },
  web: { giftDiamonds: 16, giftCount: 16, likeTotal: 124_990, viewerCount: 1530, memberCount: 21, chatCount: 21, followCount: 20, shareCount: 1 },
  dupa: { giftDiamonds: 17, giftCount: 17, likeTotal: 575_234, viewerCount: 1659, memberCount: 21, chatCount: 21, followCount: 11, shareCount: 10 },
} as const;

async function startRoom(payload: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/live/rooms', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  const { roomId } = res.json<{ roomId: string }>();
  expect(roomId).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
  return roomId;
}

async function summary(roomId: string): Promise<LiveRoomSummary> {
  const res = await t.app.inject({ method: 'GET', url: `/api/live/rooms/${roomId}/summary`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LiveRoomSummary>();
}

/** Polls the summary until `done` holds (a replay at speed 0 takes well under a second). */
async function summaryWhen(roomId: string, done: (s: LiveRoomSummary) => boolean, timeoutMs = 15_000): Promise<LiveRoomSummary> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await summary(roomId);
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out; last summary ${JSON.stringify(s)}`);
    await sleep(20);
  }
}

const replay = async (name: keyof typeof FIXTURE_FIGURES) => startRoom({ source: 'replay', file: `${name}.timeline.jsonl`, speed: 0 });
const ended = (roomId: string) => summaryWhen(roomId, (s) => s.state === 'ended');

async function get<T>(url: string, headers = admin): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('replaying the fixture timelines through the server', () => {
  for (const name of ['link', 'web', 'dupa'] as const) {
    it(`${name}: the summary holds the README's exactly-once total (${FIXTURE_FIGURES[name].giftDiamonds}) and the room's figures`, async () => {
      const roomId = await replay(name);
      expect(roomId).toMatch(new RegExp(`^replay-${name}-[a-z0-9]{4}$`));
      const s = await ended(roomId);
      expect(s).toEqual({ roomId, state: 'ended', ...FIXTURE_FIGURES[name], giftDiamondsProvisional: 0, rejectedCount: 0 });
    });
  }

  it('writes the per-minute statistics and the connection log to the database', async () => {
    const roomId = await replay('link');
    const s = await ended(roomId);
    await t.app.liveRooms.flush();
    const minutes = await t.app.db.select().from(liveRoomMinutes).where(eq(liveRoomMinutes.roomId, roomId)).orderBy(asc(liveRoomMinutes.minute));
    // The link capture spans 60 s across two clock minutes (2023-12-05 16:04 and 16:05 UTC).
    expect(minutes.map((m) => m.minute.toISOString())).toEqual(['2023-12-05T16:04:00.000Z', '2023-12-05T16:05:00.000Z']);
    const sum = (field: 'diamonds' | 'gifts' | 'chats' | 'joins' | 'follows' | 'shares') => minutes.reduce((total, m) => total + m[field], 0);
    expect(sum('diamonds')).toBe(s.giftDiamonds);
    expect(sum('gifts')).toBe(s.giftCount);
    expect([sum('chats'), sum('joins'), sum('follows'), sum('shares')]).toEqual([s.chatCount, s.memberCount, s.followCount, s.shareCount]);
    expect(minutes.at(-1)).toMatchObject({ viewers: s.viewerCount, likeTotal: s.likeTotal });

    const log = await t.app.db.select().from(liveRoomConnectionLog).where(eq(liveRoomConnectionLog.roomId, roomId)).orderBy(asc(liveRoomConnectionLog.id));
    expect(log.map((row) => [row.fromState, row.toState])).toEqual([
      ['idle', 'connecting'],
      ['connecting', 'connected'],
      ['connected', 'ended'],
    ]);
  });

  it('merges minute rows written in pieces (counts add up, newest viewers, highest likes)', async () => {
    const minute = Date.UTC(2026, 0, 1, 12, 0);
    const row = { roomId: 'merge-test', minute, viewers: 10, likeTotal: 500, diamonds: 3, gifts: 2, chats: 1, joins: 1, follows: 0, shares: 1 };
    await upsertRoomMinutes(t.app.db, [row, { ...row, viewers: null, likeTotal: 400, diamonds: 1 }]);
    await upsertRoomMinutes(t.app.db, [{ ...row, viewers: 12, likeTotal: null, chats: 5 }]);
    const rows = await t.app.db.select().from(liveRoomMinutes).where(eq(liveRoomMinutes.roomId, 'merge-test'));
    expect(rows).toEqual([
      expect.objectContaining({ minute: new Date(minute), viewers: 12, likeTotal: 500, diamonds: 7, gifts: 6, chats: 7, joins: 3, follows: 0, shares: 3 }),
    ]);
  });

  it('sends websocket subscribers of room:<id> the same gift.counted totals as the summary', async () => {
    const roomId = await replay('dupa');
    const s = await ended(roomId);
    const ws = await connectWs(t.app, admin.authorization);
    try {
      // sinceSeq 0: the whole room from its first event, replayed from the hub's history.
      ws.send({ type: 'subscribe', topics: [{ topic: `room:${roomId}`, sinceSeq: 0 }] });
      const end = await ws.next('event', (f) => (f.event as RoomTopicEvent).type === 'room.state' && (f.event as { status: string }).status === 'ended');
      const events = ws.frames.flatMap((f) => (f.type === 'event' && f.topic === `room:${roomId}` && f.seq <= end.seq ? [f.event as RoomTopicEvent] : []));
      expect(ws.seqs(`room:${roomId}`).slice(0, events.length)).toEqual(events.map((_, i) => i + 1));
      const counted = events.flatMap((e) => (e.type === 'gift.counted' ? [e] : []));
      expect(counted.reduce((total, e) => total + e.gift.diamonds, 0)).toBe(s.giftDiamonds);
      expect(counted.at(-1)?.giftDiamonds).toBe(s.giftDiamonds);
      expect(events.filter((e) => e.type === 'chat')).toHaveLength(s.chatCount);
    } finally {
      ws.ws.terminate();
    }
  });
});

describe('the snapshot of room:<id> (the summary at a seq)', () => {
  it('gives a fresh subscriber of a finished room the summary, at the topic head', async () => {
    const roomId = await replay('web');
    const s = await ended(roomId);
    const ws = await connectWs(t.app, admin.authorization);
    try {
      ws.send({ type: 'subscribe', topics: [{ topic: `room:${roomId}` }] });
      const { headSeq } = await ws.next('subscribed');
      const snapshot = await ws.next('snapshot');
      expect(snapshot).toMatchObject({ topic: `room:${roomId}`, seq: headSeq });
      expect(roomSnapshotSchema.parse(snapshot.state)).toEqual({ seq: headSeq, summary: s });
    } finally {
      ws.ws.terminate();
    }
  });

  it('is exact at its seq mid-stream: folding the later events gives the final summary', async () => {
    const roomId = await startRoom({ source: 'replay', file: 'link.timeline.jsonl', speed: 30 });
    await summaryWhen(roomId, (current) => current.chatCount > 0);
    const ws = await connectWs(t.app, admin.authorization);
    try {
      ws.send({ type: 'subscribe', topics: [{ topic: `room:${roomId}` }] });
      const { headSeq } = await ws.next('subscribed');
      const { seq, summary: start } = roomSnapshotSchema.parse((await ws.next('snapshot')).state);
      expect(seq).toBeGreaterThanOrEqual(headSeq);
      expect(start.chatCount).toBeGreaterThan(0);
      const end = await ws.next('event', (f) => (f.event as RoomTopicEvent).type === 'room.state' && (f.event as { status: string }).status === 'ended');
      const later = ws.frames.flatMap((f) => (f.type === 'event' && f.seq > seq && f.seq <= end.seq ? [f.event as RoomTopicEvent] : []));
      expect(applyRoomSummaryEvents(start, later)).toEqual(await ended(roomId));
      expect(await ended(roomId)).toMatchObject(FIXTURE_FIGURES.link);
    } finally {
      ws.ws.terminate();
    }
  });

  it('is not sent for a room this instance does not run', async () => {
    const ws = await connectWs(t.app, admin.authorization);
    try {
      ws.send({ type: 'subscribe', topics: [{ topic: 'room:elsewhere' }, { topic: 'room:elsewhere-2' }] });
      await ws.next('subscribed', (f) => f.topic === 'room:elsewhere-2');
      ws.send({ type: 'ping' });
      await ws.next('pong');
      expect(ws.frames.filter((f) => f.type === 'snapshot')).toEqual([]);
    } finally {
      ws.ws.terminate();
    }
  });
});

describe('POST api/live/rooms validation', () => {
  let outside: string;
  beforeAll(async () => {
    outside = await mkdtemp(join(tmpdir(), 'livedesk-outside-'));
    await writeFile(join(outside, 'stray.jsonl'), '{}\n');
  });
  afterAll(() => rm(outside, { recursive: true, force: true }));

  it.each([
    [{ source: 'replay', file: '../../etc/passwd.jsonl' }, 'file: "../../etc/passwd.jsonl" is outside the data folder and the fixtures'],
    [{ source: 'replay', file: '/etc/hosts' }, 'file: "/etc/hosts" is not a .jsonl timeline'],
    [{ source: 'replay', file: 'missing.timeline.jsonl' }, 'file: "missing.timeline.jsonl" was not found in the data folder or the fixtures'],
    [{ source: 'replay' }, 'file: is required for a replay room'],
    [{ source: 'replay', file: 'link.timeline.jsonl', speed: -1 }, 'speed: must be 0 (as fast as possible) or more'],
    [{ source: 'replay', file: 'link.timeline.jsonl', speed: 101 }, 'speed: must be at most 100'],
    [{ source: 'nope' }, 'source: must be one of simulator, replay, euler, tikfinity, connector'],
    [{ source: 'simulator', seed: 1.5 }, 'seed: must be a whole number'],
    [{ source: 'euler' }, 'uniqueId: is required for a euler room'],
    [{ source: 'tikfinity', uniqueId: 'a b' }, 'uniqueId: must be a TikTok handle'],
  ])('refuses %j with 400', async (payload, message) => {
    const before = (await get<Page<LiveRoomRow>>('/api/live/rooms?size=1')).totalElements;
    const res = await t.app.inject({ method: 'POST', url: '/api/live/rooms', headers: admin, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    expect(res.json().message).toContain(message);
    expect((await get<Page<LiveRoomRow>>('/api/live/rooms?size=1')).totalElements).toBe(before);
  });

  it('refuses an existing .jsonl file outside DATA_DIR and the fixtures', async () => {
    const file = join(outside, 'stray.jsonl');
    const res = await t.app.inject({ method: 'POST', url: '/api/live/rooms', headers: admin, payload: { source: 'replay', file } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`file: "${file}" is outside the data folder and the fixtures`);
  });

  it('answers a path outside the allowed folders the same whether the file exists or not', async () => {
    // A different answer would let anyone allowed to start rooms probe which files the server has.
    const answer = async (file: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/live/rooms', headers: admin, payload: { source: 'replay', file } });
      const { timestamp: _timestamp, ...body } = res.json<Record<string, unknown>>();
      return { status: res.statusCode, body: JSON.parse(JSON.stringify(body).replaceAll(file, '<file>')) as unknown };
    };
    const existing = join(outside, 'stray.jsonl');
    const absent = join(outside, 'absent.jsonl');
    const refused = { status: 400, body: expect.objectContaining({ status: 400, message: 'file: "<file>" is outside the data folder and the fixtures' }) };
    expect(await answer(existing)).toEqual(refused);
    expect(await answer(absent)).toEqual(await answer(existing));
    // The same through a relative name that climbs out of the folders.
    const climb = (name: string) => relative(t.config.live.fixturesDir, join(outside, name));
    expect(await answer(climb('stray.jsonl'))).toEqual(refused);
    expect(await answer(climb('absent.jsonl'))).toEqual(await answer(climb('stray.jsonl')));
    // And for a file that is not a timeline at all (its name is refused before anything is looked up).
    expect(await answer('/etc/hostname')).toEqual(await answer('/etc/no-such-file'));
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/live/rooms', headers: { ...admin, 'content-type': 'application/json' }, payload: '{' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET api/live/replays (the start form\'s list of recordings)', () => {
  /**
   * The three recorded sessions shipped in the default FIXTURES_DIR: sizes in bytes as the files are, lines and
   * first-to-last-line spans from tests/fixtures/tiktok/README.md.
   */
  const SHIPPED = [
    { file: 'dupa.timeline.jsonl', folder: 'fixtures', size: 658_793, messageCount: 275, durationMs: 387_541 },
    { file: 'link.timeline.jsonl', folder: 'fixtures', size: 444_640, messageCount: 215, durationMs: 59_969 },
    { file: 'web.timeline.jsonl', folder: 'fixtures', size: 414_112, messageCount: 243, durationMs: 318_061 },
  ];

  it('lists the recorded sessions a fresh install ships, with their size, messages and span', async () => {
    expect(await get<ReplayFile[]>('/api/live/replays')).toEqual(SHIPPED);
  });

  it('lists DATA_DIR recordings first; a name there hides the shipped one it plays instead; links out, other files and subfolders are left out', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'livedesk-replays-'));
    const elsewhere = await mkdtemp(join(tmpdir(), 'livedesk-elsewhere-'));
    const app = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const mine = ['{"ts":1000,"type":"WebcastChatMessage","data":{}}', '{"ts":2500,"type":"WebcastChatMessage","data":{}}', '{"ts":4000,"type":"WebcastLikeMessage","data":{}}'];
      await writeFile(join(dataDir, 'mine.timeline.jsonl'), mine.join('\n') + '\n');
      await writeFile(join(dataDir, 'link.timeline.jsonl'), mine[0] + '\n');
      await writeFile(join(dataDir, 'notes.txt'), 'not a timeline\n');
      await writeFile(join(dataDir, 'no-times.jsonl'), 'not json');
      await writeFile(join(elsewhere, 'secret.jsonl'), '{"ts":1}\n');
      await symlink(join(elsewhere, 'secret.jsonl'), join(dataDir, 'escape.jsonl'));
      await mkdir(join(dataDir, 'recordings'));
      await writeFile(join(dataDir, 'recordings', 'deep.jsonl'), mine[0] + '\n');

      const headers = auth((await login(app.app, 'admin', ADMIN_PASSWORD)).token);
      const res = await app.app.inject({ method: 'GET', url: '/api/live/replays', headers });
      expect(res.statusCode, res.body).toBe(200);
      const mineSize = Buffer.byteLength(mine.join('\n') + '\n');
      expect(res.json()).toEqual([
        { file: 'link.timeline.jsonl', folder: 'data', size: Buffer.byteLength(mine[0] + '\n'), messageCount: 1, durationMs: 0 },
        { file: 'mine.timeline.jsonl', folder: 'data', size: mineSize, messageCount: 3, durationMs: 3000 },
        { file: 'no-times.jsonl', folder: 'data', size: 8, messageCount: 1, durationMs: null },
        SHIPPED[0],
        SHIPPED[2],
      ]);
      // What the list offers is what a replay plays: `file` as listed starts a room.
      const started = await app.app.inject({ method: 'POST', url: '/api/live/rooms', headers, payload: { source: 'replay', file: 'mine.timeline.jsonl', speed: 0 } });
      expect(started.statusCode, started.body).toBe(201);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('permissions', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/live/rooms'],
      ['POST', '/api/live/rooms'],
      ['DELETE', '/api/live/rooms'],
      ['GET', '/api/live/rooms/x/summary'],
      ['GET', '/api/live/replays'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });

  it('lets live:list read but not start or stop (403 naming live:edit); a user without live:list reads nothing', async () => {
    const roomId = await replay('link');
    await ended(roomId);
    const reader = await createUser(t.app, { roles: [{ permissions: ['live:list'] }] });
    const readerToken = auth((await login(t.app, reader.username, reader.password)).token);
    expect((await get<LiveRoomSummary>(`/api/live/rooms/${roomId}/summary`, readerToken)).giftDiamonds).toBe(37);
    expect((await t.app.inject({ method: 'GET', url: '/api/live/rooms', headers: readerToken })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/live/replays', headers: readerToken })).statusCode).toBe(200);
    for (const [method, payload] of [
      ['POST', { source: 'simulator' }],
      ['DELETE', [roomId]],
    ] as const) {
      const res = await t.app.inject({ method, url: '/api/live/rooms', headers: readerToken, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: 'Forbidden: you lack the permission live:edit' });
    }
    expect(t.app.liveRooms.get(roomId)).toBeDefined();

    const nobody = await createUser(t.app);
    const none = auth((await login(t.app, nobody.username, nobody.password)).token);
    for (const url of ['/api/live/rooms', '/api/live/replays', `/api/live/rooms/${roomId}/summary`, `/api/live/rooms/${roomId}/events`, `/api/live/rooms/${roomId}/top-gifters`, `/api/live/rooms/${roomId}/connection-log`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: none });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Forbidden: you lack the permission live:list');
    }

    const editor = await createUser(t.app, { roles: [{ permissions: ['live:edit'] }] });
    const editorToken = auth((await login(t.app, editor.username, editor.password)).token);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/live/rooms', headers: editorToken, payload: [roomId] })).statusCode).toBe(200);
  });
});

describe('room reads', () => {
  let roomId: string;
  beforeAll(async () => {
    roomId = await replay('link');
    await ended(roomId);
  });

  it('pages the recent events newest first, filtered by type', async () => {
    const all = await get<Page<RoomTopicEvent>>(`/api/live/rooms/${roomId}/events?size=1000`);
    expect(all.totalElements).toBe(all.content.length);
    // The last thing that happened: the replay ended.
    expect(all.content[0]).toMatchObject({ type: 'room.state', status: 'ended', reason: 'replay finished' });
    const first = await get<Page<RoomTopicEvent>>(`/api/live/rooms/${roomId}/events?size=7`);
    const second = await get<Page<RoomTopicEvent>>(`/api/live/rooms/${roomId}/events?size=7&page=1`);
    expect(first.totalElements).toBe(all.totalElements);
    expect([...first.content, ...second.content]).toEqual(all.content.slice(0, 14));

    const chats = await get<Page<RoomTopicEvent>>(`/api/live/rooms/${roomId}/events?type=chat&size=100`);
    expect(chats.totalElements).toBe(21);
    expect(chats.content.every((e) => e.type === 'chat')).toBe(true);
    const receivedAt = chats.content.map((e) => (e.type === 'chat' ? e.receivedAt : 0));
    expect(receivedAt).toEqual([...receivedAt].sort((a, b) => b - a));
    expect(chats.content).toEqual(all.content.filter((e) => e.type === 'chat'));

    const gifts = await get<Page<RoomTopicEvent>>(`/api/live/rooms/${roomId}/events?type=gift,gift.counted&size=100`);
    expect(new Set(gifts.content.map((e) => e.type))).toEqual(new Set(['gift', 'gift.counted']));
    expect(gifts.content.filter((e) => e.type === 'gift')).toHaveLength(21);
    expect(gifts.content.reduce((total, e) => total + (e.type === 'gift.counted' ? e.gift.diamonds : 0), 0)).toBe(37);

    const bad = await t.app.inject({ method: 'GET', url: `/api/live/rooms/${roomId}/events?type=gift,bogus`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^type: unknown event type 'bogus' \(allowed: gift, like, /);
    expect((await t.app.inject({ method: 'GET', url: `/api/live/rooms/${roomId}/events?size=0`, headers: admin })).json().message).toMatch(/^size: /);
  });

  it('ranks the top gifters by counted diamonds', async () => {
    const top = await get<TopGifter[]>(`/api/live/rooms/${roomId}/top-gifters?size=100`);
    // README "link": user 634 sent 11 Roses and 6 Team Bracelets (2 diamonds each), user 231 an open streak of 10 Roses.
    expect(top.slice(0, 2).map((g) => [g.user.userId, g.diamonds, g.giftCount])).toEqual([
      ['9000000000000000634', 23, 17],
      ['9000000000000000231', 10, 10],
    ]);
    expect(top.reduce((total, g) => total + g.diamonds, 0)).toBe(37);
    expect(top.map((g) => g.diamonds)).toEqual([...top.map((g) => g.diamonds)].sort((a, b) => b - a));
    expect(top[0]!.user).toMatchObject({ uniqueId: 'viewer0634', nickname: 'viewer_0634' });
    expect(await get<TopGifter[]>(`/api/live/rooms/${roomId}/top-gifters?size=2`)).toEqual(top.slice(0, 2));
    expect((await get<TopGifter[]>(`/api/live/rooms/${roomId}/top-gifters`)).length).toBe(top.length);
    expect((await t.app.inject({ method: 'GET', url: `/api/live/rooms/${roomId}/top-gifters?size=101`, headers: admin })).statusCode).toBe(400);
  });

  it('pages the connection log newest first', async () => {
    const log = await get<Page<ConnectionLogEntry>>(`/api/live/rooms/${roomId}/connection-log`);
    expect(log.totalElements).toBe(3);
    expect(log.content.map((e) => [e.from, e.to, e.reason])).toEqual([
      ['connected', 'ended', 'replay finished'],
      ['connecting', 'connected', 'connected to the platform'],
      ['idle', 'connecting', 'connect requested'],
    ]);
    expect(log.content.map((e) => e.at)).toEqual([...log.content.map((e) => e.at)].sort((a, b) => b - a));
    const second = await get<Page<ConnectionLogEntry>>(`/api/live/rooms/${roomId}/connection-log?page=1&size=2`);
    expect(second).toEqual({ content: log.content.slice(2), totalElements: 3 });
  });

  it('lists rooms with filters, search and sorting', async () => {
    const mine = await get<Page<LiveRoomRow>>(`/api/live/rooms?q=${roomId.toUpperCase()}`);
    expect(mine.totalElements).toBe(1);
    expect(mine.content[0]).toMatchObject({ roomId, source: 'replay', label: 'link.timeline.jsonl', state: 'ended', giftDiamonds: 37, giftDiamondsProvisional: 0 });
    // 21 each of gift, like, chat, member, social and room-stats frames; the other webcast types carry nothing for the summary.
    expect(mine.content[0]!.eventCount).toBe(126);
    expect(mine.content[0]!.startedAt).toBeLessThanOrEqual(Date.now());

    const replays = await get<Page<LiveRoomRow>>('/api/live/rooms?source=replay&state=ended&size=1000&sort=giftDiamonds,desc&sort=startedAt,asc');
    expect(replays.content.length).toBeGreaterThan(1);
    expect(replays.content.every((r) => r.source === 'replay' && r.state === 'ended')).toBe(true);
    const diamonds = replays.content.map((r) => r.giftDiamonds);
    expect(diamonds).toEqual([...diamonds].sort((a, b) => b - a));
    const byLabel = await get<Page<LiveRoomRow>>('/api/live/rooms?q=timeline&sort=label,asc&size=2');
    expect(byLabel.content).toHaveLength(2);
    expect(byLabel.totalElements).toBe(replays.totalElements);
    expect(await get<Page<LiveRoomRow>>('/api/live/rooms?source=simulator&q=no-such-room')).toEqual({ content: [], totalElements: 0 });

    const bad = await t.app.inject({ method: 'GET', url: '/api/live/rooms?sort=password,desc', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("sort: unknown field 'password' (allowed: startedAt, giftDiamonds, viewerCount, likeTotal, eventCount, label)");
    expect((await t.app.inject({ method: 'GET', url: '/api/live/rooms?sort=label,up', headers: admin })).json().message).toBe('sort: direction must be asc or desc');
    expect((await t.app.inject({ method: 'GET', url: '/api/live/rooms?state=asleep', headers: admin })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown room and 400 for a malformed room id', async () => {
    for (const path of ['summary', 'events', 'top-gifters', 'connection-log']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/live/rooms/no-such-room/${path}`, headers: admin });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toMatch(/^Live room 'no-such-room' is not running on this server/);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/live/rooms/bad%20id!/summary', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^roomId: /);
  });
});

describe('simulator rooms and stopping', () => {
  it('a seeded simulator room moves; DELETE stops it, removes it and keeps its connection log', async () => {
    const roomId = await startRoom({ source: 'simulator', seed: 42, speed: 20, uniqueId: '@sim_host' });
    expect(roomId).toMatch(/^sim-[a-z0-9]{6}$/);
    const activity = (s: LiveRoomSummary) => s.chatCount + s.memberCount + s.giftCount + s.likeTotal + s.followCount + s.shareCount;
    const first = await summaryWhen(roomId, (s) => s.state === 'connected' && activity(s) > 0);
    await summaryWhen(roomId, (s) => activity(s) > activity(first));
    const row = (await get<Page<LiveRoomRow>>('/api/live/rooms?q=sim_host')).content[0];
    expect(row).toMatchObject({ roomId, source: 'simulator', label: 'sim_host', state: 'connected' });

    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/live/rooms', headers: admin, payload: [roomId, 'no-such-room'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Live room not running on this server: no-such-room');
    expect(t.app.liveRooms.get(roomId)).toBeDefined();
    for (const [payload, message] of [
      [[], 'at least one roomId is required'],
      [['bad id!'], 'roomId: 1 to 128 letters'],
    ] as const) {
      const bad = await t.app.inject({ method: 'DELETE', url: '/api/live/rooms', headers: admin, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }

    const res = await t.app.inject({ method: 'DELETE', url: '/api/live/rooms', headers: admin, payload: [roomId] });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(t.app.liveRooms.get(roomId)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/live/rooms/${roomId}/summary`, headers: admin })).statusCode).toBe(404);
    expect((await get<Page<LiveRoomRow>>('/api/live/rooms?q=sim_host')).totalElements).toBe(0);

    // The room is gone from memory; its log comes from the database, the stop on top.
    const log = await get<Page<ConnectionLogEntry>>(`/api/live/rooms/${roomId}/connection-log`);
    expect(log.content[0]).toMatchObject({ from: 'connected', to: 'idle', reason: 'stopped by staff' });
    expect(log.content.map((e) => e.to)).toEqual(['idle', 'connected', 'connecting']);
  });
});

describe('OpenAPI', () => {
  it('documents every live rooms route from its zod schemas', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/doc.html/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths;
    expect(Object.keys(paths['/api/live/rooms']).sort()).toEqual(['delete', 'get', 'post']);
    for (const p of ['summary', 'events', 'top-gifters', 'connection-log']) expect(paths, p).toHaveProperty([`/api/live/rooms/{roomId}/${p}`]);
    expect(paths['/api/live/rooms'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('source');
  });
});

describe('boot simulator rooms', () => {
  it('starts SIMULATOR_ROOMS seeded rooms when the app starts and stops them when it closes', async () => {
    const booted = await buildTestApp({ env: { SIMULATOR_ROOMS: '2' } });
    let closed = false;
    try {
      const rooms = booted.app.liveRooms.list();
      expect(rooms.map((r) => [r.source, r.label])).toEqual([
        ['simulator', 'demo_host_1'],
        ['simulator', 'demo_host_2'],
      ]);
      const ingests = rooms.map((r) => r.ingest);
      await booted.close();
      closed = true;
      expect(ingests.map((i) => i.summary().state)).toEqual(['idle', 'idle']);
      expect(booted.app.liveRooms.list()).toEqual([]);
    } finally {
      if (!closed) await booted.close();
    }
  });
});
