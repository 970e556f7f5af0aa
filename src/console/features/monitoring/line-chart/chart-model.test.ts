/**
 * The line chart's model: runs break where the streamer was not live (or no viewer count arrived), points sit in the
 * middle of their buckets, the value axis has a top even without data, time ticks fall on the clock's hours and on
 * midnights within the width's budget, and the keyboard cursor and the pointer find their bucket.
 */
import { describe, expect, it } from 'vitest';
import type { SeriesAnswer, SeriesPoint } from '../../../../../streams/contracts/monitor-sessions';
import { bucketAt, indexesWithData, nextStop, plotRuns, seriesColor, SERIES_COLORS, timeTicks, valueMax } from './chart-model';

const MIN = 60_000;
/** A day of 5-minute buckets from local midnight (built in the test's own zone, as the page asks in the browser's). */
function today(): Pick<SeriesAnswer, 'buckets' | 'to' | 'range'> {
  const from = new Date(2024, 4, 1).getTime();
  const to = new Date(2024, 4, 2).getTime();
  const buckets: number[] = [];
  for (let t = from; t < to; t += 5 * MIN) buckets.push(t);
  return { range: 'today', buckets, to };
}
const day = today();
const at = (index: number) => day.buckets[index]!;
const point = (index: number, values: Partial<SeriesPoint> = {}): SeriesPoint => ({ t: at(index), viewers: 10, peakViewers: 12, diamonds: 5, likes: 1, ...values });

describe('plotRuns', () => {
  it('keeps neighbouring buckets in one run at their middles, breaks at a missing bucket', () => {
    const runs = plotRuns(day, { points: [point(10), point(11, { diamonds: 7 }), point(12), point(20, { diamonds: 3 })] }, 'diamonds');
    expect(runs.map((run) => run.map((p) => [p.index, p.value]))).toEqual([
      [
        [10, 5],
        [11, 7],
        [12, 5],
      ],
      [[20, 3]],
    ]);
    expect(runs[0]![0]!.x).toBe(at(10) + 2.5 * MIN);
  });

  it('breaks a viewers line at a bucket without a count, and ignores points outside the buckets', () => {
    const runs = plotRuns(day, { points: [point(1), point(2, { viewers: null }), point(3), point(4), { ...point(5), t: at(5) + 1 }] }, 'viewers');
    expect(runs.map((run) => run.map((p) => p.index))).toEqual([[1], [3, 4]]);
    // The last bucket's middle uses the range's end.
    expect(plotRuns(day, { points: [point(287)] }, 'likes')[0]![0]!.x).toBe(at(287) + 2.5 * MIN);
  });
});

describe('valueMax', () => {
  it('is the largest value of the metric over every series, 1 without data', () => {
    expect(valueMax([{ points: [point(1, { likes: 4 })] }, { points: [point(2, { likes: 9 }), point(3, { likes: 2 })] }], 'likes')).toBe(9);
    expect(valueMax([{ points: [] }], 'diamonds')).toBe(1);
    expect(valueMax([{ points: [point(1, { viewers: null, diamonds: 0 })] }], 'viewers')).toBe(1);
  });
});

describe('timeTicks', () => {
  it('puts today’s ticks on the hour, every 3 hours when 8 fit, every 6 when 4 fit', () => {
    expect(timeTicks(day, 8).map((t) => new Date(t).getHours())).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(timeTicks(day, 4).map((t) => new Date(t).getHours())).toEqual([0, 6, 12, 18]);
    expect(timeTicks(day, 30)).toHaveLength(24);
  });

  it('puts 7 and 30 day ticks on midnights', () => {
    const hours: number[] = [];
    for (let h = 0; h < 7 * 24; h += 1) hours.push(new Date(2024, 4, 1, h).getTime());
    const week = timeTicks({ range: '7d', buckets: hours }, 10);
    expect(week.map((t) => new Date(t).getDate())).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const days = Array.from({ length: 30 }, (_, i) => new Date(2024, 3, 4 + i).getTime());
    expect(timeTicks({ range: '30d', buckets: days }, 7).map((t) => new Date(t).getDate())).toEqual([4, 9, 14, 19, 24, 29]);
  });
});

describe('bucketAt, indexesWithData and nextStop', () => {
  it('finds the bucket under the pointer, -1 outside', () => {
    expect(bucketAt(day, at(0))).toBe(0);
    expect(bucketAt(day, at(3) + 4 * MIN)).toBe(3);
    expect(bucketAt(day, day.to)).toBe(-1);
    expect(bucketAt(day, at(0) - 1)).toBe(-1);
  });

  it('moves the keyboard cursor between buckets with data, staying at the ends', () => {
    const stops = indexesWithData(day, [{ points: [point(5), point(9)] }, { points: [point(7), point(9)] }]);
    expect(stops).toEqual([5, 7, 9]);
    expect(nextStop(stops, null, 'ArrowRight')).toBe(5);
    expect(nextStop(stops, null, 'ArrowLeft')).toBe(9);
    expect(nextStop(stops, 5, 'ArrowRight')).toBe(7);
    expect(nextStop(stops, 9, 'ArrowRight')).toBe(9);
    expect(nextStop(stops, 7, 'ArrowLeft')).toBe(5);
    expect(nextStop(stops, 5, 'ArrowLeft')).toBe(5);
    expect(nextStop(stops, 7, 'Home')).toBe(5);
    expect(nextStop(stops, 5, 'End')).toBe(9);
    expect(nextStop(stops, 5, 'a')).toBeNull();
    expect(nextStop([], null, 'ArrowRight')).toBeNull();
  });
});

describe('seriesColor', () => {
  it('gives ten different colours', () => {
    expect(new Set(Array.from({ length: 10 }, (_, i) => seriesColor(i))).size).toBe(10);
    expect(seriesColor(10)).toBe(SERIES_COLORS[0]);
  });
});
