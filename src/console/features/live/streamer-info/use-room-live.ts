/**
 * The live side of the streamer info page for one room: subscribes to `room:<roomId>`, folds the events into
 * {@link TopicFigures} and the followed summary (@shared/live/room-summary-topic.ts: the topic's snapshot, exact at a
 * seq, with every later event folded in) once per animation frame, and keeps the REST data current without
 * hammering it:
 * - while the summary is followed on the topic, it is never read over REST; otherwise (no snapshot: the room runs
 *   on another instance) it is refetched at most once a second while events flow (leading and trailing, so the
 *   last change is always fetched), and at once after a `gap` (events were lost: resync);
 * - the top gifters at most every 2 s, only after counted gifts;
 * - the connection log after a room state change.
 * Mount it under a `key={roomId}` so a room change starts from empty figures.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { asyncScheduler, filter, share, throttleTime, type Observable } from 'rxjs';
import { roomTopic, roomTopicEventSchema, type RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { TopicItem } from '@shared/realtime/realtime-client';
import { followsAfter, foldSummaryItems, type FollowedSummary } from '@shared/live/room-summary-topic';
import { bufferAnimationFrames } from '@shared/realtime/operators/buffer-animation-frames';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { liveQueryKeys } from '../api/live-query-keys';
import { NO_TOPIC_FIGURES, applyTopicEvents, type TopicFigures } from './room-figures';

/** At most one summary refetch per this many ms while events flow. */
export const SUMMARY_REFRESH_MS = 1_000;
/** At most one top-gifters refetch per this many ms while gifts are counted. */
export const GIFTERS_REFRESH_MS = 2_000;

const throttled = <T>(ms: number) => throttleTime<T>(ms, asyncScheduler, { leading: true, trailing: true });
const isEvent = (item: TopicItem<RoomTopicEvent>): item is Extract<TopicItem<RoomTopicEvent>, { kind: 'event' }> => item.kind === 'event';

/** What the topic says about one room. */
export interface RoomLive {
  figures: TopicFigures;
  /** The summary followed on the topic; null while it is not (the page reads it over REST then). */
  followed: FollowedSummary | null;
}

/** The topic's figures and followed summary for `roomId`, with the REST refreshes wired as described above. */
export function useRoomLive(roomId: string): RoomLive {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const [figures, setFigures] = useState<TopicFigures>(NO_TOPIC_FIGURES);
  const [followed, setFollowed] = useState<FollowedSummary | null>(null);
  // Read by the refetch triggers below without resubscribing: the latest fold's answer.
  const following = useRef(false);

  useEffect(() => {
    const items$: Observable<TopicItem<RoomTopicEvent>> = client.topic$(roomTopic(roomId), roomTopicEventSchema).pipe(share());
    const refetchSummary = () => {
      if (!following.current) void queryClient.invalidateQueries({ queryKey: liveQueryKeys.summary(roomId) });
    };
    let summaryState: FollowedSummary | null = null;

    const fold = items$.pipe(bufferAnimationFrames()).subscribe((batch) => {
      const events: RoomTopicEvent[] = [];
      let gap = false;
      for (const item of batch) {
        if (item.kind === 'event') events.push(item.event);
        else if (item.kind === 'gap') gap = true;
      }
      const nextSummary = foldSummaryItems(summaryState, batch);
      if (nextSummary !== summaryState) {
        summaryState = nextSummary;
        setFollowed(nextSummary);
      }
      if (events.length > 0) setFigures((current) => applyTopicEvents(current, events, Date.now()));
      if (gap) refetchSummary();
    });
    // Per item, ahead of the frame's fold: the refetch triggers must know at once that a snapshot came.
    const tracking = items$.subscribe((item) => {
      following.current = followsAfter(following.current, item);
    });
    const summary = items$.pipe(filter(isEvent), throttled(SUMMARY_REFRESH_MS)).subscribe(refetchSummary);
    const gifters = items$
      .pipe(
        filter((item) => isEvent(item) && item.event.type === 'gift.counted'),
        throttled(GIFTERS_REFRESH_MS),
      )
      .subscribe(() => void queryClient.invalidateQueries({ queryKey: liveQueryKeys.topGiftersAll(roomId) }));
    const log = items$
      .pipe(filter((item) => isEvent(item) && item.event.type === 'room.state'))
      .subscribe(() => void queryClient.invalidateQueries({ queryKey: liveQueryKeys.connectionLogAll(roomId) }));

    return () => {
      fold.unsubscribe();
      summary.unsubscribe();
      gifters.unsubscribe();
      log.unsubscribe();
      tracking.unsubscribe();
      following.current = false;
    };
  }, [client, queryClient, roomId]);

  return { figures, followed };
}
