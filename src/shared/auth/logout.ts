/**
 * `DELETE auth/logout` and the log-out action: token and roles are cleared even when the
 * call fails (expired token, server down), so the user is never stuck signed in locally.
 */
import { http } from '../http/http-client';
import { useSessionStore } from './session-store';

export async function requestLogout(): Promise<void> {
  await http.delete('auth/logout', { silent: true });
}

/** Ends the session on the server when possible, then always forgets it locally. Never rejects. */
export async function logout(): Promise<void> {
  try {
    if (useSessionStore.getState().token) await requestLogout();
  } catch {
    // The call failing must not keep the user signed in: fall through to clearing.
  } finally {
    useSessionStore.getState().clear();
  }
}
