/** The wheel's geometry: slices sized by probability, and the turn that stops on the drawn slice. */
import { describe, expect, it } from 'vitest';
import { rotationFor, sliceArcs, sliceAtPointer, slicePath } from './wheel-geometry';

describe('the lottery wheel geometry', () => {
  it('gives each slice its probability’s share of the circle, in order', () => {
    expect(sliceArcs([10, 25, 65])).toEqual([
      { start: 0, end: 36 },
      { start: 36, end: 126 },
      { start: 126, end: 360 },
    ]);
  });

  it('stops with the drawn slice under the pointer, after whole turns forward', () => {
    const arcs = sliceArcs([10, 25, 5, 60]);
    let rotation = 0;
    for (const index of [0, 1, 2, 3, 2]) {
      const next = rotationFor(arcs, index, rotation);
      expect(next - rotation).toBeGreaterThanOrEqual(5 * 360 - 360);
      expect(sliceAtPointer(arcs, next)).toBe(index);
      rotation = next;
    }
  });

  it('draws a lone slice as a whole disc', () => {
    expect(slicePath(100, 90, { start: 0, end: 360 })).toMatch(/^M 100 10 A 90 90 0 1 1/);
    expect(slicePath(100, 90, { start: 0, end: 90 })).toBe('M 100 100 L 100 10 A 90 90 0 0 1 190 100 Z');
  });
});
