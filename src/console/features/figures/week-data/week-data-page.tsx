/** Placeholder until the page is built (replaced in the same change that builds it). */
export function WeekDataPage() {
  return null;
}
