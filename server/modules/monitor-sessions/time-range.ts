/**
 * Time ranges of the live sessions read side (contract streams/contracts/monitor-sessions.ts): `from` / `to` query
 * values read in a zone, the range checks every endpoint shares, and the line chart's buckets (5 minutes over a day,
 * 1 hour over 7 days, 1 day over 30 days), aligned on the zone's midnight so "today" means the user's today and a
 * day bucket is a calendar day (23 or 25 hours on a DST change). Pure: time comes in as an argument.
 */
import { TZDate } from '@date-fns/tz';
import {
  ISO_DATE,
  ISO_DATE_TIME,
  MAX_RANGE_DAYS,
  SERIES_BUCKET_MINUTES,
  SERIES_RANGE_DAYS,
  type SeriesRange,
} from '../../../streams/contracts/monitor-sessions';
import { badRequest } from '../../http/http-error';
import { fieldRefusal } from '../../../streams/contracts/refusals';

const DAY_MS = 86_400_000;
/** Longest range, ms; a range of whole days in a zone with DST may be an hour longer than its days. */
export const MAX_RANGE_MS = MAX_RANGE_DAYS * DAY_MS + 3_600_000;

/** A calendar day. */
interface Day {
  y: number;
  m: number;
  d: number;
}

/** Epoch ms of `day`'s midnight (plus `addDays` days) in `tz`; TZDate carries day 32 into the next month. */
const midnight = (day: Day, tz: string, addDays = 0): number => new TZDate(day.y, day.m - 1, day.d + addDays, tz).getTime();

/** `yyyy-MM-dd` → the day, or null when it is no calendar day (2024-02-30). */
export function parseDay(text: string): Day | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const day = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  const check = new Date(Date.UTC(day.y, day.m - 1, day.d));
  return check.getUTCFullYear() === day.y && check.getUTCMonth() === day.m - 1 && check.getUTCDate() === day.d ? day : null;
}

/** The calendar day of instant `at` in `tz`. */
export function dayOf(at: number, tz: string): Day {
  const local = new TZDate(at, tz);
  return { y: local.getFullYear(), m: local.getMonth() + 1, d: local.getDate() };
}

/**
 * A `from` / `to` value → epoch ms. Epoch ms as given; a date is its midnight in `tz` (`edge` `end`: the next
 * midnight, so a `to` date includes its whole day); a date-time with an offset as given, without one in `tz`.
 * @returns null when the value has the right shape but names no real time (2024-02-30, 25:00).
 */
export function resolveTime(value: string, tz: string, edge: 'start' | 'end'): number | null {
  if (/^\d+$/.test(value)) return Number(value);
  const day = parseDay(value);
  if (day) return midnight(day, tz, edge === 'end' ? 1 : 0);
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const date = parseDay(`${match[1]}-${match[2]}-${match[3]}`);
  const [h, min, s, msText, offset] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0), match[7] ?? '0', match[8]];
  if (!date || h > 23 || min > 59 || s > 59) return null;
  const ms = Number(msText.padEnd(3, '0'));
  if (offset === undefined) return new TZDate(date.y, date.m - 1, date.d, h, min, s, ms, tz).getTime();
  const utc = Date.UTC(date.y, date.m - 1, date.d, h, min, s, ms);
  if (offset === 'Z') return utc;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/** A resolved range: either end may be open. */
export interface TimeRange {
  from?: number;
  to?: number;
}

/**
 * The range of a request, checked.
 * @param query the raw `from` / `to` (already shaped by the contract) and the zone.
 * @throws 400 `from: …` / `to: …` when a value names no real time, `to: The end of the range must be after its start`,
 *   `to: A range can cover at most 366 days…` (only when both ends are given).
 */
export function resolveRange(query: { from?: string | undefined; to?: string | undefined }, tz: string): TimeRange {
  const range: TimeRange = {};
  for (const [field, edge] of [['from', 'start'], ['to', 'end']] as const) {
    const value = query[field];
    if (value === undefined) continue;
    const at = resolveTime(value, tz, edge);
    if (at === null) throw badRequest(fieldRefusal(field, 'SESSION_TIME_FORMAT'));
    range[field] = at;
  }
  checkRange(range);
  return range;
}

/** @throws 400 when `to` is not after `from`, or the range is longer than {@link MAX_RANGE_DAYS} days. */
export function checkRange(range: TimeRange): void {
  if (range.from === undefined || range.to === undefined) return;
  if (range.to <= range.from) throw badRequest(fieldRefusal('to', 'SESSION_RANGE_ORDER'));
  if (range.to - range.from > MAX_RANGE_MS) throw badRequest(fieldRefusal('to', 'SESSION_RANGE_TOO_LONG', { days: MAX_RANGE_DAYS }));
}

