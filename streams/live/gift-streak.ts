/**
 * Exactly-once gift counting: dedupe by msgId, close gift streaks (docs/architecture.md "Normalize and count").
 *
 * A pure state machine: plain functions over a ledger whose state only they change, deterministic, with time as
 * an input (`now`, epoch ms — the ingest's clock, or the capture `ts` in a replay). No timers here: the caller
 * calls `closeGiftStreaks(ledger, now)` when `nextStreakDeadline(ledger)` is due (the RxJS operator in
 * `count-gifts.operator.ts` does that on a scheduler).
 *
 * Rules (tests/fixtures/tiktok/README.md "Counting rules", which the tests replay on the real timelines):
 * 1. Dedupe by msgId. TikTok replays recent messages under the same msgId on every (re)connect. Seen ids are
 *    kept in a window: the last `dedupeMaxIds` ids AND only those younger than `dedupeMaxAgeMs` (defaults
 *    50 000 ids / 10 min), so memory is bounded while a reconnect's replay (seconds old) is always caught.
 * 2. Streakable gifts (webcast `gift.type` = 1) form a streak keyed by (roomId, userId, giftId, groupId).
 *    `repeatCount` is cumulative (1, 3, 7, 10, 11, 11E): the streak's value is its highest repeatCount ×
 *    diamondCount, counted ONCE.
 * 3. The streak is counted when its `repeatEnd` frame arrives (cause `end-frame`). In the captures that frame
 *    is "almost always a second announcement of a count already sent … new msgId" (README): it adds nothing.
 * 4. After counting, the streak stays known as closed (for `closedStreakTtlMs`, default 10 min): a finishing
 *    frame repeated under a new msgId, or any later frame with a repeatCount not above the counted one,
 *    counts nothing more. A later frame with a HIGHER repeatCount (a streak that went idle, was closed, then
 *    continued) reopens it and only the difference is counted, so the total stays exact either way.
 * 5. A streak without an end frame closes at its highest repeatCount after `idleMs` (STREAK_IDLE_MS, 10 s)
 *    without frames — exactly when `now − lastFrameAt ≥ idleMs`, not before (cause `idle`) — or when the
 *    source ends, `endGiftLedger` (cause `source-end`).
 * 6. Non-streakable gifts count once per msgId: repeatCount × diamondCount (cause `single`).
 * While a streak is open, its running value is provisional (`giftLedgerView`): shown, never added to the total.
 */
import type { GiftEvent, LiveUser } from './live-event';

/** Default idle time after which a streak without an end frame is closed, in ms (10 s). */
export const STREAK_IDLE_MS = 10_000;

/** Why a counted record was committed. */
export type CountCause = 'end-frame' | 'idle' | 'source-end' | 'single';

/**
 * One committed count: the unit games attribute and the ledger is audited by.
 * - `msgId`: the frame that committed it (the end frame, the single gift, or the streak's last frame for
 *   `idle` / `source-end`).
 * - `repeatCount`: gifts counted by THIS record; `streakRepeatCount`: the streak's cumulative count at commit
 *   (equal unless a closed streak was reopened by a later, higher frame).
 * - `diamonds` = `repeatCount` × `diamondCount` (diamonds per gift).
 * - `streakKey`: `roomId|userId|giftId|groupId` for streak records, `null` for single gifts.
 * - `countedAt`: the `now` at which it was committed (ms).
 */
export interface CountedGift {
  readonly roomId: string;
  readonly msgId: string;
  readonly user: LiveUser;
  readonly toUserId: string | null;
  readonly giftId: string;
  readonly giftName: string;
  readonly diamondCount: number;
  readonly repeatCount: number;
  readonly streakRepeatCount: number;
  readonly diamonds: number;
  readonly cause: CountCause;
  readonly streakKey: string | null;
  readonly countedAt: number;
}

/** An open streak as overlays show it: `runningDiamonds` grows with each frame and is not yet counted. */
export interface ProvisionalStreak {
  readonly streakKey: string;
  readonly roomId: string;
  readonly user: LiveUser;
  readonly toUserId: string | null;
  readonly giftId: string;
  readonly giftName: string;
  readonly groupId: string;
  readonly diamondCount: number;
  /** Highest cumulative repeatCount seen so far. */
  readonly repeatCount: number;
  /** (repeatCount − already counted) × diamondCount. */
  readonly runningDiamonds: number;
  readonly lastFrameAt: number;
  /** When the streak closes as idle if no frame comes: lastFrameAt + idleMs (ms). */
  readonly closesAt: number;
}

/**
 * The ledger's figures: `countedDiamonds` (exactly-once total so far), `countedRecords` (number of
 * `CountedGift`s), `provisionalDiamonds` (sum of open streaks' running values), the open streaks, and
 * `duplicates` (frames dropped because their msgId was already seen).
 */
