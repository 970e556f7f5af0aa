/**
 * How the week page writes its figures in the reader's language: counts grouped (12,345), a live duration as hours and
 * minutes, a conversion rate as a percentage (the wire gives 0–100), and the week-over-week change of a figure.
 */
import type { WeekFigures } from '../../../../../streams/contracts/week-data';

const MINUTE_MS = 60_000;

/** The direction of a change, and its text (a signed % of last week, or the absolute difference when last week was 0). */
export interface FigureChange {
  direction: 'up' | 'down' | 'flat';
  /** `+12%`, `−3`; empty for flat. */
  text: string;
}

/** A figure of the week page. */
export type Figure = keyof WeekFigures;

/** The number writers of one language; `words` writes the hours-and-minutes pattern. */
export function weekFormat(language: string, words: { duration: (hours: string, minutes: string) => string; minutes: (minutes: string) => string }) {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const signedPercent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const signedWhole = new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const duration = (ms: number) => {
    const total = Math.round(ms / MINUTE_MS);
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    return hours === 0 ? words.minutes(whole.format(minutes)) : words.duration(whole.format(hours), whole.format(minutes));
  };
  /** One figure's value as shown; null (not imported) is an em dash. */
  const value = (figure: Figure, raw: number | null): string => {
    if (raw === null) return '—';
    if (figure === 'liveDurationMs') return duration(raw);
    if (figure === 'conversionRate') return `${rate.format(raw)}%`;
    return whole.format(raw);
  };
  /**
   * The change from `before` to `now`: a percentage of `before`, or the absolute difference when `before` is 0 (no
   * base); a rate's change is in percentage points (written as the difference). Null when either is not known.
   */
  const change = (figure: Figure, now: number | null, before: number | null): FigureChange | null => {
    if (now === null || before === null) return null;
    if (now === before) return { direction: 'flat', text: '' };
    const direction = now > before ? 'up' : 'down';
    if (figure === 'liveDurationMs' && before === 0) return { direction, text: `+${duration(now)}` };
    if (figure === 'conversionRate' || before === 0) return { direction, text: signedWhole.format(now - before) };
    return { direction, text: signedPercent.format((now - before) / before) };
  };
  return { whole: (n: number) => whole.format(n), duration, value, change };
}
export type WeekFormat = ReturnType<typeof weekFormat>;
