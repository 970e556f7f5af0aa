import { describe, expect, it } from 'vitest';
import { landingJitter, mod360, NO_PRIZE_INDEX, restingAngle, sliceOf, slicePath, spinTargetAngle, SPIN_TURNS, wheelSlices, type WheelSlice } from './wheel';

const OPTIONS = [
  { content: 'Rose', probability: 30 },
  { content: 'Lion', probability: 5 },
  { content: 'Galaxy', probability: 10 },
  { content: 'Sticker', probability: 25 },
];

/** The slice under the pointer (angle 0) when the wheel is turned by `rotation`. */
function sliceUnderPointer(slices: readonly WheelSlice[], rotation: number): WheelSlice | undefined {
  const at = mod360(-rotation);
  return slices.find((slice) => at >= slice.start && at < slice.end);
}

describe('wheel slices', () => {
  it('sizes each option by its probability and adds "no prize" for the rest of 100', () => {
    const slices = wheelSlices(OPTIONS, 'No prize');
    expect(slices.map((s) => [s.index, Math.round(s.end - s.start)])).toEqual([
      [0, 108],
      [1, 18],
      [2, 36],
      [3, 90],
      [NO_PRIZE_INDEX, 108],
    ]);
    expect(slices.at(-1)).toMatchObject({ label: 'No prize', end: 360 });
  });

  it('has no "no prize" slice when the options fill 100', () => {
    const slices = wheelSlices([{ content: 'A', probability: 60 }, { content: 'B', probability: 40 }], 'No prize');
    expect(slices.map((s) => s.index)).toEqual([0, 1]);
  });

  it('clips options beyond a total of 100 (an invalid configuration never breaks the wheel)', () => {
    const slices = wheelSlices([{ content: 'A', probability: 80 }, { content: 'B', probability: 40 }], 'No prize');
    expect(slices.map((s) => [s.index, Math.round(s.end - s.start)])).toEqual([
      [0, 288],
      [1, 72],
    ]);
  });

  it('falls back to "no prize" for a result whose option is gone', () => {
    const slices = wheelSlices(OPTIONS, 'No prize');
    expect(sliceOf(slices, 9)?.index).toBe(NO_PRIZE_INDEX);
  });

  it('draws a full circle for a single slice', () => {
    const [only] = wheelSlices([{ content: 'All', probability: 100 }], 'No prize');
    expect(slicePath(only!, 10)).toContain('A 10 10 0 1 1');
  });
});

describe('wheel angle for a result index', () => {
  const slices = wheelSlices(OPTIONS, 'No prize');

  it.each([0, 1, 2, 3, NO_PRIZE_INDEX])('rests with result %i under the pointer', (index) => {
    expect(sliceUnderPointer(slices, restingAngle(slices, index))?.index).toBe(index);
    expect(sliceUnderPointer(slices, restingAngle(slices, index, 1))?.index).toBe(index);
    expect(sliceUnderPointer(slices, restingAngle(slices, index, -1))?.index).toBe(index);
  });

  it('centres the slice without jitter', () => {
    // Galaxy spans 126°–162°: centre 144°, so the wheel turns back by 144°.
    expect(restingAngle(slices, 2)).toBeCloseTo(216);
  });

  it('spins forward at least the full turns and stops on the result, from any angle', () => {
    for (const from of [0, 37, 359.5, 7_250]) {
      for (const index of [0, 1, 2, 3, NO_PRIZE_INDEX]) {
        const jitter = landingJitter(index + 10);
        const target = spinTargetAngle(from, slices, index, jitter);
        expect(target - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
        expect(target - from).toBeLessThan((SPIN_TURNS + 1) * 360);
        expect(sliceUnderPointer(slices, target)?.index).toBe(index);
      }
    }
  });

  it('jitters deterministically within [-1, 1) per spin number', () => {
    for (let n = 1; n < 200; n += 1) {
      const jitter = landingJitter(n);
      expect(jitter).toBeGreaterThanOrEqual(-1);
      expect(jitter).toBeLessThan(1);
      expect(landingJitter(n)).toBe(jitter);
    }
  });
});
