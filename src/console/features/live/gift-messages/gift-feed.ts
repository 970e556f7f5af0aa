/**
 * The gift feed of one room as the gift messages page shows it ("the live gift feed with
 * streak progress, filterable"). Pure and immutable: a batch of topic items in, a new feed out, so a burst
 * of events costs one state update per animation frame and unchanged rows keep their identity (memoised rows
 * do not re-render).
 *
 * Rows, newest first:
 * - a streak (`streakKey`) is ONE row: it appears with the first `gift.provisional` that lists it, grows with
 *   the next ones (status `streaking`, its running diamonds are shown but not counted), and turns `counted`
 *   when its `gift.counted` arrives;
 * - a non-streakable gift is one row per counted msgId, `counted` from the start.
 * Exactly once: counted records are deduped by msgId (the initial REST page and the live topic overlap; a
 * resubscription may replay), so a gift never adds twice to the counted total. A provisional frame that comes
 * after its streak was counted, with no higher count, changes nothing; a higher count reopens the streak (the
 * server then counts only the difference, see streams/live/gift-streak.ts rule 4).
 * The list is capped (oldest rows dropped) so a busy room cannot grow memory without bound.
 */
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';
import { countedRowKey, countedRowOf, forgetOldest, streakRowKey, streakRowOf, withCounted, withStreak } from '@shared/live/gift-streak-rows';
import type { CountedGift, ProvisionalStreak, StreakRowFields } from '@shared/live/gift-streak-rows';

type ProvisionalEvent = Extract<RoomTopicEvent, { type: 'gift.provisional' }>;
export type { CountedGift, ProvisionalStreak };

/** Rows kept in memory by default (older ones are dropped). */
export const FEED_CAP = 500;

/** One line of the feed. Immutable: an update makes a new row object. */
export interface FeedRow extends StreakRowFields {
  readonly streakKey: string | null;
  readonly toUserId: string | null;
  readonly giftId: string;
  /**
   * When the row first appeared, ms: local receipt time for rows that came live (a streak's first frame, a
   * single gift), the server's `countedAt` for rows of the initial page. Live rows use the local clock because
   * `countedAt` is the ingest's stream clock, which runs ahead of the wall clock in a simulator or replay
   * faster than real time; one clock keeps the newest-first order and the times shown in step.
   */
  readonly at: number;
}

/** The feed state: rows plus what makes counting exactly-once. */
export interface GiftFeed {
  /** Newest first, at most `cap`. */
  readonly rows: readonly FeedRow[];
  /** msgIds of counted records already applied (bounded, oldest forgotten first). */
  readonly countedIds: ReadonlySet<string>;
  /** Sum of the counted records applied since the feed was opened (each once). */
  readonly countedDiamonds: number;
  /** The room's exactly-once total from the latest `gift.counted` frame (its running `giftDiamonds`), if any. */
  readonly roomDiamonds: number | null;
  /** Open streaks' running value from the latest `gift.provisional` frame, if any. */
  readonly provisionalDiamonds: number | null;
  readonly cap: number;
}

/** An empty feed holding at most `cap` rows. */
export function emptyFeed(cap = FEED_CAP): GiftFeed {
  return { rows: [], countedIds: new Set(), countedDiamonds: 0, roomDiamonds: null, provisionalDiamonds: null, cap };
}

/** The row's value now: counted plus still-running diamonds. */
export function rowDiamonds(row: FeedRow): number {
  return row.countedDiamonds + row.runningDiamonds;
}

/** Mutable working copy used inside one batch, then frozen into a new {@link GiftFeed}. */
interface Draft {
  rows: FeedRow[];
  countedIds: Set<string>;
  countedDiamonds: number;
  roomDiamonds: number | null;
  provisionalDiamonds: number | null;
  changed: boolean;
  /** Lazily built index of row keys → position in `rows`, for streak lookups. */
  index: Map<string, number> | null;
}

function draftOf(feed: GiftFeed): Draft {
  return {
    rows: feed.rows as FeedRow[],
    countedIds: feed.countedIds as Set<string>,
    countedDiamonds: feed.countedDiamonds,
    roomDiamonds: feed.roomDiamonds,
    provisionalDiamonds: feed.provisionalDiamonds,
    changed: false,
    index: null,
  };
}

/** Copy-on-first-write of the arrays/sets of the previous feed. */
function touch(draft: Draft, feed: GiftFeed): void {
  if (draft.changed) return;
  draft.changed = true;
  draft.rows = [...feed.rows];
  draft.countedIds = new Set(feed.countedIds);
}

function findRow(draft: Draft, key: string): number {
  if (!draft.index) {
    draft.index = new Map();
    draft.rows.forEach((row, i) => draft.index?.set(row.key, i));
  }
  return draft.index.get(key) ?? -1;
}

/** Inserts at the top (newest first); positions shift, so the index is rebuilt on next lookup. */
function prepend(draft: Draft, row: FeedRow): void {
  draft.rows.unshift(row);
  draft.index = null;
}

