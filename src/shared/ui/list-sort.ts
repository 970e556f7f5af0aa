/** Sorting of the eladmin lists: one column and a direction, sent as `sort=field,asc|desc`. */

/** The sort a list holds. */
export interface SortState<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * The sort after clicking `field`'s header: the same column flips; another column starts ascending for text
 * (`textFields`) and descending otherwise (newest or largest first, what staff look for).
 */
export function nextSort<F extends string>(current: SortState<F>, field: F, textFields: readonly F[]): SortState<F> {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: textFields.includes(field) ? 'asc' : 'desc' };
}

/** `field,direction`, the wire form. */
export function sortParam<F extends string>(sort: SortState<F>): string {
  return `${sort.field},${sort.direction}`;
}
