/** The time-range inputs of the log lists: `datetime-local` values ↔ the wire's `yyyy-MM-dd HH:mm:ss`. Pure. */

/** `2026-01-02T03:04` or `2026-01-02T03:04:05` → `2026-01-02 03:04:05` ('' stays ''). */
export function wireOfLocalInput(value: string): string {
  if (value === '') return '';
  const [date = '', time = ''] = value.split('T');
  const full = time.length === 5 ? `${time}:00` : time.slice(0, 8);
  return `${date} ${full}`;
}

/** What is wrong with a range, or null: both ends or none, and the start not after the end. */
export function rangeProblem(from: string, to: string): 'rangeIncomplete' | 'rangeOrder' | null {
  if ((from === '') !== (to === '')) return 'rangeIncomplete';
  if (from !== '' && wireOfLocalInput(from) > wireOfLocalInput(to)) return 'rangeOrder';
  return null;
}

/** `2026-01-02 03:04:05` → `2026-01-02T03:04:05`, a `datetime-local` value ('' stays ''). */
export function localInputOfWire(value: string): string {
  return value.replace(' ', 'T');
}
