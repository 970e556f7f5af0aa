/**
 * The session layer of the error catalogue: it listens to every transport failure and decides what the
 * user sees. The transport stays free of UI decisions (no reloads or dialogs in the HTTP layer).
 * - cancelled duplicates: nothing ('CancelRepeatRequest' is silent);
 * - 401: log out, cookie point=401, reload (the login page then shows the expired message once);
 * - 403: navigate to /401;
 * - timeout: 'Network request time out'; no status: 'Request Failed';
 * - otherwise: the body message (also read from JSON blobs), or 'Request Failed'/'Error', for 5 s; with `describe`,
 *   the refusal in the user's language instead (src/shared/i18n/server-messages.ts, loaded when first needed).
 * Requests sent with `silent: true` are left to their caller, except a 401 outside the sign-in and session calls: the session is over.
 */
import type { TFunction } from 'i18next';
import type { Observable, Subscription } from 'rxjs';
import { COOKIE, writeCookie } from '../cookies/cookies';
import type { HttpError } from '../http/http-error';

/** Error notifications last 5 000 ms. */
export const ERROR_NOTIFICATION_MS = 5_000;

export interface SessionErrorDeps {
  t: TFunction;
  notifyError: (message: string, durationMs: number) => void;
  navigate: (path: string) => void;
  logout: () => Promise<void>;
  reload: () => void;
  /** Words a failure to notify in the user's language; the English message is shown when absent or when it fails. */
  describe?: (error: HttpError) => Promise<string>;
}

/** What the session layer does for one error; pure so every branch is unit-tested. */
export type SessionReaction =
  | { type: 'ignore' }
  | { type: 'expire' }
  | { type: 'forbidden' }
  | { type: 'notify'; message: string };

export function reactionTo(error: HttpError, t: TFunction): SessionReaction {
  if (error.kind === 'cancelled') return { type: 'ignore' };
  // A 401 ends the session whoever sent the request (a list page's own silent read included); only the sign-in and
  // session calls themselves (auth/login, auth/logout, auth/info, auth/code) keep their 401 to their caller.
  const expired = error.kind === 'http' && error.status === 401 && !/^\/?auth\/(login|logout|info|code)\b/.test(error.request.url);
  if (error.request.silent && !expired) return { type: 'ignore' };
  switch (error.kind) {
    case 'timeout':
      return { type: 'notify', message: t('http.timeout') };
    case 'network':
      return { type: 'notify', message: t('http.requestFailed') };
    case 'business':
      return { type: 'notify', message: error.message ?? t('http.error') };
    case 'http':
      if (error.status === 401) return { type: 'expire' };
      if (error.status === 403) return { type: 'forbidden' };
      return { type: 'notify', message: error.message ?? t('http.requestFailed') };
  }
}

/** Subscribes the session layer to the transport's failures; returns the subscription (unsubscribe in tests). */
export function installSessionErrorHandling(errors$: Observable<HttpError>, deps: SessionErrorDeps): Subscription {
  let expiring = false;
  return errors$.subscribe((error) => {
    const reaction = reactionTo(error, deps.t);
    switch (reaction.type) {
      case 'ignore':
        return;
      case 'expire':
        // Several calls may 401 at once: log out and reload only once.
        if (expiring) return;
        expiring = true;
        void deps.logout().then(() => {
          writeCookie(COOKIE.point, '401');
          deps.reload();
        });
        return;
      case 'forbidden':
        deps.navigate('/401');
        return;
      case 'notify':
        if (!deps.describe) {
          deps.notifyError(reaction.message, ERROR_NOTIFICATION_MS);
          return;
        }
        void deps.describe(error).then(
          (message) => deps.notifyError(message, ERROR_NOTIFICATION_MS),
          () => deps.notifyError(reaction.message, ERROR_NOTIFICATION_MS),
        );
    }
  });
}
