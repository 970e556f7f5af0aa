/**
 * The Korea group PK: a multi-stage group PK among the guild's Korean streamers, run by a group host on one host
 * room like the other group-live games (a live configuration with `pluginStyle: 'korea'` and these settings). This
 * module holds its settings, their rules and every scoring rule; the stage machine (machines/korea-stage.machine.ts)
 * says which stage runs and whose solo turn it is.
 *
 * Scoring rules (the console page's help and the README say the same, in these words):
 * - Points are diamonds: a counted gift scores its configured price × count, once in the whole event (the score
 *   ledger), and only in the stage running when it is counted (a combo counts when it ends). Manual adjustments add
 *   to or subtract from one streamer's points in one stage.
 * - **Double PK stage**: each streamer scores the gifts attributed to them (the gift assigned to them, or the guest
 *   who received it). Streamers face each other in pairs; a pair's winner is the one with more points, the margin is
 *   the difference; equal points is a draw (no winner).
 * - **Solo show stage**: the streamers of the order perform one after another, each for the turn length. Every
 *   selected gift counted during a turn scores for the streamer performing, whoever it was sent to. The next turn
 *   starts when the time is up or when the host moves on; after the last turn the stage ends.
 * - **Team show stage**: each streamer scores the gifts attributed to them, as in the double PK stage; a team's
 *   score is the sum of its streamers' points.
 * - **Total score**: a streamer's total is the sum over the stages of their stage points × the stage's weight (a
 *   percentage chosen by the host, 100 = as scored), each stage's part rounded to a whole point; a team's total is
 *   the sum of its streamers' totals. Scores on the boards never go below 0.
 * Pure: zod only.
 */
import { z } from 'zod';
import { koreaPkMessage as m } from '../contracts/refusals/korea-pk';

/** The stages, in the order the event usually runs them. */
export const KOREA_STAGES = ['double', 'solo', 'team'] as const;
export type KoreaStage = (typeof KOREA_STAGES)[number];

/**
 * The score ledger's round number of each stage: the ledger keeps a gift once per round, and a stage is a round of
 * the ledger (a stage run again adds to the same round, so its points are kept).
 */
export const STAGE_ROUND: Readonly<Record<KoreaStage, number>> = { double: 1, solo: 2, team: 3 };

/** The stage of a ledger round number, or null. */
export const stageOfRound = (round: number): KoreaStage | null => KOREA_STAGES.find((stage) => STAGE_ROUND[stage] === round) ?? null;

export const KOREA_MESSAGES = {
  settingsRequired: m('KOREA_SETTINGS_REQUIRED'),
  teamsCount: m('KOREA_TEAMS_COUNT'),
  teamName: m('KOREA_TEAM_NAME'),
  teamIdsUnique: m('KOREA_TEAM_IDS_UNIQUE'),
  teamColor: m('KOREA_TEAM_COLOR'),
  streamerTeam: m('KOREA_STREAMER_TEAM'),
  pairStreamer: m('KOREA_PAIR_STREAMER'),
  pairTwice: m('KOREA_PAIR_TWICE'),
  soloStreamer: m('KOREA_SOLO_STREAMER'),
  turnSeconds: m('KOREA_TURN_SECONDS'),
  stageSeconds: m('KOREA_STAGE_SECONDS'),
  weight: m('KOREA_WEIGHT'),
  noPairs: m('KOREA_NO_PAIRS'),
  noSoloOrder: m('KOREA_NO_SOLO_ORDER'),
  teamsEmpty: m('KOREA_TEAMS_EMPTY'),
  confirmSwitch: m('KOREA_CONFIRM_SWITCH'),
  noStageRunning: m('KOREA_NO_STAGE_RUNNING'),
  notSolo: m('KOREA_NOT_SOLO'),
  stageNotStarted: m('KOREA_STAGE_NOT_STARTED'),
  stageRunning: m('KOREA_STAGE_RUNNING'),
} as const;

/** Bounds: 2–8 teams, up to 10 pairs, a solo turn of 10 s–1 h, a timed stage of up to 24 h, weights 0–1,000 %. */
export const KOREA_LIMITS = { minTeams: 2, maxTeams: 8, maxPairs: 10, minTurnSeconds: 10, maxTurnSeconds: 3_600, maxStageSeconds: 86_400, maxWeight: 1_000 } as const;

const whole = (message: string) => z.number({ message }).int(message);
const stageSeconds = whole(KOREA_MESSAGES.stageSeconds).min(0, KOREA_MESSAGES.stageSeconds).max(KOREA_LIMITS.maxStageSeconds, KOREA_MESSAGES.stageSeconds);
const weight = whole(KOREA_MESSAGES.weight).min(0, KOREA_MESSAGES.weight).max(KOREA_LIMITS.maxWeight, KOREA_MESSAGES.weight);

