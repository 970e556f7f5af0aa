/**
 * ISO weeks in APP_TIME_ZONE (the week data's calendar): a week starts on Monday 00:00 local time and ends at the next
 * Monday 00:00 local time, so a week across a daylight-saving change is 167 or 169 hours long. A week is named by its
 * Monday's `yyyy-MM-dd`.
 */
import { TZDate } from '@date-fns/tz';
import { addWeeks, format, startOfISOWeek } from 'date-fns';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import { badRequest } from '../../http/http-error';

/** One week: its Monday (`yyyy-MM-dd`) and its bounds as instants (start inclusive, end exclusive). */
export interface WeekRange {
  week: string;
  start: Date;
  end: Date;
}

const rangeOf = (monday: TZDate): WeekRange => ({ week: format(monday, 'yyyy-MM-dd'), start: new Date(monday.getTime()), end: new Date(addWeeks(monday, 1).getTime()) });

/** The week holding the instant `at` (epoch ms or Date) in `zone`. */
export function weekOf(at: Date | number, zone: string): WeekRange {
  return rangeOf(startOfISOWeek(new TZDate(typeof at === 'number' ? at : at.getTime(), zone)));
}

/**
 * The week whose Monday is `week` (`yyyy-MM-dd`) in `zone`.
 * @throws HttpError 400 `WEEK_NOT_MONDAY` when the text is not a calendar date or the date is not a Monday.
 */
export function weekStarting(week: string, zone: string): WeekRange {
  const [y, m, d] = week.split('-').map(Number) as [number, number, number];
  const monday = new TZDate(y, m - 1, d, zone);
  if (Number.isNaN(monday.getTime()) || format(monday, 'yyyy-MM-dd') !== week || monday.getDay() !== 1) throw badRequest(fieldRefusal('week', 'WEEK_NOT_MONDAY', { week }));
  return rangeOf(monday);
}

/** `week` when given (checked), else the week holding `now`. @throws HttpError 400 `WEEK_NOT_MONDAY`. */
export const weekOrCurrent = (week: string | undefined, now: Date | number, zone: string): WeekRange => (week ? weekStarting(week, zone) : weekOf(now, zone));

/** The week `n` weeks before `range` (n may be negative). */
export function weeksBefore(range: WeekRange, n: number, zone: string): WeekRange {
  return rangeOf(addWeeks(new TZDate(range.start.getTime(), zone), -n));
}
