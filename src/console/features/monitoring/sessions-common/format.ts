/**
 * How the live sessions pages write their figures: counts with the language's digit grouping, durations as hours and
 * minutes in the language's words, and the dates a range filter sends.
 */
import type { SessionsT } from './i18n/sessions-locale';

/** A whole count with the language's grouping (`12,345`, `١٢٬٣٤٥` in Arabic). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A duration as hours and minutes (`2 h 05 min`), minutes alone under an hour, 'under 1 min' below a minute.
 * @param ms milliseconds (negative counts as 0); minutes are floored, so a running session never reads longer than it is.
 */
export function formatDurationText(ms: number, st: SessionsT): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes === 0) return st('duration.underMinute');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? st('duration.hm', { h, m: String(m).padStart(2, '0') }) : st('duration.m', { m });
}

/** `yyyy-MM-dd` of `date` in the browser's zone (what a date input holds). */
export function localDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The preset ranges of the pages. */
export type RangePreset = 'today' | '7d' | '30d';

/** Days a preset covers, ending today. */
const PRESET_DAYS: Readonly<Record<RangePreset, number>> = { today: 1, '7d': 7, '30d': 30 };

/** The first and last day (`yyyy-MM-dd`, browser zone) of a preset ending on the day of `now`. */
export function presetDays(preset: RangePreset, now: Date): { from: string; to: string } {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (PRESET_DAYS[preset] - 1));
  return { from: localDay(first), to: localDay(now) };
}

/** The browser's IANA zone, sent as `tz` so "today" is the user's today. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
