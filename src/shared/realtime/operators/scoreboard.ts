/**
 * `scoreboard()`: running diamond totals per receiving host, for PK scoreboards and the streamer figures
 * ("operators for scoreboards (`scan` over gift events per receiving host)").
 *
 * Input is gifts that were already counted exactly once by the server: the `gift` of the room topic's
 * `gift.counted` events (streams/live/room-topic.ts; a streak counts `repeatCount × diamondCount` once,
 * duplicates never). Take them with `countedGifts()`. This operator only adds them up, so it must never be fed
 * raw `gift` frames (every streak frame would be added again). The input shape is the minimal structural one
 * so any counted gift (the room topic's, a game's) fits.
 *
 * Pure (no DOM): a candidate for `streams/` if the server needs the same fold.
 */
import { scan, type OperatorFunction } from 'rxjs';

/** A gift as counted: `diamonds` is its whole exactly-once value (not the per-gift price). */
export interface ScoredGift {
  /** The receiving host in a multi-guest room; `null` = the room's own host ({@link ROOM_HOST}). */
  readonly toUserId: string | null;
  readonly diamonds: number;
}

/** The key under which gifts with `toUserId: null` (the room's own host) are added up. */
export const ROOM_HOST = '@host';

/** Totals in diamonds: per receiving host (`ROOM_HOST` for `toUserId: null`) and overall. */
export interface Scoreboard {
  readonly totals: Readonly<Record<string, number>>;
  readonly total: number;
}

export const EMPTY_SCOREBOARD: Scoreboard = { totals: {}, total: 0 };

/** Adds one counted gift to a board (a new object: boards are immutable so views can compare by reference). */
export function addGift(board: Scoreboard, gift: ScoredGift): Scoreboard {
  const host = gift.toUserId ?? ROOM_HOST;
  return {
    totals: { ...board.totals, [host]: (board.totals[host] ?? 0) + gift.diamonds },
    total: board.total + gift.diamonds,
  };
}

/**
 * Folds counted gifts into a {@link Scoreboard}, emitting the board after each gift. Start from `seed` (the
 * snapshot a view loaded, e.g. after a `gap`) to continue an existing tally.
 */
export function scoreboard(seed: Scoreboard = EMPTY_SCOREBOARD): OperatorFunction<ScoredGift, Scoreboard> {
  return scan(addGift, seed);
}

/** The board as ranked rows, most diamonds first (ties by host id, so the order is stable). */
export function rankScoreboard(board: Scoreboard): Array<{ hostUserId: string; diamonds: number }> {
  return Object.entries(board.totals)
    .map(([hostUserId, diamonds]) => ({ hostUserId, diamonds }))
    .sort((a, b) => b.diamonds - a.diamonds || (a.hostUserId < b.hostUserId ? -1 : a.hostUserId > b.hostUserId ? 1 : 0));
}
