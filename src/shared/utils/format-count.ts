/**
 * Compact count formatter: counts of 1,000 or more are shown with K, 1,000,000 or more with M.
 *
 * @param value a count (negative values keep their sign; non-finite values are returned as-is).
 * @param digits decimals kept after scaling (default 1); trailing zeros are dropped (`1.0K` → `1K`).
 * @returns e.g. `999`, `1K`, `1.5K`, `12.3M`.
 */
export function formatCount(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const scaled = (n: number, unit: string) => `${sign}${trimZeros(floorTo(n, digits))}${unit}`;
  if (abs >= 1_000_000) return scaled(abs / 1_000_000, 'M');
  if (abs >= 1_000) {
    const k = abs / 1_000;
    // 999,999 must not round up to "1000K": floor instead of round.
    return scaled(k, 'K');
  }
  return `${sign}${abs}`;
}

/** Floors to `digits` decimals so a value never displays above its true magnitude (999,950 → 999.9K). */
function floorTo(n: number, digits: number): string {
  const f = 10 ** digits;
  return (Math.floor(n * f + 1e-9) / f).toFixed(digits);
}

function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}
