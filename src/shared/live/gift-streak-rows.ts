/**
 * The rules a gift list applies to the room topic's `gift.provisional` streaks and `gift.counted` records (the gift
 * messages page's feed and the room monitor's gift list both follow them): one row per streak (`s:<streakKey>`) or
 * single gift (`m:<msgId>`); a provisional frame only moves a row when it is ahead of what the row shows; a counted
 * record adds its diamonds once and ends the streak unless frames beyond the counted count are still running.
 * Pure: each function returns a new row.
 */
import type { LiveUser } from '../../../streams/live/live-event';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';

/** A counted record of the topic's `gift.counted`. */
export type CountedGift = Extract<RoomTopicEvent, { type: 'gift.counted' }>['gift'];
/** One open streak of the topic's `gift.provisional`. */
export type ProvisionalStreak = Extract<RoomTopicEvent, { type: 'gift.provisional' }>['streaks'][number];

/** The fields of a gift row that the streak rules read and write (diamonds are counts of diamonds). */
export interface StreakRowFields {
  /** `s:<streakKey>` for a streak, `m:<msgId>` for a single gift: a stable React key. */
  readonly key: string;
  readonly user: LiveUser;
  readonly giftName: string;
  /** Diamonds of one gift. */
  readonly diamondCount: number;
  /** The streak's count so far (×N); the gift's count for single gifts. */
  readonly repeatCount: number;
  /** Diamonds counted for this row, each record once. */
  readonly countedDiamonds: number;
  /** Diamonds of the running, not yet counted part of the streak (0 once final). */
  readonly runningDiamonds: number;
  readonly status: 'streaking' | 'counted';
}

/** The row key of a streak. */
export const streakRowKey = (streakKey: string): string => `s:${streakKey}`;

/** The row key of a counted record: its streak's row, or its own for a single gift. */
export const countedRowKey = (gift: CountedGift): string => (gift.streakKey === null ? `m:${gift.msgId}` : streakRowKey(gift.streakKey));

/** The new row of a streak's first provisional frame (running, nothing counted yet). */
export function streakRowOf(streak: ProvisionalStreak): StreakRowFields {
  return {
    key: streakRowKey(streak.streakKey),
    user: streak.user,
    giftName: streak.giftName,
    diamondCount: streak.diamondCount,
    repeatCount: streak.repeatCount,
    countedDiamonds: 0,
    runningDiamonds: streak.runningDiamonds,
    status: 'streaking',
  };
}

/** The new row of a counted record with no row yet (final at once). */
export function countedRowOf(gift: CountedGift): StreakRowFields {
  return {
    key: countedRowKey(gift),
    user: gift.user,
    giftName: gift.giftName,
    diamondCount: gift.diamondCount,
    repeatCount: gift.streakKey === null ? gift.repeatCount : gift.streakRepeatCount,
    countedDiamonds: gift.diamonds,
    runningDiamonds: 0,
    status: 'counted',
  };
}

/**
 * `row` moved by a provisional frame, or `null` when the frame is not ahead of what the row shows (late, or about a
 * streak already counted at that count), so nothing changes.
 */
export function withStreak<R extends StreakRowFields>(row: R, streak: ProvisionalStreak): R | null {
  if (streak.repeatCount < row.repeatCount) return null;
  if (row.status === 'counted' && streak.repeatCount === row.repeatCount) return null;
  if (row.status === 'streaking' && streak.repeatCount === row.repeatCount && streak.runningDiamonds === row.runningDiamonds) return null;
  return { ...row, repeatCount: streak.repeatCount, runningDiamonds: streak.runningDiamonds, status: 'streaking' };
}

/** `row` with a counted record of its streak added. */
export function withCounted<R extends StreakRowFields>(row: R, gift: CountedGift): R {
  // Frames beyond the counted count (a reopened streak) stay running; otherwise the streak is done.
  const reopened = row.status === 'streaking' && row.repeatCount > gift.streakRepeatCount;
  return {
    ...row,
    repeatCount: Math.max(row.repeatCount, gift.streakRepeatCount),
    countedDiamonds: row.countedDiamonds + gift.diamonds,
    runningDiamonds: reopened ? (row.repeatCount - gift.streakRepeatCount) * row.diamondCount : 0,
    status: reopened ? 'streaking' : 'counted',
  };
}

/** Drops the oldest ids of `ids` (a Set iterates in insertion order) until at most `max` are left. */
export function forgetOldest(ids: Set<string>, max: number): void {
  let excess = ids.size - max;
  for (const id of ids) {
    if (excess-- <= 0) break;
    ids.delete(id);
  }
}
