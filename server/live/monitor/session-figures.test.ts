import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VIEWER_SAMPLE_MS, VIEWER_SERIES_POINTS, wallPkSchema } from '../../../streams/contracts/monitor-wall';
import { roomTopicEventSchema, type RoomTopicEvent } from '../../../streams/live/room-topic';
import { EMPTY_BASE, createSessionFigures, type SessionBase } from './session-figures';

// Fixtures are built by hand and parsed with the room topic's own schema, so they cannot drift from what the hub carries.
const ROOM = 'room-7';
/** A minute boundary (and a viewer-sample boundary): 2026-01-10 20:00:00 UTC. */
const T0 = Date.UTC(2026, 0, 10, 20, 0, 0);
const MINUTE = 60_000;
const HOST = 'host-1';
const RIVAL = 'rival-2';

let seq = 0;
beforeEach(() => {
  seq = 0;
});

const ev = (event: z.input<typeof roomTopicEventSchema>): RoomTopicEvent => roomTopicEventSchema.parse(event);
const common = (at: number) => ({ roomId: ROOM, msgId: `msg-${++seq}`, createTime: at, receivedAt: at });
const viewer = (id: string) => ({ userId: id, uniqueId: `viewer${id}`, nickname: `Viewer ${id}`, avatarUrl: null });

const stats = (at: number, viewerCount: number) => ev({ type: 'roomStats', ...common(at), viewerCount });
const like = (at: number, count: number, likeTotal: number | null) => ev({ type: 'like', ...common(at), user: viewer('9'), count, likeTotal });
const chat = (at: number) => ev({ type: 'chat', ...common(at), user: viewer('8'), content: 'hi' });
const social = (at: number, action: 'follow' | 'share') => ev({ type: 'social', ...common(at), user: viewer('7'), action });
const giftFrame = (at: number, diamondCount: number, repeatCount: number) =>
  ev({
    type: 'gift',
    ...common(at),
    user: viewer('5'),
    giftId: '5655',
    giftName: 'Rose',
    diamondCount,
    repeatCount,
    repeatEnd: false,
    groupId: '1',
    streakable: true,
    toUserId: null,
  });
const counted = (at: number, diamonds: number, sender = '5') =>
  ev({
    type: 'gift.counted',
    roomId: ROOM,
    gift: {
      roomId: ROOM,
      msgId: `gift-${++seq}`,
      user: viewer(sender),
      toUserId: null,
      giftId: '5655',
      giftName: 'Rose',
      diamondCount: 1,
      repeatCount: diamonds,
      streakRepeatCount: diamonds,
      diamonds,
      cause: 'end-frame',
      streakKey: `${sender}:5655:1`,
      countedAt: at,
    },
    giftDiamonds: diamonds,
  });
const provisional = (runningDiamonds: number) =>
  ev({
    type: 'gift.provisional',
    roomId: ROOM,
    provisionalDiamonds: runningDiamonds,
    streaks: [
      { streakKey: '5:5655:1', user: viewer('5'), toUserId: null, giftId: '5655', giftName: 'Rose', diamondCount: 1, repeatCount: runningDiamonds, runningDiamonds },
    ],
  });
const roomState = (at: number) => ev({ type: 'room.state', roomId: ROOM, status: 'connected', reason: 'connected', at });
const battle = (at: number, battleId: string, phase: 'started' | 'ended', hosts: string[], timing: { startTime?: number; durationMs?: number } = {}) =>
  ev({
    type: 'battle',
    ...common(at),
    battleId,
    phase,
    statusCode: phase === 'started' ? 1 : 3,
    startTime: timing.startTime ?? null,
    durationMs: timing.durationMs ?? null,
    teams: hosts.map((id) => ({ teamId: id, hostUserIds: [id] })),
  });
const armies = (at: number, battleId: string, scores: Array<[host: string, points: number]>) =>
  ev({
    type: 'armies',
    ...common(at),
    battleId,
    scores: scores.map(([hostUserId, points]) => ({ hostUserId, teamId: null, points, contributors: [] })),
  });

const baseWith = (fields: Partial<SessionBase>): SessionBase => ({ ...EMPTY_BASE, ...fields });
const names = { hostNickname: 'Luna Star' };

