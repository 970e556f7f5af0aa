/**
 * The PKs of monitored live sessions (live_session_pks) and when the monitoring joined a session
 * (live_sessions.monitored_from), for the weekly advice rules (first PK about 100 minutes after the start, at least
 * 47 minutes between PKs, at most 2 PKs between 20:00 and 22:00):
 * - a PK streamer's room showing a PK joined while it ran, a PK seen whole (its start repeated) and a PK still running
 *   when the stream ends, through the real path (source → webcast normalizer → ingest → runtime → store);
 * - a session taken over by another worker keeps each PK once, completed rather than duplicated or counted twice.
 * The battle messages have the shape of the captured ones (tests/fixtures/tiktok/log.samples.json,
 * WebcastLinkMicBattle / WebcastLinkMicArmies); no recorded timeline has a PK. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { roomTopicEventSchema, type RoomTopicEvent } from '../../streams/live/room-topic';
import { liveSessionPks, liveSessions, monitoredStreamers } from '../../server/db/schema/monitor';
import type { LiveProbe, ProbeResult } from '../../server/live/monitor/live-probe';
import { createMonitorRuntime, type SessionClosed } from '../../server/live/monitor/monitor-runtime';
import { loadStreamer, openSession, saveSession } from '../../server/live/monitor/monitor-store';
import { createSessionFigures } from '../../server/live/monitor/session-figures';
import type { LiveSource } from '../../server/live/sources/live-source';
import type { TimelineLine } from '../../server/live/sources/simulator/simulator-script';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { sleep, until } from './helpers/until';

const MINUTE = 60_000;
/** The platform's live start: 2026-11-20 18:00 UTC. */
const LIVE_START = Date.UTC(2026, 10, 20, 18, 0, 0);
/** The scan that found the stream live, 95 minutes in (the monitoring joined late, during a PK). */
const JOINED = LIVE_START + 95 * MINUTE;
const ROOM = '9100000000000000053';
const HOST = '9000000000000000022';
const RIVAL = '9000000000000000023';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let msg = 0;
const common = (method: string, at: number) => ({ method, msgId: `71000000000000${String(++msg).padStart(5, '0')}`, roomId: ROOM, createTime: String(at) });

/** A `WebcastLinkMicBattle` as captured: `battleConfig` { id1 battle id, timestamp start ms, data1 duration s, data2 status 1/3 }. */
const battleLine = (at: number, battleId: string, status: 1 | 3, startMs: number): TimelineLine => ({
  ts: at,
  type: 'WebcastLinkMicBattle',
  data: {
    common: common('WebcastLinkMicBattle', at),
    id: battleId,
    battleConfig: { id1: battleId, timestamp: String(startMs), data1: 301, data2: status },
    details: [{ id: HOST }, { id: RIVAL }],
  },
});
/** A `WebcastLinkMicArmies` as captured: per host, its points. */
const armiesLine = (at: number, battleId: string, host: number, rival: number): TimelineLine => ({
  ts: at,
  type: 'WebcastLinkMicArmies',
  data: {
    common: common('WebcastLinkMicArmies', at),
    id: battleId,
    battleItems: [
      { hostUserId: HOST, battleGroups: [{ users: [], points: host }] },
      { hostUserId: RIVAL, battleGroups: [{ users: [], points: rival }] },
    ],
  },
});

/**
 * What the room shows from the moment the monitoring joined:
 * - battle A ran when it joined: its scores, then its end (which, as captured, names its start time);
 * - battle B whole, 55 minutes later, its start message sent twice;
 * - battle C started and still running when the stream ends.
 */
