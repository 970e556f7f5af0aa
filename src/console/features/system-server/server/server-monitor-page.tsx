/** Server monitor page (issue 6). Being written. */
export function ServerMonitorPage() {
  return null;
}