export interface GiftLedgerView {
  readonly countedDiamonds: number;
  readonly countedRecords: number;
  readonly provisionalDiamonds: number;
  readonly openStreaks: readonly ProvisionalStreak[];
  readonly duplicates: number;
}

/** Options; every field has a default. Times in ms. */
export interface GiftLedgerOptions {
  /** Idle time before a streak without end frame closes (default STREAK_IDLE_MS = 10 000). */
  readonly idleMs?: number;
  /** At most this many msgIds are remembered for dedupe (default 50 000). */
  readonly dedupeMaxIds?: number;
  /** msgIds older than this are forgotten (default 600 000 = 10 min). */
  readonly dedupeMaxAgeMs?: number;
  /** Closed streaks are remembered this long to swallow late repeated finishing frames (default 600 000). */
  readonly closedStreakTtlMs?: number;
}

/** What one gift frame did. `counted` also holds idle closes that were due at `now` (they come first). */
export interface GiftLedgerStep {
  readonly outcome: 'duplicate' | 'stale' | 'provisional' | 'counted';
  readonly counted: readonly CountedGift[];
}

interface OpenStreak {
  key: string;
  last: GiftEvent;
  highest: number;
  alreadyCounted: number;
  lastFrameAt: number;
}

/**
 * The ledger state. Treat it as opaque: only the functions of this module read or change it. One ledger per
 * room (or per source); it is not shared between threads.
 */
export interface GiftLedger {
  readonly idleMs: number;
  readonly dedupeMaxIds: number;
  readonly dedupeMaxAgeMs: number;
  readonly closedStreakTtlMs: number;
  /** @internal msgId key → first seen (ms), in insertion order. */
  readonly seen: Map<string, number>;
  /** @internal open streaks by key, in opening order. */
  readonly open: Map<string, OpenStreak>;
  /** @internal closed streaks by key → { counted repeatCount, closedAt }. */
  readonly closed: Map<string, { count: number; closedAt: number }>;
  /** @internal running totals. */
  totals: { diamonds: number; records: number; duplicates: number };
}

/** Creates an empty ledger. @throws RangeError when an option is not a positive finite number. */
export function createGiftLedger(options: GiftLedgerOptions = {}): GiftLedger {
  const idleMs = options.idleMs ?? STREAK_IDLE_MS;
  const dedupeMaxIds = options.dedupeMaxIds ?? 50_000;
  const dedupeMaxAgeMs = options.dedupeMaxAgeMs ?? 600_000;
  const closedStreakTtlMs = options.closedStreakTtlMs ?? 600_000;
  for (const [name, v] of Object.entries({ idleMs, dedupeMaxIds, dedupeMaxAgeMs, closedStreakTtlMs })) {
    if (!(Number.isFinite(v) && v > 0)) throw new RangeError(`createGiftLedger: ${name} must be a positive number, got ${v}`);
  }
  return {
    idleMs,
    dedupeMaxIds,
    dedupeMaxAgeMs,
    closedStreakTtlMs,
    seen: new Map(),
    open: new Map(),
    closed: new Map(),
    totals: { diamonds: 0, records: 0, duplicates: 0 },
  };
}

/** The streak key of a gift frame: `roomId|userId|giftId|groupId` (README: user.id + giftId + groupId). */
export function streakKeyOf(gift: GiftEvent): string {
  return `${gift.roomId}|${gift.user.userId}|${gift.giftId}|${gift.groupId}`;
}

function commit(ledger: GiftLedger, frame: GiftEvent, gifts: number, streakCount: number, cause: CountCause, key: string | null, now: number): CountedGift {
  const record: CountedGift = {
    roomId: frame.roomId,
    msgId: frame.msgId,
    user: frame.user,
    toUserId: frame.toUserId,
    giftId: frame.giftId,
    giftName: frame.giftName,
    diamondCount: frame.diamondCount,
    repeatCount: gifts,
    streakRepeatCount: streakCount,
    diamonds: gifts * frame.diamondCount,
    cause,
    streakKey: key,
    countedAt: now,
  };
  ledger.totals.diamonds += record.diamonds;
  ledger.totals.records += 1;
  return record;
}

/** Closes one open streak at its highest count; returns the record, or nothing when there is nothing new. */
function closeStreak(ledger: GiftLedger, streak: OpenStreak, cause: CountCause, now: number): CountedGift[] {
  ledger.open.delete(streak.key);
  ledger.closed.set(streak.key, { count: streak.highest, closedAt: now });
  const gifts = streak.highest - streak.alreadyCounted;
  return gifts > 0 ? [commit(ledger, streak.last, gifts, streak.highest, cause, streak.key, now)] : [];
}

