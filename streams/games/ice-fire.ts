/**
 * Ice-and-fire battle effects. Two streamers; each has a trigger gift. Rules (the page's help text
 * and the README say the same):
 * - A side's trigger gift starts that side's effect for `effectSeconds` (the first streamer's is `fire`, the
 *   second's `ice`); a trigger while the effect runs restarts its full duration.
 * - While a side's effect runs, each gift that scores for that side scores double: the gift keeps its own
 *   ledger entry and the effect adds a second entry with the extra points (cause `effect`), so a counted gift
 *   is never dropped or changed and every effect is in the ledger.
 * - The trigger gift itself scores normally (when it is assigned) and is not doubled by the effect it starts.
 * Pure: time is an input (epoch ms).
 */
import type { ConfigStreamer } from './live-config';

/** Score multiplier of an active effect. */
export const EFFECT_MULTIPLIER = 2;

export type EffectName = 'fire' | 'ice';

export interface ActiveEffect {
  streamerId: string;
  effect: EffectName;
  startedAt: number;
  endsAt: number;
}

/** The effect a trigger gift starts, or null when `giftId` is nobody's trigger gift. */
export function effectTriggeredBy(
  streamers: readonly Pick<ConfigStreamer, 'anchorId' | 'triggerGiftId'>[],
  giftId: string,
  now: number,
  effectSeconds: number,
): ActiveEffect | null {
  const index = streamers.findIndex((s) => s.triggerGiftId === giftId);
  if (index < 0) return null;
  return { streamerId: streamers[index]!.anchorId, effect: index === 0 ? 'fire' : 'ice', startedAt: now, endsAt: now + effectSeconds * 1_000 };
}

/** Effects still running at `now`, with `started` replacing the same side's effect. */
export function withEffect(effects: readonly ActiveEffect[], started: ActiveEffect): ActiveEffect[] {
  return [...effects.filter((e) => e.streamerId !== started.streamerId), started];
}

/** The running effect of `streamerId` at `now`, if any (an effect ends exactly at `endsAt`). */
export function activeEffectOf(effects: readonly ActiveEffect[], streamerId: string, now: number): ActiveEffect | null {
  return effects.find((e) => e.streamerId === streamerId && e.startedAt <= now && now < e.endsAt) ?? null;
}

/** Extra points an active effect adds to a gift worth `points`. */
export const effectBonus = (points: number): number => points * (EFFECT_MULTIPLIER - 1);
