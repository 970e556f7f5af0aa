import { describe, expect, it } from 'vitest';
import { mixSrgb } from './colour';

/**
 * Expected colours are what a current Chromium (156) paints for the same `color-mix(in srgb, …)` (drawn on a canvas and read
 * back), so the overlays look the same in OBS 30's Chromium 103, which has no `color-mix()`.
 */
describe('mixSrgb', () => {
  it('tints toward white as color-mix() does', () => {
    expect(mixSrgb('#ff3b5c', '#ffffff', 0.45)).toBe('#ffa7b6');
    expect(mixSrgb('#ff3b5c', '#ffffff', 0.25)).toBe('#ffced6');
    expect(mixSrgb('#2f80ff', '#ffffff', 0.7)).toBe('#6da6ff');
    expect(mixSrgb('#1f8a80', '#ffffff', 0.45)).toBe('#9acac6');
    expect(mixSrgb('#29b6f6', '#ffffff', 0.25)).toBe('#caedfd');
  });

  it('shades toward black as color-mix() does, halves rounding up', () => {
    // 0xff × 0.7 = 178.5: Chromium paints 0xb3 (179).
    expect(mixSrgb('#ff7eb3', '#000000', 0.7)).toBe('#b3587d');
    expect(mixSrgb('#4fc3f7', '#000000', 0.7)).toBe('#3789ad');
    expect(mixSrgb('#f0c35a', '#000000', 0.7)).toBe('#a8893f');
    expect(mixSrgb('#4dd0e1', '#000000', 0.7)).toBe('#36929e');
  });

  it('gives either colour at the ends and accepts upper-case hex', () => {
    expect(mixSrgb('#FF8A65', '#000000', 1)).toBe('#ff8a65');
    expect(mixSrgb('#ff8a65', '#000000', 0)).toBe('#000000');
  });

  it('refuses what it cannot mix', () => {
    expect(() => mixSrgb('red', '#ffffff', 0.5)).toThrow(/#rrggbb/);
    expect(() => mixSrgb('#fff', '#ffffff', 0.5)).toThrow(/#rrggbb/);
    expect(() => mixSrgb('#ffffff', '#000000', 1.5)).toThrow(/fraction/);
    expect(() => mixSrgb('#ffffff', '#000000', Number.NaN)).toThrow(/fraction/);
  });
});