describe('session figures: totals', () => {
  it('counts diamonds only from counted gifts, on top of the stored diamonds', () => {
    const figures = createSessionFigures(baseWith({ diamonds: 1_000 }), names);
    figures.addEvent(giftFrame(T0 + 1_000, 1, 10));
    figures.addEvent(provisional(10));
    figures.addEvent(giftFrame(T0 + 2_000, 1, 25));
    figures.addEvent(provisional(25));
    // Streak frames and running values are on screen, but nothing is counted until the ledger counts the streak.
    expect(figures.totals().diamonds).toBe(1_000);

    figures.addEvent(counted(T0 + 3_000, 25));
    figures.addEvent(counted(T0 + 4_000, 499, '6'));
    expect(figures.totals().diamonds).toBe(1_000 + 25 + 499);
  });

  it('adds what was counted before the stored row arrived to that row (setBase after events)', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(chat(T0 + 1_000));
    figures.addEvent(counted(T0 + 2_000, 30));
    figures.addEvent(counted(T0 + 3_000, 20));
    expect(figures.totals().diamonds).toBe(50);

    figures.setBase(baseWith({ diamonds: 500, newFollowers: 4, shares: 1, pkCount: 2, likes: 100, peakViewers: 10 }));
    const totals = figures.totals();
    expect(totals.diamonds).toBe(550);
    expect(totals.newFollowers).toBe(4);
    expect(totals.pkCount).toBe(2);

    // More gifts after the base: still base + everything this room counted.
    figures.addEvent(counted(T0 + 4_000, 7));
    expect(figures.totals().diamonds).toBe(557);
  });

  it('takes the larger of the stored likes and the room like total instead of adding them', () => {
    const figures = createSessionFigures(baseWith({ likes: 5_000 }), names);
    figures.addEvent(like(T0 + 1_000, 10, 3_000));
    expect(figures.totals().likes).toBe(5_000);

    figures.addEvent(like(T0 + 2_000, 10, 7_000));
    expect(figures.totals().likes).toBe(7_000);

    // Like totals arrive out of order: an older, lower figure never lowers the session's likes.
    figures.addEvent(like(T0 + 3_000, 10, 6_500));
    expect(figures.totals().likes).toBe(7_000);

    figures.setBase(baseWith({ likes: 8_000 }));
    expect(figures.totals().likes).toBe(8_000);
    figures.setBase(baseWith({ likes: 2_000 }));
    expect(figures.totals().likes).toBe(8_000);
  });

  it('adds new followers and shares to the stored ones', () => {
    const figures = createSessionFigures(baseWith({ newFollowers: 3, shares: 2 }), names);
    figures.addEvent(social(T0 + 1_000, 'follow'));
    figures.addEvent(social(T0 + 2_000, 'share'));
    figures.addEvent(social(T0 + 3_000, 'follow'));
    figures.addEvent(chat(T0 + 4_000));
    expect(figures.totals()).toMatchObject({ newFollowers: 5, shares: 3 });
  });

  it('counts each battle once in the PK count, however often its start is repeated', () => {
    const figures = createSessionFigures(baseWith({ pkCount: 4 }), names);
    figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL]));
    figures.addEvent(battle(T0 + 2_000, 'b1', 'started', [HOST, RIVAL]));
    figures.addEvent(battle(T0 + 3_000, 'b1', 'ended', [HOST, RIVAL]));
    figures.addEvent(battle(T0 + 4_000, 'b2', 'started', [HOST, RIVAL]));
    // A battle seen only ending (its start was before we joined) is not a start we saw.
    figures.addEvent(battle(T0 + 5_000, 'b0', 'ended', [HOST, RIVAL]));
    expect(figures.totals().pkCount).toBe(6);
  });

  it('keeps the latest viewer count and the highest of the stored peak and the counts seen', () => {
    const figures = createSessionFigures(baseWith({ peakViewers: 800 }), names);
    expect(figures.totals().viewers).toBeNull();
    figures.addEvent(stats(T0 + 1_000, 500));
    expect(figures.totals()).toMatchObject({ viewers: 500, peakViewers: 800 });
    figures.addEvent(stats(T0 + 3_000, 900));
    figures.addEvent(stats(T0 + 5_000, 700));
    expect(figures.totals()).toMatchObject({ viewers: 700, peakViewers: 900 });

    figures.setBase(baseWith({ peakViewers: 1_200 }));
    expect(figures.totals().peakViewers).toBe(1_200);
  });
});

