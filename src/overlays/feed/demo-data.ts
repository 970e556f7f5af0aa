/**
 * DEMO DATA, not a game: built-in sample views for `?demo=1` (static) and `?demo=live` (moving), so each overlay
 * can be looked at in every style and size without a server (screenshots, trying a style before a stream).
 * Never used when a key is given (overlay-params.ts drops `demo` then). Every name here is invented.
 */
import type { GameTopicEvent, GameView, SpinView } from '../../../streams/contracts/game-topic';
import type { PluginStyle } from '../../../streams/games/live-config';
import type { KoreaView } from '../../../streams/contracts/korea-view';
import { KOREA_STAGES, pairResults, rankLines, teamScores, teamTotals, totalScores, type KoreaStage } from '../../../streams/games/korea-pk';
import type { RankingRow } from './overlay-api';
import type { EntryAnimation } from '../pages/vehicle/entry-queue';

/** Demo streamers (the first two are the pair of the two-streamer styles). */
const DEMO_STREAMERS = [
  { anchorId: 'demo-1', nickname: 'Luna Star' },
  { anchorId: 'demo-2', nickname: 'Kai Blaze' },
  { anchorId: 'demo-3', nickname: 'Mira' },
  { anchorId: 'demo-4', nickname: 'Noah Beats' },
  { anchorId: 'demo-5', nickname: 'Zara' },
];
const DEMO_SCORES = [48_230, 39_120, 27_555, 12_010, 6_400];
const DEMO_FANS = ['Aiden', 'Sofia', 'Yuki', 'Omar', 'Lea', 'Minjun', 'Chloe', 'Ravi', 'Nour', 'Felix'];

const twoSided = (style: PluginStyle) => style === 'battle' || style === 'iceFire';

/** The demo turntable's options: 70% of prizes, 30% "no prize". */
export const DEMO_TURNTABLE_OPTIONS = [
  { content: 'Rose', probability: 30 },
  { content: 'Lion', probability: 5 },
  { content: 'Galaxy', probability: 10 },
  { content: 'Sticker pack', probability: 25 },
];

/** DEMO DATA: a game in the middle of a round, 2 min 35 s left, as the server would send it at `now`. */
export function demoGameView(style: PluginStyle, now: number): GameView {
  if (style === 'korea') return demoKoreaGameView(now);
  const streamers = DEMO_STREAMERS.slice(0, twoSided(style) ? 2 : 5).map((s) => ({ ...s, avatarUrl: null }));
  const scores = twoSided(style) ? [31_480, 27_960] : DEMO_SCORES;
  const board = streamers.map((s, i) => ({ streamerId: s.anchorId, score: scores[i]!, rank: i + 1 }));
  const contributors = Object.fromEntries(
    streamers.map((s, i) => [
      s.anchorId,
      DEMO_FANS.slice(i, i + 5).map((nickname, j) => ({
        userId: `fan-${i}-${j}`,
        uniqueId: nickname.toLowerCase(),
        nickname,
        avatarUrl: null,
        points: Math.round(scores[i]! * (0.32 - j * 0.055)),
      })),
    ]),
  );
  const spin: SpinView = {
    spinNo: 3,
    requestId: 'demo-spin-3',
    trigger: 'gift',
    by: { userId: 'fan-0-1', nickname: 'Sofia' },
    result: { index: 2, content: 'Galaxy' },
    startedAt: now - 10_000,
    endsAt: now - 4_000,
  };
  return {
    configId: 0,
    name: 'Demo game',
    pluginStyle: style,
    streamers,
    round: { status: 'collecting', counting: true, round: 2, startedAt: now - 145_000, pkEndsAt: now + 155_000, autoEndAt: null, endedAt: null },
    board,
    provisional: { [streamers[1]!.anchorId]: 1_250, [streamers[0]!.anchorId]: 400 },
    effects: style === 'iceFire' ? [{ streamerId: streamers[0]!.anchorId, effect: 'fire', startedAt: now - 8_000, endsAt: now + 22_000 }] : [],
    contributors,
    flowerTarget: twoSided(style) ? 40_000 : 50_000,
    pk: {
      runningPhaseId: 'demo-phase',
      phases: [{ id: 'demo-phase', name: 'Final', kind: twoSided(style) ? 'double' : 'group', hostId: null, streamerIds: streamers.map((s) => s.anchorId), status: 'running' }],
    },
    turntable: { options: DEMO_TURNTABLE_OPTIONS, current: spin, queued: 0 },
    hostRoom: { state: 'live', source: 'simulator', uniqueId: 'demo_host', roomId: 'sim-demo', since: now - 145_000 },
    giftArrivals: { status: 'idle' },
    serverNow: now,
  };
}

