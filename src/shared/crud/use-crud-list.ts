/**
 * The state of an eladmin-style list page in one hook: page, sort and filters (in the URL, {@link useListUrl}), the
 * page of rows, the ticked rows, the add/edit drawer, the confirm-delete flow and the export.
 *
 * ```ts
 * const crud = useCrudList({ api: jobsApi, sorts: JOB_SORTS, defaultSort: { field: 'jobSort', direction: 'asc' },
 *   textSorts: ['name'], filters: { name: '', enabled: '' } });
 * ```
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '../../../streams/contracts/common';
import { nextSort, sortParam, type SortState } from '../ui/list-sort';
import { useSelection, type RowId, type Selection } from '../ui/use-selection';
import type { IdOf, ListParams, RefreshInterval, ResourceApi } from './create-resource-api';
import { useCrudCan, type CrudCan, type CrudPermissions } from './use-crud-can';
import { useDeleteFlow, type DeleteFlow } from './use-delete-flow';
import { useExport } from './use-export';
import { useListUrl, type ListFilters } from './use-list-url';

/** The eladmin lists' page size. */
export const PAGE_SIZE = 10;

/** What the hook needs of a resource: its list, delete, export and sorting. */
export type CrudResource<Row, F extends string = never> = Pick<ResourceApi<Row, never, never, void, F>, 'useList' | 'useRemove' | 'download' | 'sorting' | 'permissions'>;

/** Options of {@link useCrudList}. */
export interface CrudListOptions<Row extends { id: RowId }, F extends string, Filters extends ListFilters> {
  api: CrudResource<Row, F>;
  /** The contract's sortable fields (`JOB_SORTS`); default the resource's `sorting`; none for a list the server orders itself. */
  sorts?: readonly F[];
  /** The first sort; without it no sort is sent and no header sorts. */
  defaultSort?: SortState<F>;
  /** Fields that start ascending when first clicked (text); others start descending (newest, largest first). */
  textSorts?: readonly F[];
  /** The filters' query fields with their defaults (`''` = none). */
  filters: Filters;
  /** Allowed values of select filters (others in the URL are ignored). */
  choices?: { readonly [K in keyof Filters]?: readonly string[] };
  /** The filters' wire form when it differs from their names (a list is sent repeated); empty values are left out either way. */
  toParams?: (filters: Filters) => Readonly<Record<string, string | number | readonly string[] | undefined>>;
  pageSize?: number;
  /** URL param prefix, for a second list on the same page. */
  prefix?: string;
  /** Keep page, sort and filters in memory rather than the URL (a list inside a panel). */
  memory?: boolean;
  /** Params every request carries (a detail list's parent: `{ dictName }`). */
  fixed?: Readonly<Record<string, string | number>>;
  /** Load nothing while false (no parent picked yet). */
  enabled?: boolean;
  /** Called with the ids after a delete succeeded (clear a panel showing one of them). */
  onDeleted?: (ids: readonly RowId[]) => void;
  /** The delete failure's title; default the kit's 'Delete failed'. */
  deleteFailedText?: string;
  /** The toast after a delete; default 'Deleted successfully'. */
  deleteSuccessText?: string;
  /** Shows a delete failure where the page wants it instead of the toast ({@link DeleteFlowOptions.onFailure}). */
  onDeleteFailure?: (error: unknown) => void;
  /** Keep a refused delete's reason on the page ({@link DeleteError}) instead of toasting it. */
  deleteErrorInline?: boolean;
  /** The page's write permissions when they are not the resource's own `permissions`. */
  permissions?: CrudPermissions;
  /** Reload the list by itself (online badges, a run in progress); see {@link RefreshInterval}. */
  refresh?: RefreshInterval<Row>;
  /** Keep reloading while the window has no focus (a wall display); default false. */
  refreshInBackground?: boolean;
}

/** What the add/edit drawer shows: a new row, or the row being edited. */
export type DrawerTarget<Row> = 'new' | Row;

