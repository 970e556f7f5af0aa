/**
 * Entry animations of the running games (when a user with an entry-animation config joins that streamer's room, the
 * entry overlay plays the animation): which `member` (join) event of a game's host room becomes an `entry` event
 * on `config:<id>` (streams/contracts/game-topic.ts). Pure apart from the injected {@link EntryAnimationLookup}
 * (server/modules/animations/entry-cache.ts caches the user entry-animation configs per streamer), so the rules
 * are unit-tested without a database.
 *
 * The rules:
 * - **Which streamers.** A join matches the configs of the host room's streamer (the configuration's `room.uniqueId`,
 *   or the @uniqueId the running room was started with) and of every streamer of the configuration (`anchorId`): in
 *   a group live the guests sit in the host's room, and their fans join that room. The first match in that order
 *   wins, so one join plays at most one animation.
 * - **Which viewer.** A config's user ID is compared with the joining user's numeric `userId` and with their
 *   `@uniqueId`, both without a leading `@` and case-insensitively (TikTok handles are case-insensitive).
 * - **Still valid.** The config has not expired (`expireTime` is not before the time the join is processed) and its
 *   animation is enabled.
 * - **Only recent joins.** See {@link ENTRY_MAX_AGE_MS}.
 */
import type { EntryAnimationEvent } from '../../../streams/contracts/animations';
import { ENTRY_MAX_AGE_MS } from '../../../streams/games/entry-age';
import { memberEventSchema } from '../../../streams/live/live-event';

export { ENTRY_MAX_AGE_MS };

/** One user's entry-animation config as the matcher needs it. */
export interface EntryAnimationConfig {
  /** Expiry, epoch ms: the config plays until then (expired once `expireAt < now`, as the console lists it). */
  expireAt: number;
  /** The animation's status: a disabled one never plays. */
  enabled: boolean;
  /** The animation's name in the library. */
  name: string;
  resourceUrl: string | null;
  pictureUrl: string | null;
}

/** The configs of one streamer, by {@link entryKey} of the user ID. */
export type AnchorEntryConfigs = ReadonlyMap<string, EntryAnimationConfig>;

/**
 * The configs of the streamer whose {@link entryKey} is `anchorKey` (an empty map when none). May answer at once
 * from a cache; rejects when the store cannot be read (the join is then not animated).
 */
export type EntryAnimationLookup = (anchorKey: string) => AnchorEntryConfigs | Promise<AnchorEntryConfigs>;

/** How user and streamer IDs are compared: trimmed, without one leading `@`, lower case. */
export const entryKey = (id: string): string => id.trim().replace(/^@/, '').toLowerCase();

/**
 * The streamers whose configs a join in the game's host room may match, as {@link entryKey}s, in priority order and
 * without repeats: the host room's streamer first, then the configuration's streamers.
 * @param hostUniqueIds the configuration's `room.uniqueId` and the running room's @uniqueId (either may be missing).
 */
export function entryAnchorKeys(hostUniqueIds: readonly (string | null | undefined)[], streamers: readonly { anchorId: string }[]): string[] {
  const keys: string[] = [];
  for (const id of [...hostUniqueIds, ...streamers.map((streamer) => streamer.anchorId)]) {
    const key = id ? entryKey(id) : '';
    if (key !== '' && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * Whether a join received at `receivedAt` (epoch ms) may be animated at `now` (epoch ms). The rule: a join is
 * animated only if our ingest received it at most {@link ENTRY_MAX_AGE_MS} (60 s) ago, measured with
 * `receivedAt` (our clock; a replay keeps the recording's `createTime`, and platform clocks drift). After a restart a
 * game catches up on the room's history: the joins of the last minutes must not then play as a burst of stale
 * arrivals on stream, so anything older is dropped before any lookup. The overlay applies the same bound to what it
 * receives (a replay after a reconnect).
 */
export const isRecentJoin = (receivedAt: number, now: number): boolean => now - receivedAt <= ENTRY_MAX_AGE_MS;

/**
 * The entry to publish for a room event, or null: not a well-formed `member` event, too old, no streamer to match,
 * or no valid config for the viewer.
 * @param event a room topic event (checked here: the hub hands over unknown values).
 * @param anchorKeys from {@link entryAnchorKeys}.
 * @param now epoch ms.
 * @throws what `lookup` throws (the caller logs it; the join is not animated).
 */
export async function entryForJoin(event: unknown, anchorKeys: readonly string[], lookup: EntryAnimationLookup, now: number): Promise<EntryAnimationEvent | null> {
  if (anchorKeys.length === 0) return null;
  // The age first, before any parsing: a catch-up hands over many old joins at once.
  const receivedAt = typeof event === 'object' && event !== null ? (event as { receivedAt?: unknown }).receivedAt : undefined;
  if (typeof receivedAt !== 'number' || !isRecentJoin(receivedAt, now)) return null;
  const parsed = memberEventSchema.safeParse(event);
  if (!parsed.success) return null;
  const join = parsed.data;
  const userKeys = [entryKey(join.user.userId), entryKey(join.user.uniqueId)].filter((key) => key !== '');
  for (const anchorKey of anchorKeys) {
    const configs = await lookup(anchorKey);
    if (configs.size === 0) continue;
    for (const userKey of userKeys) {
      const config = configs.get(userKey);
      if (!config || !config.enabled || config.expireAt < now) continue;
      return {
        id: join.msgId,
        userId: join.user.userId,
        uniqueId: join.user.uniqueId,
        nickname: join.user.nickname,
        name: config.name,
        resourceUrl: config.resourceUrl,
        pictureUrl: config.pictureUrl,
        at: join.receivedAt,
      };
    }
  }
  return null;
}
