/**
 * The navigation guard, as the loader of the signed-in layout route (it runs on every navigation):
 * 1. no token → /login?redirect=<full path>;
 * 2. token but no roles → `GET auth/info`; on failure log out and reload;
 * 3. menus not loaded yet → `GET api/menus/build` once, routes added to the router, and the navigation is
 *    replayed so the new routes can match (eladmin's `next({ ...to, replace: true })`).
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { BuiltMenu } from '../../../../streams/contracts/menus';
import { getUserInfo } from '@shared/auth/get-user-info';
import { logout } from '@shared/auth/logout';
import { useSessionStore } from '@shared/auth/session-store';
import { getToken } from '@shared/auth/token';
import { resolveMenus, type ResolvedMenus } from './menu-routes';
import { useNavStore } from './nav-store';
import { loginPathFor } from './public-routes';

export interface GuardDeps {
  /** Adds the menu routes under the layout route (`router.patchRoutes`). */
  addRoutes: (routes: RouteObject[]) => void;
  /** Full page reload (window.location.reload in the app). */
  reload: () => void;
  getBuiltMenus: () => Promise<BuiltMenu[]>;
  resolve?: (menus: BuiltMenu[]) => ResolvedMenus;
}

/**
 * Full path of a loader request: pathname + query + hash. The hash never reaches a loader, so it is taken
 * from the address bar when the request is for the page being loaded (a pasted or bookmarked deep link,
 * the case where a lost `#section` would matter); `location` is a parameter for tests.
 */
export function fullPathOf(request: Request, location: Pick<Location, 'pathname' | 'search' | 'hash'> | undefined = globalThis.location): string {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const sameDocument = location !== undefined && `${location.pathname}${location.search}` === path;
  return sameDocument ? `${path}${location.hash}` : path;
}

export function createNavigationGuard(deps: GuardDeps) {
  const resolve = deps.resolve ?? ((menus: BuiltMenu[]) => resolveMenus(menus));
  return async function navigationGuard({ request, params }: LoaderFunctionArgs): Promise<null> {
    const fullPath = fullPathOf(request);
    if (!getToken()) throw redirect(loginPathFor(fullPath));

    const session = useSessionStore.getState();
    if (session.roles.length === 0) {
      try {
        session.setUserInfo(await getUserInfo());
      } catch {
        await logout();
        deps.reload();
        throw redirect(loginPathFor(fullPath));
      }
    }

    if (!useSessionStore.getState().loadMenus) {
      const resolved = resolve(await deps.getBuiltMenus());
      deps.addRoutes(resolved.routes);
      useNavStore.getState().setMenus(resolved.nav);
      useSessionStore.getState().setLoadMenus(true);
      // Matched only the catch-all before the menu routes existed: match again now that they do.
      if (params['*'] !== undefined) throw redirect(fullPath);
    }
    return null;
  };
}
