/**
 * A list's page, sort and filters kept in the URL's search params (`?page=2&sort=name,asc&name=op`), so a list can be
 * linked and survives a reload. Defaults stay out of the URL; a `prefix` keeps two lists on one page apart
 * (`?dpage=2` beside `?page=1`). Values the list does not know (a sort field outside the contract's) fall back to the
 * default instead of reaching the server. A list inside a panel that should not touch the address keeps the same
 * state in memory instead (`memory`).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SortState } from '../ui/list-sort';

/** A list's filters: query fields and their values, `''` meaning no filter. */
export type ListFilters = Readonly<Record<string, string>>;

/** Options of {@link useListUrl}. */
export interface ListUrlOptions<F extends string, Filters extends ListFilters> {
  /** The contract's sortable fields (none: the list sends no sort). */
  sorts?: readonly F[];
  /** The sort before any click; none: the server's own order, no sort sent. */
  defaultSort?: SortState<F> | undefined;
  /** The filters with their defaults (usually all `''`). */
  filters: Filters;
  /** Allowed values of a filter (a select's options); others read as the default. */
  choices?: { readonly [K in keyof Filters]?: readonly string[] };
  /** Put before every param name. */
  prefix?: string;
  /** Keep the state in memory, not in the URL. */
  memory?: boolean;
}

/** The list's state read from the URL, and the one writer (several fields change in one navigation). */
export interface ListUrlState<F extends string, Filters extends ListFilters> {
  /** 0-based, as the eladmin lists count (1-based in the URL, as people read it). */
  page: number;
  /** Null when the list has no sort. */
  sort: SortState<F> | null;
  filters: Filters;
  /** Replaces the given parts of the state in the URL (a history replace, so Back leaves the page). */
  write: (next: { page?: number; sort?: SortState<F>; filters?: Filters }) => void;
}

/** Reads and writes the list state of the URL. */
export function useListUrl<F extends string, Filters extends ListFilters>(options: ListUrlOptions<F, Filters>): ListUrlState<F, Filters> {
  const { sorts = [], defaultSort, filters: defaults, choices, prefix = '', memory = false } = options;
  const [urlParams, setUrlParams] = useSearchParams();
  const [memoryParams, setMemoryParams] = useState(() => new URLSearchParams());
  const searchParams = memory ? memoryParams : urlParams;
  const name = useCallback((key: string) => `${prefix}${key}`, [prefix]);
  // Two writes before the next render (a date range: its first day, then its last, in one go) must both land: the
  // router hands each functional update the params of the last render, so the second would drop the first. Each
  // write starts from the one before it until the URL has caught up.
  const written = useRef<URLSearchParams | null>(null);
  const rendered = useRef(searchParams);
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    written.current = null;
  }

  const state = useMemo(() => {
    const pageText = Number(searchParams.get(name('page')));
    const page = Number.isInteger(pageText) && pageText > 1 ? pageText - 1 : 0;
    const [field, direction] = (searchParams.get(name('sort')) ?? '').split(',');
    const sort: SortState<F> | null =
      defaultSort && sorts.includes(field as F) && (direction === 'asc' || direction === 'desc') ? { field: field as F, direction } : (defaultSort ?? null);
    const filters: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const value = searchParams.get(name(key));
      const allowed = choices?.[key];
      if (value !== null && (!allowed || allowed.includes(value))) filters[key] = value;
    }
    // Built from `defaults`' keys, so it has exactly the shape of `Filters`.
    return { page, sort, filters: filters as Filters };
  }, [searchParams, name, sorts, defaultSort, defaults, choices]);

  const write = useCallback(
    (next: { page?: number; sort?: SortState<F>; filters?: Filters }) => {
      const update = (current: URLSearchParams) => {
        const params = new URLSearchParams(written.current ?? current);
        const set = (key: string, value: string, fallback: string) => {
          if (value === fallback) params.delete(name(key));
          else params.set(name(key), value);
        };
        if (next.page !== undefined) set('page', String(next.page + 1), '1');
        if (next.sort) set('sort', `${next.sort.field},${next.sort.direction}`, defaultSort ? `${defaultSort.field},${defaultSort.direction}` : '');
        if (next.filters) for (const [key, value] of Object.entries(next.filters)) set(key, value, defaults[key] ?? '');
        written.current = params;
        return params;
      };
      if (memory) setMemoryParams(update);
      else setUrlParams(update, { replace: true });
    },
    [memory, setUrlParams, name, defaultSort, defaults],
  );

  return { ...state, write };
}
