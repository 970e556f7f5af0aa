import { describe, expect, it } from 'vitest';
import { toLiveConfigInput, type KoreaEventInput } from '../../../streams/contracts/korea-pk';
import { gameViewSchema, type GameView } from '../../../streams/contracts/game-topic';
import { liveConfigBodySchema, type LiveConfigInput } from '../../../streams/games/live-config';
import type { ScoreEntry } from '../../../streams/games/score-ledger';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import { GameCommandError, restoreGameSession, type GameCommand, type GameConfig, type GameSession } from './game-session';
import { restoreKoreaSession } from './korea-session';

const ROSE = '5655';
const HEART = '5480';
const LION = '6369';
const DONUT = '7934';
const OTHER = '9999';

function event(overrides: Partial<KoreaEventInput> = {}, korea: Partial<KoreaEventInput['korea']> = {}): GameConfig {
  const input: KoreaEventInput = {
    name: 'Seoul night',
    room: { source: 'simulator', uniqueId: 'korea_host' },
    streamers: [
      { anchorId: 'A', nickname: 'Ara', gifts: [ROSE], teamId: 'red' },
      { anchorId: 'B', nickname: 'Bora', gifts: [HEART], teamId: 'blue' },
      { anchorId: 'C', nickname: 'Chae', gifts: [LION], teamId: 'red' },
      { anchorId: 'D', nickname: 'Dami', gifts: [DONUT], teamId: 'blue' },
    ],
    gifts: [
      { giftId: ROSE, giftName: 'Rose', price: 1 },
      { giftId: HEART, giftName: 'Heart', price: 10 },
      { giftId: LION, giftName: 'Lion', price: 100 },
      { giftId: DONUT, giftName: 'Donut', price: 5 },
    ],
    ...overrides,
    korea: {
      teams: [
        { id: 'red', name: '레드', color: '#ff3366' },
        { id: 'blue', name: '블루', color: '#3366ff' },
      ],
      double: { pairs: [{ a: 'A', b: 'B' }, { a: 'C', b: 'D' }], durationSeconds: 0 },
      solo: { order: ['C', 'A'], turnSeconds: 30 },
      team: { durationSeconds: 60 },
      weights: { double: 100, solo: 100, team: 100 },
      ...korea,
    },
  };
  return { id: 11, ...liveConfigBodySchema.parse(toLiveConfigInput(input)) };
}

let msg = 0;
function counted(giftId: string, repeatCount: number, toUserId: string | null = null, userId = 'v1'): Extract<RoomTopicEvent, { type: 'gift.counted' }> {
  msg += 1;
  return {
    type: 'gift.counted',
    roomId: 'sim-1',
    giftDiamonds: 0,
    gift: {
      roomId: 'sim-1',
      msgId: `k${msg}`,
      user: { userId, uniqueId: userId, nickname: `Viewer ${userId}`, avatarUrl: null },
      toUserId,
      giftId,
      giftName: giftId,
      diamondCount: 1,
      repeatCount,
      streakRepeatCount: repeatCount,
      diamonds: repeatCount,
      cause: 'end-frame',
      streakKey: null,
      countedAt: 0,
    },
  };
}

const korea = (game: GameSession, now: number) => game.view(now).korea!;
const board = (game: GameSession, stage: 'double' | 'solo' | 'team', now = 0) => Object.fromEntries(korea(game, now).boards[stage].map((l) => [l.id, l.score]));
const totals = (game: GameSession, now = 0) => Object.fromEntries(korea(game, now).totals.map((l) => [l.streamerId, l.total]));
const refusal = (fn: () => unknown): GameCommandError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof GameCommandError) return error;
    throw error;
  }
  throw new Error('not refused');
};
const start = (game: GameSession, stage: 'double' | 'solo' | 'team', at: number, confirmed = false) => game.command({ type: 'korea.stage.start', stage, confirmed }, at);

