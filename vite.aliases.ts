/**
 * Import aliases of the browser app, shared by Vite, Vitest and the bench builds (TypeScript reads the same from
 * tsconfig.base.json `paths`): `@shared/…` is `src/shared/…`, the code both browser entries use, so a page imports
 * `@shared/ui/toaster` however deep it sits instead of climbing `../../../`.
 */
import { fileURLToPath } from 'node:url';

export const BROWSER_ALIASES: Record<string, string> = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};
