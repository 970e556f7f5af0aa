/** Number formatting of the server page in the reader's language: sizes in binary units, rates, uptime. */

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/**
 * `bytes` in the largest binary unit that keeps the figure ≥ 1 (1024-based, as operating systems show memory),
 * e.g. `23.54 GB`; one decimal from 100 up, two below.
 */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value >= 100 ? 1 : 2;
  return new Intl.NumberFormat(language, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

/** A percentage 0–100 in the reader's language (`42.5%`, `٤٢٫٥٪`). */
export function formatPercent(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
}

/** Uptime seconds as days, hours and minutes (the larger parts only when not zero). */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3_600), minutes: Math.floor((seconds % 3_600) / 60) };
}
