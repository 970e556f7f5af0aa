/**
 * What a console route carries in its `handle` (eladmin's `meta`): read by the tabs, breadcrumb, sidebar,
 * search and page title.
 */
export interface RouteHandle {
  /** Raw title: 'x:key' (translated through `route.key`) or plain text. */
  title?: string;
  icon?: string | null;
  /** Never kept alive when its tab is left (a noCache page). */
  noCache?: boolean;
  /** Pinned tab: no close button, survives close-all. */
  affix?: boolean;
  hidden?: boolean;
  /** false for eladmin's `redirect: 'noredirect'`: the breadcrumb shows it but does not link it. */
  breadcrumbLink?: boolean;
}

export function handleOf(handle: unknown): RouteHandle {
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
}
