/** How the dashboard writes its numbers in the reader's language: counts, hours from ms, rates, changes. */

const HOUR_MS = 3_600_000;

/** The number writers of one language. */
export function figureFormat(language: string) {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const hours = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const change = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const points = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  return {
    count: (value: number) => whole.format(value),
    /** Milliseconds as hours, one decimal. */
    hours: (ms: number) => hours.format(ms / HOUR_MS),
    /** A rate 0–1, or a dash when there is none. */
    rate: (value: number | null) => (value === null ? '—' : percent.format(value)),
    /** The change from `before` to `now` as a signed percentage; null when `before` is 0 (no base to compare with). */
    change: (now: number, before: number) => (before === 0 ? null : change.format((now - before) / before)),
    /** A difference of two rates, signed (percentage points). */
    points: (difference: number) => points.format(difference),
  };
}
export type FigureFormat = ReturnType<typeof figureFormat>;
