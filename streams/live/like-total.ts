/**
 * The room's like total. TikTok sends it with each like message (`WebcastLikeMessage.total`), and the values
 * arrive out of order: in the `link` capture consecutive messages read 414892, 414962, 390608, 390623, …,
 * 415490 (fixture timelines), so the latest message is not the latest total. The total only ever grows, so
 * merging is `max`: a lower value is an older figure and never lowers what we show.
 */
import { distinctUntilChanged, filter, map, scan, type OperatorFunction } from 'rxjs';
import type { LiveEvent } from './live-event';

/**
 * Merges a reported like total into the current one: the maximum; `null`/`undefined` (not reported) keeps
 * `current`. Totals are counts of likes (integers ≥ 0).
 */
export function mergeLikeTotal(current: number | null, incoming: number | null | undefined): number | null {
  if (incoming === null || incoming === undefined) return current;
  return current === null || incoming > current ? incoming : current;
}

/** The like total an event reports (`like.likeTotal`, `roomStats.likeTotal`), or `null` for none. */
export function likeTotalOf(event: LiveEvent): number | null {
  if (event.type === 'like') return event.likeTotal;
  if (event.type === 'roomStats') return event.likeTotal ?? null;
  return null;
}

/** Operator: the room's like total, emitted each time it grows (never lower, never repeated). */
export function likeTotal(): OperatorFunction<LiveEvent, number> {
  return (source$) =>
    source$.pipe(
      map(likeTotalOf),
      filter((v): v is number => v !== null),
      scan((acc: number | null, v) => mergeLikeTotal(acc, v), null),
      filter((v): v is number => v !== null),
      distinctUntilChanged(),
    );
}
