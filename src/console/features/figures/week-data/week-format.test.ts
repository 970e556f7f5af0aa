/** The week page's numbers: grouped counts, hours and minutes, rates, and the week-over-week change. */
import { describe, expect, it } from 'vitest';
import { weekFormat } from './week-format';

const format = weekFormat('en', { duration: (h, m) => `${h} h ${m} min`, minutes: (m) => `${m} min` });

describe('weekFormat', () => {
  it('groups large numbers, writes a duration as hours and minutes and a rate as %', () => {
    expect(format.value('diamonds', 1_234_567)).toBe('1,234,567');
    expect(format.value('liveDurationMs', (2 * 60 + 5) * 60_000 + 20_000)).toBe('2 h 5 min');
    expect(format.value('liveDurationMs', 45 * 60_000)).toBe('45 min');
    expect(format.value('conversionRate', 12.5)).toBe('12.5%');
    expect(format.value('impressions', null)).toBe('—');
  });

  it('gives the change as a % of last week, the difference when last week was 0, nothing when unknown', () => {
    expect(format.change('diamonds', 150, 100)).toEqual({ direction: 'up', text: '+50%' });
    expect(format.change('diamonds', 75, 100)).toEqual({ direction: 'down', text: '-25%' });
    expect(format.change('diamonds', 100, 100)).toEqual({ direction: 'flat', text: '' });
    expect(format.change('liveCount', 3, 0)).toEqual({ direction: 'up', text: '+3' });
    expect(format.change('conversionRate', 10, 12.5)).toEqual({ direction: 'down', text: '-2.5' });
    expect(format.change('impressions', 10, null)).toBeNull();
  });
});
