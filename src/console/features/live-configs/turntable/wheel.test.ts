import { describe, expect, it } from 'vitest';
import { rotationFor, slicePath, wheelSlices } from './wheel';

describe('turntable preview geometry', () => {
  const options = [
    { content: 'Ticket', probability: 60 },
    { content: 'Sticker', probability: 30 },
  ];

  it('sizes slices by probability and gives the rest of 100 to "No prize"', () => {
    expect(wheelSlices(options, 'No prize')).toEqual([
      { index: 0, label: 'Ticket', percent: 60, start: 0, end: 216 },
      { index: 1, label: 'Sticker', percent: 30, start: 216, end: 324 },
      { index: -1, label: 'No prize', percent: 10, start: 324, end: 360 },
    ]);
    expect(wheelSlices([{ content: 'All', probability: 100 }], 'No prize')).toHaveLength(1);
  });

  it('turns the wheel so the result sits under the top pointer', () => {
    const slices = wheelSlices(options, 'No prize');
    expect(rotationFor(slices, 0)).toBe(252); // middle 108° → 360 − 108
    expect(rotationFor(slices, -1)).toBe(18); // middle 342°
    expect(rotationFor(slices, 5)).toBe(0);
  });

  it('draws a full circle as two arcs', () => {
    expect(slicePath({ start: 0, end: 360 }, 100, 90).match(/A /g)).toHaveLength(2);
    expect(slicePath({ start: 0, end: 90 }, 100, 90)).toMatch(/^M 100 100 L /);
  });
});