describe('Korea session: the double PK stage', () => {
  it('scores attributed gifts of the running stage exactly once; pairs have a winner and margin, equal points a draw', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    expect(game.status()).toBe('notStarted');
    expect(game.view(0).round).toMatchObject({ status: 'notStarted', counting: false, round: 0 });
    // Before any stage, gifts score nothing.
    expect(game.onRoomEvent(counted(ROSE, 5), 500).entries).toEqual([]);

    const started = start(game, 'double', 1_000);
    expect(started.stateChanged).toBe(true);
    expect(started.events.map((e) => e.kind)).toEqual(['round']);
    expect(game.status()).toBe('collecting');
    expect(game.view(1_000).round).toMatchObject({ status: 'collecting', counting: true, round: 1, startedAt: 1_000 });

    const rose = counted(ROSE, 30);
    const out = game.onRoomEvent(rose, 2_000);
    expect(out.entries).toMatchObject([{ round: 1, streamerId: 'A', delta: 30, cause: { kind: 'gift', giftId: ROSE, count: 30, price: 1 } }]);
    expect(out.events.map((e) => e.kind)).toEqual(['score']);
    // The same record again (a re-feed after a reconnect or a restart) counts nothing.
    expect(game.onRoomEvent(rose, 2_100).entries).toEqual([]);
    // Nor in a later stage: a reconnect re-sends it after the host switched to the team show.
    const team = restoreKoreaSession({ config: event(), entries: [...out.entries], persisted: game.persisted(), seed: 1 });
    start(team, 'team', 2_150, true);
    expect(team.onRoomEvent(rose, 2_160).entries).toEqual([]);
    expect(team.onRoomEvent(counted(ROSE, 2), 2_170).entries).toMatchObject([{ round: 3, streamerId: 'A', delta: 2 }]);
    game.onRoomEvent(counted(HEART, 3), 2_200); // B: 30
    game.onRoomEvent(counted(LION, 1), 2_300); // C: 100
    game.onRoomEvent(counted(OTHER, 50), 2_400); // not selected: nobody
    expect(board(game, 'double')).toEqual({ A: 30, B: 30, C: 100, D: 0 });
    expect(korea(game, 2_500).pairs).toEqual([
      { a: 'A', b: 'B', aScore: 30, bScore: 30, winner: null, margin: 0 },
      { a: 'C', b: 'D', aScore: 100, bScore: 0, winner: 'C', margin: 100 },
    ]);
    expect(Object.keys(game.view(2_500).contributors).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(game.view(2_500).contributors.C).toMatchObject([{ userId: 'v1', points: 100 }]);
    expect(game.view(2_500).board).toEqual([
      { streamerId: 'C', score: 100, rank: 1 },
      { streamerId: 'A', score: 30, rank: 2 },
      { streamerId: 'B', score: 30, rank: 2 },
      { streamerId: 'D', score: 0, rank: 4 },
    ]);
    expect(() => gameViewSchema.parse(game.view(2_500))).not.toThrow();

    game.command({ type: 'korea.stage.end' }, 3_000);
    expect(game.status()).toBe('ended');
    expect(game.view(3_000).round).toMatchObject({ status: 'ended', counting: false, round: 1, endedAt: 3_000 });
    expect(game.view(3_000).contributors).toEqual({});
    expect(game.onRoomEvent(counted(DONUT, 10), 3_500).entries).toEqual([]);
    expect(refusal(() => game.command({ type: 'korea.stage.end' }, 4_000)).message).toBe('No stage is running');

    // Run again later: its points are kept and grow.
    start(game, 'double', 5_000);
    game.onRoomEvent(counted(DONUT, 2), 5_500);
    expect(board(game, 'double')).toEqual({ A: 30, B: 30, C: 100, D: 10 });
  });

  it('shows open streaks of the running stage as provisional, and drops them when the stage ends', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    const streaks = (): Extract<RoomTopicEvent, { type: 'gift.provisional' }> => ({
      type: 'gift.provisional',
      roomId: 'sim-1',
      provisionalDiamonds: 0,
      streaks: [{ streakKey: 's1', user: { userId: 'v1', uniqueId: 'v1', nickname: 'V', avatarUrl: null }, giftId: HEART, giftName: 'Heart', diamondCount: 1, repeatCount: 4, toUserId: null, runningDiamonds: 4 }],
    });
    expect(game.onRoomEvent(streaks(), 500).events).toEqual([]);
    start(game, 'double', 1_000);
    expect(game.onRoomEvent(streaks(), 1_500).events.map((e) => e.kind)).toEqual(['provisional']);
    expect(game.view(1_500).provisional).toEqual({ B: 40 });
    expect(korea(game, 1_500).provisional).toEqual({ B: 40 });
    game.command({ type: 'korea.stage.end' }, 2_000);
    expect(game.view(2_000).provisional).toEqual({});
  });
});

