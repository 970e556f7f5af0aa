/**
 * The time windows of the PK score ranking (the product's "ranges: today, yesterday, this week, last week, this month,
 * last month, custom"), as instants, computed in the server's zone (APP_TIME_ZONE): a day is that zone's
 * calendar day (23 or 25 hours across a daylight-saving change), a week starts on Monday.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import type { RankingRange } from '../../../streams/contracts/live-configs';

/** `[from, to)`: from included, to excluded. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

/** Midnight of `yyyy-MM-dd` in `zone`. */
function dayStart(day: string, zone: string): TZDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, zone);
}

/**
 * The window of `range` at instant `now` in IANA zone `zone`. `custom` takes `start` and `end` days (both included;
 * the query schema requires them and checks their order).
 * @throws {RangeError} for `custom` without both days.
 */
export function rankingWindow(range: RankingRange, zone: string, now: number, custom: { start?: string | undefined; end?: string | undefined } = {}): TimeWindow {
  const today = startOfDay(new TZDate(now, zone));
  const week = startOfWeek(today, { weekStartsOn: 1 });
  const month = startOfMonth(today);
  const window = (from: Date, to: Date): TimeWindow => ({ from: new Date(from.getTime()), to: new Date(to.getTime()) });
  switch (range) {
    case 'today':
      return window(today, addDays(today, 1));
    case 'yesterday':
      return window(addDays(today, -1), today);
    case 'thisWeek':
      return window(week, addWeeks(week, 1));
    case 'lastWeek':
      return window(addWeeks(week, -1), week);
    case 'thisMonth':
      return window(month, addMonths(month, 1));
    case 'lastMonth':
      return window(addMonths(month, -1), month);
    case 'custom': {
      if (!custom.start || !custom.end) throw new RangeError('custom ranking ranges need start and end');
      return window(dayStart(custom.start, zone), addDays(dayStart(custom.end, zone), 1));
    }
  }
}