describe('session figures: signals', () => {
  it('signals every counted gift, and nothing for frames, running streaks or connection changes', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    expect(figures.addEvent(giftFrame(T0 + 1_000, 1, 5))).toEqual([]);
    expect(figures.addEvent(provisional(5))).toEqual([]);
    expect(figures.addEvent(roomState(T0 + 1_500))).toEqual([]);
    expect(figures.addEvent(chat(T0 + 1_600))).toEqual([]);
    const gift = counted(T0 + 2_000, 5);
    if (gift.type !== 'gift.counted') throw new Error('fixture');
    expect(figures.addEvent(gift)).toEqual([{ kind: 'gift', gift: gift.gift }]);
  });

  it("signals a battle's first start once, with its id and time", () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    expect(figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL]))).toEqual([{ kind: 'pk', battleId: 'b1', at: T0 + 1_000 }]);
    expect(figures.addEvent(battle(T0 + 2_000, 'b1', 'started', [HOST, RIVAL]))).toEqual([]);
    expect(figures.addEvent(armies(T0 + 3_000, 'b1', [[HOST, 10]]))).toEqual([]);
    expect(figures.addEvent(battle(T0 + 4_000, 'b1', 'ended', [HOST, RIVAL]))).toEqual([]);
    expect(figures.addEvent(battle(T0 + 5_000, 'b2', 'started', [HOST, RIVAL]))).toEqual([{ kind: 'pk', battleId: 'b2', at: T0 + 5_000 }]);
  });
});

describe('session figures: viewer series', () => {
  it('keeps one point per sample slot, the last count of the slot winning', () => {
    expect(VIEWER_SAMPLE_MS).toBe(10_000);
    const figures = createSessionFigures(EMPTY_BASE, names);
    expect(figures.viewerSeries()).toEqual([]);
    figures.addEvent(stats(T0, 100));
    figures.addEvent(stats(T0 + 3_000, 150));
    figures.addEvent(stats(T0 + 9_999, 160));
    expect(figures.viewerSeries()).toEqual([160]);
    figures.addEvent(stats(T0 + 10_000, 200));
    figures.addEvent(stats(T0 + 25_000, 300));
    // Other events do not add points.
    figures.addEvent(chat(T0 + 31_000));
    expect(figures.viewerSeries()).toEqual([160, 200, 300]);
  });

  it('drops the oldest points beyond the series length', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    const slots = VIEWER_SERIES_POINTS + 5;
    for (let i = 0; i < slots; i += 1) figures.addEvent(stats(T0 + i * VIEWER_SAMPLE_MS + 1_000, 1_000 + i));
    const series = figures.viewerSeries();
    expect(series).toHaveLength(VIEWER_SERIES_POINTS);
    expect(series[0]).toBe(1_005);
    expect(series.at(-1)).toBe(1_000 + slots - 1);
  });

  it('hands out a copy: the caller cannot change the series', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(stats(T0, 100));
    figures.viewerSeries().push(5);
    expect(figures.viewerSeries()).toEqual([100]);
  });
});

