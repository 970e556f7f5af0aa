/**
 * A room's summary followed on its topic `room:<roomId>`, for every console page that shows a room's figures
 * (streamer info, gift messages, the monitoring room page): the instance that runs the room starts a fresh or
 * resynced subscription with a `snapshot` whose state is the summary exact at a seq (streams/contracts/live-rooms.ts
 * `RoomSnapshot`); every later event is folded into it with the server's own rules (streams/live/room-summary.ts), so
 * while the topic is followed the page needs no REST summary. Not followed (null): before the snapshot, when the
 * instance sent none (the room runs elsewhere) or one that cannot be folded exactly, and after a `gap` until the
 * snapshot that follows it; the page then keeps to its REST summary. A reconnect resumes with `sinceSeq`, so the
 * events missed while the socket was down are folded in as they are replayed; while it is down the page polls REST.
 */
import { roomSnapshotSchema, type LiveRoomSummary } from '../../../streams/contracts/live-rooms';
import { applyRoomSummaryEvents } from '../../../streams/live/room-summary';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import type { ConnectionView, TopicItem } from '../realtime/realtime-client';

/** The summary of a followed room topic, exact at `seq` (the last seq folded in). */
export interface FollowedSummary {
  readonly summary: LiveRoomSummary;
  readonly seq: number;
}

/** The snapshot's summary when it can be followed exactly (see {@link foldSummaryItems}), else null. */
function exactSnapshot(item: Extract<TopicItem<unknown>, { kind: 'snapshot' }>): FollowedSummary | null {
  const parsed = roomSnapshotSchema.safeParse(item.state);
  // A snapshot older than the frame's seq misses events the client will not be sent again: not exact.
  return parsed.success && parsed.data.seq >= item.seq ? { summary: parsed.data.summary, seq: parsed.data.seq } : null;
}

/**
 * Whether the summary is followed after `item`, given whether it was before: for triggers that run per item (a
 * throttled REST refetch) ahead of the batched {@link foldSummaryItems}.
 */
export function followsAfter(following: boolean, item: TopicItem<unknown>): boolean {
  if (item.kind === 'gap') return false;
  if (item.kind === 'snapshot') return exactSnapshot(item) !== null;
  return following;
}

/**
 * Folds a batch of a room topic's items (arrival order) into the followed summary; null = not followed.
 * Returns `current` itself when nothing changed.
 */
export function foldSummaryItems(current: FollowedSummary | null, items: readonly TopicItem<RoomTopicEvent>[]): FollowedSummary | null {
  let followed = current;
  let pending: RoomTopicEvent[] = [];
  let lastSeq = followed?.seq ?? 0;
  const settle = () => {
    if (followed && pending.length > 0) followed = { summary: applyRoomSummaryEvents(followed.summary, pending), seq: lastSeq };
    pending = [];
  };
  for (const item of items) {
    if (item.kind === 'gap') {
      pending = [];
      followed = null;
    } else if (item.kind === 'snapshot') {
      pending = [];
      followed = exactSnapshot(item);
      lastSeq = followed?.seq ?? 0;
    } else if (followed && item.seq > lastSeq) {
      // Events up to the snapshot's seq (published while it was read) are in it already.
      pending.push(item.event);
      lastSeq = item.seq;
    }
  }
  settle();
  return followed;
}

/** The summary to show from the topic: only while it is followed and the socket is open (else REST's). */
export function liveSummaryOf(followed: FollowedSummary | null, connection: ConnectionView): LiveRoomSummary | null {
  return followed && connection.status === 'open' ? followed.summary : null;
}
