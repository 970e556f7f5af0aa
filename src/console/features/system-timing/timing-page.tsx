/** Timed tasks page (issue 6). Being written. */
export function TimingPage() {
  return null;
}
