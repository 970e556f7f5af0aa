/**
 * Layout behaviour tied to the window and the route:
 * - device: mobile when the body is narrower than 1300 px; becoming mobile closes the sidebar without animation;
 * - a route change on mobile closes an open sidebar;
 * - each visited route gets its tab (affix tabs first).
 */
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isMobileWidth, useAppStore } from '@shared/app/app-store';
import { useTagsStore } from '@shared/tags/tags-store';
import { handleOf } from '../router/route-handle';

export function useResponsiveDevice(): void {
  useEffect(() => {
    const update = () => {
      const mobile = isMobileWidth(document.body.getBoundingClientRect().width);
      const { device, setDevice, closeSidebar } = useAppStore.getState();
      const next = mobile ? 'mobile' : 'desktop';
      if (device !== next) setDevice(next);
      if (mobile && device !== 'mobile') closeSidebar(true);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}

export function useCloseSidebarOnMobileNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { device, sidebar, closeSidebar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSidebar(false);
  }, [pathname]);
}

/** The dashboard, where / leads, is the affix (pinned) tab. */
export const AFFIX_TAGS = [{ path: '/dashboard', fullPath: '/dashboard', title: 'x:dashboard', affix: true, noCache: true }];

export function useVisitedTags(): void {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const handle = handleOf(leaf?.handle);
  useEffect(() => {
    const { addView } = useTagsStore.getState();
    for (const tag of AFFIX_TAGS) addView(tag);
  }, []);
  useEffect(() => {
    const path = location.pathname;
    if (path === '/' || path.startsWith('/redirect')) return;
    useTagsStore.getState().addView({
      path,
      fullPath: `${path}${location.search}`,
      title: handle.title ?? '',
      affix: handle.affix === true,
      noCache: handle.noCache === true,
    });
  }, [location.pathname, location.search, handle.title, handle.affix, handle.noCache]);
}
