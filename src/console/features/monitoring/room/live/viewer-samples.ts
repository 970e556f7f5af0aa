/**
 * The room's viewer count over the last minutes, from the platform's
 * `roomStats` frames (about one every 2 s): samples in platform time order, the window measured back from the newest
 * sample rather than from the browser's clock (a simulator or replay room runs on its own clock). Pure and immutable.
 */
import type { RoomTopicEvent } from '../../../../../../streams/live/room-topic';

/** How far back the sparkline reaches, ms. */
export const VIEWER_WINDOW_MS = 10 * 60_000;
/** Samples kept at most (5 minutes' worth at one per second, more than the platform sends). */
export const VIEWER_SAMPLES_CAP = 600;

/** One viewer count. */
export interface ViewerSample {
  /** Platform time, epoch ms. */
  readonly at: number;
  readonly viewers: number;
}

/**
 * `samples` with the `roomStats` of `events` placed by time (a sample at a time already held is skipped), trimmed to
 * {@link VIEWER_WINDOW_MS} before the newest and to {@link VIEWER_SAMPLES_CAP}.
 * @returns `samples` itself when nothing was added.
 */
export function addViewerSamples(samples: readonly ViewerSample[], events: readonly RoomTopicEvent[]): readonly ViewerSample[] {
  let next: ViewerSample[] | null = null;
  for (const event of events) {
    if (event.type !== 'roomStats') continue;
    const list: ViewerSample[] = (next ??= [...samples]);
    const sample = { at: event.createTime, viewers: event.viewerCount };
    const last = list[list.length - 1];
    if (!last || last.at < sample.at) {
      list.push(sample);
      continue;
    }
    if (list.some((s) => s.at === sample.at)) continue;
    const at = list.findIndex((s) => s.at > sample.at);
    list.splice(at, 0, sample);
  }
  if (!next) return samples;
  const newest = next[next.length - 1]?.at ?? 0;
  const kept = next.filter((s) => s.at >= newest - VIEWER_WINDOW_MS);
  return kept.length > VIEWER_SAMPLES_CAP ? kept.slice(kept.length - VIEWER_SAMPLES_CAP) : kept;
}
