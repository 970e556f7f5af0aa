/**
 * What the line chart draws, worked out without React or the DOM (unit-tested): the points of a metric placed in the
 * middle of their buckets and cut into runs of neighbouring buckets (a bucket without a point means the streamer was
 * not live, so the line breaks there instead of drawing a slope or a zero across the gap), the top of the value
 * axis, the time ticks on the zone's clock, and the bucket under the pointer.
 */
import type { SeriesAnswer, SeriesPoint, SeriesRange, StreamerSeries } from '../../../../../streams/contracts/monitor-sessions';

/** The metrics the chart can show. */
export const CHART_METRICS = ['viewers', 'diamonds', 'likes'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/**
 * One colour per chosen streamer (at most 10), apart in hue and dark enough for a 2 px line on white (≥ 3:1) and
 * bright enough on the dark theme.
 */
export const SERIES_COLORS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#db2777', '#65a30d', '#4f46e5', '#a16207'] as const;

/** The colour of the streamer at `position` in the selection. */
export const seriesColor = (position: number): string => SERIES_COLORS[position % SERIES_COLORS.length]!;

/** A point's value of `metric`: viewers is the bucket's mean (null when no count arrived). */
export function metricValue(point: SeriesPoint, metric: ChartMetric): number | null {
  return metric === 'viewers' ? point.viewers : point[metric];
}

/** A point ready to draw. */
export interface PlotPoint {
  /** Index of its bucket in `answer.buckets`. */
  index: number;
  /** Middle of the bucket, epoch ms (the x position). */
  x: number;
  value: number;
  point: SeriesPoint;
}

/** Start → index of every bucket. */
export function bucketIndexMap(answer: Pick<SeriesAnswer, 'buckets'>): Map<number, number> {
  return new Map(answer.buckets.map((t, i) => [t, i]));
}

/** End of bucket `index`, epoch ms. */
export const bucketEnd = (answer: Pick<SeriesAnswer, 'buckets' | 'to'>, index: number): number => answer.buckets[index + 1] ?? answer.to;

/**
 * The runs of a streamer's points for `metric`: each run holds points of consecutive buckets; a missing bucket, or a
 * point without a value (no viewer count), starts a new run. A run of one point is drawn as a dot.
 */
export function plotRuns(answer: Pick<SeriesAnswer, 'buckets' | 'to'>, series: Pick<StreamerSeries, 'points'>, metric: ChartMetric, indexOf = bucketIndexMap(answer)): PlotPoint[][] {
  const runs: PlotPoint[][] = [];
  let run: PlotPoint[] = [];
  for (const point of series.points) {
    const index = indexOf.get(point.t);
    const value = metricValue(point, metric);
    if (index === undefined || value === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      continue;
    }
    const last = run.at(-1);
    if (last && last.index !== index - 1) {
      runs.push(run);
      run = [];
    }
    run.push({ index, x: (point.t + bucketEnd(answer, index)) / 2, value, point });
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The largest value of `metric` among all series (1 when there is none, so an empty axis still has a scale). */
export function valueMax(series: readonly Pick<StreamerSeries, 'points'>[], metric: ChartMetric): number {
  let max = 0;
  for (const s of series) for (const p of s.points) max = Math.max(max, metricValue(p, metric) ?? 0);
  return max > 0 ? max : 1;
}

/** Steps between ticks each range may use, in its natural unit (hours for today, days otherwise). */
const TICK_STEPS: Readonly<Record<SeriesRange, readonly number[]>> = {
  today: [1, 2, 3, 4, 6, 12],
  '7d': [1, 2, 7],
  '30d': [1, 2, 5, 7, 10, 15],
};

/**
 * The ticks of the time axis, epoch ms, at most `maxTicks`: on the hour for today (every 1, 2, 3, 4, 6 or 12 hours of
 * the clock, so a DST day keeps its 06:00), at midnights otherwise (every 1, 2 or 7 days, or for 30 days every 1, 2,
 * 5, 7, 10 or 15 days). Times are read in the browser's zone, the zone the series was asked in.
 */
export function timeTicks(answer: Pick<SeriesAnswer, 'buckets' | 'range'>, maxTicks: number): number[] {
  const marks =
    answer.range === 'today'
      ? answer.buckets.filter((t) => new Date(t).getMinutes() === 0)
      : answer.range === '7d'
        ? answer.buckets.filter((t) => new Date(t).getHours() === 0 && new Date(t).getMinutes() === 0)
        : answer.buckets;
  const steps = TICK_STEPS[answer.range];
  const step = steps.find((s) => Math.ceil(marks.length / s) <= Math.max(1, maxTicks)) ?? steps.at(-1)!;
  if (answer.range === 'today') return marks.filter((t) => new Date(t).getHours() % step === 0);
  return marks.filter((_, i) => i % step === 0);
}

/** Index of the bucket holding `t`, or -1 outside the range. */
export function bucketAt(answer: Pick<SeriesAnswer, 'buckets' | 'to'>, t: number): number {
  const { buckets } = answer;
  if (buckets.length === 0 || t < buckets[0]! || t >= answer.to) return -1;
  let lo = 0;
  let hi = buckets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (buckets[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The bucket indexes that hold a point of any series, in order (the stops of the keyboard cursor). */
export function indexesWithData(answer: Pick<SeriesAnswer, 'buckets'>, series: readonly Pick<StreamerSeries, 'points'>[], indexOf = bucketIndexMap(answer)): number[] {
  const found = new Set<number>();
  for (const s of series) for (const p of s.points) {
    const index = indexOf.get(p.t);
    if (index !== undefined) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The next keyboard stop from `current` (null: none yet) for a key: ArrowRight/ArrowLeft to the next/previous bucket
 * with data, Home/End to the first/last; null for other keys or when there is no data.
 */
export function nextStop(stops: readonly number[], current: number | null, key: string): number | null {
  if (stops.length === 0) return null;
  if (key === 'Home') return stops[0]!;
  if (key === 'End') return stops.at(-1)!;
  if (key === 'ArrowRight') return current === null ? stops[0]! : (stops.find((i) => i > current) ?? stops.at(-1)!);
  if (key === 'ArrowLeft') return current === null ? stops.at(-1)! : ([...stops].reverse().find((i) => i < current) ?? stops[0]!);
  return null;
}
