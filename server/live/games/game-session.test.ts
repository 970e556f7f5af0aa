import { describe, expect, it } from 'vitest';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import { liveConfigBodySchema, type LiveConfigInput } from '../../../streams/games/live-config';
import { GameCommandError, restoreGameSession, type GameConfig, type GameOutput } from './game-session';

const ROSE = '5655';
const HEART = '5480';
const LION = '6369';

function config(overrides: Partial<LiveConfigInput> = {}): GameConfig {
  const input: LiveConfigInput = {
    name: 'Friday PK',
    room: { source: 'simulator', uniqueId: 'host_1' },
    streamers: [
      { anchorId: 'A', nickname: 'Luna', gifts: [ROSE], triggerGiftId: ROSE },
      { anchorId: 'B', nickname: 'Sol', gifts: [HEART], triggerGiftId: HEART },
    ],
    gifts: [
      { giftId: ROSE, giftName: 'Rose', price: 1 },
      { giftId: HEART, giftName: 'Heart', price: 10 },
      { giftId: LION, giftName: 'Lion', price: 100 },
    ],
    pkTime: { value: 60, unit: 'seconds' },
    autoEndSeconds: 0,
    pluginStyle: 'default',
    ...overrides,
  };
  return { id: 7, ...liveConfigBodySchema.parse(input) };
}

let msg = 0;
function counted(giftId: string, repeatCount: number, userId = 'v1'): Extract<RoomTopicEvent, { type: 'gift.counted' }> {
  msg += 1;
  const diamondCount = giftId === HEART ? 10 : giftId === LION ? 100 : 1;
  return {
    type: 'gift.counted',
    roomId: 'sim-1',
    giftDiamonds: 0,
    gift: {
      roomId: 'sim-1',
      msgId: `m${msg}`,
      user: { userId, uniqueId: userId, nickname: `Viewer ${userId}`, avatarUrl: null },
      toUserId: null,
      giftId,
      giftName: giftId,
      diamondCount,
      repeatCount,
      streakRepeatCount: repeatCount,
      diamonds: diamondCount * repeatCount,
      cause: 'end-frame',
      streakKey: null,
      countedAt: 0,
    },
  };
}

const scores = (out: GameOutput | { view: (now: number) => { board: { streamerId: string; score: number }[] } }, now = 0) => {
  const board = 'view' in out ? out.view(now).board : out.events.at(-1)!.view.board;
  return Object.fromEntries(board.map((l) => [l.streamerId, l.score]));
};