/** DEMO DATA: the next moving-demo event after `view` at `now` (random gifts, a spin every few seconds). */
export function nextDemoEvent(view: GameView, now: number, step: number, random: () => number = Math.random): GameTopicEvent {
  const streamers = view.streamers;
  const pick = streamers[Math.floor(random() * streamers.length)]!;
  if (step % 12 === 11 && view.turntable) {
    const index = random() < 0.3 ? -1 : Math.floor(random() * view.turntable.options.length);
    const spinNo = (view.turntable.current?.spinNo ?? 0) + 1;
    const spin: SpinView = {
      spinNo,
      requestId: `demo-spin-${spinNo}`,
      trigger: 'gift',
      by: { userId: 'demo-fan', nickname: DEMO_FANS[spinNo % DEMO_FANS.length]! },
      result: { index, content: index < 0 ? 'No prize' : view.turntable.options[index]!.content },
      startedAt: now,
      endsAt: now + 6_000,
    };
    return { kind: 'spin', spin, view: { ...view, serverNow: now, turntable: { ...view.turntable, current: spin } } };
  }
  if (view.pluginStyle === 'iceFire' && step % 20 === 5) {
    const effect = { streamerId: pick.anchorId, effect: pick === streamers[0] ? ('fire' as const) : ('ice' as const), startedAt: now, endsAt: now + 15_000 };
    return { kind: 'effect', user: null, view: { ...view, serverNow: now, effects: [...view.effects.filter((e) => e.streamerId !== pick.anchorId && e.endsAt > now), effect] } };
  }
  const delta = Math.round(1 + random() * 1_500);
  const scores = new Map(view.board.map((line) => [line.streamerId, line.score]));
  scores.set(pick.anchorId, (scores.get(pick.anchorId) ?? 0) + delta);
  const sorted = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const board = sorted.map(([streamerId, score]) => ({ streamerId, score, rank: 1 + sorted.filter(([, other]) => other > score).length }));
  const provisional = { ...view.provisional, [pick.anchorId]: random() < 0.5 ? Math.round(random() * 2_000) : 0 };
  return {
    kind: 'score',
    entries: [{ seq: step + 1, round: view.round.round, streamerId: pick.anchorId, delta, at: now, cause: { kind: 'manual', by: 'demo', reason: 'demo' } }],
    view: { ...view, serverNow: now, board, provisional },
  };
}

/** DEMO DATA: a pk-score-ranking. */
export function demoRanking(): RankingRow[] {
  const names = [...DEMO_STREAMERS.map((s) => s.nickname), 'Ivy Moon', 'Leo', 'Sana', 'Hugo', 'Amira'];
  const scores = [182_400, 151_230, 98_760, 97_100, 64_020, 51_880, 30_450, 22_900, 9_870, 4_320];
  return names.map((nickname, i) => ({ rank: i + 1, anchorId: `demo-${i + 1}`, nickname, score: scores[i]!, avatarUrl: null }));
}

