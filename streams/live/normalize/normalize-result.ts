/**
 * What every normalizer returns, how rejects are counted, and the small coercions the source formats share.
 *
 * Anything that fails validation is counted and logged with its reason, never thrown into the
 * pipeline. So a normalizer never throws on input: it answers with a `NormalizeResult` per platform message,
 * and the caller feeds those to a reject counter and its logger. Pure: zod only.
 */
import { z } from 'zod';
import { liveEventSchema, type LiveEvent } from '../live-event';

/**
 * The outcome of normalizing one platform message.
 * - `{ ok: true, events }`: zero or more valid events (usually one). `ignored` is set (and `events` empty) when
 *   the message was understood but carries nothing the product uses (an unknown webcast method, a repost,
 *   a transport envelope): that is not an error and is counted apart from rejects.
 * - `{ ok: false, reason }`: the message was malformed or failed validation; `reason` says why in a short,
 *   stable form (`WebcastGiftMessage: user.id: required`) so rejects can be counted by reason.
 * `messageType` is the source's own type name when it could be read (`WebcastGiftMessage`, `gift`, …).
 */
export type NormalizeResult =
  | { readonly ok: true; readonly events: readonly LiveEvent[]; readonly ignored?: string; readonly messageType?: string }
  | { readonly ok: false; readonly reason: string; readonly messageType?: string };

/**
 * What the ingest knows about a message besides its content.
 * - `receivedAt`: when our ingest received the frame, epoch ms (for replays, the capture time `ts`).
 * - `roomId`: the room the connection is for; used when the message itself carries no room id (Euler and
 *   TikFinity often omit it). A room id inside the message wins.
 */
export interface NormalizeContext {
  readonly receivedAt: number;
  readonly roomId?: string;
}

/** Shorthand for a successful result. */
export function accepted(events: readonly LiveEvent[], messageType?: string): NormalizeResult {
  return messageType === undefined ? { ok: true, events } : { ok: true, events, messageType };
}

/** Shorthand for a message understood but not used (`ignored` says which kind, for counting). */
export function ignored(why: string, messageType?: string): NormalizeResult {
  return messageType === undefined ? { ok: true, events: [], ignored: why } : { ok: true, events: [], ignored: why, messageType };
}

/** Shorthand for a rejected message. */
export function rejected(reason: string, messageType?: string): NormalizeResult {
  return messageType === undefined ? { ok: false, reason } : { ok: false, reason, messageType };
}

/** `path: message` of the first zod issue: short and stable enough to count rejects by. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/**
 * Validates a built event against `liveEventSchema` (the one place the invariants live: repeatCount ≥ 1,
 * non-empty ids, integer ms …) and wraps it as a result.
 */
export function validated(candidate: unknown, messageType: string): NormalizeResult {
  const parsed = liveEventSchema.safeParse(candidate);
  if (!parsed.success) return rejected(`${messageType}: ${describeZodError(parsed.error)}`, messageType);
  return accepted([parsed.data], messageType);
}

/** Parses one JSON text without throwing. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'invalid JSON' };
  }
}

// ---- coercions shared by the source formats -------------------------------------------------------------

/**
 * An integer sent as a number or as a decimal string (proto3 JSON writes int64 as strings; Euler and the
 * connector mix both). Strings beyond Number.MAX_SAFE_INTEGER are refused rather than silently rounded.
 */
export const intLike = z
  .union([z.number().int(), z.string().regex(/^-?\d+$/, 'expected an integer string').transform(Number)])
  .refine((n) => Number.isSafeInteger(n), 'integer out of safe range');

/**
 * An id sent as a string or as a safe integer number (the connector's `giftId` is a number); always a string out.
 * int64 user/room ids only survive as strings: a number id above 2^53 has already lost digits, so it is refused.
 */
export const idLike = z.union([
  z.string().min(1),
  z
    .number()
    .int()
    .nonnegative()
    .refine((n) => Number.isSafeInteger(n), 'numeric id beyond 2^53 lost precision: send it as a string')
    .transform(String),
]);

