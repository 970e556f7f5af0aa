/**
 * A list read page by page ("Load more" at its end): the first page when the inputs change, each further page
 * appended on demand. A failed further page keeps what was shown and says why beside the button.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from './h5-api';
import { useRequest } from './use-request';

/** Rows per page of the phone lists. */
export const PAGE_SIZE = 20;

/** A paged list's state. */
export interface PagedList<T> {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  total: number;
  error: unknown;
  /** Whether more rows exist than are shown. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  reload(): void;
}

/** Reads `load(page, signal)` page by page; `deps` as for {@link useRequest}. */
export function usePagedList<T>(load: (page: number, signal?: AbortSignal) => Promise<Page<T>>, deps: readonly unknown[], enabled = true): PagedList<T> {
  const first = useRequest((signal) => load(0, signal), deps, enabled);
  const [more, setMore] = useState<{ rows: T[]; pages: number; error: unknown; loading: boolean }>({ rows: [], pages: 1, error: undefined, loading: false });
  const loadRef = useRef(load);
  loadRef.current = load;
  const firstData = first.data;

  // A new first page (new search, reload) starts the list over.
  useEffect(() => setMore({ rows: [], pages: 1, error: undefined, loading: false }), [firstData]);

  const moreRef = useRef(more);
  moreRef.current = more;
  const loadMore = useCallback(() => {
    const state = moreRef.current;
    // A second tap while a page is on its way asks nothing more.
    if (state.loading) return;
    moreRef.current = { ...state, loading: true, error: undefined };
    setMore(moreRef.current);
    loadRef.current(state.pages).then(
      (page) => setMore((now) => ({ rows: [...now.rows, ...page.content], pages: now.pages + 1, error: undefined, loading: false })),
      (error: unknown) => setMore((now) => ({ ...now, error, loading: false })),
    );
  }, []);

  const rows = [...(firstData?.content ?? []), ...more.rows];
  const total = firstData?.totalElements ?? 0;
  return {
    status: firstData ? 'ready' : first.status,
    rows,
    total,
    error: first.status === 'error' ? first.error : more.error,
    hasMore: rows.length < total,
    loadingMore: more.loading,
    loadMore,
    reload: first.reload,
  };
}
