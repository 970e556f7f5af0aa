/**
 * Time ranges and buckets of the live sessions read side: `from`/`to` read in a zone, the range refusals, the chart's
 * buckets on ordinary days, DST days and in quarter-hour zones, and the summing of slots into buckets.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../streams/contracts/monitor-sessions';
import { HttpError } from '../../http/http-error';
import { bucketIndex, bucketize, resolveRange, resolveTime, seriesWindow, withDefaultRange, type SlotSums } from './time-range';

const ms = (iso: string) => new Date(iso).getTime();

/** The message of the 400 `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('expected a 400');
}

describe('resolveTime', () => {
  it('reads epoch ms as given, a date as its midnight in the zone (a `to` date as the next one)', () => {
    expect(resolveTime('1714521600000', 'Europe/Berlin', 'start')).toBe(1714521600000);
    expect(resolveTime('2024-05-01', 'Europe/Berlin', 'start')).toBe(ms('2024-04-30T22:00:00Z'));
    expect(resolveTime('2024-05-01', 'Europe/Berlin', 'end')).toBe(ms('2024-05-01T22:00:00Z'));
    expect(resolveTime('2024-05-31', 'UTC', 'end')).toBe(ms('2024-06-01T00:00:00Z'));
  });

  it('reads a date-time without offset in the zone, with an offset or Z as given (the wire format with a space too)', () => {
    expect(resolveTime('2024-05-01T20:00', 'Asia/Dubai', 'start')).toBe(ms('2024-05-01T16:00:00Z'));
    expect(resolveTime('2024-05-01 20:00:30', 'Asia/Dubai', 'start')).toBe(ms('2024-05-01T16:00:30Z'));
    expect(resolveTime('2024-05-01T20:00:00.5', 'UTC', 'start')).toBe(ms('2024-05-01T20:00:00.500Z'));
    expect(resolveTime('2024-05-01T20:00:00+02:00', 'Asia/Dubai', 'start')).toBe(ms('2024-05-01T18:00:00Z'));
    expect(resolveTime('2024-05-01T20:00:00-0530', 'UTC', 'start')).toBe(ms('2024-05-02T01:30:00Z'));
    expect(resolveTime('2024-05-01T20:00:00Z', 'Asia/Dubai', 'end')).toBe(ms('2024-05-01T20:00:00Z'));
  });

  it('answers null for shapes that name no real time', () => {
    expect(resolveTime('2024-02-30', 'UTC', 'start')).toBeNull();
    expect(resolveTime('2023-02-29T10:00', 'UTC', 'start')).toBeNull();
    expect(resolveTime('2024-05-01T24:00', 'UTC', 'start')).toBeNull();
    expect(resolveTime('2024-05-01T10:60', 'UTC', 'start')).toBeNull();
    expect(resolveTime('tomorrow', 'UTC', 'start')).toBeNull();
  });
});

describe('resolveRange', () => {
  it('takes either end alone, and both when `to` is after `from` and within 366 days', () => {
    expect(resolveRange({ from: '2024-05-01' }, 'UTC')).toEqual({ from: ms('2024-05-01T00:00:00Z') });
    expect(resolveRange({ to: '2024-05-01' }, 'UTC')).toEqual({ to: ms('2024-05-02T00:00:00Z') });
    expect(resolveRange({ from: '2024-05-01', to: '2024-05-01' }, 'UTC')).toEqual({ from: ms('2024-05-01T00:00:00Z'), to: ms('2024-05-02T00:00:00Z') });
    // A leap year from its first to its last day in a zone with DST: 366 days.
    expect(() => resolveRange({ from: '2024-01-01', to: '2024-12-31' }, 'Europe/Berlin')).not.toThrow();
  });

  it('refuses an end not after the start, a range over 366 days and a time that does not exist, naming the field', () => {
    expect(refusal(() => resolveRange({ from: '2024-05-02', to: '2024-05-01' }, 'UTC'))).toBe(`to: ${SESSION_MESSAGES.rangeOrder}`);
    expect(refusal(() => resolveRange({ from: '1000', to: '1000' }, 'UTC'))).toBe(`to: ${SESSION_MESSAGES.rangeOrder}`);
    expect(refusal(() => resolveRange({ from: '2024-01-01', to: '2025-01-01' }, 'UTC'))).toBe(`to: ${SESSION_MESSAGES.rangeTooLong}`);
    expect(refusal(() => resolveRange({ from: '2024-02-30' }, 'UTC'))).toBe(`from: ${SESSION_MESSAGES.timeFormat}`);
    expect(refusal(() => resolveRange({ to: '2024-13-01' }, 'UTC'))).toBe(`to: ${SESSION_MESSAGES.timeFormat}`);
  });

  it('defaults the ranking to the 30 days before now, and checks the result', () => {
    const now = ms('2024-05-31T12:00:00Z');
    expect(withDefaultRange({}, now)).toEqual({ from: ms('2024-05-01T12:00:00Z'), to: now });
    expect(withDefaultRange({ to: ms('2024-05-02T00:00:00Z') }, now)).toEqual({ from: ms('2024-04-02T00:00:00Z'), to: ms('2024-05-02T00:00:00Z') });
    expect(refusal(() => withDefaultRange({ from: ms('2024-06-01T00:00:00Z') }, now))).toBe(`to: ${SESSION_MESSAGES.rangeOrder}`);
  });
});

describe('seriesWindow', () => {
  const now = ms('2024-05-01T21:30:00Z');

  it('today: 288 five-minute buckets from the zone’s midnight; the zone decides which day today is', () => {
    const berlin = seriesWindow('today', 'Europe/Berlin', undefined, now);
    // 21:30 UTC is 23:30 in Berlin: still 1 May.
    expect(berlin.from).toBe(ms('2024-04-30T22:00:00Z'));
    expect(berlin.to).toBe(ms('2024-05-01T22:00:00Z'));
    expect(berlin.buckets).toHaveLength(288);
    expect(berlin.bucketMs).toBe(300_000);
    // 21:30 UTC is 01:30 on 2 May in Dubai.
    expect(seriesWindow('today', 'Asia/Dubai', undefined, now).from).toBe(ms('2024-05-01T20:00:00Z'));
  });

  it('a DST day has 23 or 25 hours of buckets; 7 days in hours, 30 days in calendar days', () => {
    expect(seriesWindow('today', 'Europe/Berlin', '2024-03-31', now).buckets).toHaveLength(276);
    expect(seriesWindow('today', 'Europe/Berlin', '2024-10-27', now).buckets).toHaveLength(300);
    const week = seriesWindow('7d', 'Europe/Berlin', '2024-04-02', now);
    expect(week.buckets).toHaveLength(7 * 24 - 1);
    expect(week.from).toBe(ms('2024-03-26T23:00:00Z'));
    const month = seriesWindow('30d', 'Europe/Berlin', '2024-04-15', now);
    expect(month.buckets).toHaveLength(30);
    expect(month.buckets[0]).toBe(ms('2024-03-16T23:00:00Z'));
    // The days before and after the change start at the local midnight of each.
    expect(month.buckets[14]).toBe(ms('2024-03-30T23:00:00Z'));
    expect(month.buckets[15]).toBe(ms('2024-03-31T22:00:00Z'));
    expect(month.to).toBe(ms('2024-04-15T22:00:00Z'));
  });

  it('hours of a quarter-hour zone start at :15 UTC', () => {
    const week = seriesWindow('7d', 'Asia/Kathmandu', '2024-05-01', now);
    expect(week.buckets[0]).toBe(ms('2024-04-24T18:15:00Z'));
    expect(week.buckets[1]).toBe(ms('2024-04-24T19:15:00Z'));
  });

  it('refuses a day that does not exist', () => {
    expect(refusal(() => seriesWindow('today', 'UTC', '2024-02-30', now))).toBe(`day: ${SESSION_MESSAGES.dayFormat}`);
  });
});

describe('bucketIndex and bucketize', () => {
  const window = seriesWindow('7d', 'UTC', '2024-05-07', 0);
  const slot = (streamerId: number, iso: string, viewers: number[], diamonds: number, likes = 0): SlotSums => ({
    streamerId,
    t: ms(iso),
    viewerSum: viewers.reduce((a, b) => a + b, 0),
    viewerCount: viewers.length,
    viewerMax: viewers.length ? Math.max(...viewers) : null,
    diamonds,
    likes,
  });

  it('finds the bucket holding an instant, -1 outside the range', () => {
    expect(bucketIndex(window.buckets, window.to, ms('2024-05-01T00:00:00Z'))).toBe(0);
    expect(bucketIndex(window.buckets, window.to, ms('2024-05-01T00:59:59Z'))).toBe(0);
    expect(bucketIndex(window.buckets, window.to, ms('2024-05-01T01:00:00Z'))).toBe(1);
    expect(bucketIndex(window.buckets, window.to, ms('2024-05-07T23:59:00Z'))).toBe(167);
    expect(bucketIndex(window.buckets, window.to, ms('2024-05-08T00:00:00Z'))).toBe(-1);
    expect(bucketIndex(window.buckets, window.to, ms('2024-04-30T23:59:00Z'))).toBe(-1);
    expect(bucketIndex([], 0, 0)).toBe(-1);
  });

  it('averages the viewer counts of a bucket (minutes without a count left out), keeps their peak, sums the rest', () => {
    const points = bucketize(
      [
        slot(1, '2024-05-01T10:00:00Z', [100, 200], 10, 1),
        slot(1, '2024-05-01T10:45:00Z', [600], 5, 2),
        slot(1, '2024-05-01T13:15:00Z', [], 7, 3),
        slot(2, '2024-05-01T10:15:00Z', [50], 0),
        slot(2, '2024-05-09T10:15:00Z', [50], 99),
      ],
      window,
    );
    expect(points.get(1)).toEqual([
      { t: ms('2024-05-01T10:00:00Z'), viewers: 300, peakViewers: 600, diamonds: 15, likes: 3 },
      { t: ms('2024-05-01T13:00:00Z'), viewers: null, peakViewers: null, diamonds: 7, likes: 3 },
    ]);
    expect(points.get(2)).toEqual([{ t: ms('2024-05-01T10:00:00Z'), viewers: 50, peakViewers: 50, diamonds: 0, likes: 0 }]);
    expect(points.has(3)).toBe(false);
  });
});
