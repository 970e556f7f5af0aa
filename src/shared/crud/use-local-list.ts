/**
 * A list the server sends whole (a few dozen rows, no paging on the wire: the advice texts) shown like an eladmin list:
 * the filters in the URL ({@link useListUrl}), the rows that match them paged in the browser, and the same shape
 * {@link ResourceTable} and {@link SearchBar} read of a server list, so such a page is built from the same parts.
 *
 * ```ts
 * const list = useLocalList({ queryKey: ['adviceTexts'], queryFn: loadTexts, filters: { q: '' }, match: (row, f) => row.key.includes(f.q) });
 * ```
 */
import { useQuery, type QueryFunction, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../streams/contracts/common';
import { useSelection, type RowId, type Selection } from '../ui/use-selection';
import type { SortState } from '../ui/list-sort';
import type { IdOf } from './create-resource-api';
import { PAGE_SIZE } from './use-crud-list';
import { useListUrl, type ListFilters } from './use-list-url';

/** Options of {@link useLocalList}. */
export interface LocalListOptions<Row extends { id: RowId }, Filters extends ListFilters> {
  queryKey: QueryKey;
  /** Loads every row. @throws the request's failure (shown above the table with Retry). */
  queryFn: QueryFunction<readonly Row[]>;
  /** The filters with their defaults; a default other than `''` (a language) stays out of the URL likewise. */
  filters: Filters;
  /** Allowed values of select filters (others in the URL read as the default). */
  choices?: { readonly [K in keyof Filters]?: readonly string[] };
  /** Whether `row` is shown under `filters`. */
  match: (row: Row, filters: Filters) => boolean;
  pageSize?: number;
  /** Keep the state in memory rather than the URL. */
  memory?: boolean;
}

/** What {@link useLocalList} gives: what the table and search bar read, and every row loaded. */
export interface LocalList<Row extends { id: RowId }, Filters extends ListFilters> {
  /** The load, its data the page of matching rows on screen. */
  query: UseQueryResult<Page<Row>>;
  /** Every row the server sent, whatever the filters (empty while loading). */
  all: readonly Row[];
  rows: Row[];
  /** Rows matching the filters. */
  total: number;
  pageSize: number;
  page: number;
  setPage: (page: number) => void;
  /** Local lists keep the server's order. */
  sort: SortState<never> | null;
  toggleSort: (field: never) => void;
  filters: Filters;
  /** Applies new filters: back to the first page. */
  applyFilters: (filters: Filters) => void;
  /** Some filter differs from its default (the empty text says 'Nothing matches'). */
  filtered: boolean;
  selection: Selection<IdOf<Row>>;
}

/** The list's state; see the module comment. */
export function useLocalList<Row extends { id: RowId }, Filters extends ListFilters>(options: LocalListOptions<Row, Filters>): LocalList<Row, Filters> {
  const { queryKey, queryFn, filters: defaults, choices, match, pageSize = PAGE_SIZE, memory } = options;
  const url = useListUrl<never, Filters>({ filters: defaults, choices, memory });
  const selection = useSelection<IdOf<Row>>();
  const all = useQuery({ queryKey, queryFn });
  const matching = (all.data ?? []).filter((row) => match(row, url.filters));
  // A page past the end (rows went away, a stale link) shows the last page instead of an empty table.
  const lastPage = Math.max(0, Math.ceil(matching.length / pageSize) - 1);
  const page = Math.min(url.page, lastPage);
  const rows = matching.slice(page * pageSize, (page + 1) * pageSize);
  // The table reads a server page; the same load, its data cut to the page on screen.
  const query = { ...all, data: all.data ? { content: rows, totalElements: matching.length } : undefined } as UseQueryResult<Page<Row>>;
  return {
    query,
    all: all.data ?? [],
    rows,
    total: matching.length,
    pageSize,
    page,
    setPage: (next) => url.write({ page: next }),
    sort: null,
    toggleSort: () => undefined,
    filters: url.filters,
    applyFilters: (filters) => url.write({ filters, page: 0 }),
    filtered: Object.entries(url.filters).some(([key, value]) => value !== (defaults[key] ?? '')),
    selection,
  };
}