/** A flag sent as a boolean, 0/1 or "0"/"1" (Euler sends `repeatEnd` both ways; tests/fixtures/tiktok/README.md, "Shapes"). */
export const boolLike = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.literal('0').transform(() => false),
  z.literal('1').transform(() => true),
  z.literal('true').transform(() => true),
  z.literal('false').transform(() => false),
]);

/**
 * Epoch time in ms from a value that is in ms or in seconds. Fixture README ("Decoding"): `common.createTime` is
 * in milliseconds for most messages and in seconds for some (WebcastRoomMessage, some LinkMic messages).
 * Anything below 1e11 is taken as seconds (1e11 ms is 1973; 1e11 s is year 5138).
 */
export function toEpochMs(value: number): number {
  return value > 0 && value < 1e11 ? value * 1000 : value;
}

/** The first non-empty string of a list of candidate URL lists, or null. */
export function firstUrl(...lists: ReadonlyArray<readonly string[] | undefined>): string | null {
  for (const list of lists) {
    const url = list?.find((u) => u !== '');
    if (url !== undefined) return url;
  }
  return null;
}

// ---- counting rejects ------------------------------------------------------------------------------------

/** At most this many distinct reasons are kept by name; the rest are summed under `other` (bounded memory). */
export const MAX_DISTINCT_REASONS = 100;

/**
 * Counts of what the normalizers did not turn into events, for the room summary (`rejectedCount`) and logs.
 * - `rejected`: malformed or invalid messages; `byReason`: the same by `reason` (≤ MAX_DISTINCT_REASONS keys,
 *   overflow under `'other'`).
 * - `ignored`: messages understood but unused; `ignoredByKind`: by their `ignored` text (same bound).
 * - `accepted`: messages that gave at least one event.
 */
export interface RejectStats {
  readonly accepted: number;
  readonly rejected: number;
  readonly ignored: number;
  readonly byReason: Readonly<Record<string, number>>;
  readonly ignoredByKind: Readonly<Record<string, number>>;
}

/** Empty stats. */
export const emptyRejectStats: RejectStats = { accepted: 0, rejected: 0, ignored: 0, byReason: {}, ignoredByKind: {} };

function bump(map: Readonly<Record<string, number>>, key: string): Record<string, number> {
  const bounded = key in map || Object.keys(map).length < MAX_DISTINCT_REASONS ? key : 'other';
  return { ...map, [bounded]: (map[bounded] ?? 0) + 1 };
}

/** Pure: the stats after one more result. */
export function countNormalizeResult(stats: RejectStats, result: NormalizeResult): RejectStats {
  if (!result.ok) return { ...stats, rejected: stats.rejected + 1, byReason: bump(stats.byReason, result.reason) };
  if (result.ignored !== undefined) {
    return { ...stats, ignored: stats.ignored + 1, ignoredByKind: bump(stats.ignoredByKind, result.ignored) };
  }
  return result.events.length > 0 ? { ...stats, accepted: stats.accepted + 1 } : stats;
}

/**
 * A mutable counter around `countNormalizeResult` for an ingest loop: `add` each result (it returns the
 * result so it can sit inline: `for (const e of counter.add(normalize(line)).events ?? [])`), read `stats()`.
 */
export interface RejectCounter {
  add(result: NormalizeResult): NormalizeResult;
  addAll(results: readonly NormalizeResult[]): readonly NormalizeResult[];
  stats(): RejectStats;
}

/** Creates a `RejectCounter` starting from empty stats. */
export function createRejectCounter(): RejectCounter {
  let stats = emptyRejectStats;
  return {
    add(result) {
      stats = countNormalizeResult(stats, result);
      return result;
    },
    addAll(results) {
      for (const r of results) stats = countNormalizeResult(stats, r);
      return results;
    },
    stats: () => stats,
  };
}

/** All events of a list of results, in order (rejected and ignored results contribute none). */
export function eventsOf(results: readonly NormalizeResult[]): LiveEvent[] {
  return results.flatMap((r) => (r.ok ? r.events : []));
}
