/**
 * Two kinds of stale on the wall (it keeps working through reconnects and server restarts and shows when its
 * data is stale):
 * - a tile is stale when the worker holding its streamer stopped refreshing it: `serverTime − updatedAt` above
 *   {@link WALL_STALE_MS}, both on the server's clock (the browser's clock may be off);
 * - the whole wall is stale when its own polls fail, or when the last answer is older than
 *   {@link FEED_STALE_AFTER_MS} (a request that hangs), measured on the browser's clock since the answer arrived.
 * Pure.
 */
import { WALL_POLL_MS, WALL_STALE_MS, type WallTile } from '../../../../../streams/contracts/monitor-wall';

/** The wall is stale when its last answer is older than this, ms (three polls missed). */
export const FEED_STALE_AFTER_MS = 3 * WALL_POLL_MS;

/** How long the tile has gone without a refresh at the answer's `serverTime`, ms (0 when fresh). */
export function tileAgeMs(tile: Pick<WallTile, 'updatedAt'>, serverTime: number): number {
  return Math.max(0, serverTime - tile.updatedAt);
}

/** Whether the tile's figures are too old to trust. */
export function isTileStale(tile: Pick<WallTile, 'updatedAt'>, serverTime: number): boolean {
  return tileAgeMs(tile, serverTime) > WALL_STALE_MS;
}

/** What the wall knows about its polling. */
export interface FeedState {
  /** Local time the last good answer arrived (epoch ms); 0 = none yet. */
  answeredAt: number;
  /** The last poll failed. */
  failing: boolean;
}

/** Whether to show the stale banner at local time `now` (only once there is data to be stale). */
export function isFeedStale({ answeredAt, failing }: FeedState, now: number): boolean {
  if (answeredAt === 0) return false;
  return failing || now - answeredAt > FEED_STALE_AFTER_MS;
}

/** Whole seconds since the last answer, for the banner. */
export function secondsSince(answeredAt: number, now: number): number {
  return Math.max(0, Math.floor((now - answeredAt) / 1_000));
}