describe('session figures: PK', () => {
  it('has no PK before the first battle', () => {
    expect(createSessionFigures(EMPTY_BASE, names).pk()).toBeNull();
  });

  it("shows a started battle's sides, named after the monitored streamer and 'Opponent', with the platform's latest scores", () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL], { startTime: T0 + 1_000, durationMs: 300_000 }));
    expect(figures.pk()).toEqual({
      battleId: 'b1',
      phase: 'started',
      startedAt: T0 + 1_000,
      endsAt: T0 + 301_000,
      teams: [
        { hostUserId: HOST, nickname: 'Luna Star', score: 0 },
        { hostUserId: RIVAL, nickname: 'Opponent', score: 0 },
      ],
    });

    figures.addEvent(armies(T0 + 3_000, 'b1', [[HOST, 120], [RIVAL, 80]]));
    // The platform sends its running tally: the next line replaces the scores, it does not add to them.
    figures.addEvent(armies(T0 + 5_000, 'b1', [[RIVAL, 95], [HOST, 150]]));
    const pk = figures.pk();
    expect(wallPkSchema.parse(pk)).toEqual(pk);
    expect(pk?.teams).toEqual([
      { hostUserId: HOST, nickname: 'Luna Star', score: 150 },
      { hostUserId: RIVAL, nickname: 'Opponent', score: 95 },
    ]);
  });

  it('keeps the scores when the start of the same battle is repeated', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 1_000, 'b2', 'started', [HOST, RIVAL]));
    figures.addEvent(armies(T0 + 2_000, 'b2', [[HOST, 10], [RIVAL, 20]]));
    figures.addEvent(battle(T0 + 3_000, 'b2', 'started', [HOST, RIVAL]));
    expect(figures.pk()?.teams.map((t) => t.score)).toEqual([10, 20]);
  });

  it('shows a battle joined while it runs (scores but no start seen), its sides in the order of the score lines', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(armies(T0 + 2_000, 'b9', [[HOST, 40], [RIVAL, 60]]));
    expect(figures.pk()).toEqual({
      battleId: 'b9',
      phase: 'started',
      startedAt: null,
      endsAt: null,
      teams: [
        { hostUserId: HOST, nickname: 'Luna Star', score: 40 },
        { hostUserId: RIVAL, nickname: 'Opponent', score: 60 },
      ],
    });
    figures.addEvent(armies(T0 + 4_000, 'b9', [[HOST, 70], [RIVAL, 65]]));
    expect(figures.pk()?.teams.map((t) => t.score)).toEqual([70, 65]);
    // Its start was not seen: it is on the wall but not in the session's PK count.
    expect(figures.totals().pkCount).toBe(0);

    figures.addEvent(battle(T0 + 6_000, 'b9', 'ended', [HOST, RIVAL]));
    expect(figures.pk()).toMatchObject({ battleId: 'b9', phase: 'ended' });
    expect(figures.pk()?.teams.map((t) => t.score)).toEqual([70, 65]);
  });

  it('keeps the final scores and timing when the battle ends', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL], { startTime: T0 + 1_000, durationMs: 300_000 }));
    figures.addEvent(armies(T0 + 200_000, 'b1', [[HOST, 900], [RIVAL, 1_100]]));
    figures.addEvent(battle(T0 + 301_000, 'b1', 'ended', [HOST, RIVAL], { durationMs: 300_000 }));
    expect(figures.pk()).toEqual({
      battleId: 'b1',
      phase: 'ended',
      startedAt: T0 + 1_000,
      endsAt: T0 + 301_000,
      teams: [
        { hostUserId: HOST, nickname: 'Luna Star', score: 900 },
        { hostUserId: RIVAL, nickname: 'Opponent', score: 1_100 },
      ],
    });
  });

  it('keeps the sides and scores when the end message names no teams (the simulator sends its end so)', () => {
    // The simulator's battle end (server/live/sources/simulator/simulator-script.ts, 'battle-end') carries only the
    // battle id and status 3, which the webcast normalizer turns into a battle event with `teams: []`.
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL], { startTime: T0 + 1_000, durationMs: 300_000 }));
    figures.addEvent(armies(T0 + 200_000, 'b1', [[HOST, 900], [RIVAL, 1_100]]));
    figures.addEvent(battle(T0 + 301_000, 'b1', 'ended', [], { durationMs: 300_000 }));
    expect(figures.pk()?.phase).toBe('ended');
    expect(figures.pk()?.teams).toEqual([
      { hostUserId: HOST, nickname: 'Luna Star', score: 900 },
      { hostUserId: RIVAL, nickname: 'Opponent', score: 1_100 },
    ]);
  });
});

