/** Dictionaries page (issue 6). Being written. */
export function DictsPage() {
  return null;
}
