/** Jobs page (issue 6). Being written. */
export function JobsPage() {
  return null;
}
