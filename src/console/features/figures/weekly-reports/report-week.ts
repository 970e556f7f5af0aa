/**
 * Weeks named by their Monday (`yyyy-MM-dd`, as the list filter and the generation take them). Calendar arithmetic on
 * local dates at noon, so no daylight-saving change moves a day; the server checks the Monday again
 * (400 `WEEK_NOT_MONDAY`).
 */

const pad = (value: number) => String(value).padStart(2, '0');
const format = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The Monday of the week holding `date` (weeks start on Monday), `yyyy-MM-dd`. */
export function mondayOf(date: Date): string {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return format(day);
}

/** The Monday `weeks` weeks after the Monday of `week` (`yyyy-MM-dd`; a day that is not a Monday counts as its week's). */
export function shiftWeek(week: string, weeks: number): string {
  const [year, month, day] = week.split('-').map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
  date.setDate(date.getDate() + weeks * 7);
  return mondayOf(date);
}