/** What {@link useCrudList} gives a page. */
export interface CrudList<Row extends { id: RowId }, F extends string, Filters extends ListFilters> {
  query: UseQueryResult<Page<Row>>;
  /** What the user may do on the page (its buttons), from the page's or the resource's permissions. */
  can: CrudCan;
  rows: Row[];
  total: number;
  /** The total is the server's estimate (see `Page.totalApproximate`). */
  totalApproximate: boolean;
  pageSize: number;
  page: number;
  setPage: (page: number) => void;
  /** Null for a list without sorting. */
  sort: SortState<F> | null;
  /** A click on `field`'s header: the same column flips, another starts by {@link CrudListOptions.textSorts}; back to the first page. */
  toggleSort: (field: F) => void;
  filters: Filters;
  /** Applies new filters: back to the first page, selection cleared. */
  applyFilters: (filters: Filters) => void;
  /** Some filter is set (the empty text says 'Nothing matches'). */
  filtered: boolean;
  /** The wire params of the page on screen. */
  params: ListParams;
  selection: Selection<IdOf<Row>>;
  drawer: DrawerTarget<Row> | null;
  /** The row a new one goes under (tree pages' 'Add under'), or null. */
  parent: Row | null;
  openNew: (parent?: Row) => void;
  openEdit: (row: Row) => void;
  closeDrawer: () => void;
  remove: DeleteFlow<Row>;
  exporting: boolean;
  /** Downloads the xlsx of the filters and sort (all pages); toasts the outcome. */
  exportList: () => Promise<void>;
}

/** Query-string form: empty values (and empty lists) left out. */
export function listParams(values: Readonly<Record<string, string | number | readonly string[] | undefined>>): Record<string, string | number | readonly string[]> {
  const params: Record<string, string | number | readonly string[]> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '' && !(typeof value === 'object' && value.length === 0)) params[key] = value;
  return params;
}

/** The list page's state; see the module comment. */
export function useCrudList<Row extends { id: RowId }, F extends string, Filters extends ListFilters>(
  options: CrudListOptions<Row, F, Filters>,
): CrudList<Row, F, Filters> {
  const { api, pageSize = PAGE_SIZE, toParams = (f: Filters) => f } = options;
  const { textSorts = [] } = options.sorts ? options : (api.sorting ?? options);
  const url = useListUrl(options.sorts || !api.sorting ? options : { ...options, ...api.sorting });
  const can = useCrudCan(options.permissions ?? api.permissions);
  const selection = useSelection<IdOf<Row>>();
  const [drawer, setDrawer] = useState<{ target: DrawerTarget<Row>; parent: Row | null } | null>(null);
  const filterParams = listParams({ ...options.fixed, sort: url.sort ? sortParam(url.sort) : undefined, ...toParams(url.filters) });
  // A new object each render is fine: TanStack Query compares keys by value.
  const params: ListParams = { page: url.page, size: pageSize, ...filterParams };
  const query = api.useList(params, { enabled: options.enabled ?? true, refresh: options.refresh, refreshInBackground: options.refreshInBackground });
  const rows = query.data?.content ?? [];
  const setPage = (page: number) => url.write({ page });
  const remove = useDeleteFlow({
    api,
    rows,
    page: url.page,
    setPage,
    selection,
    failedText: options.deleteFailedText,
    successText: options.deleteSuccessText,
    onFailure: options.onDeleteFailure,
    onDeleted: options.onDeleted,
    inline: options.deleteErrorInline,
  });
  const exporter = useExport(() => api.download(filterParams));

  return {
    query,
    can,
    rows,
    total: query.data?.totalElements ?? 0,
    totalApproximate: query.data?.totalApproximate === true,
    pageSize,
    page: url.page,
    setPage,
    sort: url.sort,
    toggleSort: (field) => url.write({ sort: url.sort ? nextSort(url.sort, field, textSorts) : { field, direction: textSorts.includes(field) ? 'asc' : 'desc' }, page: 0 }),
    filters: url.filters,
    applyFilters: (filters) => {
      selection.clear();
      url.write({ filters, page: 0 });
    },
    filtered: Object.entries(url.filters).some(([key, value]) => value !== (options.filters[key] ?? '')),
    params,
    selection,
    drawer: drawer?.target ?? null,
    parent: drawer?.parent ?? null,
    openNew: (parent) => setDrawer({ target: 'new', parent: parent ?? null }),
    openEdit: (row) => setDrawer({ target: row, parent: null }),
    closeDrawer: () => setDrawer(null),
    remove,
    exporting: exporter.busy,
    exportList: exporter.run,
  };
}
