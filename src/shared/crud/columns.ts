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
