/**
 * Routes that need no login. They are reserved: the guard never sends them to /login.
 * The console renders its own (login, 401, 404); the others are overlay/H5 pages served by `overlay.html`
 * (the server picks the entry by path).
 */
export const CONSOLE_PUBLIC_ROUTES = ['/login', '/401', '/404'] as const;

/** Served by the overlay entry; a path pattern ending in '/*' covers everything below it. */
export const OVERLAY_PUBLIC_ROUTES = [
  '/whiteListPages/*',
  /** Not in the spec's list; the server serves every overlay under it from overlay.html too. */
  '/overlays/*',
  '/h5Client/*',
  '/vehicleAnimation',
  '/privacyPolicy',
  '/serviceAgreement',
  '/SHStreamIntro',
  '/oauth/callback/tiktok',
  '/aboutSH',
  '/speechToTextAndTranslate',
  '/koreaScoreRanking',
  '/ai-assistant',
  '/pk-score-ranking',
  // Group-live game overlays.
  '/pkProgress',
  '/pkTurntable',
  '/flowerProgress',
  '/flowerPlayerList',
] as const;

export const PUBLIC_ROUTES: readonly string[] = [...CONSOLE_PUBLIC_ROUTES, ...OVERLAY_PUBLIC_ROUTES];

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  return pathname === pattern;
}

/** True for a path that needs no login. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_ROUTES.some((p) => matches(p, pathname));
}

/** True for a public path that belongs to the overlay entry, not to the console. */
export function isOverlayPath(pathname: string): boolean {
  return OVERLAY_PUBLIC_ROUTES.some((p) => matches(p, pathname));
}

/** `/login?redirect=<full requested path, query included>`. */
export function loginPathFor(fullPath: string): string {
  return fullPath && fullPath !== '/' ? `/login?redirect=${encodeURIComponent(fullPath)}` : '/login';
}

/**
 * The in-app target of a `redirect` query parameter: only same-origin absolute paths are honoured, so a crafted
 * link cannot send a freshly signed-in user to another site.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
