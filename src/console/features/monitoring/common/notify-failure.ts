/**
 * An error notification with a title ('Import failed', 'Monitoring could not be switched') and the reason below it, as
 * two texts rather than one concatenated string (word order differs between languages). Lasts 5 s.
 */
import { toaster } from '@shared/ui/toaster';

/** Shows `title` with `reason` under it. */
export function notifyFailure(title: string, reason: string): void {
  toaster.create({ type: 'error', title, description: reason, duration: 5_000, closable: true });
}
