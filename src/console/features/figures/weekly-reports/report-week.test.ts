/** Weeks by their Monday: the week of any day, and stepping a week back and forth across months and years. */
import { describe, expect, it } from 'vitest';
import { mondayOf, shiftWeek } from './report-week';

describe('report weeks', () => {
  it('name a week by its Monday, Sunday belonging to the week before', () => {
    expect(mondayOf(new Date(2026, 10, 26, 9))).toBe('2026-11-23');
    expect(mondayOf(new Date(2026, 10, 23, 0, 5))).toBe('2026-11-23');
    expect(mondayOf(new Date(2026, 10, 29, 23, 59))).toBe('2026-11-23');
  });
  it('step by whole weeks across months and years', () => {
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-11-26', 0)).toBe('2026-11-23');
  });
});
