/** Operation log page (issue 6). Being written. */
export function OperationLogPage() {
  return null;
}
