/** Placeholder until its owner writes the page (this session). */
export function IceFirePage() {
  return null;
}
