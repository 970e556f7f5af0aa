/**
 * Remember-me: the user name is kept for 1 day. The password is never stored, although the old
 * eladmin kept it in a cookie.
 */
import { COOKIE, COOKIE_DAYS, readCookie, removeCookie, writeCookie } from '@shared/cookies/cookies';

export function readRememberedUser(): { username: string; rememberMe: boolean } {
  return { username: readCookie(COOKIE.username) ?? '', rememberMe: readCookie(COOKIE.rememberMe) === 'true' };
}

export function rememberUser(username: string, rememberMe: boolean): void {
  if (rememberMe) {
    writeCookie(COOKIE.username, username, COOKIE_DAYS.username);
    writeCookie(COOKIE.rememberMe, 'true', COOKIE_DAYS.username);
  } else {
    removeCookie(COOKIE.username);
    removeCookie(COOKIE.rememberMe);
  }
}

/** The session-expired marker set before the reload that follows a 401 (cookie point=401). */
export function hasExpiredMarker(): boolean {
  return readCookie(COOKIE.point) === '401';
}

export function clearExpiredMarker(): void {
  removeCookie(COOKIE.point);
}
