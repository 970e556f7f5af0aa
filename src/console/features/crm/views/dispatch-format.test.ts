/** The dispatch statistics' figures as people read them. */
import { describe, expect, it } from 'vitest';
import { formatMinutes, formatRate } from './dispatch-format';

describe('the dispatch statistics format', () => {
  it('shows the taking rate as a percentage', () => {
    expect(formatRate(0.875, 'en')).toBe('87.5%');
    expect(formatRate(1, 'en')).toBe('100%');
    expect(formatRate(null, 'en')).toBeNull();
  });

  it('shows the mean time to take as m:ss', () => {
    expect(formatMinutes(125_000)).toBe('2:05');
    expect(formatMinutes(59_600)).toBe('1:00');
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(null)).toBeNull();
  });
});
