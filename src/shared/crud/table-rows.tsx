/**
 * The body rows of a {@link ResourceTable}: each row's cells from its column defs, the selection checkbox and the
 * actions; in a tree, the first cell indented by depth with an expand button, and the children below an open row
 * (loaded then, as their own TanStack table over the same columns); a row's detail, when it has one, across the
 * table below it.
 */
import { Box, HStack, IconButton, Spinner, Table, type TableRowProps } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable, type Row as TableRow, type Table as TanTable } from '@tanstack/react-table';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { LuChevronDown, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { SelectBox } from '../ui/table-parts';
import type { RowId, Selection } from '../ui/use-selection';
import type { IdOf } from './create-resource-api';
import { useCrudT } from './i18n/crud-locale';

/** Tree rows: which rows open, and how their children load. */
export interface TreeOptions<Row> {
  /** Rows open into children; off while a search shows its matches flat. */
  enabled: boolean;
  hasChildren: (row: Row) => boolean;
  /** A hook loading `row`'s children (called once the row is opened). */
  useChildren: (row: Row) => UseQueryResult<readonly Row[]>;
  /** The row's name in the expand button's label ('Show the sub-items of X'). */
  name: (row: Row) => string;
}

/** `data-*` attributes of a row. */
export type RowAttributes = Readonly<Record<`data-${string}`, string | number>>;

/** Props shared by every level of rows. */
interface RowsProps<Row extends { id: RowId }> {
  depth: number;
  /** Columns in all, for the loading row's span. */
  width: number;
  selection?: Selection<IdOf<Row>> | undefined;
  rowName?: ((row: Row) => string) | undefined;
  actions?: ((row: Row) => ReactNode) | undefined;
  tree?: TreeOptions<Row> | undefined;
  rowProps?: ((row: Row) => TableRowProps) | undefined;
  rowDetail?: ((row: Row) => ReactNode) | undefined;
  rowAttributes?: ((row: Row) => RowAttributes) | undefined;
}

/** The rows of `table` at `depth`. */
export function BodyRows<Row extends { id: RowId }>({ table, ...props }: RowsProps<Row> & { table: TanTable<Row> }) {
  return table.getRowModel().rows.map((row) => <ResourceRow key={row.id} row={row} table={table} {...props} />);
}

function ResourceRow<Row extends { id: RowId }>({ row, table, ...props }: RowsProps<Row> & { row: TableRow<Row>; table: TanTable<Row> }) {
  const { ft, rtl } = useCrudT();
  const [open, setOpen] = useState(false);
  const { depth, width, selection, rowName, actions, tree, rowProps, rowDetail, rowAttributes } = props;
  const item = row.original;
  const id = item.id as IdOf<Row>;
  const name = rowName?.(item) ?? String(item.id);
  const expandable = tree !== undefined && tree.enabled && tree.hasChildren(item);
  const detail = rowDetail?.(item);
  return (
    <Fragment>
      <Table.Row {...rowAttributes?.(item)} {...rowProps?.(item)}>
        {selection ? (
          <Table.Cell>
            <SelectBox checked={selection.selected.has(id)} label={ft('selectRow', { name })} onChange={(on) => selection.set([id], on)} />
          </Table.Cell>
        ) : null}
        {row.getVisibleCells().map((cell, index) => {
          const content = flexRender(cell.column.columnDef.cell, cell.getContext());
          return (
            <Table.Cell key={cell.id} {...cell.column.columnDef.meta?.cell}>
              {tree && index === 0 ? (
                <HStack gap="1" ps={`${depth * 1.25}rem`}>
                  {expandable ? (
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-expanded={open}
                      aria-label={ft(open ? 'collapse' : 'expand', { name: tree.name(item) })}
                      onClick={() => setOpen(!open)}
                    >
                      {open ? <LuChevronDown /> : rtl ? <LuChevronLeft /> : <LuChevronRight />}
                    </IconButton>
                  ) : (
                    <Box w="6" flexShrink={0} />
                  )}
                  {content}
                </HStack>
              ) : (
                content
              )}
            </Table.Cell>
          );
        })}
        {actions ? <Table.Cell>{actions(item)}</Table.Cell> : null}
      </Table.Row>
      {detail ? (
        <Table.Row>
          <Table.Cell colSpan={width} bg="bg.muted">
            {detail}
          </Table.Cell>
        </Table.Row>
      ) : null}
      {expandable && open ? <ChildRows parent={item} table={table} {...props} depth={depth + 1} tree={tree} /> : null}
    </Fragment>
  );
}

/** An open row's children: a spinner while they load, the failure if they cannot, then their rows. */
function ChildRows<Row extends { id: RowId }>({ parent, table, tree, ...props }: RowsProps<Row> & { parent: Row; table: TanTable<Row>; tree: TreeOptions<Row> }) {
  const { failure } = useCrudT();
  const children = tree.useChildren(parent);
  // Stable while the answer is: a new array each render would rebuild the row model every render.
  const data = useMemo(() => (children.data ? [...children.data] : []), [children.data]);
  const sub = useReactTable<Row>({
    data,
    columns: table.options.columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    // TanStack would reset its own paging state when the data changes; the list owns paging (in the URL).
    autoResetAll: false,
    defaultColumn: { enableSorting: false },
  });
  if (children.isPending || children.isError) {
    return (
      <Table.Row>
        <Table.Cell colSpan={props.width} ps={`${props.depth * 1.25 + 2}rem`} color={children.isError ? 'fg.error' : 'fg.muted'}>
          {children.isError ? failure(children.error) : <Spinner size="xs" />}
        </Table.Cell>
      </Table.Row>
    );
  }
  return <BodyRows table={sub} tree={tree} {...props} />;
}
