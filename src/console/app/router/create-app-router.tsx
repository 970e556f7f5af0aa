/**
 * The console's data router. Static routes: the public console pages (/login, /401,
 * /404), the reserved overlay paths, and the signed-in layout with / → /dashboard, /dashboard, /user/center,
 * /redirect/* and the catch-all → /404. The server's menus are added under the layout by the navigation guard.
 */
import {
  Navigate,
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { BuiltMenu, ConsolePageName } from '../../../../streams/contracts/menus';
import { getToken } from '@shared/auth/token';
import { getBuiltMenus } from '../api/get-built-menus';
import { createNavigationGuard } from './navigation-guard';
import { OverlayHandoff } from './overlay-handoff';
import { pageRegistry, type LazyPage } from './page-registry';
import { OVERLAY_PUBLIC_ROUTES, safeRedirect } from './public-routes';
import { RedirectPage } from './redirect-page';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Id of the signed-in layout route; the menu routes are patched under it. */
export const LAYOUT_ROUTE_ID = 'layout';

/** The registry holds every page name (typechecked), so a static route's page is always there. */
const page = (name: ConsolePageName): LazyPage => pageRegistry[name];

/** A signed-in user opening /login goes to the redirect parameter, or /. */
export function loginLoader({ request }: LoaderFunctionArgs): null {
  if (getToken()) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}

const dashboardHandle: RouteHandle = { title: 'x:dashboard', icon: 'dashboard', noCache: true, affix: true };

export function createAppRoutes(guard: (args: LoaderFunctionArgs) => Promise<null>): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      // Nothing to show while the first loaders run; the progress bar is the feedback.
      HydrateFallback: () => null,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/login',
          loader: loginLoader,
          handle: { title: 'x:login' } satisfies RouteHandle,
          lazy: () => import('../../features/auth/login/login-page').then((m) => ({ Component: m.LoginPage })),
        },
        { path: '/401', handle: { title: 'x:page401' } satisfies RouteHandle, lazy: page('Page401') },
        { path: '/404', handle: { title: 'x:page404' } satisfies RouteHandle, lazy: page('Page404') },
        ...OVERLAY_PUBLIC_ROUTES.map((path) => ({ path, Component: OverlayHandoff })),
        {
          id: LAYOUT_ROUTE_ID,
          path: '/',
          loader: guard,
          // The guard checks every navigation (token removed in another tab, session expired).
          shouldRevalidate: () => true,
          lazy: () => import('../layout/app-layout').then((m) => ({ Component: m.AppLayout })),
          ErrorBoundary: RouteError,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            { path: 'dashboard', handle: dashboardHandle, lazy: page('Dashboard') },
            { path: 'user/center', handle: { title: 'x:userCenter', hidden: true } satisfies RouteHandle, lazy: page('UserCenter') },
            { path: 'redirect/*', handle: { title: 'x:redirect', hidden: true } satisfies RouteHandle, Component: RedirectPage },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}

export interface AppRouterDeps {
  reload?: () => void;
  getBuiltMenus?: () => Promise<BuiltMenu[]>;
}

/**
 * Creates the router. `makeRouter` is `createBrowserRouter` in the app (history URLs) and a memory router in
 * tests; the guard adds the menu routes to whatever it returns.
 */
export function createAppRouter(
  makeRouter: (routes: RouteObject[]) => AppRouter = (routes) => createBrowserRouter(routes),
  deps: AppRouterDeps = {},
): AppRouter {
  // The guard needs the router it belongs to; it only patches after an await, once `holder.router` is set.
  const holder: { router?: AppRouter } = {};
  const guard = createNavigationGuard({
    addRoutes: (routes) => holder.router?.patchRoutes(LAYOUT_ROUTE_ID, routes),
    reload: deps.reload ?? (() => window.location.reload()),
    getBuiltMenus: deps.getBuiltMenus ?? getBuiltMenus,
  });
  const router = makeRouter(createAppRoutes(guard));
  holder.router = router;
  return router;
}
