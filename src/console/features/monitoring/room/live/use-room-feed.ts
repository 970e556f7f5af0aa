/**
 * The live side of the room page for one room: its recent history over REST (one request per panel, so each panel
 * can say its own failure) merged with the websocket topic `room:<roomId>`, folded into a {@link RoomFeed}
 * once per animation frame (a burst of events renders once). Besides the feed it keeps the REST data current:
 * - a `gap` on the topic (events were lost across a reconnect) reads the history and the summary again;
 * - counted gifts refresh the top gifters, at most every {@link GIFTERS_AFTER_GIFT_MS};
 * - a connection state change of the room calls `onRoomState` (the page then re-resolves the streamer and its log).
 * The same subscription follows the room's summary (the topic's snapshot, exact at a seq, with every later event
 * folded in: @shared/live/room-summary-topic.ts), so the page reads the summary over REST only when it is not
 * followed. Mount it under `key={roomId}`: a new room starts from an empty feed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { asyncScheduler, filter, share, throttleTime } from 'rxjs';
import { roomTopic, roomTopicEventSchema, type RoomTopicEvent } from '../../../../../../streams/live/room-topic';
import { foldSummaryItems, type FollowedSummary } from '@shared/live/room-summary-topic';
import { bufferAnimationFrames } from '@shared/realtime/operators/buffer-animation-frames';
import { TopicForbiddenError } from '@shared/realtime/realtime-client';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { useRoomHistory } from '../api/get-room-history';
import { roomKeys } from '../api/room-keys';
import { applyLiveEvents, emptyRoomFeed, mergeHistory, type RoomFeed } from './room-feed';

/** What each panel reads first: topic event types and how many of the room's most recent. */
export const HISTORY = {
  messages: { types: 'chat,member', size: 100 },
  gifts: { types: 'gift.counted', size: 50 },
  viewers: { types: 'roomStats', size: 200 },
  // Battles and tallies apart: tallies come every few seconds and would push the battle's start (and so its
  // countdown) out of a shared page.
  pk: { types: 'battle', size: 10 },
  pkScores: { types: 'armies', size: 5 },
} as const;

/** At most one top-gifters refresh per this many ms while gifts are counted. */
export const GIFTERS_AFTER_GIFT_MS = 2_000;

/** The state of one panel's history. */
export interface HistoryStatus {
  /** Nothing to show yet. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface RoomFeedState {
  feed: RoomFeed;
  messages: HistoryStatus;
  gifts: HistoryStatus;
  viewers: HistoryStatus;
  pk: HistoryStatus;
  /** The room's summary followed on the topic; null while it is not. */
  followed: FollowedSummary | null;
  /** The server refused the room's topic (no live updates): with its retry. */
  topic: { failed: boolean; retry: () => void };
}

function useMergedHistory(roomId: string, which: keyof typeof HISTORY, setFeed: (update: (feed: RoomFeed) => RoomFeed) => void): HistoryStatus {
  const { types, size } = HISTORY[which];
  const query = useRoomHistory(roomId, types, size);
  const data = query.data;
  useEffect(() => {
    if (data) setFeed((feed) => mergeHistory(feed, data));
  }, [data, setFeed]);
  return { loading: query.isPending, failed: query.isError, retry: () => void query.refetch() };
}

/** The feed of `roomId`. */
export function useRoomFeed(roomId: string, onRoomState: () => void): RoomFeedState {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const [feed, setFeed] = useState(emptyRoomFeed);
  const [topicFailed, setTopicFailed] = useState(false);
  const [followed, setFollowed] = useState<FollowedSummary | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest callback without resubscribing the topic when the caller re-renders.
  const onRoomStateRef = useRef(onRoomState);
  useEffect(() => {
    onRoomStateRef.current = onRoomState;
  }, [onRoomState]);

  const messages = useMergedHistory(roomId, 'messages', setFeed);
  const gifts = useMergedHistory(roomId, 'gifts', setFeed);
  const viewers = useMergedHistory(roomId, 'viewers', setFeed);
  const battles = useMergedHistory(roomId, 'pk', setFeed);
  const tallies = useMergedHistory(roomId, 'pkScores', setFeed);
  const pk: HistoryStatus = {
    loading: battles.loading || tallies.loading,
    failed: battles.failed || tallies.failed,
    retry: () => {
      if (battles.failed) battles.retry();
      if (tallies.failed) tallies.retry();
    },
  };

  useEffect(() => {
    const items$ = client.topic$(roomTopic(roomId), roomTopicEventSchema).pipe(share());
    let summary: FollowedSummary | null = null;
    setFollowed(null);
    const fold = items$.pipe(bufferAnimationFrames()).subscribe({
      next: (batch) => {
        const events: RoomTopicEvent[] = [];
        let gap = false;
        for (const item of batch) {
          if (item.kind === 'event') events.push(item.event);
          else if (item.kind === 'gap') gap = true;
        }
        if (events.length > 0) setFeed((current) => applyLiveEvents(current, events));
        const next = foldSummaryItems(summary, batch);
        if (next !== summary) setFollowed((summary = next));
        if (gap) void queryClient.invalidateQueries({ queryKey: roomKeys.live(roomId) });
      },
      error: (error: unknown) => {
        if (error instanceof TopicForbiddenError) setTopicFailed(true);
      },
    });
    const events$ = items$.pipe(filter((item) => item.kind === 'event'));
    const gifters = events$
      .pipe(
        filter((item) => item.event.type === 'gift.counted'),
        throttleTime(GIFTERS_AFTER_GIFT_MS, asyncScheduler, { leading: true, trailing: true }),
      )
      .subscribe({ next: () => void queryClient.invalidateQueries({ queryKey: roomKeys.topGiftersAll(roomId) }), error: () => undefined });
    const states = events$.pipe(filter((item) => item.event.type === 'room.state')).subscribe({ next: () => onRoomStateRef.current(), error: () => undefined });
    return () => {
      fold.unsubscribe();
      gifters.unsubscribe();
      states.unsubscribe();
    };
  }, [client, queryClient, roomId, attempt]);

  return {
    feed,
    messages,
    gifts,
    viewers,
    pk,
    followed,
    topic: {
      failed: topicFailed,
      retry: () => {
        setTopicFailed(false);
        setAttempt((n) => n + 1);
      },
    },
  };
}