export const koreaTeamSchema = z.object({
  /** Stable id the streamers name (`teamId`); letters, digits, dashes. */
  id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,32}$/, KOREA_MESSAGES.teamIdsUnique),
  name: z.string({ message: KOREA_MESSAGES.teamName }).trim().min(1, KOREA_MESSAGES.teamName).max(32, KOREA_MESSAGES.teamName),
  /** `#rrggbb`: the team's colour on the boards and overlays. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, KOREA_MESSAGES.teamColor),
});
export type KoreaTeam = z.infer<typeof koreaTeamSchema>;

/** Stage weights in percent (100 = the stage's points as scored). */
export const koreaWeightsSchema = z.object({ double: weight.default(100), solo: weight.default(100), team: weight.default(100) });
export type KoreaWeights = z.output<typeof koreaWeightsSchema>;

/** A pair of the double PK stage: two streamer IDs (anchorId). */
export const koreaPairSchema = z.object({ a: z.string().trim().min(1, KOREA_MESSAGES.pairStreamer), b: z.string().trim().min(1, KOREA_MESSAGES.pairStreamer) });
export type KoreaPair = z.infer<typeof koreaPairSchema>;

/** The Korea group PK settings of a live configuration (`korea` of its body). Seconds, percents. */
export const koreaSettingsSchema = z.object({
  teams: z.array(koreaTeamSchema).min(KOREA_LIMITS.minTeams, KOREA_MESSAGES.teamsCount).max(KOREA_LIMITS.maxTeams, KOREA_MESSAGES.teamsCount),
  double: z.object({
    pairs: z.array(koreaPairSchema).max(KOREA_LIMITS.maxPairs),
    /** 0: the host ends the stage. */
    durationSeconds: stageSeconds.default(0),
  }),
  solo: z.object({
    /** Streamer IDs in performing order. */
    order: z.array(z.string().trim().min(1)).max(50),
    turnSeconds: whole(KOREA_MESSAGES.turnSeconds).min(KOREA_LIMITS.minTurnSeconds, KOREA_MESSAGES.turnSeconds).max(KOREA_LIMITS.maxTurnSeconds, KOREA_MESSAGES.turnSeconds),
  }),
  team: z.object({ durationSeconds: stageSeconds.default(0) }),
  weights: koreaWeightsSchema,
});
export type KoreaSettings = z.output<typeof koreaSettingsSchema>;
export type KoreaSettingsInput = z.input<typeof koreaSettingsSchema>;

/** What the rules need of a configuration's streamers. */
export interface KoreaStreamerRef {
  anchorId: string;
  teamId?: string | undefined;
}

/**
 * The cross-field rules of a Korea configuration, each reported on the field a person fixes: unique team ids, every
 * streamer in a team, pairs of two different streamers of the event (each streamer in one pair at most), a solo order
 * of the event's streamers, each once. `path` is where `korea` sits in the body.
 */
export function checkKoreaRules(settings: KoreaSettings, streamers: readonly KoreaStreamerRef[], ctx: z.RefinementCtx, path: (string | number)[] = ['korea']): void {
  const teamIds = new Set<string>();
  settings.teams.forEach((team, index) => {
    if (teamIds.has(team.id)) ctx.addIssue({ code: 'custom', path: [...path, 'teams', index, 'id'], message: KOREA_MESSAGES.teamIdsUnique });
    teamIds.add(team.id);
  });
  streamers.forEach((streamer, index) => {
    if (!streamer.teamId || !teamIds.has(streamer.teamId)) ctx.addIssue({ code: 'custom', path: ['streamers', index, 'teamId'], message: KOREA_MESSAGES.streamerTeam });
  });
  const ids = new Set(streamers.map((s) => s.anchorId));
  const paired = new Set<string>();
  settings.double.pairs.forEach((pair, index) => {
    for (const side of ['a', 'b'] as const) {
      const id = pair[side];
      if (!ids.has(id) || (side === 'b' && pair.a === pair.b)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'double', 'pairs', index, side], message: KOREA_MESSAGES.pairStreamer });
      } else if (paired.has(id)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'double', 'pairs', index, side], message: KOREA_MESSAGES.pairTwice });
      }
      paired.add(id);
    }
  });
  const inOrder = new Set<string>();
  settings.solo.order.forEach((id, index) => {
    if (!ids.has(id) || inOrder.has(id)) ctx.addIssue({ code: 'custom', path: [...path, 'solo', 'order', index], message: KOREA_MESSAGES.soloStreamer });
    inOrder.add(id);
  });
}

