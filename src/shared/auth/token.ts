/**
 * The login token cookie `EL-ADMIN-TOEKN`: 1 day with remember-me, otherwise a session cookie.
 * Holds the full `Authorization` value, `Bearer <jwt>`, as eladmin does.
 */
import { COOKIE, COOKIE_DAYS, readCookie, removeCookie, writeCookie } from '../cookies/cookies';

export function getToken(): string | undefined {
  return readCookie(COOKIE.token) || undefined;
}

export function setToken(token: string, rememberMe: boolean): void {
  writeCookie(COOKIE.token, token, rememberMe ? COOKIE_DAYS.token : undefined);
}

export function removeToken(): void {
  removeCookie(COOKIE.token);
}
