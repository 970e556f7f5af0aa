/**
 * Test fixtures of the overlay tests (not used by the app): a small valid GameView and topic events built from
 * it, so each test states only what it is about.
 */
import type { GameTopicEvent, GameView, SpinView } from '../../../streams/contracts/game-topic';

/** A two-streamer game at `serverNow`, round collecting, with a turntable of two options. */
export function gameView(overrides: Partial<GameView> = {}): GameView {
  return {
    configId: 7,
    name: 'Friday PK',
    pluginStyle: 'battle',
    streamers: [
      { anchorId: 'a', nickname: 'Alice', avatarUrl: null },
      { anchorId: 'b', nickname: 'Bob', avatarUrl: null },
    ],
    round: { status: 'collecting', counting: true, round: 1, startedAt: 1_000, pkEndsAt: 301_000, autoEndAt: null, endedAt: null },
    board: [
      { streamerId: 'a', score: 120, rank: 1 },
      { streamerId: 'b', score: 80, rank: 2 },
    ],
    provisional: {},
    effects: [],
    contributors: {},
    flowerTarget: 1_000,
    pk: { runningPhaseId: null, phases: [] },
    turntable: {
      options: [
        { content: 'Rose', probability: 50 },
        { content: 'Lion', probability: 20 },
      ],
      current: null,
      queued: 0,
    },
    hostRoom: { state: 'live', source: 'simulator', uniqueId: 'friday_host', roomId: 'sim-1', since: 1_000 },
    giftArrivals: { status: 'arrived', seen: ['5655'] },
    serverNow: 10_000,
    ...overrides,
  };
}

/** A spin of `spinNo` started at `startedAt`, lasting 6 s, landing on `index`. */
export function spinView(spinNo: number, startedAt: number, index = 0): SpinView {
  return {
    spinNo,
    requestId: `r${spinNo}`,
    trigger: 'host',
    by: { userId: 'u1', nickname: 'Host' },
    result: { index, content: index < 0 ? 'No prize' : index === 0 ? 'Rose' : 'Lion' },
    startedAt,
    endsAt: startedAt + 6_000,
  };
}

/** A `spin` event: the view at `serverNow` with `spin` current. */
export function spinEvent(base: GameView, spin: SpinView, serverNow = spin.startedAt): GameTopicEvent {
  return { kind: 'spin', spin, view: { ...base, serverNow, turntable: { ...base.turntable!, current: spin } } };
}

/** A `score` event adding `delta` to `streamerId` at `serverNow`. */
export function scoreEvent(base: GameView, streamerId: string, delta: number, serverNow: number): GameTopicEvent {
  const board = base.board.map((line) => (line.streamerId === streamerId ? { ...line, score: line.score + delta } : line));
  return {
    kind: 'score',
    entries: [{ seq: serverNow, round: 1, streamerId, delta, at: serverNow, cause: { kind: 'manual', by: 'admin', reason: 'test' } }],
    view: { ...base, board, serverNow },
  };
}

/** An `entry` event: viewer `id` joined at `at` (server time), published with the view at `serverNow`. */
export function entryEvent(base: GameView, id: string, at: number, serverNow = at): GameTopicEvent {
  return {
    kind: 'entry',
    view: { ...base, serverNow },
    entry: { id, userId: `u-${id}`, uniqueId: `fan_${id}`, nickname: `Fan ${id}`, name: 'Racer', resourceUrl: '/files/animations/racer.mp4', pictureUrl: null, at },
  };
}
