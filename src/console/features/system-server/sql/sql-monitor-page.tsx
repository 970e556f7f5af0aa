/** SQL monitor page (issue 6). Being written. */
export function SqlMonitorPage() {
  return null;
}
