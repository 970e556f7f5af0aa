/**
 * Everything the streamer room page shows of one live room, folded from its topic events (one room live:
 * chat, gifts with streaks, joins, viewers, PK state and scores): the chat (oldest first, the newest at the bottom),
 * the joins and the gifts (newest first), the viewer samples, the PK, the room's exact running totals and its
 * connection state. Two entry points with one set of rules, so the order of arrival does not matter:
 * - {@link applyLiveEvents}: a batch from the websocket topic, in arrival order;
 * - {@link mergeHistory}: a page of the room's recent events over REST (newest first), which may arrive before or
 *   after live events it overlaps with; everything is deduplicated by msgId.
 * Every list is capped. Pure and immutable: unchanged parts keep their identity (memoised views do not re-render).
 */
import type { ChatEvent, LiveUser, MemberEvent } from '../../../../../../streams/live/live-event';
import type { RoomTopicEvent } from '../../../../../../streams/live/room-topic';
import { applyGiftEvents, mergeGiftHistory, NO_GIFTS, type GiftRows } from './gift-rows';
import { applyPkEvents, type PkState } from './pk-state';
import { addTimedLines, type TimedLine } from './timed-lines';
import { addViewerSamples, type ViewerSample } from './viewer-samples';

/** Lines and rows kept at most. */
export const FEED_CAPS = { chat: 200, joins: 100, gifts: 100 } as const;
export type FeedCaps = { readonly [K in keyof typeof FEED_CAPS]: number };

/** A chat message. */
export interface ChatLine extends TimedLine {
  readonly user: LiveUser;
  readonly content: string;
}

/** A viewer who joined. */
export interface JoinLine extends TimedLine {
  readonly user: LiveUser;
}

type RoomStateEvent = Extract<RoomTopicEvent, { type: 'room.state' }>;

/** The room's feed. */
export interface RoomFeed {
  /** Oldest first (the chat reads downwards), at most `caps.chat`. */
  readonly chat: readonly ChatLine[];
  /** Oldest first, at most `caps.joins` (the view shows them newest first). */
  readonly joins: readonly JoinLine[];
  readonly gifts: GiftRows;
  readonly viewers: readonly ViewerSample[];
  readonly pk: PkState | null;
  /** The room's exactly-once diamonds (the running total `gift.counted` carries); null before one. */
  readonly countedDiamonds: number | null;
  /** The platform's running like total (merged with max: frames carry it out of order); null before one. */
  readonly likeTotal: number | null;
  /** The ingest connection's latest state. */
  readonly roomState: { readonly status: RoomStateEvent['status']; readonly reason: string; readonly at: number } | null;
  readonly caps: FeedCaps;
}

/** An empty feed. */
export function emptyRoomFeed(caps: FeedCaps = FEED_CAPS): RoomFeed {
  return { chat: [], joins: [], gifts: NO_GIFTS, viewers: [], pk: null, countedDiamonds: null, likeTotal: null, roomState: null, caps };
}

const chatLine = (event: ChatEvent): ChatLine => ({ key: event.msgId, at: event.createTime, user: event.user, content: event.content });
const joinLine = (event: MemberEvent): JoinLine => ({ key: event.msgId, at: event.createTime, user: event.user });

const maxOf = (a: number | null, b: number | null | undefined): number | null => (b === null || b === undefined ? a : a === null ? b : Math.max(a, b));

/** What every event type contributes, apart from gifts (their order needs the live/history distinction). */
function foldCommon(feed: RoomFeed, events: readonly RoomTopicEvent[]): RoomFeed {
  const chats: ChatLine[] = [];
  const joins: JoinLine[] = [];
  let countedDiamonds = feed.countedDiamonds;
  let likeTotal = feed.likeTotal;
  let roomState = feed.roomState;
  for (const event of events) {
    switch (event.type) {
      case 'chat':
        chats.push(chatLine(event));
        break;
      case 'member':
        joins.push(joinLine(event));
        break;
      case 'gift.counted':
        countedDiamonds = maxOf(countedDiamonds, event.giftDiamonds);
        break;
      case 'like':
        likeTotal = maxOf(likeTotal, event.likeTotal);
        break;
      case 'roomStats':
        likeTotal = maxOf(likeTotal, event.likeTotal);
        break;
      case 'room.state':
        if (!roomState || event.at >= roomState.at) roomState = { status: event.status, reason: event.reason, at: event.at };
        break;
      default:
        break;
    }
  }
  const next: RoomFeed = {
    ...feed,
    chat: addTimedLines(feed.chat, chats, feed.caps.chat),
    joins: addTimedLines(feed.joins, joins, feed.caps.joins),
    viewers: addViewerSamples(feed.viewers, events),
    countedDiamonds,
    likeTotal,
    roomState,
  };
  const same =
    next.chat === feed.chat &&
    next.joins === feed.joins &&
    next.viewers === feed.viewers &&
    countedDiamonds === feed.countedDiamonds &&
    likeTotal === feed.likeTotal &&
    roomState === feed.roomState;
  return same ? feed : next;
}

/** Applies a batch of live topic events (arrival order). @returns `feed` itself when nothing shown changed. */
export function applyLiveEvents(feed: RoomFeed, events: readonly RoomTopicEvent[]): RoomFeed {
  if (events.length === 0) return feed;
  const common = foldCommon(feed, events);
  const gifts = applyGiftEvents(feed.gifts, events, feed.caps.gifts);
  const pk = applyPkEvents(feed.pk, events);
  return gifts === feed.gifts && pk === feed.pk ? common : { ...common, gifts, pk };
}

/**
 * Merges a page of the room's recent events (REST, newest first): lines placed by time, counted gifts below the live
 * rows, the PK tallies applied oldest first. @returns `feed` itself when nothing shown changed.
 */
export function mergeHistory(feed: RoomFeed, newestFirst: readonly RoomTopicEvent[]): RoomFeed {
  if (newestFirst.length === 0) return feed;
  const oldestFirst = [...newestFirst].reverse();
  const common = foldCommon(feed, oldestFirst);
  const gifts = mergeGiftHistory(feed.gifts, newestFirst, feed.caps.gifts);
  const pk = applyPkEvents(feed.pk, oldestFirst);
  return gifts === feed.gifts && pk === feed.pk ? common : { ...common, gifts, pk };
}

/** The viewer count now (the newest sample), or null before one. */
export const viewersNow = (feed: RoomFeed): number | null => feed.viewers[feed.viewers.length - 1]?.viewers ?? null;