const A = '7286183603647646497';
const B = '7286184417278266118';
const C = '7286185122074790689';
const B_START = LIVE_START + 150 * MINUTE;
const C_START = LIVE_START + 210 * MINUTE;
const TIMELINE: TimelineLine[] = [
  armiesLine(JOINED + 2_000, A, 707, 300),
  armiesLine(JOINED + 20_000, A, 900, 310),
  battleLine(JOINED + 40_000, A, 3, JOINED - 264_000),
  battleLine(B_START + 400, B, 1, B_START),
  armiesLine(B_START + 60_000, B, 120, 80),
  battleLine(B_START + 61_000, B, 1, B_START),
  armiesLine(B_START + 200_000, B, 500, 700),
  battleLine(B_START + 304_600, B, 3, B_START),
  battleLine(C_START + 300, C, 1, C_START),
  armiesLine(C_START + 30_000, C, 40, 10),
];

/** A room that plays `lines` (one per event-loop turn) and then ends, as a finished stream does. */
function timelineSource(lines: readonly TimelineLine[]): LiveSource {
  return {
    kind: 'replay',
    open(emit, signal) {
      emit({ type: 'connected' });
      const play = async () => {
        for (const line of lines) {
          await sleep(0);
          if (signal.aborted) return;
          emit({ type: 'message', message: { format: 'webcast', payload: line, receivedAt: line.ts } });
        }
        await sleep(0);
        if (!signal.aborted) emit({ type: 'ended', reason: 'the recording is over' });
      };
      void play();
    },
  };
}

/** Live (the platform's start `LIVE_START`) until the room has played its timeline. */
function timelineProbe(lines: readonly TimelineLine[]): LiveProbe {
  let ended = false;
  return {
    kind: 'replay',
    probe: async (): Promise<ProbeResult> => (ended ? { live: false } : { live: true, startedAt: LIVE_START }),
    roomPlan: (uniqueId) => ({ request: { source: 'simulator', uniqueId, speed: 1 }, source: timelineSource(lines) }),
    roomEnded: () => {
      ended = true;
    },
  };
}

async function addStreamer(app: TestApp, uniqueId: string): Promise<number> {
  const [row] = await app.app.db.insert(monitoredStreamers).values({ uniqueId, nickname: 'Luna', type: 'pk' }).returning({ id: monitoredStreamers.id });
  return row!.id;
}

const pksOf = (app: TestApp, sessionId: number) =>
  app.app.db
    .select({ battleId: liveSessionPks.battleId, startedAt: liveSessionPks.startedAt, endedAt: liveSessionPks.endedAt })
    .from(liveSessionPks)
    .where(eq(liveSessionPks.sessionId, sessionId))
    .orderBy(asc(liveSessionPks.battleId));

