/**
 * Visited-page tabs: one tab per path, titled by the route title (or 'no-name' when shown),
 * affix tabs pinned (no close button, kept by close-all), noCache pages never kept alive.
 */
import { create } from 'zustand';

export interface TagView {
  /** Pathname: the identity of a tab (once per path). */
  path: string;
  /** Pathname + search, where clicking the tab goes back to. */
  fullPath: string;
  /** Raw route title ('x:key' or text); translated when shown; empty → 'no-name'. */
  title: string;
  affix: boolean;
  noCache: boolean;
}

/** Where to go after closing `closedPath` when it was the active tab: the last remaining tab, or '/'. */
export function pathAfterClose(remaining: readonly TagView[]): string {
  return remaining.at(-1)?.fullPath ?? '/';
}

export interface TagsState {
  visitedViews: TagView[];
  /** Adds a tab once per path; an existing tab gets the latest fullPath (query) and title. */
  addView: (view: TagView) => void;
  /** Closes one tab (affix tabs included only when explicitly asked, as eladmin's close button is hidden). */
  delView: (path: string) => TagView[];
  delOthersViews: (path: string) => TagView[];
  delAllViews: () => TagView[];
}

export const useTagsStore = create<TagsState>()((set, get) => ({
  visitedViews: [],
  addView: (view) => {
    const views = get().visitedViews;
    const index = views.findIndex((v) => v.path === view.path);
    if (index === -1) {
      set({ visitedViews: [...views, view] });
      return;
    }
    const existing = views[index];
    if (existing && (existing.fullPath !== view.fullPath || existing.title !== view.title)) {
      set({ visitedViews: views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath, title: view.title } : v)) });
    }
  },
  delView: (path) => {
    const visitedViews = get().visitedViews.filter((v) => v.path !== path);
    set({ visitedViews });
    return visitedViews;
  },
  delOthersViews: (path) => {
    const visitedViews = get().visitedViews.filter((v) => v.affix || v.path === path);
    set({ visitedViews });
    return visitedViews;
  },
  delAllViews: () => {
    const visitedViews = get().visitedViews.filter((v) => v.affix);
    set({ visitedViews });
    return visitedViews;
  },
}));

/** Paths whose pages may be kept alive: visited and not marked noCache. */
export function cachedPaths(views: readonly TagView[]): string[] {
  return views.filter((v) => !v.noCache).map((v) => v.path);
}
