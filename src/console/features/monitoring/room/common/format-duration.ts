/**
 * A duration as a clock reads it, the same in every language: `h:mm:ss` from one hour up, `m:ss` below.
 * @param ms milliseconds (negative counts as 0; fractions of a second are dropped).
 */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
