/**
 * `countedGifts()`: the exactly-once counted gifts of a room topic stream (the `gift` of each `gift.counted`
 * event, streams/live/room-topic.ts), ready for `scoreboard()`. Gap and snapshot items are dropped: a view
 * that keeps a score must handle `gap` itself (reload the figures, then re-seed `scoreboard(seed)`), e.g. by
 * `switchMap`-ing on the gaps.
 */
import { filter, map, type OperatorFunction } from 'rxjs';
import type { RoomTopicEvent } from '../../../../streams/live/room-topic';
import type { TopicItem } from '../realtime-client';

type CountedGiftEvent = Extract<RoomTopicEvent, { type: 'gift.counted' }>;

export function countedGifts(): OperatorFunction<TopicItem<RoomTopicEvent>, CountedGiftEvent['gift']> {
  return (items$) =>
    items$.pipe(
      filter(
        (item): item is Extract<TopicItem<RoomTopicEvent>, { kind: 'event' }> & { event: CountedGiftEvent } =>
          item.kind === 'event' && item.event.type === 'gift.counted',
      ),
      map((item) => item.event.gift),
    );
}