describe('game session: rounds and scoring', () => {
  it('gifts score for their streamer only while the countdown runs, exactly once per counted record', () => {
    const game = restoreGameSession({ config: config(), seed: 1 });
    expect(game.onRoomEvent(counted(ROSE, 5), 0).entries).toEqual([]);

    game.command({ type: 'round.start' }, 1_000);
    const rose = counted(ROSE, 5);
    expect(game.onRoomEvent(rose, 2_000).entries).toHaveLength(1);
    expect(game.onRoomEvent(rose, 2_001).entries).toEqual([]);
    game.onRoomEvent(counted(HEART, 3), 3_000);
    game.onRoomEvent(counted('999', 3), 3_000);
    expect(scores(game)).toEqual({ A: 5, B: 30 });

    game.tick(61_000);
    expect(game.view(61_000).round).toMatchObject({ status: 'collecting', counting: false });
    game.onRoomEvent(counted(HEART, 100), 62_000);
    expect(scores(game)).toEqual({ A: 5, B: 30 });
    expect(() => game.command({ type: 'round.start' }, 63_000)).toThrow('A round is already running');
    game.command({ type: 'round.end' }, 64_000);
    expect(game.status()).toBe('ended');
  });

  it('shows open streaks as provisional per streamer, cleared when scoring stops', () => {
    const game = restoreGameSession({ config: config(), seed: 1 });
    game.command({ type: 'round.start' }, 0);
    const streak = {
      streakKey: 'k',
      user: { userId: 'v', uniqueId: 'v', nickname: 'v', avatarUrl: null },
      toUserId: null,
      giftId: HEART,
      giftName: 'Heart',
      diamondCount: 10,
      repeatCount: 4,
      runningDiamonds: 40,
    };
    const out = game.onRoomEvent({ type: 'gift.provisional', roomId: 'sim-1', provisionalDiamonds: 40, streaks: [streak] }, 1);
    expect(out.events[0]?.view.provisional).toEqual({ B: 40 });
    expect(game.view(1).board.find((l) => l.streamerId === 'B')?.score).toBe(0);
    game.command({ type: 'round.end' }, 2);
    expect(game.view(2).provisional).toEqual({});
  });

  it('adds up every open streak though each provisional frame carries only the streak that changed; a counted streak leaves it', () => {
    const game = restoreGameSession({ config: config(), seed: 1 });
    game.command({ type: 'round.start' }, 0);
    const streak = (streakKey: string, repeatCount: number) => ({
      streakKey,
      user: { userId: streakKey, uniqueId: streakKey, nickname: streakKey, avatarUrl: null },
      toUserId: null,
      giftId: HEART,
      giftName: 'Heart',
      diamondCount: 10,
      repeatCount,
      runningDiamonds: repeatCount * 10,
    });
    game.onRoomEvent({ type: 'gift.provisional', roomId: 'sim-1', provisionalDiamonds: 40, streaks: [streak('k1', 4)] }, 1);
    const both = game.onRoomEvent({ type: 'gift.provisional', roomId: 'sim-1', provisionalDiamonds: 60, streaks: [streak('k2', 2)] }, 2);
    expect(both.events[0]?.view.provisional).toEqual({ B: 60 });
    const grown = game.onRoomEvent({ type: 'gift.provisional', roomId: 'sim-1', provisionalDiamonds: 90, streaks: [streak('k1', 7)] }, 3);
    expect(grown.events[0]?.view.provisional).toEqual({ B: 90 });

    const k1 = counted(HEART, 7);
    game.onRoomEvent({ ...k1, gift: { ...k1.gift, streakKey: 'k1' } }, 4);
    const after = game.onRoomEvent({ type: 'gift.provisional', roomId: 'sim-1', provisionalDiamonds: 20, streaks: [] }, 5);
    expect(after.events[0]?.view.provisional).toEqual({ B: 20 });
    expect(game.view(5).board.find((l) => l.streamerId === 'B')?.score).toBe(70);
  });

  it('manual adjustments: refused before the round with the spec message, limited in the flower game, subtract allowed', () => {
    const game = restoreGameSession({ config: config(), seed: 1 });
    const adjust = (score: number, direction: 'add' | 'subtract' = 'add', flower = false) =>
      game.command({ type: 'adjust', adjustment: { streamerId: 'A', score, direction, reason: 'host' }, by: 'admin', flower }, 10);
    expect(() => adjust(5)).toThrow('The round has not started, so scores cannot be adjusted.');
    game.command({ type: 'round.start' }, 0);
    adjust(500);
    expect(() => adjust(201, 'add', true)).toThrow('Each increase is at most 200.');
    adjust(200, 'add', true);
    adjust(100, 'subtract');
    expect(scores(game)).toEqual({ A: 600, B: 0 });
    expect(game.onRoomEvent(counted(ROSE, 1), 11).entries).toHaveLength(1);
    const manual = adjust(1);
    expect(manual.entries[0]?.cause).toEqual({ kind: 'manual', by: 'admin', reason: 'host' });
  });

  it('record-scores configurations ignore gifts', () => {
    const game = restoreGameSession({ config: config({ recordOnly: true }), seed: 1 });
    game.command({ type: 'round.start' }, 0);
    game.onRoomEvent(counted(ROSE, 5), 1);
    expect(scores(game)).toEqual({ A: 0, B: 0 });
  });
});