function forgetOld(ledger: GiftLedger, now: number): void {
  // Maps iterate in insertion order and ids are inserted with non-decreasing `now`, so the oldest come first.
  for (const [id, at] of ledger.seen) {
    if (ledger.seen.size > ledger.dedupeMaxIds || now - at > ledger.dedupeMaxAgeMs) ledger.seen.delete(id);
    else break;
  }
  for (const [key, c] of ledger.closed) {
    if (now - c.closedAt > ledger.closedStreakTtlMs) ledger.closed.delete(key);
    else break;
  }
}

/**
 * Closes every open streak idle for at least `idleMs` at `now` (cause `idle`), oldest first, and forgets msgIds
 * and closed streaks that left their windows.
 * @returns the records committed now (possibly none).
 */
export function closeGiftStreaks(ledger: GiftLedger, now: number): CountedGift[] {
  const out: CountedGift[] = [];
  for (const streak of [...ledger.open.values()]) {
    if (now - streak.lastFrameAt >= ledger.idleMs) out.push(...closeStreak(ledger, streak, 'idle', now));
  }
  forgetOld(ledger, now);
  return out;
}

/**
 * Feeds one gift frame (rules 1–6 of the module comment). Idle streaks due at `now` are closed first.
 * @param now the ingest's time for this frame, epoch ms (replays: the capture `ts` = `receivedAt`).
 */
export function recordGift(ledger: GiftLedger, gift: GiftEvent, now: number): GiftLedgerStep {
  const counted = closeGiftStreaks(ledger, now);
  const idKey = `${gift.roomId}|${gift.msgId}`;
  if (ledger.seen.has(idKey)) {
    ledger.totals.duplicates += 1;
    return { outcome: 'duplicate', counted };
  }
  ledger.seen.set(idKey, now);
  if (ledger.seen.size > ledger.dedupeMaxIds) forgetOld(ledger, now);

  if (!gift.streakable) {
    counted.push(commit(ledger, gift, gift.repeatCount, gift.repeatCount, 'single', null, now));
    return { outcome: 'counted', counted };
  }

  const key = streakKeyOf(gift);
  let streak = ledger.open.get(key);
  if (streak === undefined) {
    const closed = ledger.closed.get(key);
    // Rule 4: nothing above what was counted (e.g. the finishing frame again under a new msgId) → nothing.
    if (closed !== undefined && gift.repeatCount <= closed.count) return { outcome: 'stale', counted };
    streak = { key, last: gift, highest: gift.repeatCount, alreadyCounted: closed?.count ?? 0, lastFrameAt: now };
    ledger.closed.delete(key);
    ledger.open.set(key, streak);
  } else {
    streak.lastFrameAt = now;
    if (gift.repeatCount > streak.highest) streak.highest = gift.repeatCount;
    streak.last = gift;
  }

  if (gift.repeatEnd) {
    // Commit on the end frame at the highest count seen (repeatCount is cumulative, README "Counting rules").
    streak.last = gift;
    counted.push(...closeStreak(ledger, streak, 'end-frame', now));
    return { outcome: 'counted', counted };
  }
  return { outcome: 'provisional', counted };
}

/**
 * The source ended (replay finished, room ended, connection given up): closes every open streak at its
 * highest count (cause `source-end`).
 * @returns the records committed now.
 */
export function endGiftLedger(ledger: GiftLedger, now: number): CountedGift[] {
  const out: CountedGift[] = [];
  for (const streak of [...ledger.open.values()]) out.push(...closeStreak(ledger, streak, 'source-end', now));
  return out;
}

/** The earliest `now` at which `closeGiftStreaks` would close something, or `null` when no streak is open. */
export function nextStreakDeadline(ledger: GiftLedger): number | null {
  let next: number | null = null;
  for (const s of ledger.open.values()) {
    const due = s.lastFrameAt + ledger.idleMs;
    if (next === null || due < next) next = due;
  }
  return next;
}

/** Totals and open streaks (see `GiftLedgerView`); a fresh snapshot, safe to hand to views. */
export function giftLedgerView(ledger: GiftLedger): GiftLedgerView {
  const openStreaks: ProvisionalStreak[] = [...ledger.open.values()].map((s) => ({
    streakKey: s.key,
    roomId: s.last.roomId,
    user: s.last.user,
    toUserId: s.last.toUserId,
    giftId: s.last.giftId,
    giftName: s.last.giftName,
    groupId: s.last.groupId,
    diamondCount: s.last.diamondCount,
    repeatCount: s.highest,
    runningDiamonds: (s.highest - s.alreadyCounted) * s.last.diamondCount,
    lastFrameAt: s.lastFrameAt,
    closesAt: s.lastFrameAt + ledger.idleMs,
  }));
  return {
    countedDiamonds: ledger.totals.diamonds,
    countedRecords: ledger.totals.records,
    provisionalDiamonds: openStreaks.reduce((sum, s) => sum + s.runningDiamonds, 0),
    openStreaks,
    duplicates: ledger.totals.duplicates,
  };
}
