/**
 * The Korea group PK's part of a game view (`korea` of streams/contracts/game-topic.ts): what every Korea screen
 * shows: the stages, each stage's board, the pairs, the teams and the weighted total. Points are diamonds; times epoch
 * ms. Pure: zod only.
 */
import { z } from 'zod';
import { KOREA_STAGES, koreaTeamSchema } from '../games/korea-pk';

export const koreaStageSchema = z.enum(KOREA_STAGES);

const rankedLineSchema = z.object({ id: z.string(), score: z.number().int(), rank: z.number().int().positive() });

/** One stage's run (machines/korea-stage.machine.ts). */
export const stageRunSchema = z.object({
  status: z.enum(['notStarted', 'running', 'ended']),
  startedAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  /** A timed stage's end, epoch ms; null when the host ends it. */
  endsAt: z.number().nullable(),
});

/** What every Korea screen shows: the stages, the boards of each stage, pairs, teams and the weighted total. */
export const koreaViewSchema = z.object({
  teams: z.array(koreaTeamSchema),
  /** Streamer ID → team id. */
  teamOf: z.record(z.string(), z.string()),
  running: koreaStageSchema.nullable(),
  stages: z.object({ double: stageRunSchema, solo: stageRunSchema, team: stageRunSchema }),
  solo: z.object({
    order: z.array(z.string()),
    turnSeconds: z.number().int().positive(),
    turn: z.object({ index: z.number().int().nonnegative(), streamerId: z.string(), startedAt: z.number(), endsAt: z.number() }).nullable(),
  }),
  /** Each stage's points per streamer (ids are streamer IDs), ranked. */
  boards: z.object({ double: z.array(rankedLineSchema), solo: z.array(rankedLineSchema), team: z.array(rankedLineSchema) }),
  /** Double PK stage: every pair's points, winner (null: a draw) and margin. */
  pairs: z.array(z.object({ a: z.string(), b: z.string(), aScore: z.number().int(), bScore: z.number().int(), winner: z.string().nullable(), margin: z.number().int() })),
  /** Team show stage: team scores (ids are team ids), ranked. */
  teamScores: z.array(rankedLineSchema),
  weights: z.object({ double: z.number().int(), solo: z.number().int(), team: z.number().int() }),
  /** Total score per streamer: stage points as scored and the weighted total, ranked. */
  totals: z.array(
    z.object({
      streamerId: z.string(),
      stages: z.object({ double: z.number().int(), solo: z.number().int(), team: z.number().int() }),
      total: z.number().int(),
      rank: z.number().int().positive(),
    }),
  ),
  /** Total score per team (ids are team ids), ranked. */
  teamTotals: z.array(rankedLineSchema),
  /** Open combos' running points per streamer in the running stage (shown, not yet counted). */
  provisional: z.record(z.string(), z.number().int().nonnegative()),
});
export type KoreaView = z.infer<typeof koreaViewSchema>;
