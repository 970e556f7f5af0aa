/**
 * Time formatting with the eladmin pattern `{y}-{m}-{d} {h}:{i}:{s}` (also `{a}` = weekday).
 *
 * @param time a Date, epoch milliseconds, epoch seconds (10 digits) or a date string; null/undefined → ''.
 * @param pattern placeholders `{y}` year, `{m}` month, `{d}` day, `{h}` hours (24 h), `{i}` minutes,
 *   `{s}` seconds, `{a}` weekday index (0 = Sunday); all but `{a}` are zero-padded to two digits.
 * @returns the formatted local time, or '' when the input is not a valid time.
 */
export function formatTime(
  time: Date | number | string | null | undefined,
  pattern = '{y}-{m}-{d} {h}:{i}:{s}',
): string {
  if (time === null || time === undefined || time === '') return '';
  let date: Date;
  if (time instanceof Date) date = time;
  else if (typeof time === 'number') date = new Date(String(time).length === 10 ? time * 1000 : time);
  else if (/^\d+$/.test(time)) date = new Date(time.length === 10 ? Number(time) * 1000 : Number(time));
  // Safari parses "yyyy-MM-dd HH:mm:ss" only with slashes.
  else date = new Date(/^\d{4}-\d{2}-\d{2} /.test(time) ? time.replace(/-/g, '/') : time);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])}/g, (_, key: string) => {
    const value = parts[key] ?? 0;
    return key === 'a' || key === 'y' ? String(value) : String(value).padStart(2, '0');
  });
}
