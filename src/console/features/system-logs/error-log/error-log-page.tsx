/** Error log page (issue 6). Being written. */
export function ErrorLogPage() {
  return null;
}
