/** An error notice with a title and the reason under it: two texts, not one concatenated string (word order differs). */
import { toaster } from '@shared/ui/toaster';

export function notifyFailure(title: string, reason: string): void {
  toaster.create({ type: 'error', title, description: reason, duration: 5_000, closable: true });
}