describe('Korea session: the solo show stage', () => {
  it('every selected gift of a turn scores for the performer, whoever it was sent to; turns follow on time-up and on "next"; the stage ends after the last turn', () => {
    const game = restoreKoreaSession({ config: event({ minGiftValue: 2 }), seed: 1 });
    start(game, 'solo', 10_000);
    expect(korea(game, 10_000).solo.turn).toEqual({ index: 0, streamerId: 'C', startedAt: 10_000, endsAt: 40_000 });
    expect(game.view(10_000).round).toMatchObject({ status: 'collecting', round: 2, pkEndsAt: 40_000 });

    // A Heart assigned to B, sent to D: scores for C, who performs.
    expect(game.onRoomEvent(counted(HEART, 2, 'D'), 11_000).entries).toMatchObject([{ round: 2, streamerId: 'C', delta: 20 }]);
    // A's own gift, during C's turn: C's too.
    game.onRoomEvent(counted(DONUT, 1, 'A'), 12_000);
    // Below the minimum gift value (Rose: 1 < 2), and a gift not selected: nothing.
    expect(game.onRoomEvent(counted(ROSE, 50), 13_000).entries).toEqual([]);
    expect(game.onRoomEvent(counted(OTHER, 5), 13_000).entries).toEqual([]);
    expect(board(game, 'solo')).toEqual({ A: 0, B: 0, C: 25, D: 0 });
    // The double PK stage did not run: its board is untouched.
    expect(board(game, 'double')).toEqual({ A: 0, B: 0, C: 0, D: 0 });

    // C's time is up at 40 s: a gift counted at 41 s is A's, even before the second's tick (the clock plays out first).
    const next = game.onRoomEvent(counted(LION, 1, 'C'), 41_000);
    expect(next.events.map((e) => e.kind)).toEqual(['round', 'score']);
    expect(next.entries).toMatchObject([{ streamerId: 'A', delta: 100 }]);
    expect(korea(game, 41_000).solo.turn).toMatchObject({ index: 1, streamerId: 'A', startedAt: 40_000, endsAt: 70_000 });

    // The last turn: the host's "next" ends the stage.
    game.command({ type: 'korea.turn.next' }, 50_000);
    expect(game.status()).toBe('ended');
    expect(korea(game, 50_000)).toMatchObject({ running: null, solo: { turn: null }, stages: { solo: { status: 'ended', endedAt: 50_000 } } });
    expect(refusal(() => game.command({ type: 'korea.turn.next' }, 51_000)).message).toBe('The solo show stage is not running');
    expect(board(game, 'solo')).toEqual({ A: 100, B: 0, C: 25, D: 0 });
  });

  it('a tick past the last turn ends the stage by itself and publishes it', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    start(game, 'solo', 0);
    expect(game.tick(10_000).events).toEqual([]);
    const out = game.tick(61_000);
    expect(out.stateChanged).toBe(true);
    expect(out.events.map((e) => e.kind)).toEqual(['round']);
    expect(game.status()).toBe('ended');
    expect(korea(game, 61_000).stages.solo).toMatchObject({ status: 'ended', endedAt: 60_000 });
  });
});

describe('Korea session: the team show stage and switching stages', () => {
  it('team scores are the sums of their streamers; a timed stage ends at its end, and a later gift does not score', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    start(game, 'team', 0);
    expect(korea(game, 0).stages.team).toMatchObject({ status: 'running', startedAt: 0, endsAt: 60_000 });
    game.onRoomEvent(counted(ROSE, 7), 1_000); // A red
    game.onRoomEvent(counted(LION, 1), 2_000); // C red
    game.onRoomEvent(counted(HEART, 20), 3_000); // B blue
    expect(korea(game, 3_000).teamScores).toEqual([
      { id: 'blue', score: 200, rank: 1 },
      { id: 'red', score: 107, rank: 2 },
    ]);
    expect(game.onRoomEvent(counted(DONUT, 100), 60_000).entries).toEqual([]);
    expect(game.status()).toBe('ended');
    expect(korea(game, 60_000).stages.team).toMatchObject({ status: 'ended', endedAt: 60_000 });
  });

  it('a stage the clock ended during a refused command is still stored and published, with the next output', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    start(game, 'team', 0);
    // The team show ended at 60 s; the host's "end" at 61 s finds no stage running and is refused.
    expect(refusal(() => game.command({ type: 'korea.stage.end' }, 61_000)).message).toBe('No stage is running');
    const out = game.tick(61_500);
    expect(out.stateChanged).toBe(true);
    expect(out.events.map((e) => e.kind)).toEqual(['round']);
    expect(out.events[0]!.view.korea!.stages.team).toMatchObject({ status: 'ended', endedAt: 60_000 });
    expect(game.tick(62_000).events).toEqual([]);
  });

  it('starting a stage while another runs needs the host to confirm; the running one and unready ones are refused', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    start(game, 'double', 1_000);
    expect(refusal(() => start(game, 'double', 2_000)).message).toBe('This stage is already running');
    const ask = refusal(() => start(game, 'team', 2_000));
    expect(ask.needsConfirmation).toBe(true);
    expect(ask.message).toBe('Another stage is running. End it and start this stage?');
    expect(korea(game, 2_000).running).toBe('double');

    start(game, 'team', 3_000, true);
    expect(korea(game, 3_000)).toMatchObject({ running: 'team', stages: { double: { status: 'ended', endedAt: 3_000 }, team: { status: 'running' } } });

    const bare = restoreKoreaSession({ config: event({}, { double: { pairs: [], durationSeconds: 0 }, solo: { order: [], turnSeconds: 30 } }), seed: 1 });
    expect(refusal(() => start(bare, 'double', 0)).message).toBe('Add at least one pair before starting the double PK stage');
    expect(refusal(() => start(bare, 'solo', 0)).message).toBe('Add at least one streamer to the solo show order before starting the solo show stage');
    expect(bare.status()).toBe('notStarted');
  });
});

