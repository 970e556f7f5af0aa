import { describe, expect, it } from 'vitest';
import { i18next, translateTitle } from '@shared/i18n/i18n';
import type { NavItem } from '../router/menu-routes';
import { DASHBOARD_NAV } from '../router/nav-store';
import { ROUTE_SEARCH_FUSE_OPTIONS, buildSearchPool, createRouteSearch } from './route-search';

const item = (path: string, title: string, children: NavItem[] = [], extra: Partial<NavItem> = {}): NavItem => ({
  path,
  title,
  icon: null,
  hidden: false,
  external: false,
  alwaysShow: false,
  children,
  ...extra,
});

const nav: NavItem[] = [
  DASHBOARD_NAV,
  item('/monitor', 'x:monitor', [item('/monitor/online', 'x:onlineUsers'), item('/monitor/secret', 'Secret page', [], { hidden: true })]),
  item('/system', 'x:system', [item('/system/user', 'User management'), item('/system/role', 'Role management')]),
];
const t = i18next.getFixedT('en');
const pool = buildSearchPool(nav, (raw) => translateTitle(t, raw));

describe('route search (fuzzy over title and path)', () => {
  it('uses title weight 0.7, path weight 0.3 and threshold 0.4', () => {
    expect(ROUTE_SEARCH_FUSE_OPTIONS.threshold).toBe(0.4);
    expect(ROUTE_SEARCH_FUSE_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('searches the pages the user has, with translated title paths, hidden ones left out', () => {
    expect(pool).toEqual([
      { path: '/dashboard', title: ['Dashboard'], external: false },
      { path: '/monitor/online', title: ['Monitor', 'Online users'], external: false },
      { path: '/system/user', title: ['System', 'User management'], external: false },
      { path: '/system/role', title: ['System', 'Role management'], external: false },
    ]);
  });

  it('matches fuzzily by title and by path', () => {
    const search = createRouteSearch(pool);
    expect(search('onlne users')[0]?.path).toBe('/monitor/online');
    expect(search('system/role')[0]?.path).toBe('/system/role');
    expect(search('zzzzzz')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });
});
