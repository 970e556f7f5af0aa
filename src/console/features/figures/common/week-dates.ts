/**
 * The week filter's dates: `yyyy-MM-dd` texts of Mondays, moved by whole weeks. Dates are calendar days, computed in
 * UTC so no time zone or summer time shift moves a day; "today" is the reader's local date.
 */

const DAY_MS = 86_400_000;

const dateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);
const textOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Whether `day` is a real `yyyy-MM-dd` date. */
export function isDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dateOf(day).getTime()) && textOf(dateOf(day)) === day;
}

/** The Monday of the week holding `day` (weeks start on Monday, as the server's). */
export function mondayOf(day: string): string {
  const date = dateOf(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return textOf(new Date(date.getTime() - sinceMonday * DAY_MS));
}

/** `day` moved by `weeks` weeks (negative: back). */
export function shiftWeeks(day: string, weeks: number): string {
  return textOf(new Date(dateOf(day).getTime() + weeks * 7 * DAY_MS));
}

/** The Sunday ending the week that starts on `monday`. */
export const sundayOf = (monday: string): string => textOf(new Date(dateOf(monday).getTime() + 6 * DAY_MS));

/** The Monday of the reader's current week (their local date). */
export function currentMonday(now: Date = new Date()): string {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return mondayOf(local);
}
