/** How the wall writes live times, numbers, clock times and initials. */
import { describe, expect, it } from 'vitest';
import { formatClock, formatElapsed, formatWhole, hueOf, initialsOf } from './wall-format';

describe('wall formats', () => {
  it('writes live time with its hours, never negative', () => {
    expect(formatElapsed(121_900)).toBe('0:02:01');
    expect(formatElapsed(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatElapsed(27 * 3_600_000)).toBe('27:00:00');
    expect(formatElapsed(-5_000)).toBe('0:00:00');
  });

  it('groups whole numbers in the language, with Latin digits in Arabic', () => {
    expect(formatWhole(1_234_567, 'en')).toBe('1,234,567');
    expect(formatWhole(1_234, 'ar')).toMatch(/^1.234$/);
  });

  it('writes clock times on 24 hours', () => {
    expect(formatClock(new Date(2024, 0, 2, 21, 4, 5).getTime(), 'en')).toBe('21:04:05');
  });

  it('takes up to two initials, and gives each streamer a stable colour', () => {
    expect(initialsOf('Luna Star')).toBe('LS');
    expect(initialsOf('  sora ')).toBe('S');
    expect(initialsOf('Aria de la Luz')).toBe('AL');
    expect(initialsOf('')).toBe('?');
    expect(hueOf('sim_001')).toBe(hueOf('sim_001'));
    expect(hueOf('sim_001')).toBeGreaterThanOrEqual(0);
    expect(hueOf('sim_001')).toBeLessThan(360);
  });
});