describe('session figures: the PK list (live_session_pks)', () => {
  it('hands out a PK whose start was seen with its start, then once more with its end, and nothing for repeated frames', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    expect(figures.takePks()).toEqual([]);
    figures.addEvent(battle(T0 + 1_500, 'b1', 'started', [HOST, RIVAL], { startTime: T0 + 1_000, durationMs: 300_000 }));
    // The platform's start time, not the message's.
    expect(figures.takePks()).toEqual([{ battleId: 'b1', startedAt: T0 + 1_000, endedAt: null }]);

    // A repeated start (later message, later start time) and score frames change nothing.
    figures.addEvent(battle(T0 + 9_000, 'b1', 'started', [HOST, RIVAL], { startTime: T0 + 9_000 }));
    figures.addEvent(armies(T0 + 10_000, 'b1', [[HOST, 10], [RIVAL, 5]]));
    expect(figures.takePks()).toEqual([]);

    figures.addEvent(battle(T0 + 301_000, 'b1', 'ended', [HOST, RIVAL], { durationMs: 300_000 }));
    expect(figures.takePks()).toEqual([{ battleId: 'b1', startedAt: T0 + 1_000, endedAt: T0 + 301_000 }]);
    // The first end seen stays.
    figures.addEvent(battle(T0 + 305_000, 'b1', 'ended', []));
    expect(figures.takePks()).toEqual([]);
    expect(figures.totals().pkCount).toBe(1);
  });

  it("takes the start message's time when it names no start time", () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 2_000, 'b1', 'started', [HOST, RIVAL]));
    expect(figures.takePks()).toEqual([{ battleId: 'b1', startedAt: T0 + 2_000, endedAt: null }]);
  });

  it('keeps a PK joined while it ran with no start, even when its end message names the start time', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(armies(T0 + 2_000, 'b9', [[HOST, 40], [RIVAL, 60]]));
    expect(figures.takePks()).toEqual([{ battleId: 'b9', startedAt: null, endedAt: null }]);
    figures.addEvent(armies(T0 + 4_000, 'b9', [[HOST, 70], [RIVAL, 65]]));
    expect(figures.takePks()).toEqual([]);
    // Captured end messages carry the battle's start time: the start was still not seen by the monitoring.
    figures.addEvent(battle(T0 + 6_000, 'b9', 'ended', [HOST, RIVAL], { startTime: T0 - 200_000, durationMs: 300_000 }));
    expect(figures.takePks()).toEqual([{ battleId: 'b9', startedAt: null, endedAt: T0 + 6_000 }]);
    expect(figures.totals().pkCount).toBe(0);
  });

  it('keeps a battle seen only by its end, and one of an unknown phase, without a start', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 1_000, 'b0', 'ended', [HOST, RIVAL]));
    figures.addEvent(
      ev({ type: 'battle', ...common(T0 + 2_000), battleId: 'b5', phase: 'unknown', statusCode: 2, startTime: null, durationMs: null, teams: [] }),
    );
    expect(figures.takePks()).toEqual([
      { battleId: 'b0', startedAt: null, endedAt: T0 + 1_000 },
      { battleId: 'b5', startedAt: null, endedAt: null },
    ]);
  });

  it('lists two PKs of a session in the order they appeared, the second still running', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL], { startTime: T0 + 1_000 }));
    figures.addEvent(armies(T0 + 100_000, 'b1', [[HOST, 300], [RIVAL, 200]]));
    figures.addEvent(battle(T0 + 301_000, 'b1', 'ended', [HOST, RIVAL]));
    figures.addEvent(battle(T0 + 50 * MINUTE, 'b2', 'started', [HOST, RIVAL], { startTime: T0 + 50 * MINUTE }));
    expect(figures.takePks()).toEqual([
      { battleId: 'b1', startedAt: T0 + 1_000, endedAt: T0 + 301_000 },
      { battleId: 'b2', startedAt: T0 + 50 * MINUTE, endedAt: null },
    ]);
    expect(figures.totals().pkCount).toBe(2);
  });

  it('hands out PKs whose store failed again, in their current state', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL]));
    const taken = figures.takePks();
    figures.addEvent(battle(T0 + 301_000, 'b1', 'ended', [HOST, RIVAL]));
    figures.restorePks(taken);
    expect(figures.takePks()).toEqual([{ battleId: 'b1', startedAt: T0 + 1_000, endedAt: T0 + 301_000 }]);
    expect(figures.takePks()).toEqual([]);
  });

  it('does not count or alert again a start the stored session already counted (a session taken over)', () => {
    // The previous worker saw b1 start (pkCount 1, b1 stored with its start); this worker's room gets b1's start again.
    const figures = createSessionFigures(EMPTY_BASE, names);
    expect(figures.addEvent(battle(T0 + 1_000, 'b1', 'started', [HOST, RIVAL]))).toHaveLength(1);
    figures.setBase(baseWith({ pkCount: 1 }), ['b1']);
    expect(figures.totals().pkCount).toBe(1);
    // Known before the repeat: no alert either; a new battle counts and alerts.
    expect(figures.addEvent(battle(T0 + 2_000, 'b1', 'started', [HOST, RIVAL]))).toEqual([]);
    expect(figures.addEvent(battle(T0 + 60 * MINUTE, 'b2', 'started', [HOST, RIVAL]))).toHaveLength(1);
    expect(figures.totals().pkCount).toBe(2);
    // Both go to the store: b1's row is completed by the upsert, not duplicated.
    expect(figures.takePks().map((p) => p.battleId)).toEqual(['b1', 'b2']);
  });
});

