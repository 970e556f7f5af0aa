/** Placeholder until its owner writes the page (this session). */
export function GroupStreamersPage() {
  return null;
}
