/**
 * The queue of entry animations (when a configured user joins a streamer's room, the
 * entry overlay plays the animation, "queued one after another"). Pure, so the order, the deduplication and
 * the bounds are unit-tested; the player (vehicle-player.tsx) shows `current` and reports it finished.
 *
 * Resources (the animation library's uploads): `.mp4` plays as a video; `.pag` (libpag) and `.zip` show the
 * animation's picture for a fixed time, because the libpag runtime (a WASM file of about 1 MB plus its loader)
 * is not a dependency of this project and could not be loaded within the overlay budget; an entry without a
 * playable resource or a picture is skipped.
 */

/** One user's entry to play. */
export interface EntryAnimation {
  /** Unique per join (e.g. the member event's msgId): a replayed join is not played twice. */
  id: string;
  /** Who joined (shown under the animation). */
  nickname: string;
  /** The animation's name in the library. */
  name: string;
  /** The uploaded resource (`.mp4`, `.pag` or `.zip`), if any. */
  resourceUrl: string | null;
  /** The animation's picture (jpg/png/jpeg), if any. */
  pictureUrl: string | null;
}

/** How an entry is shown. */
export type EntryMedia = { kind: 'video'; src: string } | { kind: 'picture'; src: string } | { kind: 'none' };

/** How long a picture stays, ms. */
export const PICTURE_MS = 4_000;
/** The longest a video may play before the next entry, ms (a stalled or endless video must not block the queue). */
export const VIDEO_MAX_MS = 15_000;
/** Entries waiting at most; the oldest waiting ones are dropped beyond it (a raid must not queue an hour). */
export const MAX_PENDING = 30;
/** Ids remembered to ignore repeats. */
const SEEN_KEPT = 500;

const extensionOf = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(dot + 1).toLowerCase();
};

/** The media of an entry: a video for `.mp4`, otherwise its picture, otherwise nothing. */
export function mediaOf(entry: Pick<EntryAnimation, 'resourceUrl' | 'pictureUrl'>): EntryMedia {
  if (entry.resourceUrl && extensionOf(entry.resourceUrl) === 'mp4') return { kind: 'video', src: entry.resourceUrl };
  if (entry.pictureUrl) return { kind: 'picture', src: entry.pictureUrl };
  return { kind: 'none' };
}

/** The player's queue: what plays now and what waits. */
export interface EntryQueue {
  /** The entry playing now. */
  current: EntryAnimation | null;
  /** Waiting entries, oldest first. */
  pending: readonly EntryAnimation[];
  /** Ids already queued or played (newest last), bounded. */
  seen: readonly string[];
}

/** A queue with nothing playing or waiting. */
export const EMPTY_ENTRY_QUEUE: EntryQueue = { current: null, pending: [], seen: [] };

/** Adds an entry: ignored when its id was seen or it has nothing to show; starts at once when idle. */
export function enqueueEntry(queue: EntryQueue, entry: EntryAnimation): EntryQueue {
  if (queue.seen.includes(entry.id) || mediaOf(entry).kind === 'none') return queue;
  const seen = [...queue.seen, entry.id].slice(-SEEN_KEPT);
  if (!queue.current) return { current: entry, pending: queue.pending, seen };
  return { current: queue.current, pending: [...queue.pending, entry].slice(-MAX_PENDING), seen };
}

/** The entry `id` finished (ended, failed or timed out): the next one starts. A stale id changes nothing. */
export function finishEntry(queue: EntryQueue, id: string): EntryQueue {
  if (queue.current?.id !== id) return queue;
  const [next = null, ...rest] = queue.pending;
  return { current: next, pending: rest, seen: queue.seen };
}
