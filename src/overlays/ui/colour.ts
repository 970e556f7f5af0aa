/**
 * Colour arithmetic the overlays do themselves because OBS Studio 30 renders browser sources with Chromium 103,
 * which has no CSS `color-mix()` (Chromium 111 and later): a mixed colour is computed here, or precomputed as a
 * custom property in overlays.css, and the result is the colour a current Chromium paints for the same
 * `color-mix()`.
 */

/** A colour as `#rrggbb`. */
export type HexColour = `#${string}`;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function channelsOf(colour: string): [number, number, number] {
  const match = HEX.exec(colour);
  if (!match) throw new Error(`Not a #rrggbb colour: ${colour}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/**
 * What `color-mix(in srgb, colour P%, other)` paints, as `#rrggbb`: each sRGB channel is
 * `colour × share + other × (1 − share)`, rounded to the nearest of 256 steps (how Chromium rasterises it).
 *
 * @param colour `#rrggbb`, the colour weighted by `share`.
 * @param other `#rrggbb`, the rest.
 * @param share the fraction of `colour` in [0, 1] (`0.45` for 45%).
 * @throws Error when a colour is not `#rrggbb` or `share` is outside [0, 1].
 */
export function mixSrgb(colour: string, other: string, share: number): HexColour {
  if (!(share >= 0 && share <= 1)) throw new Error(`A share is a fraction in [0, 1], got ${share}`);
  const a = channelsOf(colour);
  const b = channelsOf(other);
  const channels = a.map((value, i) => Math.round(value * share + b[i]! * (1 - share)));
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