describe('game session: PK phases', () => {
  it('only the running phase scores; switching asks for confirmation first', () => {
    const three = config({
      streamers: [
        { anchorId: 'A', nickname: 'Luna', gifts: [ROSE] },
        { anchorId: 'B', nickname: 'Sol', gifts: [HEART] },
        { anchorId: 'C', nickname: 'Star', gifts: [LION] },
      ],
    });
    const game = restoreGameSession({ config: three, seed: 1 });
    expect(() => game.command({ type: 'phase.start', phaseId: 'p1', confirmed: false }, 0)).toThrow('Initialize the configuration first');
    game.command({ type: 'pk.initialize', phases: [
      { id: 'p1', name: 'Double', kind: 'double', hostId: null, streamerIds: ['A', 'B'] },
      { id: 'p2', name: 'Group', kind: 'group', hostId: 'A', streamerIds: ['B', 'C'] },
    ] }, 0);
    game.command({ type: 'round.start' }, 0);
    game.onRoomEvent(counted(ROSE, 1), 1);
    expect(scores(game)).toEqual({ A: 0, B: 0, C: 0 });

    game.command({ type: 'phase.start', phaseId: 'p1', confirmed: false }, 2);
    game.onRoomEvent(counted(ROSE, 1), 3);
    game.onRoomEvent(counted(LION, 1), 3);
    expect(scores(game)).toEqual({ A: 1, B: 0, C: 0 });

    let refused: unknown;
    try {
      game.command({ type: 'phase.start', phaseId: 'p2', confirmed: false }, 4);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(GameCommandError);
    expect((refused as GameCommandError).needsConfirmation).toBe(true);
    game.command({ type: 'phase.start', phaseId: 'p2', confirmed: true }, 5);
    game.onRoomEvent(counted(ROSE, 1), 6);
    game.onRoomEvent(counted(LION, 1), 6);
    expect(scores(game)).toEqual({ C: 100, A: 1, B: 0 });
    expect(() => game.command({ type: 'phase.start', phaseId: 'p9', confirmed: true }, 7)).toThrow(
      'The PK configuration of this phase is not created, so initialize it',
    );
  });
});

describe('game session: ice-and-fire', () => {
  it("a side's trigger gift doubles that side's gifts for the effect time, each effect in the ledger", () => {
    const DRAGON = '7934';
    const iceFire = config({
      pluginStyle: 'iceFire',
      effectSeconds: 10,
      gifts: [
        { giftId: ROSE, giftName: 'Rose', price: 1 },
        { giftId: HEART, giftName: 'Heart', price: 10 },
        { giftId: LION, giftName: 'Lion', price: 100 },
        { giftId: DRAGON, giftName: 'Dragon', price: 100 },
      ],
      streamers: [
        { anchorId: 'A', nickname: 'Luna', gifts: [ROSE], triggerGiftId: LION },
        { anchorId: 'B', nickname: 'Sol', gifts: [HEART], triggerGiftId: DRAGON },
      ],
    });
    const game = restoreGameSession({ config: iceFire, seed: 1 });
    game.command({ type: 'round.start' }, 0);
    const trigger = counted(LION, 1);
    const started = game.onRoomEvent(trigger, 1_000);
    expect(started.entries.map((e) => [e.cause.kind, e.streamerId, e.delta])).toEqual([['effect', 'A', 0]]);
    expect(started.events.map((e) => e.kind)).toEqual(['effect']);
    expect(game.view(1_000).effects).toEqual([{ streamerId: 'A', effect: 'fire', startedAt: 1_000, endsAt: 11_000 }]);
    // The same record fed again (a reconnect) neither restarts nor repeats the effect.
    expect(game.onRoomEvent(trigger, 9_000).entries).toEqual([]);
    expect(game.view(9_000).effects[0]?.endsAt).toBe(11_000);

    const doubled = game.onRoomEvent(counted(ROSE, 3), 5_000);
    expect(doubled.entries.map((e) => [e.cause.kind, e.delta])).toEqual([['gift', 3], ['effect', 3]]);
    game.onRoomEvent(counted(HEART, 1), 5_000);
    expect(game.tick(11_000).events.map((e) => e.kind)).toEqual(['effect']);
    expect(game.view(11_000).effects).toEqual([]);
    game.onRoomEvent(counted(ROSE, 4), 11_000);
    expect(scores(game, 11_000)).toEqual({ A: 3 + 3 + 4, B: 10 });
  });
});

describe('game session: turntable', () => {
  it('the trigger gift queues one spin per gift, never twice for a re-fed record; results are stored before publishing', () => {
    const game = restoreGameSession({
      config: config({ turntable: { options: [{ content: 'Lion', probability: 50 }, { content: 'Rose', probability: 30 }], triggerGiftId: LION, spinSeconds: 5 } }),
      seed: 99,
    });
    game.command({ type: 'round.start' }, 0);
    const lion = counted(LION, 3);
    const first = game.onRoomEvent(lion, 1_000);
    expect(first.spins).toHaveLength(1);
    expect(first.events.findIndex((e) => e.kind === 'spin')).toBeGreaterThanOrEqual(0);
    expect(game.view(1_000).turntable?.queued).toBe(2);
    expect(game.onRoomEvent(lion, 1_001).spins).toEqual([]);
    expect(game.view(1_001).turntable?.queued).toBe(2);
    const host = game.command({ type: 'spin', requestId: 'host-1', by: { userId: 'admin', nickname: 'admin' } }, 2_000);
    expect(host.spins).toEqual([]);
    const spun = [first.spins[0]!, ...game.tick(6_000).spins, ...game.tick(11_000).spins, ...game.tick(16_000).spins];
    expect(spun.map((s) => s.spinNo)).toEqual([1, 2, 3, 4]);
    expect(spun.map((s) => s.trigger)).toEqual(['gift', 'gift', 'gift', 'host']);
    expect(() =>
      restoreGameSession({ config: config(), seed: 1 }).command({ type: 'spin', requestId: 'x', by: { userId: 'a', nickname: 'a' } }, 0),
    ).toThrow('This configuration has no turntable');
  });

  it("a host's spin request repeated with the same requestId spins once, also after a restart", () => {
    const cfg = config({ turntable: { options: [{ content: 'Lion', probability: 50 }], spinSeconds: 5 } });
    const game = restoreGameSession({ config: cfg, seed: 3 });
    const by = { userId: '1', nickname: 'admin' };
    expect(game.command({ type: 'spin', requestId: 'r1', by }, 0).spins.map((s) => s.requestId)).toEqual(['r1']);
    const again = game.command({ type: 'spin', requestId: 'r1', by }, 10);
    expect(again).toEqual({ entries: [], spins: [], stateChanged: false, events: [] });
    game.command({ type: 'spin', requestId: 'r2', by }, 20);
    expect(game.view(20).turntable?.queued).toBe(1);

    const restored = restoreGameSession({ config: cfg, seed: 3, persisted: JSON.parse(JSON.stringify(game.persisted())) as ReturnType<typeof game.persisted> });
    expect(restored.command({ type: 'spin', requestId: 'r2', by }, 30).stateChanged).toBe(false);
    expect(restored.view(30).turntable?.queued).toBe(1);
  });
});

describe('game session: restart', () => {
  it('restores machines, effects and ledger; re-fed records count nothing; the totals equal an uninterrupted run', () => {
    const cfg = config({ pluginStyle: 'iceFire', effectSeconds: 60, autoEndSeconds: 5 });
    const events = [counted(ROSE, 2), counted(HEART, 3), counted(ROSE, 1), counted(HEART, 1, 'v2'), counted(ROSE, 7, 'v3')];

    const straight = restoreGameSession({ config: cfg, seed: 5 });
    straight.command({ type: 'round.start' }, 0);
    events.forEach((e, i) => straight.onRoomEvent(e, 1_000 * (i + 1)));

    const before = restoreGameSession({ config: cfg, seed: 5 });
    const stored: GameOutput['entries'] = [];
    stored.push(...before.command({ type: 'round.start' }, 0).entries);
    events.slice(0, 3).forEach((e, i) => stored.push(...before.onRoomEvent(e, 1_000 * (i + 1)).entries));
    const persisted = JSON.parse(JSON.stringify(before.persisted())) as ReturnType<typeof before.persisted>;
    before.stop();

    const after = restoreGameSession({ config: cfg, seed: 5, entries: stored, persisted });
    // The room re-sends recent records after the restart: they count nothing.
    events.forEach((e, i) => after.onRoomEvent(e, 1_000 * (i + 1)));
    expect(after.view(5_000)).toEqual(straight.view(5_000));
    expect(after.view(5_000).round.round).toBe(1);

    after.tick(60_000);
    after.tick(66_000);
    expect(after.status()).toBe('ended');
  });
});

describe('game session: host room and selected gifts that never arrive', () => {
  const live = { state: 'live', source: 'simulator', uniqueId: 'host_1', roomId: 'sim-2', since: 1_000 } as const;

  it('starts idle, publishes a hostRoom event only when the runtime reports a change', () => {
    const game = restoreGameSession({ config: config(), seed: 1 });
    expect(game.view(0).hostRoom).toEqual({ state: 'idle', source: 'simulator', uniqueId: 'host_1' });
    const out = game.hostRoom(live, 1_000);
    expect(out.events.map((e) => [e.kind, e.view.hostRoom])).toEqual([['hostRoom', live]]);
    expect(out.stateChanged).toBe(false);
    expect(game.hostRoom({ ...live }, 2_000).events).toEqual([]);
    expect(restoreGameSession({ config: { ...config(), room: { roomId: 'sim-abc123' } }, seed: 1 }).view(0).hostRoom).toEqual({ state: 'unresolved', roomId: 'sim-abc123' });
  });

  it('counts other gifts of the round and warns, naming the selected gifts, at the 30th; stores the warning and keeps it across a restore', () => {
    // The 1-diamond Heart (6247) selected while the room sends the 10-diamond one (5480).
    const heartOnly = config({
      gifts: [
        { giftId: '6247', giftName: 'Heart', price: 1 },
        { giftId: ROSE, giftName: 'Rose', price: 1 },
      ],
      streamers: [
        { anchorId: 'A', nickname: 'Luna', gifts: ['6247'] },
        { anchorId: 'B', nickname: 'Sol', gifts: [ROSE] },
      ],
    });
    const game = restoreGameSession({ config: heartOnly, seed: 1 });
    game.onRoomEvent(counted(HEART, 1), 500);
    expect(game.view(500).giftArrivals).toEqual({ status: 'idle' });
    game.command({ type: 'round.start' }, 1_000);
    for (let i = 0; i < 29; i += 1) expect(game.onRoomEvent(counted(HEART, 1), 2_000).events.map((e) => e.kind)).not.toContain('giftArrivals');
    expect(game.view(2_000).giftArrivals).toEqual({ status: 'watching', otherGifts: 29, watchedMs: 0 });
    const out = game.onRoomEvent(counted(HEART, 1), 3_000);
    expect(out.stateChanged).toBe(true);
    expect(out.events.map((e) => e.kind)).toEqual(['giftArrivals']);
    expect(game.view(3_000).giftArrivals).toEqual({
      status: 'neverArrived',
      gifts: [
        { giftId: '6247', giftName: 'Heart' },
        { giftId: ROSE, giftName: 'Rose' },
      ],
      otherGifts: 30,
      watchedMs: 0,
    });

    const restored = restoreGameSession({ config: heartOnly, persisted: game.persisted(), seed: 1 });
    expect(restored.view(4_000).giftArrivals.status).toBe('neverArrived');
    // The first selected gift ends the warning; its score event carries the new view.
    expect(restored.onRoomEvent(counted('6247', 1), 5_000).events.map((e) => [e.kind, e.view.giftArrivals.status])).toEqual([['score', 'arrived']]);
    expect(restored.view(5_000).giftArrivals).toEqual({ status: 'arrived', seen: ['6247'] });
  });

  it('counts watching time only while a round collects and the host room is live', () => {
    const game = restoreGameSession({ config: config(), seed: 1 });
    game.command({ type: 'round.start' }, 0);
    for (let t = 1_000; t <= 10_000; t += 1_000) game.tick(t);
    expect(game.view(10_000).giftArrivals).toEqual({ status: 'watching', otherGifts: 0, watchedMs: 0 });
    game.hostRoom(live, 10_000);
    for (let t = 11_000; t <= 20_000; t += 1_000) game.tick(t);
    expect(game.view(20_000).giftArrivals).toEqual({ status: 'watching', otherGifts: 0, watchedMs: 9_000 });
  });
});
