/**
 * The days of the dashboard (`GET api/dashboard/figures`) in APP_TIME_ZONE: today, yesterday, this week and last week
 * (weeks start on Monday, as the product's ranking ranges do) and the history's days. A day is the zone's calendar
 * day, 23 or 25 hours long across a daylight-saving change, so days are kept as their midnights rather than as
 * multiples of 24 hours.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addHours, format, startOfDay, startOfHour, startOfWeek } from 'date-fns';

/** A calendar day: its `yyyy-MM-dd` and its midnight. */
export interface FigureDay {
  day: string;
  start: Date;
}

/** The days the figures are summed over. */
export interface FigureDays {
  /** Every day from the earliest needed (history or last week's Monday) to today, oldest first. */
  days: FigureDay[];
  /** Midnight after today (the end of every window). */
  end: Date;
  /** Indexes into `days`. */
  today: number;
  weekStart: number;
  lastWeekStart: number;
  historyStart: number;
  /** Start of the current hour. */
  hourStart: Date;
}

/** The days at instant `now` for a history of `range` days (today included). */
export function figureDays(now: number, zone: string, range: number): FigureDays {
  const today = startOfDay(new TZDate(now, zone));
  const week = startOfWeek(today, { weekStartsOn: 1 });
  const lastWeek = addDays(week, -7);
  const history = addDays(today, -(range - 1));
  const first = lastWeek.getTime() < history.getTime() ? lastWeek : history;
  const days: FigureDay[] = [];
  for (let at = first; at.getTime() <= today.getTime(); at = addDays(at, 1)) days.push({ day: format(at, 'yyyy-MM-dd'), start: new Date(at.getTime()) });
  const index = (date: Date) => days.findIndex((d) => d.start.getTime() === date.getTime());
  return {
    days,
    end: new Date(addDays(today, 1).getTime()),
    today: days.length - 1,
    weekStart: index(week),
    lastWeekStart: index(lastWeek),
    historyStart: index(history),
    hourStart: new Date(startOfHour(new TZDate(now, zone)).getTime()),
  };
}

/** `hours` before `date`. */
export const hoursBefore = (date: Date, hours: number): Date => new Date(addHours(date, -hours).getTime());
