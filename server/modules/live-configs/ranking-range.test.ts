import { describe, expect, it } from 'vitest';
import { rankingWindow } from './ranking-range';

const iso = (w: { from: Date; to: Date }) => [w.from.toISOString(), w.to.toISOString()];

describe('rankingWindow', () => {
  // Wednesday 2026-11-18 10:30 in Dubai (UTC+4, the product's lottery zone) = 06:30 UTC.
  const now = Date.UTC(2026, 10, 18, 6, 30);
  const zone = 'Asia/Dubai';

  it.each([
    ['today', '2026-11-17T20:00:00.000Z', '2026-11-18T20:00:00.000Z'],
    ['yesterday', '2026-11-16T20:00:00.000Z', '2026-11-17T20:00:00.000Z'],
    // Weeks start on Monday (16 November).
    ['thisWeek', '2026-11-15T20:00:00.000Z', '2026-11-22T20:00:00.000Z'],
    ['lastWeek', '2026-11-08T20:00:00.000Z', '2026-11-15T20:00:00.000Z'],
    ['thisMonth', '2026-10-31T20:00:00.000Z', '2026-11-30T20:00:00.000Z'],
    ['lastMonth', '2026-09-30T20:00:00.000Z', '2026-10-31T20:00:00.000Z'],
  ] as const)('%s is the calendar span in the server zone', (range, from, to) => {
    expect(iso(rankingWindow(range, zone, now))).toEqual([from, to]);
  });

  it('custom includes both days', () => {
    expect(iso(rankingWindow('custom', zone, now, { start: '2026-11-01', end: '2026-11-02' }))).toEqual(['2026-10-31T20:00:00.000Z', '2026-11-02T20:00:00.000Z']);
    expect(() => rankingWindow('custom', zone, now, { start: '2026-11-01' })).toThrow(RangeError);
  });

  it('a day across a daylight-saving change is 23 hours long', () => {
    // Europe/Warsaw moved to summer time on 2026-03-29.
    const w = rankingWindow('today', 'Europe/Warsaw', Date.UTC(2026, 2, 29, 12));
    expect(w.to.getTime() - w.from.getTime()).toBe(23 * 3_600_000);
    expect(w.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('thisMonth at the first instant of a month is that month', () => {
    expect(iso(rankingWindow('thisMonth', 'UTC', Date.UTC(2026, 0, 1)))).toEqual(['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
  });
});
