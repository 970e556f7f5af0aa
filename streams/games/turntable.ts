/**
 * Lottery turntable options and the draw (the product rules: "Turntable option: content, probability"; probability
 * "each 1 to 100 ('Please enter a number between 1 and 100.'), must be filled, at least 0, sum at most 100";
 * "probability 0 to 100, total at most 100").
 *
 * Probabilities are percentages; what the options leave of 100 is "no prize". The draw takes one uniform
 * number in [0, 1) from the caller (a seedable random source on the server), so a seeded run is repeatable.
 * Pure.
 */
import { z } from 'zod';
import { liveConfigMessage } from '../contracts/refusals/live-configs';

export const TURNTABLE_MESSAGES = {
  probability: liveConfigMessage('TURNTABLE_PROBABILITY'),
  contentRequired: liveConfigMessage('TURNTABLE_PRIZE_REQUIRED'),
  total: liveConfigMessage('TURNTABLE_TOTAL'),
  atLeastOne: liveConfigMessage('TURNTABLE_AT_LEAST_ONE'),
} as const;

/** The rest of 100 when no option is drawn. */
export const NO_PRIZE = 'No prize';

export const turntableOptionSchema = z.object({
  content: z.string({ message: TURNTABLE_MESSAGES.contentRequired }).trim().min(1, TURNTABLE_MESSAGES.contentRequired).max(50, liveConfigMessage('TURNTABLE_PRIZE_TOO_LONG')),
  probability: z
    .number({ message: TURNTABLE_MESSAGES.probability })
    .min(1, TURNTABLE_MESSAGES.probability)
    .max(100, TURNTABLE_MESSAGES.probability),
});
export type TurntableOption = z.infer<typeof turntableOptionSchema>;

export const turntableOptionsSchema = z
  .array(turntableOptionSchema)
  .min(1, TURNTABLE_MESSAGES.atLeastOne)
  .max(12, liveConfigMessage('TURNTABLE_TOO_MANY'))
  .superRefine((options, ctx) => {
    // An option out of range already has its own message; the total would only repeat it.
    if (options.some((o) => !(o.probability >= 1 && o.probability <= 100))) return;
    // Sum in hundredths so 33.33 + 33.33 + 33.34 is exactly 100.
    const total = options.reduce((sum, o) => sum + Math.round(o.probability * 100), 0);
    if (total > 100_00) ctx.addIssue({ code: 'custom', message: TURNTABLE_MESSAGES.total });
  });

/** The result of one draw: the option's index, or -1 for "no prize". */
export interface DrawResult {
  index: number;
  content: string;
}

/**
 * Draws one option. `uniform` must be in [0, 1): option i wins when it falls in its slice of the 0–100 line.
 * @throws {RangeError} when `uniform` is outside [0, 1).
 */
export function drawOption(options: readonly TurntableOption[], uniform: number): DrawResult {
  if (!(uniform >= 0 && uniform < 1)) throw new RangeError(`uniform must be in [0, 1), got ${uniform}`);
  const point = uniform * 100;
  let edge = 0;
  for (const [index, option] of options.entries()) {
    edge += option.probability;
    if (point < edge) return { index, content: option.content };
  }
  return { index: -1, content: NO_PRIZE };
}

/**
 * One step of mulberry32, a small seedable generator whose whole state is one 32-bit number, so a spin machine
 * can keep it in its persisted snapshot and a restart continues the same sequence.
 * @returns `value` uniform in [0, 1) and the next `state`.
 */
export function nextUniform(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296, state: next };
}
