/**
 * The table of a list page: TanStack Table column defs rendered with the console's Chakra table parts (sortable
 * headers as buttons with `aria-sort`, skeleton and empty rows, the total and pager), named by `label`, busy while a
 * page loads, with an optional selection column, a row actions column and, for trees, rows that expand into their
 * children (loaded when opened), and rows that show a detail under them (a failed run's error). A load failure shows
 * above it with Retry.
 */
import { Table, type TableRootProps, type TableRowProps } from '@chakra-ui/react';
import { getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListFooter, PlainHeader, SelectBox, SortHeader, TableStateRows } from '../ui/table-parts';
import type { RowId } from '../ui/use-selection';
import type { ResourceColumns } from './columns';
import { useCrudT } from './i18n/crud-locale';
import { LoadError } from './load-error';
import { BodyRows, type RowAttributes, type TreeOptions } from './table-rows';
import type { IdOf } from './create-resource-api';
import type { ListTexts } from './list-texts';
import type { CrudList } from './use-crud-list';
import type { ListFilters } from './use-list-url';

/** What the table reads of {@link CrudList}. */
export type TableList<Row extends { id: RowId }, F extends string> = Pick<
  CrudList<Row, F, ListFilters>,
  'query' | 'rows' | 'total' | 'pageSize' | 'page' | 'setPage' | 'sort' | 'toggleSort' | 'filtered' | 'selection'
>;

/** Props of {@link ResourceTable}. */
export interface ResourceTableProps<Row extends { id: RowId }, F extends string> {
  /** The table's accessible name; default the page's `texts.table`, else its title. */
  label?: string;
  /** The page's texts: the table's name and its empty, no-match and load-failure words unless given one by one. */
  texts?: Partial<ListTexts>;
  list: TableList<Row, F>;
  columns: ResourceColumns<Row>;
  /** Shown when the list is empty without filters ('No jobs yet'); default `texts.empty`, else the kit's 'No data'. */
  emptyText?: string;
  /** Shown when filters match nothing; default 'Nothing matches the search'. */
  noMatchText?: string;
  /** A row's name (selection labels). */
  rowName?: (row: Row) => string;
  /** Adds a first column of checkboxes bound to `list.selection`. */
  selectable?: boolean;
  /** The select-all box's accessible name where the page words it otherwise; default 'Select every row on this page'. */
  selectAllLabel?: string;
  /** The buttons of a row ({@link RowActions}); no actions column when absent. */
  actions?: ((row: Row) => ReactNode) | undefined;
  /** The actions header's width token; default `24`. */
  actionsWidth?: string;
  /** Tree rows (departments, menus). */
  tree?: TreeOptions<Row>;
  /** `data-*` attributes of a row's `<tr>` (`data-device="Confetti cannon"`), for tests and styles to find it. */
  rowAttributes?: (row: Row) => RowAttributes;
  /** The load failure's title; default 'Could not load the list'. */
  loadFailedText?: string;
  /** Show the total and pager; default true. */
  footer?: boolean;
  /** Props of a row's `<tr>` (the row picked for a side panel: highlighted, `aria-selected`). */
  rowProps?: (row: Row) => TableRowProps;
  /** Props of the table (`interactive`). */
  tableProps?: TableRootProps;
  /** What opens under a row, across the table (an operation's params); nothing when it gives nothing. */
  rowDetail?: (row: Row) => ReactNode;
}

/** The list's table, footer and load failure. */
export function ResourceTable<Row extends { id: RowId }, F extends string>(props: ResourceTableProps<Row, F>) {
  const { texts, label = texts?.table ?? texts?.title, list, columns, rowName, selectable = false, selectAllLabel, actions, actionsWidth = '24', tree, footer = true, rowProps, tableProps, rowDetail, rowAttributes } = props;
  const { t, ft } = useCrudT();
  const emptyText = props.emptyText ?? texts?.empty ?? t('common.noData');
  const noMatchText = props.noMatchText ?? texts?.noMatch ?? ft('noMatch');
  const loadFailedText = props.loadFailedText ?? texts?.failed;
  const sorting: SortingState = list.sort ? [{ id: list.sort.field, desc: list.sort.direction === 'desc' }] : [];
  const table = useReactTable<Row>({
    data: list.rows,
    columns: [...columns],
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    // TanStack would reset its own paging state when the data changes; the list owns paging (in the URL).
    autoResetAll: false,
    defaultColumn: { enableSorting: false },
    state: { sorting },
  });
  const { query, rows, selection } = list;
  const width = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (actions ? 1 : 0);
  const ids = rows.map((row) => row.id as IdOf<Row>);
  const ticked = selection.on(ids).length;

  return (
    <>
      {query.isError ? <LoadError error={query.error} title={loadFailedText} onRetry={() => void query.refetch()} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" {...tableProps} aria-label={label} aria-busy={query.isFetching}>
          <Table.Header>
            <Table.Row>
              {selectable ? (
                <PlainHeader w="10">
                  <SelectBox checked={ticked === 0 ? false : ticked === ids.length ? true : 'indeterminate'} label={selectAllLabel ?? ft('selectAll')} onChange={(on) => selection.set(ids, on)} />
                </PlainHeader>
              ) : null}
              {table.getFlatHeaders().map((header) => {
                const text = typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id;
                return list.sort && header.column.getCanSort() ? (
                  <SortHeader key={header.id} field={header.column.id as F} sort={list.sort} onSort={list.toggleSort}>
                    {text}
                  </SortHeader>
                ) : (
                  <PlainHeader key={header.id} w={header.column.columnDef.meta?.width}>
                    {text}
                  </PlainHeader>
                );
              })}
              {actions ? <PlainHeader w={actionsWidth}>{ft('actions')}</PlainHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={query.isPending} empty={!query.isPending && rows.length === 0} columns={width} emptyText={list.filtered ? noMatchText : emptyText} />
            <BodyRows
              table={table}
              depth={0}
              width={width}
              selection={selectable ? selection : undefined}
              rowName={rowName}
              actions={actions}
              tree={tree}
              rowProps={rowProps}
              rowDetail={rowDetail}
              rowAttributes={rowAttributes}
            />
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {footer ? <ListFooter total={list.total} approximate={list.query.data?.totalApproximate === true} pageSize={list.pageSize} page={list.page} onPageChange={list.setPage} /> : null}
    </>
  );
}
