/**
 * Turns the server's menu tree (`api/menus/build`, eladmin's router shape) into react-router routes and the
 * navigation tree the sidebar, route search and breadcrumb read:
 * - 'Layout' (top level) and 'ParentView' (nested) are containers: a route with children and no page;
 * - any other component name is looked up in the page registry; an unknown name renders a clear error page;
 * - http(s) paths are external links: no route, a sidebar link opening a new tab;
 * - `hidden` menus get a route but no sidebar entry; 'x:key' titles stay raw here and are translated on display.
 */
import { Navigate, type RouteObject } from 'react-router';
import { isExternalLink } from '../../../../streams/contracts/common';
import type { BuiltMenu } from '../../../../streams/contracts/menus';
import { CONTAINER_COMPONENTS, pageFor, pageRegistry, type LazyPage } from './page-registry';
import type { RouteHandle } from './route-handle';
import { UnknownPage } from './unknown-page';

/** One entry of the sidebar/search tree. */
export interface NavItem {
  /** Absolute in-app path, or the external URL. */
  path: string;
  /** Raw title ('x:key' or text). */
  title: string;
  icon: string | null;
  hidden: boolean;
  external: boolean;
  /** Show a directory even with a single child (eladmin `alwaysShow`). */
  alwaysShow: boolean;
  children: NavItem[];
}

export interface ResolvedMenus {
  routes: RouteObject[];
  nav: NavItem[];
  /** Component names the registry does not know (routed to an error page). */
  unknownComponents: string[];
}

/** Whether a menu path is an external link the sidebar opens as a link (http(s), mailto:, tel:), not a route. */
export function isExternal(path: string): boolean {
  return isExternalLink(path);
}

/** Joins a menu path onto its parent's absolute path ('/monitor' + 'online' → '/monitor/online'). */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return normalise(path);
  return normalise(`${parent.replace(/\/+$/, '')}/${path}`);
}

function normalise(path: string): string {
  const p = `/${path}`.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

function isContainer(component: string | undefined): boolean {
  return (CONTAINER_COMPONENTS as readonly string[]).includes(component ?? '') || component === undefined;
}

/**
 * @param menus the `api/menus/build` answer.
 * @param registry component name → lazy page (the app's registry by default; tests pass their own).
 */
export function resolveMenus(menus: readonly BuiltMenu[], registry: Readonly<Record<string, LazyPage>> = pageRegistry): ResolvedMenus {
  const unknownComponents: string[] = [];

  const build = (menu: BuiltMenu, parentPath: string): { route: RouteObject | null; nav: NavItem } => {
    const external = isExternal(menu.path);
    const fullPath = external ? menu.path : joinPath(parentPath, menu.path);
    const visibleChildren = menu.children ?? [];
    const builtChildren = visibleChildren.map((c) => build(c, fullPath));
    const nav: NavItem = {
      path: fullPath,
      title: menu.meta.title,
      icon: menu.meta.icon,
      hidden: menu.hidden,
      external,
      alwaysShow: menu.alwaysShow === true,
      children: builtChildren.map((c) => c.nav),
    };
    if (external) return { route: null, nav };

    const handle: RouteHandle = {
      title: menu.meta.title,
      icon: menu.meta.icon,
      noCache: menu.meta.noCache,
      hidden: menu.hidden,
      breadcrumbLink: menu.redirect !== 'noredirect',
    };
    // Routes are nested, so a child's path is relative to its parent's (react-router requires it).
    const prefix = parentPath === '/' ? '/' : `${parentPath}/`;
    // An absolute child path outside its parent cannot nest; it is kept relative to the root of the parent instead.
    const relative = fullPath === parentPath ? '' : fullPath.startsWith(prefix) ? fullPath.slice(prefix.length) : fullPath.slice(1);
    const childRoutes = builtChildren.flatMap((c) => (c.route ? [c.route] : []));

    if (isContainer(menu.component) && (childRoutes.length > 0 || menu.children !== undefined)) {
      const firstChild = builtChildren.find((c) => c.route && !c.nav.hidden)?.nav.path;
      const target = menu.redirect && menu.redirect !== 'noredirect' ? menu.redirect : firstChild;
      const index: RouteObject[] = target && target !== fullPath ? [{ index: true, element: <Navigate to={target} replace /> }] : [];
      return { route: { path: relative, handle, children: [...index, ...childRoutes] }, nav };
    }

    const page = pageFor(menu.component, registry);
    if (page) return { route: { path: relative, handle, lazy: page }, nav };
    const name = menu.component ?? '';
    unknownComponents.push(name);
    return { route: { path: relative, handle, element: <UnknownPage name={name} /> }, nav };
  };

  const built = menus.map((m) => build(m, '/'));
  return {
    routes: built.flatMap((b) => (b.route ? [b.route] : [])),
    nav: built.map((b) => b.nav),
    unknownComponents,
  };
}