function applyProvisional(draft: Draft, feed: GiftFeed, event: ProvisionalEvent, now: number): void {
  touch(draft, feed);
  draft.provisionalDiamonds = event.provisionalDiamonds;
  for (const streak of event.streaks) {
    const key = streakRowKey(streak.streakKey);
    const at = findRow(draft, key);
    const row = at >= 0 ? draft.rows[at] : undefined;
    if (!row) {
      prepend(draft, { ...streakRowOf(streak), streakKey: streak.streakKey, toUserId: streak.toUserId, giftId: streak.giftId, at: now });
      continue;
    }
    const moved = withStreak(row, streak);
    if (moved) draft.rows[at] = moved;
  }
}

/**
 * Applies one counted record. `live` = it came from the topic (newest: goes on top); `false` = from the
 * initial REST page (older than what the topic already delivered: goes below it, in the page's order).
 */
function applyCounted(draft: Draft, feed: GiftFeed, gift: CountedGift, live: boolean, now: number): void {
  if (draft.countedIds.has(gift.msgId)) return;
  touch(draft, feed);
  draft.countedIds.add(gift.msgId);
  draft.countedDiamonds += gift.diamonds;
  const key = countedRowKey(gift);
  const at = gift.streakKey === null ? -1 : findRow(draft, key);
  const row = at >= 0 ? draft.rows[at] : undefined;
  if (row) {
    draft.rows[at] = withCounted(row, gift);
    return;
  }
  const fresh: FeedRow = { ...countedRowOf(gift), streakKey: gift.streakKey, toUserId: gift.toUserId, giftId: gift.giftId, at: live ? now : gift.countedAt };
  if (live) prepend(draft, fresh);
  else {
    draft.rows.push(fresh);
    if (draft.index) draft.index.set(key, draft.rows.length - 1);
  }
}

function freeze(draft: Draft, feed: GiftFeed): GiftFeed {
  if (!draft.changed && draft.roomDiamonds === feed.roomDiamonds && draft.provisionalDiamonds === feed.provisionalDiamonds) return feed;
  const rows = draft.rows.length > feed.cap ? draft.rows.slice(0, feed.cap) : draft.rows;
  // Only a touched (copied) set may be trimmed: the previous feed's set is shared with it.
  if (draft.changed) forgetOldest(draft.countedIds, feed.cap * 4);
  return {
    rows,
    countedIds: draft.countedIds,
    countedDiamonds: draft.countedDiamonds,
    roomDiamonds: draft.roomDiamonds,
    provisionalDiamonds: draft.provisionalDiamonds,
    cap: feed.cap,
  };
}

/**
 * Applies a batch of live topic events (in arrival order) to the feed; events that are not gift.counted or
 * gift.provisional are ignored. Returns the same object when nothing changed.
 * @param now local time (ms) stamped on the rows first seen in this batch.
 */
export function applyLiveEvents(feed: GiftFeed, events: readonly RoomTopicEvent[], now: number): GiftFeed {
  const draft = draftOf(feed);
  for (const event of events) {
    if (event.type === 'gift.counted') {
      applyCounted(draft, feed, event.gift, true, now);
      draft.roomDiamonds = Math.max(draft.roomDiamonds ?? 0, event.giftDiamonds);
    } else if (event.type === 'gift.provisional') {
      applyProvisional(draft, feed, event, now);
    }
  }
  return freeze(draft, feed);
}

/**
 * Merges the initial page of counted gifts (`GET …/events?type=gift.counted`, newest first). Gifts the topic
 * already delivered are skipped by msgId, the others go below the live rows.
 */
export function mergeRecentEvents(feed: GiftFeed, newestFirst: readonly RoomTopicEvent[]): GiftFeed {
  const draft = draftOf(feed);
  for (const event of newestFirst) {
    if (event.type !== 'gift.counted') continue;
    applyCounted(draft, feed, event.gift, false, 0);
    draft.roomDiamonds = Math.max(draft.roomDiamonds ?? 0, event.giftDiamonds);
  }
  return freeze(draft, feed);
}

/** What the user narrows the feed to. Empty strings and 0 mean "no filter". */
export interface FeedFilters {
  /** Part of the nickname or @uniqueId, case-insensitive. */
  user: string;
  /** Part of the gift name, case-insensitive. */
  gift: string;
  /** Rows worth at least this many diamonds now (counted + running). */
  minDiamonds: number;
  countedOnly: boolean;
}

/** Every row passes. */
export const NO_FILTERS: FeedFilters = { user: '', gift: '', minDiamonds: 0, countedOnly: false };

/** Rows passing every filter, in feed order (the same array when no filter is set). */
export function filterFeed(rows: readonly FeedRow[], filters: FeedFilters): readonly FeedRow[] {
  const user = filters.user.trim().replace(/^@/, '').toLowerCase();
  const gift = filters.gift.trim().toLowerCase();
  const min = Number.isFinite(filters.minDiamonds) ? filters.minDiamonds : 0;
  if (user === '' && gift === '' && min <= 0 && !filters.countedOnly) return rows;
  return rows.filter(
    (row) =>
      (!filters.countedOnly || row.status === 'counted') &&
      (min <= 0 || rowDiamonds(row) >= min) &&
      (gift === '' || row.giftName.toLowerCase().includes(gift)) &&
      (user === '' || row.user.nickname.toLowerCase().includes(user) || row.user.uniqueId.toLowerCase().includes(user)),
  );
}
