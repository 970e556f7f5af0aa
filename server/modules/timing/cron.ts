/**
 * Cron expressions of timed tasks (validated, next runs shown), checked and enumerated
 * with croner so the API, the embedded scheduler and the preview agree.
 *
 * Accepted: 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first, in the server's zone;
 * numbers, `*`, `,`, `-`, `/`, month and weekday names, and `?` (Quartz's "no specific value", read as `*`, since
 * eladmin users type Quartz expressions such as `0 0 2 * * ?`). Croner's own extensions (`L`, `W`, `#`, `@daily`)
 * are refused because the BullMQ scheduler used with Redis parses patterns with another library that does not
 * read them the same way; refusing them keeps one meaning whichever scheduler runs the task.
 */
import { Cron } from 'croner';
import { formatWireDate } from '../../http/wire-date';

const NAMES = /\b(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|SUN|MON|TUE|WED|THU|FRI|SAT)\b/gi;

/** The pattern handed to the schedulers: `?` read as `*`, single spaces. */
export const schedulePattern = (expression: string): string => expression.trim().split(/\s+/).join(' ').replace(/\?/g, '*');

/**
 * Why `expression` cannot be used, in words a person can act on, or null when it is valid and runs at least once
 * more. `zone` is the IANA zone the expression is read in.
 */
export function cronProblem(expression: string, zone: string): string | null {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5 && fields.length !== 6) {
    return `expected 5 fields (minute hour day month weekday) or 6 with seconds first, got ${fields.length}`;
  }
  for (const field of fields) {
    const rest = field.replace(NAMES, '0');
    if (!/^[0-9*,/?-]+$/.test(rest)) return `'${field}' is not supported: use numbers, *, ',', '-', '/' or names such as MON and JAN`;
  }
  let cron: Cron;
  try {
    cron = new Cron(schedulePattern(expression), { paused: true, timezone: zone, mode: '5-or-6-parts' });
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^CronPattern:\s*/i, '') : String(error);
    return message;
  }
  try {
    if (cron.nextRun() === null) return 'never runs (no such date ahead)';
  } finally {
    cron.stop();
  }
  return null;
}

/** The next `count` runs of a valid expression after `from` (default now), as instants; [] when invalid. */
export function nextRunDates(expression: string, zone: string, count = 3, from?: Date): Date[] {
  if (cronProblem(expression, zone) !== null) return [];
  const cron = new Cron(schedulePattern(expression), { paused: true, timezone: zone, mode: '5-or-6-parts' });
  try {
    return cron.nextRuns(count, from);
  } finally {
    cron.stop();
  }
}

/** {@link nextRunDates} as wire dates (`yyyy-MM-dd HH:mm:ss` in `zone`). */
export const nextRunsWire = (expression: string, zone: string, count = 3): string[] =>
  nextRunDates(expression, zone, count).map((date) => formatWireDate(date, zone));