describe('Korea session: adjustments, weights and the total', () => {
  it('adjusts one streamer in one stage that has started (running or ended); refuses a stage never started and an unknown streamer', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    const adjust = (stage: 'double' | 'solo' | 'team', streamerId: string, direction: 'add' | 'subtract', score: number, at: number) =>
      game.command({ type: 'korea.adjust', stage, adjustment: { streamerId, direction, score, reason: 'host' }, by: 'admin' }, at);
    expect(refusal(() => adjust('double', 'A', 'add', 5, 0)).message).toBe('This stage has not started: start it before adjusting its scores');
    start(game, 'double', 1_000);
    const out = adjust('double', 'A', 'add', 50, 2_000);
    expect(out.entries).toMatchObject([{ round: 1, streamerId: 'A', delta: 50, cause: { kind: 'manual', by: 'admin', reason: 'host' } }]);
    expect(refusal(() => adjust('double', 'Z', 'add', 5, 2_000)).message).toBe('This streamer is not in the configuration.');
    expect(refusal(() => adjust('team', 'A', 'add', 5, 2_000)).message).toBe('This stage has not started: start it before adjusting its scores');
    game.command({ type: 'korea.stage.end' }, 3_000);
    adjust('double', 'A', 'subtract', 80, 4_000);
    // Scores on the boards never go below 0.
    expect(board(game, 'double')).toMatchObject({ A: 0 });
    adjust('double', 'B', 'add', 7, 4_000);
    expect(totals(game)).toEqual({ A: 0, B: 7, C: 0, D: 0 });
  });

  it('total = Σ round(stage points × weight %); team totals sum their streamers; the weights survive a restore and an edit that changes them replaces them', () => {
    const config = event();
    const game = restoreKoreaSession({ config, seed: 1 });
    const entries: ScoreEntry[] = [];
    const keep = (out: { entries: ScoreEntry[] }) => (entries.push(...out.entries), out);
    start(game, 'double', 0);
    keep(game.onRoomEvent(counted(HEART, 3), 1_000)); // B double 30
    keep(game.onRoomEvent(counted(ROSE, 5), 1_000)); // A double 5
    start(game, 'solo', 2_000, true); // C performs
    keep(game.onRoomEvent(counted(DONUT, 3), 3_000)); // C solo 15
    start(game, 'team', 4_000, true);
    keep(game.onRoomEvent(counted(ROSE, 3), 5_000)); // A team 3

    const weights = { double: 150, solo: 50, team: 0 };
    const out = game.command({ type: 'korea.weights', weights }, 6_000);
    expect(out.stateChanged).toBe(true);
    expect(out.events.map((e) => e.kind)).toEqual(['config']);
    const view = korea(game, 6_000);
    expect(view.weights).toEqual(weights);
    // A: round(5 × 1.5) = 8 (7.5 rounds up) + 0 + round(3 × 0) = 8; B: 45; C: round(15 × 0.5) = 8.
    expect(view.totals.map((l) => [l.streamerId, l.stages, l.total, l.rank])).toEqual([
      ['B', { double: 30, solo: 0, team: 0 }, 45, 1],
      ['A', { double: 5, solo: 0, team: 3 }, 8, 2],
      ['C', { double: 0, solo: 15, team: 0 }, 8, 2],
      ['D', { double: 0, solo: 0, team: 0 }, 0, 4],
    ]);
    expect(view.teamTotals).toEqual([
      { id: 'blue', score: 45, rank: 1 },
      { id: 'red', score: 16, rank: 2 },
    ]);

    // A restart: the stored snapshot and ledger give the same view, weights included.
    const restored = restoreKoreaSession({ config, entries, persisted: JSON.parse(JSON.stringify(game.persisted())), seed: 2 });
    expect(restored.view(7_000)).toEqual(game.view(7_000));
    expect(restored.status()).toBe('collecting');
    // The event edited without touching its weights keeps the host's; an edit of the weights replaces them.
    restored.reconfigure({ ...config, name: 'Seoul night 2' }, 8_000);
    expect(korea(restored, 8_000).weights).toEqual(weights);
    const edited = event({}, { weights: { double: 200, solo: 100, team: 100 } });
    restored.reconfigure(edited, 9_000);
    expect(korea(restored, 9_000).weights).toEqual({ double: 200, solo: 100, team: 100 });
    expect(totals(restored, 9_000)).toEqual({ A: 13, B: 60, C: 15, D: 0 });
  });
});

