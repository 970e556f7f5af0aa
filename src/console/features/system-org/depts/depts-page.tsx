/** Departments page (issue 6). Being written. */
export function DeptsPage() {
  return null;
}
