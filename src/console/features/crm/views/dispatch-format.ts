/** How the dispatch statistics read: the taking rate as a percentage, the mean time to take as m:ss. */

/** `rate` (0 to 1) as a percentage with at most one decimal in `language`; null (nothing closed yet) as null. */
export function formatRate(rate: number | null, language: string): string | null {
  if (rate === null) return null;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** `ms` as minutes and seconds (`2:05`), seconds rounded; null (nothing taken) as null. */
export function formatMinutes(ms: number | null): string | null {
  if (ms === null) return null;
  const seconds = Math.round(ms / 1_000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
