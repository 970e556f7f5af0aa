/** Weeks by their Monday: the week of any day (Sunday belongs to the week before), stepping across months and years. */
import { describe, expect, it } from 'vitest';
import { currentMonday, isDay, mondayOf, shiftWeeks, sundayOf } from './week-dates';

describe('week dates', () => {
  it('finds the Monday of any day, and moves by whole weeks across months and years', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(shiftWeeks('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeeks('2026-03-02', -1)).toBe('2026-02-23');
    expect(sundayOf('2026-11-23')).toBe('2026-11-29');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
  });
});

describe('the current week', () => {
  it('is the Monday of the reader’s local date', () => {
    expect(currentMonday(new Date(2026, 10, 26, 9))).toBe('2026-11-23');
    expect(currentMonday(new Date(2026, 10, 23, 0, 5))).toBe('2026-11-23');
    expect(currentMonday(new Date(2026, 10, 29, 23, 59))).toBe('2026-11-23');
  });
});
