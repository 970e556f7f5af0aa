/**
 * An error notification with a title ('Delete failed', 'Export failed') and the reason below it, as two texts rather
 * than one concatenated string (word order differs between languages). Lasts 5 s.
 */
import { toaster } from './toaster';

/** Shows `title` with `reason` (usually `failureText(t, error)`) under it. */
export function notifyFailure(title: string, reason: string): void {
  toaster.create({ type: 'error', title, description: reason, duration: 5_000, closable: true });
}