/** The ranking's default: the 30 days before `to` (default now). */
export function withDefaultRange(range: TimeRange, now: number): Required<TimeRange> {
  const to = range.to ?? now;
  const full = { from: range.from ?? to - 30 * DAY_MS, to };
  checkRange(full);
  return full;
}

/** The buckets of a chart range. */
export interface SeriesWindow {
  from: number;
  to: number;
  /** Nominal bucket length, ms. */
  bucketMs: number;
  /** Start of every bucket, in order; the last bucket ends at `to`. */
  buckets: number[];
}

/**
 * The buckets of `range` ending with day `lastDay` (`yyyy-MM-dd`, default: the day of `now`) in `tz`. Sub-day
 * buckets step in absolute time from the first midnight, so on a DST day "today" has 276 or 300 five-minute buckets
 * and hours stay on the clock's hours (zones that shift by half an hour would see half-hour marks after the shift).
 * @throws 400 `day: …` when `lastDay` is no calendar day.
 */
export function seriesWindow(range: SeriesRange, tz: string, lastDay: string | undefined, now: number): SeriesWindow {
  const last = lastDay === undefined ? dayOf(now, tz) : parseDay(lastDay);
  if (!last) throw badRequest(fieldRefusal('day', 'SESSION_DAY_FORMAT'));
  const days = SERIES_RANGE_DAYS[range];
  const from = midnight(last, tz, 1 - days);
  const to = midnight(last, tz, 1);
  const bucketMs = SERIES_BUCKET_MINUTES[range] * 60_000;
  const buckets: number[] = [];
  if (bucketMs >= DAY_MS) {
    for (let i = 0; i < days; i += 1) buckets.push(midnight(last, tz, 1 - days + i));
  } else {
    for (let t = from; t < to; t += bucketMs) buckets.push(t);
  }
  return { from, to, bucketMs, buckets };
}

/** Index of the bucket holding instant `t` (binary search), or -1 outside [first bucket, `to`). */
export function bucketIndex(buckets: readonly number[], to: number, t: number): number {
  if (buckets.length === 0 || t < buckets[0]! || t >= to) return -1;
  let lo = 0;
  let hi = buckets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (buckets[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Length of the slots the database sums minutes into before they are put into buckets, ms. Every zone's offset today
 * is a whole number of quarter hours, so a 15-minute slot (5 minutes for the day view, the bucket itself) never
 * straddles a bucket edge; it keeps a 30-day chart of 10 streamers under 30,000 rows from the database.
 */
export const slotMsOf = (range: SeriesRange): number => (range === 'today' ? 5 : 15) * 60_000;

/** One slot of one streamer as the database sums it. */
export interface SlotSums {
  streamerId: number;
  /** Slot start, epoch ms. */
  t: number;
  /** Sum and count of the minutes' viewer counts (minutes without a count left out), their maximum (null: none). */
  viewerSum: number;
  viewerCount: number;
  viewerMax: number | null;
  diamonds: number;
  likes: number;
}

/** A bucket's figures (contract `SeriesPoint`). */
export interface BucketPoint {
  t: number;
  viewers: number | null;
  peakViewers: number | null;
  diamonds: number;
  likes: number;
}

/**
 * Puts slot sums into the window's buckets, per streamer: viewers are the mean of the minute counts of the bucket
 * (rounded) and their maximum; diamonds and likes are summed. Buckets without any slot have no point.
 * @returns streamer id → its points in time order.
 */
export function bucketize(slots: readonly SlotSums[], window: SeriesWindow): Map<number, BucketPoint[]> {
  const acc = new Map<number, Map<number, SlotSums>>();
  for (const slot of slots) {
    const index = bucketIndex(window.buckets, window.to, slot.t);
    if (index < 0) continue;
    let byBucket = acc.get(slot.streamerId);
    if (!byBucket) acc.set(slot.streamerId, (byBucket = new Map()));
    const current = byBucket.get(index);
    if (!current) {
      byBucket.set(index, { ...slot });
      continue;
    }
    current.viewerSum += slot.viewerSum;
    current.viewerCount += slot.viewerCount;
    current.viewerMax = slot.viewerMax === null ? current.viewerMax : Math.max(current.viewerMax ?? 0, slot.viewerMax);
    current.diamonds += slot.diamonds;
    current.likes += slot.likes;
  }
  const out = new Map<number, BucketPoint[]>();
  for (const [streamerId, byBucket] of acc) {
    const points = [...byBucket.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, sums]) => ({
        t: window.buckets[index]!,
        viewers: sums.viewerCount > 0 ? Math.round(sums.viewerSum / sums.viewerCount) : null,
        peakViewers: sums.viewerMax,
        diamonds: sums.diamonds,
        likes: sums.likes,
      }));
    out.set(streamerId, points);
  }
  return out;
}
