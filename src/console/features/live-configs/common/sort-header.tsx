/**
 * A sortable column header of an eladmin list (`sort=field,asc|desc`): a button naming the column, the arrow of
 * the current direction, and `aria-sort` on the header cell.
 */
import { Table, chakra } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';

/** A list's sort: one field and its direction. */
export interface ListSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** Props of {@link SortHeader}. */
export interface SortHeaderProps<F extends string> {
  field: F;
  sort: ListSort<F>;
  onSort: (field: F) => void;
  /** The column's name (shown). */
  children: string;
  /** The button's accessible name, e.g. 'Sort by Nickname' (translated by the caller). */
  label: string;
}

/** The header cell with its sort button. */
export function SortHeader<F extends string>({ field, sort, onSort, children, label }: SortHeaderProps<F>) {
  const active = sort.field === field;
  const Icon = !active ? LuArrowUpDown : sort.direction === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="inherit"
        borderRadius="sm"
        cursor="pointer"
        whiteSpace="nowrap"
        _hover={{ color: 'brand.fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        aria-label={label}
        onClick={() => onSort(field)}
      >
        {children}
        <Icon aria-hidden="true" />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

/**
 * The sort after clicking `field`: the same field flips direction; another starts ascending for text columns
 * (`textFields`) and descending otherwise (newest, largest first).
 */
export function nextSort<F extends string>(current: ListSort<F>, field: F, textFields: readonly F[]): ListSort<F> {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: textFields.includes(field) ? 'asc' : 'desc' };
}
