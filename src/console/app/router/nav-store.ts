/**
 * The navigation tree the signed-in user may see (sidebar and search use the routes the server
 * allows): the static Dashboard entry followed by the resolved server menus.
 */
import { create } from 'zustand';
import type { NavItem } from './menu-routes';

export const DASHBOARD_NAV: NavItem = {
  path: '/dashboard',
  title: 'x:dashboard',
  icon: 'dashboard',
  hidden: false,
  external: false,
  alwaysShow: false,
  children: [],
};

interface NavState {
  items: NavItem[];
  setMenus: (menus: NavItem[]) => void;
}

export const useNavStore = create<NavState>()((set) => ({
  items: [DASHBOARD_NAV],
  setMenus: (menus) => set({ items: [DASHBOARD_NAV, ...menus] }),
}));
