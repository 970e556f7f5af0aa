/** Placeholder until its owner writes the page (this session). */
export function UserAnimationsPage() {
  return null;
}
