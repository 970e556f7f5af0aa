/**
 * The lottery wheel's geometry, pure: each slice's share of the circle is its probability (percent of 100, the "no
 * prize" rest included, as the server cuts the draw's 0–100 line), drawn clockwise from the top; and the turn that
 * brings a slice's middle under the pointer at the top after whole spins. Angles in degrees, clockwise from 12 o'clock.
 */

/** One slice's start and end angle. */
export interface SliceArc {
  start: number;
  end: number;
}

/** The slices' arcs for `probabilities` (scaled to the full circle when they do not add up to exactly 100). */
export function sliceArcs(probabilities: readonly number[]): SliceArc[] {
  const total = probabilities.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return probabilities.map(() => ({ start: 0, end: 0 }));
  let start = 0;
  return probabilities.map((value) => {
    const end = start + (value / total) * 360;
    const arc = { start, end };
    start = end;
    return arc;
  });
}

/** The point at `angle` on the circle of `radius` around (`center`, `center`). */
export function pointAt(center: number, radius: number, angle: number): { x: number; y: number } {
  const radians = ((angle - 90) * Math.PI) / 180;
  return { x: center + radius * Math.cos(radians), y: center + radius * Math.sin(radians) };
}

/** The SVG path of a slice (a whole disc when the slice is the full circle). */
export function slicePath(center: number, radius: number, arc: SliceArc): string {
  const sweep = arc.end - arc.start;
  if (sweep >= 359.999) return `M ${center} ${center - radius} A ${radius} ${radius} 0 1 1 ${center - 0.01} ${center - radius} Z`;
  const from = pointAt(center, radius, arc.start);
  const to = pointAt(center, radius, arc.end);
  const large = sweep > 180 ? 1 : 0;
  return `M ${center} ${center} L ${round(from.x)} ${round(from.y)} A ${radius} ${radius} 0 ${large} 1 ${round(to.x)} ${round(to.y)} Z`;
}

/**
 * The wheel's rotation (clockwise degrees) that stops with the middle of slice `index` under the top pointer, more
 * than `from` by at least `spins` whole turns, so the wheel always spins forward.
 */
export function rotationFor(arcs: readonly SliceArc[], index: number, from: number, spins = 5): number {
  const arc = arcs[index];
  if (!arc) return from;
  const middle = (arc.start + arc.end) / 2;
  // The wheel turned by r shows at the top the angle (360 - r) mod 360 of its own drawing.
  const stop = (((360 - middle) % 360) + 360) % 360;
  const base = Math.ceil(from / 360) * 360 + spins * 360;
  return base + stop;
}

/** The slice under the top pointer when the wheel is turned by `rotation` degrees, or -1 for none. */
export function sliceAtPointer(arcs: readonly SliceArc[], rotation: number): number {
  const angle = (((360 - rotation) % 360) + 360) % 360;
  return arcs.findIndex((arc) => angle >= arc.start && angle < arc.end);
}

const round = (value: number) => Math.round(value * 100) / 100;
