/**
 * The streamer info figures. While the topic is followed (its snapshot is the summary exact at a seq, and every later
 * event is folded into it: @shared/live/room-summary-topic.ts) the followed summary is exact and shown as it is
 * ({@link followedFigures}). Otherwise — before the socket is up, while it is down, or when the instance sent no
 * snapshot — the REST summary is the starting point, updated from the room's topic where the topic's value is exact
 * (the summary/topic race):
 *
 * The summary is read over HTTP while events keep arriving on the websocket, and the two carry no common
 * sequence number. Adding topic events to a summary would count some events twice (those the summary already
 * included) or miss some, so counters (gifts, joins, chats, follows, shares) come from the summary only, which
 * the page refetches (throttled) while events flow. The topic is used only where a frame carries a whole
 * value, not an increment:
 * - counted diamonds: `gift.counted.giftDiamonds` is the room's running exactly-once total; totals only grow,
 *   so the larger of summary and topic is the newer one;
 * - like total: likes and roomStats carry the platform's running total (out of order: merge with max);
 * - viewers, open-streak diamonds and the room state are "latest wins": whichever of summary and topic was
 *   received last (local clock) is shown.
 * Pure: no React, no I/O.
 */
import type { LiveRoomSummary } from '../../../../../streams/contracts/live-rooms';
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { RoomState } from '../api/live-rooms-query';

/** A value with the local time (ms) it was received. */
export interface Stamped<T> {
  readonly value: T;
  readonly at: number;
}

/** What the topic said since the page opened; null = nothing yet. */
export interface TopicFigures {
  readonly countedDiamonds: number | null;
  readonly likeTotal: number | null;
  readonly viewers: Stamped<number> | null;
  readonly provisional: Stamped<number> | null;
  readonly state: Stamped<{ status: RoomState; reason: string }> | null;
}

/** Before the first topic event. */
export const NO_TOPIC_FIGURES: TopicFigures = { countedDiamonds: null, likeTotal: null, viewers: null, provisional: null, state: null };

const maxOf = (a: number | null, b: number | null | undefined): number | null => (b === null || b === undefined ? a : a === null ? b : Math.max(a, b));

/**
 * Folds a batch of topic events (arrival order) into the figures. Returns the same object when nothing a
 * figure shows changed (chat, member, … only trigger a summary refetch).
 * @param now local receipt time of the batch (ms).
 */
export function applyTopicEvents(figures: TopicFigures, events: readonly RoomTopicEvent[], now: number): TopicFigures {
  let next = figures;
  const set = (patch: Partial<TopicFigures>) => {
    next = { ...next, ...patch };
  };
  for (const event of events) {
    switch (event.type) {
      case 'gift.counted': {
        const value = maxOf(next.countedDiamonds, event.giftDiamonds);
        if (value !== next.countedDiamonds) set({ countedDiamonds: value });
        break;
      }
      case 'gift.provisional':
        set({ provisional: { value: event.provisionalDiamonds, at: now } });
        break;
      case 'like': {
        const value = maxOf(next.likeTotal, event.likeTotal);
        if (value !== next.likeTotal) set({ likeTotal: value });
        break;
      }
      case 'roomStats': {
        const likes = maxOf(next.likeTotal, event.likeTotal);
        set({ viewers: { value: event.viewerCount, at: now }, likeTotal: likes });
        break;
      }
      case 'room.state':
        set({ state: { value: { status: event.status, reason: event.reason }, at: now } });
        break;
      default:
        break;
    }
  }
  return next;
}

/** The figures the page shows. */
export interface RoomFigures extends Omit<LiveRoomSummary, 'state'> {
  readonly state: RoomState;
  /** Why the room is in its state, when the topic said so. */
  readonly stateReason: string | null;
}

const latest = <T>(summaryValue: T, summaryAt: number, topic: Stamped<T> | null): T => (topic && topic.at > summaryAt ? topic.value : summaryValue);

/**
 * Summary + topic → figures (see the module comment for which side wins).
 * @param summaryAt local time (ms) the summary was received (TanStack Query's `dataUpdatedAt`).
 */
export function mergeFigures(summary: LiveRoomSummary, summaryAt: number, topic: TopicFigures): RoomFigures {
  const stateFromTopic = topic.state !== null && topic.state.at > summaryAt;
  return {
    ...summary,
    giftDiamonds: Math.max(summary.giftDiamonds, topic.countedDiamonds ?? 0),
    likeTotal: Math.max(summary.likeTotal, topic.likeTotal ?? 0),
    viewerCount: latest(summary.viewerCount, summaryAt, topic.viewers),
    giftDiamondsProvisional: latest(summary.giftDiamondsProvisional, summaryAt, topic.provisional),
    state: stateFromTopic && topic.state ? topic.state.value.status : summary.state,
    stateReason: stateFromTopic && topic.state ? topic.state.value.reason : null,
  };
}

/**
 * The figures of a summary followed on the topic (exact: nothing to merge). The state's reason is the topic's last
 * `room.state` when it names the state shown (a snapshot carries no reason).
 */
export function followedFigures(summary: LiveRoomSummary, topic: TopicFigures): RoomFigures {
  const reason = topic.state !== null && topic.state.value.status === summary.state ? topic.state.value.reason : null;
  return { ...summary, stateReason: reason };
}
