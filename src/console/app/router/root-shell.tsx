/**
 * The root route: page title (route title + site title if configured), `last_page` in local storage,
 * scroll to top on navigation (ScrollRestoration also restores on back/forward).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { translateTitle } from '@shared/i18n/i18n';
import { handleOf } from './route-handle';
import { isPublicPath } from './public-routes';

/** The last visited path is kept in local storage as `last_page`. */
export const LAST_PAGE_KEY = 'last_page';

/** Title of the deepest matched route with one, as raw text ('x:key' or plain). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = handleOf(matches[i]?.handle).title;
    if (title) return title;
  }
  return undefined;
}

export function RootShell() {
  const { t } = useTranslation();
  const rawTitle = useRouteTitle();
  const location = useLocation();

  useEffect(() => {
    const title = rawTitle ? translateTitle(t, rawTitle) : t('app.title');
    const site = t('app.siteTitle');
    document.title = site ? t('app.pageTitle', { title, site }) : title;
  }, [rawTitle, t]);

  useEffect(() => {
    if (isPublicPath(location.pathname) || location.pathname.startsWith('/redirect')) return;
    try {
      localStorage.setItem(LAST_PAGE_KEY, `${location.pathname}${location.search}`);
    } catch {
      // Storage blocked: nothing to keep.
    }
  }, [location.pathname, location.search]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
