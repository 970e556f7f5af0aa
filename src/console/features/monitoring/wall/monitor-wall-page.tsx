/** Placeholder while the page is being built (issue 5); replaced by the page itself. */
export function MonitorWallPage() {
  return null;
}
