/**
 * Every cookie the console reads or writes, in one place so names and lifetimes never drift.
 * The token cookie keeps eladmin's historical misspelling `EL-ADMIN-TOEKN` on purpose: the spec names it.
 */
import Cookies from 'js-cookie';

export const COOKIE = {
  token: 'EL-ADMIN-TOEKN',
  /** '1' open, '0' closed. */
  sidebarStatus: 'sidebarStatus',
  size: 'size',
  language: 'language',
  theme: 'theme',
  /** Set to '401' before the reload that follows an expired session; read once by the login page. */
  point: 'point',
  /** Remember-me: only the user name is kept (never the password, unlike old eladmin). */
  username: 'username',
  rememberMe: 'rememberMe',
} as const;

/** Days: token with remember-me and remembered user name 1, theme 365. */
export const COOKIE_DAYS = { token: 1, username: 1, theme: 365, preference: 365 } as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Reads a cookie; `undefined` when absent. */
export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name);
}

/**
 * Writes a cookie at path '/'.
 * @param days lifetime in days; omitted → a session cookie (gone when the browser closes).
 */
export function writeCookie(name: CookieName, value: string, days?: number): void {
  Cookies.set(name, value, days === undefined ? { path: '/' } : { path: '/', expires: days });
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}