/** A car drawn as SVG, the demo entry animation's picture (no binary asset needed). */
const DEMO_CAR_PICTURE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 140"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ff5f6d"/><stop offset="1" stop-color="#ffc371"/></linearGradient></defs>' +
    '<path d="M20 95 L40 60 Q55 38 95 36 L190 34 Q225 34 250 58 L285 70 Q305 76 305 95 L305 100 L20 100 Z" fill="url(#g)"/>' +
    '<path d="M100 44 L180 42 Q205 43 222 60 L92 62 Z" fill="#bde4ff" opacity="0.9"/>' +
    '<circle cx="85" cy="102" r="22" fill="#222"/><circle cx="85" cy="102" r="9" fill="#ccc"/>' +
    '<circle cx="245" cy="102" r="22" fill="#222"/><circle cx="245" cy="102" r="9" fill="#ccc"/></svg>',
)}`;

/** DEMO DATA: entries for the vehicle animation overlay. */
export function demoEntries(round: number): EntryAnimation[] {
  return ['Sofia', 'Omar', 'Yuki'].map((nickname, i) => ({
    id: `demo-entry-${round}-${i}`,
    nickname,
    name: 'Sunset racer',
    resourceUrl: 'demo.pag',
    pictureUrl: DEMO_CAR_PICTURE,
  }));
}

/** Demo Korea streamers: two teams of four, paired 1–2, 3–4, 5–6, 7–8 (the 3–4 pair tied), invented names. */
const KOREA_STREAMERS = [
  { anchorId: 'kr-1', nickname: '하늘', teamId: 'tigers' },
  { anchorId: 'kr-2', nickname: '민지', teamId: 'phoenix' },
  { anchorId: 'kr-3', nickname: 'Seojun', teamId: 'tigers' },
  { anchorId: 'kr-4', nickname: '지우', teamId: 'phoenix' },
  { anchorId: 'kr-5', nickname: '유나 Yuna', teamId: 'tigers' },
  { anchorId: 'kr-6', nickname: '도윤', teamId: 'phoenix' },
  { anchorId: 'kr-7', nickname: 'Sua', teamId: 'tigers' },
  { anchorId: 'kr-8', nickname: '하린', teamId: 'phoenix' },
];
const KOREA_TEAMS = [
  { id: 'tigers', name: '호랑이 Tigers', color: '#ff6b4a' },
  { id: 'phoenix', name: '불사조 Phoenix', color: '#4a9dff' },
];
const KOREA_PAIRS = [0, 2, 4, 6].map((i) => ({ a: KOREA_STREAMERS[i]!.anchorId, b: KOREA_STREAMERS[i + 1]!.anchorId }));
/** Points of each stage, in streamer order (the solo order is the streamers' order; the last three have not performed). */
const KOREA_POINTS: Readonly<Record<KoreaStage, readonly number[]>> = {
  double: [12_400, 9_800, 15_230, 15_230, 7_650, 11_020, 4_300, 8_880],
  solo: [6_200, 18_900, 3_100, 9_400, 12_750, 0, 0, 0],
  team: [5_400, 7_300, 2_950, 6_100, 8_020, 3_300, 1_900, 4_480],
};
const KOREA_WEIGHTS = { double: 100, solo: 150, team: 120 };
const SOLO_TURN_SECONDS = 180;

/**
 * DEMO DATA: a Korea group PK event at `now` with stage `running` under way (`null`: every stage over); the
 * stages before it are over, the ones after it not started. Boards, pairs and totals are worked out by the scoring
 * rules (streams/games/korea-pk.ts), as the server would.
 */
export function demoKoreaGameView(now: number, running: KoreaStage | null = 'solo'): GameView {
  const streamers = KOREA_STREAMERS.map(({ anchorId, nickname }) => ({ anchorId, nickname, avatarUrl: null }));
  const upTo = running === null ? KOREA_STAGES.length - 1 : KOREA_STAGES.indexOf(running);
  const points = Object.fromEntries(
    KOREA_STAGES.map((stage, i) => [stage, new Map(KOREA_STREAMERS.map((s, j) => [s.anchorId, i <= upTo ? KOREA_POINTS[stage][j]! : 0]))]),
  ) as Record<KoreaStage, Map<string, number>>;
  const totals = totalScores(KOREA_STREAMERS, points, KOREA_WEIGHTS);
  const boardOf = (stage: KoreaStage) => rankLines(KOREA_STREAMERS.map((s) => ({ id: s.anchorId, score: points[stage].get(s.anchorId)! })));
  const minutes = (n: number) => now - n * 60_000;
  const run = (stage: KoreaStage, i: number): KoreaView['stages'][KoreaStage] => {
    const startedAt = minutes(45 - i * 15);
    if (i < upTo || running === null) return { status: 'ended', startedAt, endedAt: startedAt + 14 * 60_000, endsAt: null };
    if (i > upTo) return { status: 'notStarted', startedAt: null, endedAt: null, endsAt: null };
    return { status: 'running', startedAt: minutes(8), endedAt: null, endsAt: stage === 'solo' ? null : now + 372_000 };
  };
  const soloOrder = KOREA_STREAMERS.map((s) => s.anchorId);
  const performer = 4;
  const korea: KoreaView = {
    teams: KOREA_TEAMS,
    teamOf: Object.fromEntries(KOREA_STREAMERS.map((s) => [s.anchorId, s.teamId])),
    running,
    stages: { double: run('double', 0), solo: run('solo', 1), team: run('team', 2) },
    solo: {
      order: soloOrder,
      turnSeconds: SOLO_TURN_SECONDS,
      turn: running === 'solo' ? { index: performer, streamerId: soloOrder[performer]!, startedAt: now - 95_000, endsAt: now + 85_000 } : null,
    },
    boards: { double: boardOf('double'), solo: boardOf('solo'), team: boardOf('team') },
    pairs: pairResults(KOREA_PAIRS, points.double),
    teamScores: teamScores(KOREA_TEAMS, KOREA_STREAMERS, points.team),
    weights: KOREA_WEIGHTS,
    totals,
    teamTotals: teamTotals(KOREA_TEAMS, KOREA_STREAMERS, totals),
    provisional: running === 'solo' ? { [soloOrder[performer]!]: 1_200 } : running ? { 'kr-2': 640 } : {},
  };
  return {
    ...demoGameView('default', now),
    name: 'Korea group PK',
    pluginStyle: 'korea',
    streamers,
    board: totals.map((line) => ({ streamerId: line.streamerId, score: line.total, rank: line.rank })),
    provisional: {},
    contributors: {},
    pk: { runningPhaseId: null, phases: [] },
    turntable: null,
    korea,
  };
}
