/**
 * The live side of the streamer info page for one room: subscribes to `room:<roomId>`, folds the events into
 * {@link TopicFigures} once per animation frame, and keeps the REST data current without hammering it:
 * - the summary is refetched at most once a second while events flow (leading and trailing, so the last
 *   change is always fetched), and at once after a `gap` (events were lost: resync);
 * - the top gifters at most every 2 s, only after counted gifts;
 * - the connection log after a room state change.
 * Mount it under a `key={roomId}` so a room change starts from empty figures.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { asyncScheduler, filter, share, throttleTime, type Observable } from 'rxjs';
import { roomTopic, roomTopicEventSchema, type RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { TopicItem } from '@shared/realtime/realtime-client';
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

/** The topic's figures for `roomId`, with the REST refreshes wired as described above. */
export function useRoomLive(roomId: string): TopicFigures {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const [figures, setFigures] = useState<TopicFigures>(NO_TOPIC_FIGURES);

  useEffect(() => {
    const items$: Observable<TopicItem<RoomTopicEvent>> = client.topic$(roomTopic(roomId), roomTopicEventSchema).pipe(share());
    const refetchSummary = () => void queryClient.invalidateQueries({ queryKey: liveQueryKeys.summary(roomId) });

    const fold = items$.pipe(bufferAnimationFrames()).subscribe((batch) => {
      const events: RoomTopicEvent[] = [];
      let gap = false;
      for (const item of batch) {
        if (item.kind === 'event') events.push(item.event);
        else if (item.kind === 'gap') gap = true;
      }
      if (events.length > 0) setFigures((current) => applyTopicEvents(current, events, Date.now()));
      if (gap) refetchSummary();
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
    };
  }, [client, queryClient, roomId]);

  return figures;
}
