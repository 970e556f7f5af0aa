/**
 * The user entry-animation configs in memory, per streamer, for the games' join
 * matching (server/live/games/entry-animations.ts). Joins are frequent (a busy room sends several a second) and
 * almost never match, so the hot path must be a map lookup, not a query:
 * - a streamer's configs are loaded once (one query, shared by concurrent joins) and answered from memory after;
 * - every write of the animations module calls {@link EntryConfigCache.invalidate}: the next join reloads, so an
 *   edit on this instance applies to the very next join;
 * - an entry also expires after {@link DEFAULT_ENTRY_CACHE_TTL_MS}, so an edit made on another instance (scale-out)
 *   applies within that time;
 * - expiry of a config is checked at match time against the stored instant, so time passing needs no reload.
 * A failed load is not cached: the join is not animated and the next join tries again.
 */
import type { AnchorEntryConfigs } from '../../live/games/entry-animations';

/** How long a streamer's configs are reused before being read again, ms. */
export const DEFAULT_ENTRY_CACHE_TTL_MS = 30_000;

export interface EntryConfigCacheOptions {
  /** Reads the configs of streamers (keys as `entryKey`), each streamer's map keyed by `entryKey` of the user ID. */
  load(anchorKey: string): Promise<AnchorEntryConfigs>;
  ttlMs?: number;
  /** Clock, epoch ms. */
  now?: () => number;
}

export interface EntryConfigCache {
  /** The configs of a streamer: at once when cached and fresh, else after one shared load. @throws the load's error */
  get(anchorKey: string): AnchorEntryConfigs | Promise<AnchorEntryConfigs>;
  /** Forgets everything (a config or an animation changed); loads running now do not fill the cache. */
  invalidate(): void;
}

/** Creates an empty cache over `options.load`. */
export function createEntryConfigCache(options: EntryConfigCacheOptions): EntryConfigCache {
  const ttlMs = options.ttlMs ?? DEFAULT_ENTRY_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const loaded = new Map<string, { at: number; configs: AnchorEntryConfigs }>();
  const loading = new Map<string, Promise<AnchorEntryConfigs>>();
  /** Bumped by invalidate(): a load started before it must not store what it read. */
  let generation = 0;

  return {
    get(anchorKey) {
      const hit = loaded.get(anchorKey);
      if (hit && now() - hit.at < ttlMs) return hit.configs;
      const pending = loading.get(anchorKey);
      if (pending) return pending;
      const started = generation;
      const at = now();
      const load = options.load(anchorKey).then((configs) => {
        if (started === generation) loaded.set(anchorKey, { at, configs });
        return configs;
      });
      const settle = () => {
        if (loading.get(anchorKey) === load) loading.delete(anchorKey);
      };
      load.then(settle, settle);
      loading.set(anchorKey, load);
      return load;
    },
    invalidate() {
      generation += 1;
      loaded.clear();
      loading.clear();
    },
  };
}
