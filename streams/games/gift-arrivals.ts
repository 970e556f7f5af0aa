/**
 * "Do the selected gifts ever arrive?" A game scores only the gift ids its configuration selected, and the catalogue
 * has several gifts with one name (two "Heart": id 5480 at 10 diamonds and id 6247 at 1 diamond), so a configuration
 * that picked the wrong one scores nothing while the room is full of hearts. The game therefore notes, per round,
 * which selected gifts arrived in its host room (counted, whether or not they scored) and how many counted gifts of
 * other ids arrived, and the control page warns when none of the selected gifts arrived although the room was
 * watched long enough to expect one.
 *
 * The rule ({@link GIFT_ARRIVAL_RULE}): while a round is collecting, none of the selected gifts has arrived in the
 * host room, and either the game has watched the live host room for 5 minutes of this round, or 30 counted gifts of
 * other ids arrived in it this round. The warning names every selected gift and lasts until one of them arrives (a
 * round that ended keeps its last state; a new round starts watching again).
 *
 * Pure: no I/O, time is an input.
 */
import { z } from 'zod';

/** The thresholds of the rule (module comment). */
export const GIFT_ARRIVAL_RULE = {
  /** Watching the live host room this long in a round without a selected gift warns (ms). */
  watchMs: 5 * 60_000,
  /** This many counted gifts of other ids in a round without a selected gift warns. */
  otherGifts: 30,
  /** A tick later than this after the previous one adds only this much watching time (a restart is not watching), ms. */
  maxTickMs: 5_000,
} as const;

/** What a game keeps of one round (stored with the game's snapshots, so a restart keeps it). */
export const giftArrivalsSchema = z.object({
  round: z.number().int().nonnegative(),
  /** Selected gift ids that arrived this round, in arrival order. */
  seen: z.array(z.string()),
  /** Counted gift records of ids that are not selected, this round. */
  otherGifts: z.number().int().nonnegative(),
  /** Time the game watched the live host room during this round, ms. */
  watchedMs: z.number().int().nonnegative(),
});
export type GiftArrivals = z.infer<typeof giftArrivalsSchema>;

/** Nothing noted yet for `round`. */
export const emptyArrivals = (round: number): GiftArrivals => ({ round, seen: [], otherGifts: 0, watchedMs: 0 });

/** A counted gift of `giftId` arrived during `round`; `selected` = the configuration's gift ids. */
export function noteArrival(arrivals: GiftArrivals, round: number, giftId: string, selected: ReadonlySet<string>): GiftArrivals {
  const current = arrivals.round === round ? arrivals : emptyArrivals(round);
  if (!selected.has(giftId)) return { ...current, otherGifts: current.otherGifts + 1 };
  return current.seen.includes(giftId) ? current : { ...current, seen: [...current.seen, giftId] };
}

/** `elapsedMs` more of watching the live host room during `round` (capped at {@link GIFT_ARRIVAL_RULE}.maxTickMs). */
export function noteWatching(arrivals: GiftArrivals, round: number, elapsedMs: number): GiftArrivals {
  const current = arrivals.round === round ? arrivals : emptyArrivals(round);
  const add = Math.max(0, Math.min(Math.round(elapsedMs), GIFT_ARRIVAL_RULE.maxTickMs));
  return add === 0 ? current : { ...current, watchedMs: current.watchedMs + add };
}

export const missingGiftSchema = z.object({ giftId: z.string(), giftName: z.string() });

/**
 * What the control page shows of the rule:
 * - `idle`: no round yet, or no gift selected;
 * - `watching`: none of the selected gifts arrived yet, the thresholds are not reached;
 * - `arrived`: these selected gifts arrived this round;
 * - `neverArrived`: the rule holds; `gifts` are the selected gifts, named.
 */
export const giftArrivalsViewSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.literal('watching'), otherGifts: z.number().int().nonnegative(), watchedMs: z.number().int().nonnegative() }),
  z.object({ status: z.literal('arrived'), seen: z.array(z.string()) }),
  z.object({ status: z.literal('neverArrived'), gifts: z.array(missingGiftSchema), otherGifts: z.number().int().nonnegative(), watchedMs: z.number().int().nonnegative() }),
]);
export type GiftArrivalsView = z.infer<typeof giftArrivalsViewSchema>;

/** The view of `arrivals` for the round `round` (0 = none yet) of a configuration selecting `gifts`. */
export function giftArrivalsView(arrivals: GiftArrivals, round: number, gifts: readonly { giftId: string; giftName: string }[]): GiftArrivalsView {
  if (round === 0 || gifts.length === 0) return { status: 'idle' };
  const current = arrivals.round === round ? arrivals : emptyArrivals(round);
  if (current.seen.length > 0) return { status: 'arrived', seen: current.seen };
  const { otherGifts, watchedMs } = current;
  if (watchedMs >= GIFT_ARRIVAL_RULE.watchMs || otherGifts >= GIFT_ARRIVAL_RULE.otherGifts) {
    return { status: 'neverArrived', gifts: gifts.map(({ giftId, giftName }) => ({ giftId, giftName })), otherGifts, watchedMs };
  }
  return { status: 'watching', otherGifts, watchedMs };
}
