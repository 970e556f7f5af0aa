/**
 * The score ledger of a group-live game (scores as an append-only ledger; docs/architecture.md "Games"):
 * every change of a streamer's score is an entry with its cause, and the scoreboard is derived from the
 * entries, never kept beside them. A gift reaches the ledger only as a `gift.counted` record of the live core
 * (exactly once per streak), and the ledger refuses the same record twice, so a replayed hub event, a
 * reconnect or a server restart that re-feeds recent events cannot count a gift twice.
 *
 * Units: `delta` and scores in points; gift points are the configured price (diamonds per gift) × count.
 * Pure: plain functions over a ledger only they change.
 */
import { z } from 'zod';
import { liveUserSchema } from '../live/live-event';
import { liveConfigMessage } from '../contracts/refusals/live-configs';

export const scoreCauseSchema = z.discriminatedUnion('kind', [
  /** A counted gift: `key` = `<msgId>|<streakRepeatCount>` of the gift.counted record (its identity). */
  z.object({
    kind: z.literal('gift'),
    key: z.string(),
    msgId: z.string(),
    user: liveUserSchema,
    giftId: z.string(),
    giftName: z.string(),
    count: z.number().int().positive(),
    price: z.number().int().nonnegative(),
  }),
  /** A manual adjustment by a staff user. */
  z.object({ kind: z.literal('manual'), by: z.string(), reason: z.string() }),
  /** Extra points of an active effect (ice-and-fire) on top of the gift entry `giftKey`. */
  z.object({ kind: z.literal('effect'), effect: z.string(), giftKey: z.string(), multiplier: z.number() }),
]);
export type ScoreCause = z.infer<typeof scoreCauseSchema>;

export const scoreEntrySchema = z.object({
  /** 1, 2, 3 … in append order, per game. */
  seq: z.number().int().positive(),
  round: z.number().int().positive(),
  streamerId: z.string(),
  delta: z.number().int(),
  /** Epoch ms. */
  at: z.number(),
  cause: scoreCauseSchema,
});
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

export interface ScoreLedger {
  readonly entries: ScoreEntry[];
  /** `<round>|<gift key>` of every gift entry, for exactly-once. */
  readonly giftKeys: Set<string>;
  /**
   * Running totals kept as entries are appended, so a scoreboard costs O(streamers) however long the round: a
   * game derives its view on every event, and walking the whole ledger each time capped one busy game at a few
   * hundred gifts/s (measured by `npm run bench`). {@link scoreboard} and {@link topContributors} over `entries`
   * remain the reference the tests compare these with.
   */
  readonly totals: Map<number, Map<string, number>>;
  /** Per `<round>|<streamerId>`: viewers by userId with their points. */
  readonly contributions: Map<string, Map<string, Contributor>>;
  /** `<round>|<streamerId>|<gift key>` → userId, for effect entries that add to a gift's viewer. */
  readonly giftUsers: Map<string, string>;
}

/** A ledger holding `entries` (for example read back from the database after a restart). */
export function createScoreLedger(entries: readonly ScoreEntry[] = []): ScoreLedger {
  const ledger: ScoreLedger = { entries: [], giftKeys: new Set(), totals: new Map(), contributions: new Map(), giftUsers: new Map() };
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) remember(ledger, entry);
  return ledger;
}

function remember(ledger: ScoreLedger, entry: ScoreEntry): void {
  ledger.entries.push(entry);
  let roundTotals = ledger.totals.get(entry.round);
  if (!roundTotals) ledger.totals.set(entry.round, (roundTotals = new Map()));
  roundTotals.set(entry.streamerId, (roundTotals.get(entry.streamerId) ?? 0) + entry.delta);

  const { cause } = entry;
  const key = `${entry.round}|${entry.streamerId}`;
  let viewers = ledger.contributions.get(key);
  if (cause.kind === 'gift') {
    ledger.giftKeys.add(`${entry.round}|${cause.key}`);
    ledger.giftUsers.set(`${key}|${cause.key}`, cause.user.userId);
    if (!viewers) ledger.contributions.set(key, (viewers = new Map()));
    const current = viewers.get(cause.user.userId);
    if (current) current.points += entry.delta;
    else viewers.set(cause.user.userId, { ...cause.user, points: entry.delta });
  } else if (cause.kind === 'effect') {
    // An effect adds to the viewer of its gift, for the streamer that gift scored for.
    const userId = ledger.giftUsers.get(`${key}|${cause.giftKey}`);
    const current = userId ? viewers?.get(userId) : undefined;
    if (current) current.points += entry.delta;
  }
}

/** {@link scoreboard} from the ledger's running totals (same result, O(streamers)). */
export function ledgerScoreboard(ledger: ScoreLedger, round: number, streamerIds: readonly string[]): ScoreLine[] {
  const totals = ledger.totals.get(round);
  return rankLines(streamerIds.map((streamerId, order) => ({ streamerId, score: Math.max(0, totals?.get(streamerId) ?? 0), order })));
}

/** {@link topContributors} from the ledger's running totals (same result, O(viewers of that streamer)). */
export function ledgerTopContributors(ledger: ScoreLedger, round: number, streamerId: string, limit = 10): Contributor[] {
  const viewers = ledger.contributions.get(`${round}|${streamerId}`);
  if (!viewers) return [];
  return [...viewers.values()].sort(byPoints).slice(0, limit).map((c) => ({ ...c }));
}

const byPoints = (a: Contributor, b: Contributor) => b.points - a.points || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

function rankLines(lines: { streamerId: string; score: number; order: number }[]): ScoreLine[] {
  lines.sort((a, b) => b.score - a.score || a.order - b.order);
  let rank = 0;
  return lines.map((line, index) => {
    if (index === 0 || line.score !== lines[index - 1]!.score) rank = index + 1;
    return { streamerId: line.streamerId, score: line.score, rank };
  });
}