describe('session figures: minutes', () => {
  it('hands out closed minutes once and the current one on every call, grown', () => {
    const figures = createSessionFigures(EMPTY_BASE, names);
    expect(figures.takeMinutes()).toEqual([]);

    // Minute 0.
    figures.addEvent(like(T0 + 1_000, 5, 1_000));
    figures.addEvent(stats(T0 + 2_000, 120));
    figures.addEvent(giftFrame(T0 + 3_000, 1, 50));
    figures.addEvent(counted(T0 + 4_000, 50));
    figures.addEvent(social(T0 + 20_000, 'follow'));
    figures.addEvent(social(T0 + 21_000, 'share'));
    figures.addEvent(like(T0 + 40_000, 5, 1_200));
    const first = figures.takeMinutes();
    // The first like total seen is where the session's likes start: 1,000 → 1,200 in minute 0.
    expect(first).toEqual([{ minute: T0, viewers: 120, diamonds: 50, likes: 200, newFollowers: 1, shares: 1 }]);

    figures.addEvent(counted(T0 + 50_000, 10));
    expect(figures.takeMinutes()).toEqual([{ minute: T0, viewers: 120, diamonds: 60, likes: 200, newFollowers: 1, shares: 1 }]);

    // Minute 1: closes minute 0.
    figures.addEvent(like(T0 + MINUTE + 10_000, 5, 1_500));
    figures.addEvent(counted(T0 + MINUTE + 11_000, 30));
    figures.addEvent(stats(T0 + MINUTE + 20_000, 250));
    expect(figures.takeMinutes()).toEqual([
      { minute: T0, viewers: 120, diamonds: 60, likes: 200, newFollowers: 1, shares: 1 },
      { minute: T0 + MINUTE, viewers: 250, diamonds: 30, likes: 300, newFollowers: 0, shares: 0 },
    ]);
    // Nothing new: only the minute being filled comes again.
    expect(figures.takeMinutes()).toEqual([{ minute: T0 + MINUTE, viewers: 250, diamonds: 30, likes: 300, newFollowers: 0, shares: 0 }]);

    figures.addEvent(like(T0 + MINUTE + 50_000, 5, 1_600));
    expect(figures.takeMinutes()).toEqual([{ minute: T0 + MINUTE, viewers: 250, diamonds: 30, likes: 400, newFollowers: 0, shares: 0 }]);

    // Minute 3 (minute 2 had nothing): minute 1 closes with what it grew to.
    figures.addEvent(like(T0 + 3 * MINUTE + 5_000, 5, 1_650));
    expect(figures.takeMinutes()).toEqual([
      { minute: T0 + MINUTE, viewers: 250, diamonds: 30, likes: 400, newFollowers: 0, shares: 0 },
      { minute: T0 + 3 * MINUTE, viewers: null, diamonds: 0, likes: 50, newFollowers: 0, shares: 0 },
    ]);
  });

  it('sums the per-minute diamonds to the diamonds counted in the room', () => {
    const figures = createSessionFigures(baseWith({ diamonds: 10_000 }), names);
    const rows = [];
    for (let m = 0; m < 4; m += 1) {
      figures.addEvent(chat(T0 + m * MINUTE + 1_000));
      figures.addEvent(counted(T0 + m * MINUTE + 2_000, 10 * (m + 1)));
      rows.push(...figures.takeMinutes().filter((row) => row.minute < T0 + m * MINUTE));
    }
    rows.push(...figures.takeMinutes());
    expect(rows.map((row) => [row.minute - T0, row.diamonds])).toEqual([
      [0, 10],
      [MINUTE, 20],
      [2 * MINUTE, 30],
      [3 * MINUTE, 40],
    ]);
    expect(figures.totals().diamonds).toBe(10_000 + 100);
  });

  it("does not put the room's whole like total into one minute when the first minute had no like total yet", () => {
    // Joining a stream that already has 400,000 likes: the first minute only saw a chat line.
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(chat(T0 + 1_000));
    figures.addEvent(chat(T0 + MINUTE + 1_000));
    figures.addEvent(like(T0 + MINUTE + 2_000, 10, 400_000));
    figures.addEvent(like(T0 + MINUTE + 30_000, 10, 400_050));
    const rows = figures.takeMinutes();
    expect(rows.map((row) => [row.minute - T0, row.likes])).toEqual([
      [0, 0],
      [MINUTE, 50],
    ]);
  });

  it("does not put the room's whole like total into one minute when a save came before the first like total", () => {
    // The runtime saves every few seconds: the first save can come before the room reported any like total.
    const figures = createSessionFigures(EMPTY_BASE, names);
    figures.addEvent(chat(T0 + 1_000));
    expect(figures.takeMinutes().map((row) => row.likes)).toEqual([0]);
    figures.addEvent(like(T0 + 30_000, 10, 400_000));
    figures.addEvent(like(T0 + MINUTE + 5_000, 10, 400_080));
    const rows = figures.takeMinutes();
    expect(rows.map((row) => [row.minute - T0, row.likes])).toEqual([
      [0, 0],
      [MINUTE, 80],
    ]);
  });
});