describe('Korea session: restore', () => {
  it('a session restored mid-turn plays out the turns that ran out meanwhile, and a re-fed gift counts nothing', () => {
    const config = event();
    const game = restoreKoreaSession({ config, seed: 1 });
    start(game, 'solo', 0);
    const gift = counted(LION, 1);
    const first = game.onRoomEvent(gift, 5_000);
    const restored = restoreKoreaSession({ config, entries: first.entries, persisted: JSON.parse(JSON.stringify(game.persisted())), seed: 1 });
    expect(restored.view(5_000)).toEqual(game.view(5_000));
    expect(restored.onRoomEvent(gift, 6_000).entries).toEqual([]);
    // 35 s later C's turn (0–30 s) is over: A performs.
    const out = restored.tick(35_000);
    expect(out.events.map((e) => e.kind)).toEqual(['round']);
    expect(korea(restored, 35_000).solo.turn).toMatchObject({ streamerId: 'A', startedAt: 30_000 });
    expect(board(restored, 'solo')).toEqual({ A: 0, B: 0, C: 100, D: 0 });
  });
});

describe('commands of the other kind of game', () => {
  const roundConfig = (): GameConfig => {
    const input: LiveConfigInput = {
      name: 'Friday PK',
      room: { source: 'simulator', uniqueId: 'host_1' },
      streamers: [
        { anchorId: 'A', nickname: 'Luna', gifts: [ROSE] },
        { anchorId: 'B', nickname: 'Sol', gifts: [HEART] },
      ],
      gifts: [
        { giftId: ROSE, giftName: 'Rose', price: 1 },
        { giftId: HEART, giftName: 'Heart', price: 10 },
      ],
      pkTime: { value: 60, unit: 'seconds' },
      autoEndSeconds: 0,
      pluginStyle: 'default',
    };
    return { id: 5, ...liveConfigBodySchema.parse(input) };
  };
  const koreaCommands: GameCommand[] = [
    { type: 'korea.stage.start', stage: 'double', confirmed: false },
    { type: 'korea.stage.end' },
    { type: 'korea.turn.next' },
    { type: 'korea.adjust', stage: 'double', adjustment: { streamerId: 'A', direction: 'add', score: 1, reason: '' }, by: 'admin' },
    { type: 'korea.weights', weights: { double: 100, solo: 100, team: 100 } },
  ];

  it.each(koreaCommands.map((c) => [c.type, c] as const))('a round game refuses %s', (_type, command) => {
    const game = restoreGameSession({ config: roundConfig(), seed: 1 });
    expect(refusal(() => game.command(command, 0)).message).toBe('Configuration 5 is not a Korea group PK event');
  });

  it('a Korea event refuses rounds, PK phases and spins, and changes nothing', () => {
    const game = restoreKoreaSession({ config: event(), seed: 1 });
    const before: GameView = game.view(0);
    for (const command of [{ type: 'round.start' }, { type: 'round.end' }, { type: 'phase.stop' }, { type: 'spin', requestId: 'r', by: { userId: '1', nickname: 'a' } }] as GameCommand[]) {
      expect(refusal(() => game.command(command, 0)).message).toBe('A Korea group PK event runs stages, not rounds: run it from its stage pages under Korea group PK');
    }
    expect(game.view(0)).toEqual(before);
  });
});
