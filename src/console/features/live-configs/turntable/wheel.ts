/**
 * Geometry of the turntable preview (options with probabilities in %, the rest "No prize"):
 * one slice per option sized by its probability, then a "No prize" slice for what is left of 100, clockwise from
 * the top; and the wheel's rotation that brings a result under the pointer at the top. Pure.
 */

/** One slice: its option index (-1 = no prize), label, share and angles in degrees clockwise from the top. */
export interface WheelSlice {
  index: number;
  label: string;
  percent: number;
  start: number;
  end: number;
}

/** The slices of `options`; `noPrize` labels the remainder (left out when the options fill 100). */
export function wheelSlices(options: readonly { content: string; probability: number }[], noPrize: string): WheelSlice[] {
  const slices: WheelSlice[] = [];
  let at = 0;
  options.forEach((option, index) => {
    const sweep = (option.probability / 100) * 360;
    slices.push({ index, label: option.content, percent: option.probability, start: at, end: at + sweep });
    at += sweep;
  });
  const rest = Math.round((100 - options.reduce((sum, o) => sum + o.probability, 0)) * 100) / 100;
  if (rest > 0) slices.push({ index: -1, label: noPrize, percent: rest, start: at, end: 360 });
  return slices;
}

/** The rotation (degrees) that puts the middle of result `index`'s slice under the top pointer; 0 when not found. */
export function rotationFor(slices: readonly WheelSlice[], index: number): number {
  const slice = slices.find((s) => s.index === index);
  if (!slice) return 0;
  return (360 - (slice.start + slice.end) / 2) % 360;
}

/** A point on the circle of radius `r` around (`c`, `c`) at `degrees` clockwise from the top. */
function point(c: number, r: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [c + r * Math.cos(radians), c + r * Math.sin(radians)];
}

/** SVG path of a slice of a wheel of radius `r` centred at (`c`, `c`). A full circle is drawn as two halves. */
export function slicePath(slice: Pick<WheelSlice, 'start' | 'end'>, c: number, r: number): string {
  const sweep = slice.end - slice.start;
  if (sweep >= 359.999) {
    const [x1, y1] = point(c, r, 0);
    const [x2, y2] = point(c, r, 180);
    return `M ${x1} ${y1} A ${r} ${r} 0 1 1 ${x2} ${y2} A ${r} ${r} 0 1 1 ${x1} ${y1} Z`;
  }
  const [x1, y1] = point(c, r, slice.start);
  const [x2, y2] = point(c, r, slice.end);
  return `M ${c} ${c} L ${x1} ${y1} A ${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${x2} ${y2} Z`;
}

/** Where a slice's label goes: at `fraction` of the radius on the slice's middle. */
export function labelPoint(slice: Pick<WheelSlice, 'start' | 'end'>, c: number, r: number, fraction = 0.62): [number, number] {
  return point(c, r * fraction, (slice.start + slice.end) / 2);
}
