/**
 * Connects the transport's errors to the session layer with the console's UI (toaster, router, reload). A refusal a
 * toast shows is put in the user's language by server-messages.ts, imported when the first one comes (it stays out of
 * the start-up bundle).
 */
import { logout } from '@shared/auth/logout';
import { installSessionErrorHandling } from '@shared/auth/session-errors';
import { httpErrors$ } from '@shared/http/http-client';
import { i18next } from '@shared/i18n/i18n';
import { notifyError } from '@shared/ui/toaster';
import type { AppRouter } from './router/create-app-router';

export function wireSession(router: AppRouter) {
  return installSessionErrorHandling(httpErrors$, {
    t: i18next.t.bind(i18next),
    notifyError,
    navigate: (path) => void router.navigate(path),
    logout,
    reload: () => window.location.reload(),
    describe: (error) => import('@shared/i18n/server-messages').then(({ describeHttpError }) => describeHttpError(i18next.t, error)),
  });
}