/** Why `stage` cannot start with these settings (message), or null. */
export function stageStartError(settings: KoreaSettings, streamers: readonly KoreaStreamerRef[], stage: KoreaStage): string | null {
  if (stage === 'double') return settings.double.pairs.length === 0 ? KOREA_MESSAGES.noPairs : null;
  if (stage === 'solo') return settings.solo.order.length === 0 ? KOREA_MESSAGES.noSoloOrder : null;
  const teamsWithStreamers = settings.teams.filter((team) => streamers.some((s) => s.teamId === team.id));
  return teamsWithStreamers.length < 2 ? KOREA_MESSAGES.teamsEmpty : null;
}

/** One streamer's points in one stage (never below 0). */
export type StagePoints = ReadonlyMap<string, number>;

/** A pair's result in the double PK stage. `winner` is null on a draw; `margin` = |aScore − bScore|. */
export interface PairResult {
  a: string;
  b: string;
  aScore: number;
  bScore: number;
  winner: string | null;
  margin: number;
}

const pointsOf = (points: StagePoints, id: string) => Math.max(0, points.get(id) ?? 0);

/** Each pair's winner and margin from the double PK stage's points. */
export function pairResults(pairs: readonly KoreaPair[], points: StagePoints): PairResult[] {
  return pairs.map(({ a, b }) => {
    const aScore = pointsOf(points, a);
    const bScore = pointsOf(points, b);
    return { a, b, aScore, bScore, winner: aScore === bScore ? null : aScore > bScore ? a : b, margin: Math.abs(aScore - bScore) };
  });
}

/** A ranked line: `rank` 1-based, equal scores share a rank (1, 2, 2, 4); ties keep the given order. */
export interface RankedLine {
  id: string;
  score: number;
  rank: number;
}

/** Ranks `lines` highest first (see {@link RankedLine}). */
export function rankLines(lines: readonly { id: string; score: number }[]): RankedLine[] {
  const sorted = lines.map((line, order) => ({ ...line, order })).sort((x, y) => y.score - x.score || x.order - y.order);
  let rank = 0;
  return sorted.map((line, index) => {
    if (index === 0 || line.score !== sorted[index - 1]!.score) rank = index + 1;
    return { id: line.id, score: line.score, rank };
  });
}

/** Team scores of a stage: the sum of each team's streamers' points, ranked. Teams in settings order on ties. */
export function teamScores(teams: readonly KoreaTeam[], streamers: readonly KoreaStreamerRef[], points: StagePoints): RankedLine[] {
  return rankLines(teams.map((team) => ({ id: team.id, score: streamers.filter((s) => s.teamId === team.id).reduce((sum, s) => sum + pointsOf(points, s.anchorId), 0) })));
}

/** A stage's part of a total: points × weight %, rounded to a whole point (halves up). */
export const weighted = (points: number, weightPercent: number): number => Math.round((Math.max(0, points) * weightPercent) / 100);

/** One streamer's line of the total score: the stage points as scored, and the weighted total. */
export interface TotalLine {
  streamerId: string;
  stages: Record<KoreaStage, number>;
  total: number;
  rank: number;
}

/** The total score of every streamer (in `streamers` order on ties), from each stage's points and the weights. */
export function totalScores(streamers: readonly KoreaStreamerRef[], points: Readonly<Record<KoreaStage, StagePoints>>, weights: KoreaWeights): TotalLine[] {
  const lines = streamers.map((s) => {
    const stages = { double: pointsOf(points.double, s.anchorId), solo: pointsOf(points.solo, s.anchorId), team: pointsOf(points.team, s.anchorId) };
    const total = KOREA_STAGES.reduce((sum, stage) => sum + weighted(stages[stage], weights[stage]), 0);
    return { streamerId: s.anchorId, stages, total };
  });
  const ranks = new Map(rankLines(lines.map((line) => ({ id: line.streamerId, score: line.total }))).map((line, index) => [line.id, { ...line, index }]));
  return lines.map((line) => ({ ...line, rank: ranks.get(line.streamerId)!.rank })).sort((x, y) => ranks.get(x.streamerId)!.index - ranks.get(y.streamerId)!.index);
}

/** Team totals: the sum of each team's streamers' weighted totals, ranked. */
export function teamTotals(teams: readonly KoreaTeam[], streamers: readonly KoreaStreamerRef[], totals: readonly TotalLine[]): RankedLine[] {
  const byId = new Map(totals.map((line) => [line.streamerId, line.total]));
  return rankLines(teams.map((team) => ({ id: team.id, score: streamers.filter((s) => s.teamId === team.id).reduce((sum, s) => sum + (byId.get(s.anchorId) ?? 0), 0) })));
}
