/** Placeholder until its owner writes the page (this session). */
export function AnimationLibraryPage() {
  return null;
}
