/**
 * The room page's gift list (gifts with streaks): one row per streak or single gift, newest first, built
 * from the topic's `gift.provisional` (streaks growing) and `gift.counted` (counted exactly once by the server's
 * ledger, streams/live/gift-streak.ts). Never from raw `gift` frames: those repeat a streak's frames and would count
 * it several times.
 *
 * - A streak (`streakKey`) is ONE row. It appears with the first provisional frame that lists it and shows ×N growing
 *   (status `streaking`: its value is running, not counted); its `gift.counted` turns it `counted` (final). A
 *   provisional frame not ahead of what the row shows (late, or a streak already counted at that count) changes
 *   nothing, so a counted streak is never shown running again at the same count. A higher count reopens it (the
 *   server then counts only the difference).
 * - A non-streak gift is a row per counted msgId, final at once.
 * - Exactly once: counted records are deduplicated by msgId (the REST history and the topic overlap, a resubscription
 *   may replay), so no row ever adds a record twice.
 * Pure and immutable.
 */
import type { RoomTopicEvent } from '../../../../../../streams/live/room-topic';
import { countedRowKey, countedRowOf, forgetOldest, streakRowKey, streakRowOf, withCounted, withStreak } from '@shared/live/gift-streak-rows';
import type { CountedGift, ProvisionalStreak, StreakRowFields } from '@shared/live/gift-streak-rows';

export type { CountedGift, ProvisionalStreak };

/** One row of the gift list (the fields every gift list shares). */
export type GiftRow = StreakRowFields;

/** The gift list and what keeps its counting exactly once. */
export interface GiftRows {
  /** Newest first, at most the cap. */
  readonly rows: readonly GiftRow[];
  /** msgIds of the counted records applied (bounded: the oldest forgotten first). */
  readonly countedIds: ReadonlySet<string>;
}

export const NO_GIFTS: GiftRows = { rows: [], countedIds: new Set() };

/** The row's value now: counted plus running diamonds. */
export const rowDiamonds = (row: GiftRow): number => row.countedDiamonds + row.runningDiamonds;

/** Working copy of one batch. */
interface Draft {
  rows: GiftRow[];
  ids: Set<string>;
}

function applyStreak(draft: Draft, streak: ProvisionalStreak): void {
  const key = streakRowKey(streak.streakKey);
  const at = draft.rows.findIndex((row) => row.key === key);
  const row = draft.rows[at];
  if (!row) {
    draft.rows.unshift(streakRowOf(streak));
    return;
  }
  const moved = withStreak(row, streak);
  if (moved) draft.rows[at] = moved;
}

/** Applies a counted record; `live` rows go on top, history rows below what is there (they are older). */
function applyCounted(draft: Draft, gift: CountedGift, live: boolean): void {
  if (draft.ids.has(gift.msgId)) return;
  draft.ids.add(gift.msgId);
  const key = countedRowKey(gift);
  const at = gift.streakKey === null ? -1 : draft.rows.findIndex((row) => row.key === key);
  const row = draft.rows[at];
  if (row) {
    draft.rows[at] = withCounted(row, gift);
    return;
  }
  const fresh: GiftRow = countedRowOf(gift);
  if (live) draft.rows.unshift(fresh);
  else draft.rows.push(fresh);
}

/** Whether the record `msgId` was applied already (in the batch's draft once there is one). */
const counted = (gifts: GiftRows, draft: Draft | null, msgId: string): boolean => (draft ? draft.ids.has(msgId) : gifts.countedIds.has(msgId));

function finish(gifts: GiftRows, draft: Draft | null, cap: number): GiftRows {
  if (!draft) return gifts;
  const rows = draft.rows.length > cap ? draft.rows.slice(0, cap) : draft.rows;
  forgetOldest(draft.ids, cap * 4);
  return { rows, countedIds: draft.ids };
}

/**
 * Applies live topic events (arrival order); other event types are ignored.
 * @returns `gifts` itself when nothing changed.
 */
export function applyGiftEvents(gifts: GiftRows, events: readonly RoomTopicEvent[], cap: number): GiftRows {
  let draft: Draft | null = null;
  const open = (): Draft => (draft ??= { rows: [...gifts.rows], ids: new Set(gifts.countedIds) });
  for (const event of events) {
    if (event.type === 'gift.counted' && !counted(gifts, draft, event.gift.msgId)) applyCounted(open(), event.gift, true);
    else if (event.type === 'gift.provisional' && event.streaks.length > 0) for (const streak of event.streaks) applyStreak(open(), streak);
  }
  return finish(gifts, draft, cap);
}

/**
 * Merges the room's recent counted gifts (REST, newest first) below the rows already shown; records the topic
 * delivered already are skipped by msgId.
 */
export function mergeGiftHistory(gifts: GiftRows, newestFirst: readonly RoomTopicEvent[], cap: number): GiftRows {
  let draft: Draft | null = null;
  for (const event of newestFirst) {
    if (event.type !== 'gift.counted') continue;
    if (counted(gifts, draft, event.gift.msgId)) continue;
    draft ??= { rows: [...gifts.rows], ids: new Set(gifts.countedIds) };
    applyCounted(draft, event.gift, false);
  }
  return finish(gifts, draft, cap);
}
