/**
 * Geometry of the lottery wheel (streams/games/turntable.ts draws the results). Angles are
 * degrees, clockwise, 0 = the pointer at the top. Each option's slice is as wide as its probability (a percentage
 * of 360°), in the configured order; what the options leave of 100 is one "no prize" slice at the end, whose
 * result index is -1 (as `drawOption` returns it). The wheel turns by a rotation `r`: the point drawn at angle `a`
 * shows at `a + r`, so the slice centred at `c` is under the pointer when `r ≡ −c (mod 360)`.
 */

/** One slice of the wheel. */
export interface WheelSlice {
  /** The option's index, or -1 for "no prize". */
  index: number;
  label: string;
  /** Start and end angles, degrees. */
  start: number;
  end: number;
}

/** The result index of "no prize" (streams/games/turntable.ts `drawOption`). */
export const NO_PRIZE_INDEX = -1;

/** Full turns before a spin settles, so even a neighbouring result reads as a spin. */
export const SPIN_TURNS = 6;

const EPSILON = 1e-6;

/** Positive modulo. */
export const mod360 = (angle: number): number => ((angle % 360) + 360) % 360;

/**
 * The slices of `options` (probabilities in percent, each 1–100, total at most 100), plus "no prize" for the rest
 * of 100 when there is any. Options beyond a total of 100 (an invalid configuration) are clipped.
 */
export function wheelSlices(options: readonly { content: string; probability: number }[], noPrizeLabel: string): WheelSlice[] {
  const slices: WheelSlice[] = [];
  let at = 0;
  options.forEach((option, index) => {
    const width = Math.min(Math.max(0, option.probability) * 3.6, 360 - at);
    if (width <= EPSILON) return;
    slices.push({ index, label: option.content, start: at, end: at + width });
    at += width;
  });
  if (360 - at > EPSILON) slices.push({ index: NO_PRIZE_INDEX, label: noPrizeLabel, start: at, end: 360 });
  return slices;
}

/**
 * The slice a result lands on: the option's, or "no prize" for -1. A result whose option has no slice (the
 * options changed after the draw) falls back to "no prize", then to the first slice.
 */
export function sliceOf(slices: readonly WheelSlice[], index: number): WheelSlice | undefined {
  return slices.find((slice) => slice.index === index) ?? slices.find((slice) => slice.index === NO_PRIZE_INDEX) ?? slices[0];
}

/**
 * A stable offset in [-1, 1) from a spin number, so the pointer does not always stop dead centre yet a reload
 * shows the same resting angle as the spin did.
 */
export function landingJitter(spinNo: number): number {
  return mod360(spinNo * 137.50776405) / 180 - 1;
}

/**
 * The rotation (degrees in [0, 360)) that puts result `index` under the pointer.
 * @param jitter where in the slice to stop, -1 (near its start) … 1 (near its end); kept 15% inside the edges.
 */
export function restingAngle(slices: readonly WheelSlice[], index: number, jitter = 0): number {
  const slice = sliceOf(slices, index);
  if (!slice) return 0;
  const centre = (slice.start + slice.end) / 2;
  const halfWidth = (slice.end - slice.start) / 2;
  return mod360(-(centre + jitter * halfWidth * 0.7));
}

/**
 * The rotation to animate to from `current` so the wheel turns forward (clockwise) at least `turns` full turns
 * and stops on result `index`.
 */
export function spinTargetAngle(current: number, slices: readonly WheelSlice[], index: number, jitter = 0, turns = SPIN_TURNS): number {
  const rest = restingAngle(slices, index, jitter);
  return current + turns * 360 + mod360(rest - current);
}

/** SVG path of a slice of a wheel of radius `r` centred on (0, 0), angles as above. */
export function slicePath(slice: WheelSlice, r: number): string {
  const point = (angle: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${(r * Math.cos(radians)).toFixed(2)} ${(r * Math.sin(radians)).toFixed(2)}`;
  };
  const sweep = slice.end - slice.start;
  if (sweep >= 360 - EPSILON) return `M 0 ${-r} A ${r} ${r} 0 1 1 0 ${r} A ${r} ${r} 0 1 1 0 ${-r} Z`;
  return `M 0 0 L ${point(slice.start)} A ${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${point(slice.end)} Z`;
}
