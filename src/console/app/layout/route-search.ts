/**
 * Fuzzy route search over the pages the user has (title weight 0.7, path weight 0.3, threshold 0.4).
 */
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { NavItem } from '../router/menu-routes';

/** One searchable page: its path and its title path (the translated titles from the top menu down). */
export interface SearchItem {
  path: string;
  title: string[];
  external: boolean;
}

export const ROUTE_SEARCH_FUSE_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Flattens the nav tree into pages (hidden ones left out, directories contribute their titles only). */
export function buildSearchPool(items: readonly NavItem[], translate: (raw: string) => string, prefix: string[] = []): SearchItem[] {
  const out: SearchItem[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    const title = [...prefix, translate(item.title)];
    const children = item.children.filter((c) => !c.hidden);
    if (children.length > 0) out.push(...buildSearchPool(children, translate, title));
    else out.push({ path: item.path, title, external: item.external });
  }
  return out;
}

export function createRouteSearch(pool: readonly SearchItem[]): (query: string) => SearchItem[] {
  const fuse = new Fuse(pool, ROUTE_SEARCH_FUSE_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
