/**
 * A room's summary (`LiveRoomSummary`, streams/contracts/live-rooms.ts) folded from its topic events
 * (room-topic.ts), with the same rules as the ingest's own figures (server/live/ingest/room-figures.ts): the
 * server keeps the summary of what it has published with this fold, so the `snapshot` of a `room:<id>` topic is
 * exact at its seq, and a page that took that snapshot folds every later event with the same function and stays
 * exact without reading the summary over REST again.
 *
 * - counters (`giftCount`, `memberCount`, `chatCount`, `followCount`, `shareCount`) are increments: each event
 *   must be folded exactly once, which is why the snapshot carries the seq it is exact at;
 * - `giftDiamonds` is the running exactly-once total `gift.counted` carries; `likeTotal` grows by max (likes
 *   arrive out of order, like-total.ts); `viewerCount`, `giftDiamondsProvisional` and `state` are the latest;
 * - `rejectedCount` (frames refused by normalization) is on no event: it stays as the snapshot said.
 * Pure.
 */
import type { LiveRoomSummary } from '../contracts/live-rooms';
import { mergeLikeTotal } from './like-total';
import type { RoomTopicEvent } from './room-topic';

/** A room's summary before its first event (a room that has just started). */
export function emptyRoomSummary(roomId: string, state: LiveRoomSummary['state'] = 'idle'): LiveRoomSummary {
  return {
    roomId,
    state,
    giftDiamonds: 0,
    giftDiamondsProvisional: 0,
    giftCount: 0,
    likeTotal: 0,
    viewerCount: 0,
    memberCount: 0,
    chatCount: 0,
    followCount: 0,
    shareCount: 0,
    rejectedCount: 0,
  };
}

/**
 * Folds one event into `summary` in place (the server folds every published event: no copy per event).
 * @returns whether a field changed.
 */
export function foldRoomSummaryEvent(summary: LiveRoomSummary, event: RoomTopicEvent): boolean {
  switch (event.type) {
    case 'gift.counted':
      summary.giftDiamonds = event.giftDiamonds;
      summary.giftCount += event.gift.repeatCount;
      return true;
    case 'gift.provisional':
      if (summary.giftDiamondsProvisional === event.provisionalDiamonds) return false;
      summary.giftDiamondsProvisional = event.provisionalDiamonds;
      return true;
    case 'like': {
      const likes = mergeLikeTotal(summary.likeTotal, event.likeTotal) ?? 0;
      if (likes === summary.likeTotal) return false;
      summary.likeTotal = likes;
      return true;
    }
    case 'roomStats':
      summary.viewerCount = event.viewerCount;
      summary.likeTotal = mergeLikeTotal(summary.likeTotal, event.likeTotal) ?? 0;
      return true;
    case 'chat':
      summary.chatCount += 1;
      return true;
    case 'member':
      summary.memberCount += 1;
      return true;
    case 'social':
      if (event.action === 'follow') summary.followCount += 1;
      else summary.shareCount += 1;
      return true;
    case 'room.state':
      summary.state = event.status;
      return true;
    default:
      return false;
  }
}

/** Folds a batch of events (seq order) into a copy of `summary`; the same object when nothing changed. */
export function applyRoomSummaryEvents(summary: LiveRoomSummary, events: readonly RoomTopicEvent[]): LiveRoomSummary {
  const draft: LiveRoomSummary = { ...summary };
  let changed = false;
  for (const event of events) if (foldRoomSummaryEvent(draft, event)) changed = true;
  return changed ? draft : summary;
}
