import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount (K from 1,000, M from 1,000,000)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [1_500, '1.5K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_560_000, '2.5M'],
    [-1_500, '-1.5K'],
  ])('%d → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('keeps the requested decimals', () => {
    expect(formatCount(1_234, 2)).toBe('1.23K');
  });
});
