/**
 * The gift feed of one room (gift-feed.ts), fed by the room's topic in batches of one animation frame (a burst
 * of thousands of gifts renders once per frame) and opened with the recent counted gifts
 * from `GET …/events?type=gift.counted` so the page is not empty until the next gift. The two overlap while the
 * page opens; the feed dedupes by msgId, so nothing is shown or counted twice. A `gap` (events lost across a
 * reconnect) reloads that page. The same subscription follows the room's summary (its snapshot, exact at a seq,
 * with every later event folded in: @shared/live/room-summary-topic.ts) for the page's totals. Mount under
 * `key={roomId}`: a room change starts an empty feed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { roomTopic, roomTopicEventSchema, type RoomTopicEvent } from '../../../../../streams/live/room-topic';
import { foldSummaryItems, type FollowedSummary } from '@shared/live/room-summary-topic';
import { bufferAnimationFrames } from '@shared/realtime/operators/buffer-animation-frames';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { useRoomEvents, type RoomEventsQuery } from '../api/get-room-events';
import { liveQueryKeys } from '../api/live-query-keys';
import { FEED_CAP, applyLiveEvents, emptyFeed, mergeRecentEvents, type GiftFeed } from './gift-feed';

/** The initial page: the most recent counted gifts. */
export const RECENT_GIFTS: RoomEventsQuery = { type: 'gift.counted', page: 0, size: 100 };

export interface GiftFeedState {
  feed: GiftFeed;
  /** The initial page is loading (nothing to show yet). */
  loading: boolean;
  /** The initial page failed ('Failed to check gift list'); the live feed still runs. */
  failed: boolean;
  retry: () => void;
  /** The room's summary followed on the topic; null while it is not. */
  followed: FollowedSummary | null;
}

/** The live feed of `roomId`, capped at `cap` rows. */
export function useGiftFeed(roomId: string, cap = FEED_CAP): GiftFeedState {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const [feed, setFeed] = useState(() => emptyFeed(cap));
  const [followed, setFollowed] = useState<FollowedSummary | null>(null);
  const recent = useRoomEvents(roomId, RECENT_GIFTS);

  useEffect(() => {
    const page = recent.data?.content;
    if (page) setFeed((current) => mergeRecentEvents(current, page));
  }, [recent.data]);

  useEffect(() => {
    let summary: FollowedSummary | null = null;
    const subscription = client
      .topic$(roomTopic(roomId), roomTopicEventSchema)
      .pipe(bufferAnimationFrames())
      .subscribe((batch) => {
        const events: RoomTopicEvent[] = [];
        let gap = false;
        for (const item of batch) {
          if (item.kind === 'event') events.push(item.event);
          else if (item.kind === 'gap') gap = true;
        }
        if (events.length > 0) setFeed((current) => applyLiveEvents(current, events, Date.now()));
        const next = foldSummaryItems(summary, batch);
        if (next !== summary) setFollowed((summary = next));
        if (gap) void queryClient.invalidateQueries({ queryKey: liveQueryKeys.events(roomId, RECENT_GIFTS) });
      });
    return () => subscription.unsubscribe();
  }, [client, queryClient, roomId]);

  return {
    feed,
    loading: recent.isPending && feed.rows.length === 0,
    failed: recent.isError,
    retry: () => void recent.refetch(),
    followed,
  };
}