/** The identity of a counted gift record in the ledger. */
export const giftKeyOf = (gift: { msgId: string; streakRepeatCount: number }): string => `${gift.msgId}|${gift.streakRepeatCount}`;

/** True when this gift record already scored in `round`. */
export function hasGift(ledger: ScoreLedger, round: number, key: string): boolean {
  return ledger.giftKeys.has(`${round}|${key}`);
}

/**
 * Appends an entry (seq assigned here) and returns it; a gift entry whose key already scored in that round
 * returns `null` and changes nothing.
 */
export function appendScore(ledger: ScoreLedger, entry: Omit<ScoreEntry, 'seq'>): ScoreEntry | null {
  if (entry.cause.kind === 'gift' && hasGift(ledger, entry.round, entry.cause.key)) return null;
  const last = ledger.entries[ledger.entries.length - 1];
  const appended: ScoreEntry = { ...entry, seq: (last?.seq ?? 0) + 1 };
  remember(ledger, appended);
  return appended;
}

/** One line of a scoreboard. `rank` is 1-based; equal scores share a rank (1, 2, 2, 4). */
export interface ScoreLine {
  streamerId: string;
  score: number;
  rank: number;
}

/**
 * The scoreboard of `round`: every streamer of `streamerIds` (in that order for equal scores), highest first.
 * Scores never go below 0 on the board (a subtraction larger than the score leaves 0).
 */
export function scoreboard(entries: readonly ScoreEntry[], round: number, streamerIds: readonly string[]): ScoreLine[] {
  const totals = new Map<string, number>(streamerIds.map((id) => [id, 0]));
  for (const entry of entries) {
    if (entry.round !== round || !totals.has(entry.streamerId)) continue;
    totals.set(entry.streamerId, (totals.get(entry.streamerId) ?? 0) + entry.delta);
  }
  return rankLines(streamerIds.map((streamerId, order) => ({ streamerId, score: Math.max(0, totals.get(streamerId) ?? 0), order })));
}

/** A viewer's contribution to one streamer (flower game player list). */
export interface Contributor {
  userId: string;
  nickname: string;
  uniqueId: string;
  avatarUrl: string | null;
  points: number;
}

/** The top `limit` viewers by gift points for `streamerId` in `round` (effects included with their gift). */
export function topContributors(entries: readonly ScoreEntry[], round: number, streamerId: string, limit = 10): Contributor[] {
  const byKey = new Map<string, Contributor>();
  const giftUser = new Map<string, string>();
  for (const entry of entries) {
    if (entry.round !== round || entry.streamerId !== streamerId) continue;
    const { cause } = entry;
    if (cause.kind === 'gift') {
      giftUser.set(cause.key, cause.user.userId);
      const current = byKey.get(cause.user.userId) ?? { ...cause.user, points: 0 };
      current.points += entry.delta;
      byKey.set(cause.user.userId, current);
    } else if (cause.kind === 'effect') {
      const userId = giftUser.get(cause.giftKey);
      const current = userId ? byKey.get(userId) : undefined;
      if (current) current.points += entry.delta;
    }
  }
  return [...byKey.values()].sort(byPoints).slice(0, limit);
}

/** The product's score adjustment messages, quoted. */
export const ADJUSTMENT_MESSAGES = {
  required: liveConfigMessage('ADJUST_SCORE_REQUIRED'),
  notANumber: liveConfigMessage('ADJUST_NOT_A_NUMBER'),
  tooSmall: liveConfigMessage('ADJUST_TOO_SMALL'),
  tooLarge: liveConfigMessage('ADJUST_TOO_LARGE'),
  flowerTooLarge: liveConfigMessage('ADJUST_FLOWER_TOO_LARGE'),
  notStarted: liveConfigMessage('ADJUST_NOT_STARTED'),
} as const;

/** The product rule: score range 1 to 100,000; flower game increase at most 200. */
export const ADJUSTMENT_LIMITS = { min: 1, max: 100_000, flowerMax: 200 } as const;

/**
 * A manual score adjustment: `score` 1 to 100,000 (the console sends the raw text's number; null/'' = missing),
 * added or subtracted.
 */
export const scoreAdjustmentSchema = z.object({
  streamerId: z.string().trim().min(1, liveConfigMessage('ADJUST_CHOOSE_STREAMER')),
  score: z
    .union([z.number(), z.string(), z.null()], { message: ADJUSTMENT_MESSAGES.required })
    .transform((value, ctx) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: ADJUSTMENT_MESSAGES.required });
        return z.NEVER;
      }
      const n = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: ADJUSTMENT_MESSAGES.notANumber });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .int(ADJUSTMENT_MESSAGES.notANumber)
        .min(ADJUSTMENT_LIMITS.min, ADJUSTMENT_MESSAGES.tooSmall)
        .max(ADJUSTMENT_LIMITS.max, ADJUSTMENT_MESSAGES.tooLarge),
    ),
  direction: z.enum(['add', 'subtract']).default('add'),
  reason: z.string().trim().max(200, liveConfigMessage('ADJUST_REASON_TOO_LONG')).default(''),
});
export type ScoreAdjustment = z.output<typeof scoreAdjustmentSchema>;

/** The flower game's tighter bound on one increase (at most 200); `null` when allowed. */
export function flowerAdjustmentError(adjustment: ScoreAdjustment): string | null {
  return adjustment.direction === 'add' && adjustment.score > ADJUSTMENT_LIMITS.flowerMax ? ADJUSTMENT_MESSAGES.flowerTooLarge : null;
}
