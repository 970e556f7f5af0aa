/**
 * Column definitions of a {@link ResourceTable}: TanStack Table's headless column model (`createColumnHelper`), with
 * the console's extras in `meta`. A column sorts on the server when it is an accessor with `enableSorting: true`
 * and its id is one of the contract's sort fields.
 *
 * ```ts
 * const column = createColumnHelper<Job>();
 * column.accessor('name', { header: ft('common.name'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } });
 * ```
 */
import type { TableCellProps } from '@chakra-ui/react';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { WireTime } from '../ui/table-parts';
import { EnabledSwitch } from './enabled-switch';

export { createColumnHelper } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Must merge with TanStack's own declaration: same name, same type parameters (unused here).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Props of every body cell of the column (`fontWeight`, `whiteSpace`). */
    cell?: TableCellProps;
    /** The header's width token (`24`). */
    width?: string;
  }
}

/**
 * A table's columns. TanStack types each column by its value (`ColumnDef<Row, string>`, `<Row, number>`); a list of
 * mixed columns is typed `any` in the value as TanStack's own examples do, since `ColumnDef` is not covariant in it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type ResourceColumns<Row extends RowData> = ReadonlyArray<ColumnDef<Row, any>>;

/**
 * The on/off column of a list: a switch named after the row, which asks before flipping (`onSwitch`, usually
 * `useSwitchFlow(...).ask`) and is disabled without the edit permission.
 */
export function switchColumn<Row extends { enabled: boolean }>(options: { header: string; name: (row: Row) => string; canEdit: boolean; onSwitch: (row: Row) => void }): ColumnDef<Row, boolean> {
  return {
    id: 'enabled',
    header: options.header,
    accessorFn: (row) => row.enabled,
    cell: ({ row }) => <EnabledSwitch checked={row.original.enabled} label={options.name(row.original)} disabled={!options.canEdit} onToggle={() => options.onSwitch(row.original)} />,
  };
}

/** A wire time column (`yyyy-MM-dd HH:mm:ss` as the server wrote it, kept left to right); empty when the row has none. */
export function timeColumn<Row>(id: string, header: string, value: (row: Row) => string | null | undefined, sortable = true): ColumnDef<Row, string> {
  return {
    id,
    header,
    accessorFn: (row) => value(row) ?? '',
    enableSorting: sortable,
    cell: ({ getValue }) => (getValue() ? <WireTime value={getValue()} /> : null),
  };
}
