/**
 * Pure helpers over the navigation tree shared by the sidebar, the breadcrumb and the route search.
 */
import type { NavItem } from '../router/menu-routes';

export function visibleChildren(item: NavItem): NavItem[] {
  return item.children.filter((c) => !c.hidden);
}

/**
 * What a nav item shows as (eladmin `hasOneShowingChild`): a directory with a single visible leaf child shows
 * that child directly, unless it is marked `alwaysShow`.
 */
export type DisplayNode = { kind: 'link'; item: NavItem } | { kind: 'submenu'; item: NavItem; children: NavItem[] };

export function displayNode(item: NavItem): DisplayNode {
  const kids = visibleChildren(item);
  if (kids.length === 0) return { kind: 'link', item };
  const only = kids[0];
  if (kids.length === 1 && only && !item.alwaysShow && visibleChildren(only).length === 0) {
    return { kind: 'link', item: { ...only, icon: only.icon ?? item.icon, title: only.title || item.title } };
  }
  return { kind: 'submenu', item, children: kids };
}

/** True when `pathname` is the item's page or below it. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || (itemPath !== '/' && pathname.startsWith(`${itemPath}/`));
}

/** Paths of the directories that lead to `pathname` (to open them in the sidebar). */
export function ancestorPaths(items: readonly NavItem[], pathname: string): string[] {
  const out: string[] = [];
  const walk = (list: readonly NavItem[]): boolean => {
    for (const item of list) {
      if (item.external) continue;
      if (item.children.length > 0 && isActivePath(item.path, pathname)) {
        out.push(item.path);
        walk(item.children);
        return true;
      }
    }
    return false;
  };
  walk(items);
  return out;
}

/** Next open-directory list after toggling `path`; with unique-opened, siblings (and their subtrees) close. */
export function toggleOpen(open: readonly string[], path: string, uniqueOpened: boolean): string[] {
  if (open.includes(path)) return open.filter((p) => p !== path && !p.startsWith(`${path}/`));
  if (!uniqueOpened) return [...open, path];
  return [...open.filter((p) => path.startsWith(`${p}/`)), path];
}