describe('session figures: snapshots of regular monitors', () => {
  it('feed the viewer count, peak, series, likes and minute rows', () => {
    const figures = createSessionFigures(baseWith({ likes: 500, peakViewers: 100 }), names);
    figures.addSnapshot(T0 + 5_000, 300, 1_000);
    figures.addSnapshot(T0 + 15_000, 450, 1_300);
    expect(figures.totals()).toMatchObject({ viewers: 450, peakViewers: 450, likes: 1_300, diamonds: 0 });
    expect(figures.takeMinutes()).toEqual([{ minute: T0, viewers: 450, diamonds: 0, likes: 300, newFollowers: 0, shares: 0 }]);

    figures.addSnapshot(T0 + MINUTE + 5_000, 400, 1_800);
    // The platform gave nothing this time: what was known stays.
    figures.addSnapshot(T0 + MINUTE + 10_000, null, null);
    expect(figures.totals()).toMatchObject({ viewers: 400, peakViewers: 450, likes: 1_800 });
    expect(figures.viewerSeries()).toEqual([300, 450, 400]);
    expect(figures.takeMinutes()).toEqual([
      { minute: T0, viewers: 450, diamonds: 0, likes: 300, newFollowers: 0, shares: 0 },
      { minute: T0 + MINUTE, viewers: 400, diamonds: 0, likes: 500, newFollowers: 0, shares: 0 },
    ]);
    expect(figures.takeMinutes()).toEqual([{ minute: T0 + MINUTE, viewers: 400, diamonds: 0, likes: 500, newFollowers: 0, shares: 0 }]);
  });

  it('never lowers the likes below the stored session', () => {
    const figures = createSessionFigures(baseWith({ likes: 5_000 }), names);
    figures.addSnapshot(T0 + 1_000, 10, 4_000);
    expect(figures.totals().likes).toBe(5_000);
    figures.addSnapshot(T0 + 2_000, 10, 5_500);
    expect(figures.totals().likes).toBe(5_500);
  });
});