describe('the PKs of a monitored session', () => {
  it('stores each PK once with the start and end the room showed, and when the monitoring joined the session', async () => {
    t = await buildTestApp();
    const app = t;
    const id = await addStreamer(app, 'luna_pk');
    let clock = JOINED;
    const closed: SessionClosed[] = [];
    const runtime = createMonitorRuntime({
      db: app.app.db,
      kv: app.kv,
      probe: timelineProbe(TIMELINE),
      rooms: app.app.liveRooms,
      log: app.app.log,
      now: () => clock,
      onSessionClosed: (event) => closed.push(event),
    });
    await runtime.scan((await loadStreamer(app.app.db, id))!, { live: true, startedAt: LIVE_START }, JOINED);
    clock = C_START + MINUTE;
    const [session] = await until(
      () => app.app.db.select().from(liveSessions).where(eq(liveSessions.streamerId, id)),
      (rows) => rows.length === 1 && rows[0]!.endedAt !== null,
    );
    // The platform's start, the scan that first saw it live (95 minutes later), the end when the stream ended.
    expect(session).toMatchObject({ startedAt: new Date(LIVE_START), monitoredFrom: new Date(JOINED), endedAt: new Date(C_START + MINUTE), pkCount: 2 });
    expect(await pksOf(app, session!.id)).toEqual([
      // Joined during it: no start, though its end message named one; the end is that message's time.
      { battleId: A, startedAt: null, endedAt: new Date(JOINED + 40_000) },
      // Seen whole: the platform's start time (not the repeated message's), the end message's time.
      { battleId: B, startedAt: new Date(B_START), endedAt: new Date(B_START + 304_600) },
      // Still running when the stream ended: its end was not seen and is not guessed from the session's.
      { battleId: C, startedAt: new Date(C_START), endedAt: null },
    ]);
    // Listeners (the weekly data) hear the close once, with the platform's start, so the right week is recomputed.
    expect(closed).toEqual([{ streamerId: id, uniqueId: 'luna_pk', sessionId: session!.id, startedAt: LIVE_START, endedAt: C_START + MINUTE }]);
    await runtime.close();
  });

  it('keeps each PK once when another worker takes the session over, completing it instead of counting it again', async () => {
    t = await buildTestApp();
    const db = t.app.db;
    const id = await addStreamer(t, 'mina_pk');
    const battle = (at: number, battleId: string, phase: 'started' | 'ended', startTime: number | null): RoomTopicEvent =>
      roomTopicEventSchema.parse({
        type: 'battle',
        roomId: ROOM,
        msgId: `m-${++msg}`,
        createTime: at,
        receivedAt: at,
        battleId,
        phase,
        statusCode: phase === 'started' ? 1 : 3,
        startTime,
        durationMs: 300_000,
        teams: [],
      });

    // Worker 1 opens the session and sees B start.
    const first = await openSession(db, id, LIVE_START, ROOM, JOINED);
    expect(first.startedPks).toEqual([]);
    const one = createSessionFigures(first.base, { hostNickname: 'Mina' });
    one.setBase(first.base, first.startedPks);
    one.addEvent(battle(B_START, B, 'started', B_START));
    await saveSession(db, first.id, one.totals(), [], null, one.takePks());

    // Worker 2 takes it over an hour later: same row, its monitored_from kept, B known as counted.
    const second = await openSession(db, id, LIVE_START, ROOM, JOINED + 60 * MINUTE);
    expect(second).toMatchObject({ id: first.id, base: { pkCount: 1 }, startedPks: [B] });
    const two = createSessionFigures(second.base, { hostNickname: 'Mina' });
    // Its room is told B again on joining (a later start time: the earlier stays), then B ends and C starts.
    two.addEvent(battle(B_START + 90_000, B, 'started', B_START + 90_000));
    two.setBase(second.base, second.startedPks);
    two.addEvent(battle(B_START + 304_600, B, 'ended', B_START));
    two.addEvent(battle(C_START, C, 'started', C_START));
    const taken = two.takePks();
    await saveSession(db, second.id, two.totals(), [], null, taken);
    // Stored twice (a retried flush): nothing changes.
    await saveSession(db, second.id, two.totals(), [], null, taken);

    const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, first.id));
    expect(row).toMatchObject({ pkCount: 2, monitoredFrom: new Date(JOINED) });
    expect(await pksOf(t, first.id)).toEqual([
      { battleId: B, startedAt: new Date(B_START), endedAt: new Date(B_START + 304_600) },
      { battleId: C, startedAt: new Date(C_START), endedAt: null },
    ]);
    // A late flush of worker 1 (B without its end) loses nothing.
    await saveSession(db, first.id, one.totals(), [], null, [{ battleId: B, startedAt: B_START, endedAt: null }]);
    expect((await pksOf(t, first.id))[0]).toEqual({ battleId: B, startedAt: new Date(B_START), endedAt: new Date(B_START + 304_600) });
  });

  it('never stores monitored_from before the platform says the live began', async () => {
    t = await buildTestApp();
    const id = await addStreamer(t, 'skew_pk');
    // The platform's clock runs ahead of ours: its live start is "after" the scan that saw it.
    const opened = await openSession(t.app.db, id, JOINED + 5_000, null, JOINED);
    const [row] = await t.app.db.select().from(liveSessions).where(eq(liveSessions.id, opened.id));
    expect(row).toMatchObject({ startedAt: new Date(JOINED + 5_000), monitoredFrom: new Date(JOINED + 5_000) });
  });
});
