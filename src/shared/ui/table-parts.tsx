/**
 * Pieces every console table shares (moved here from the features that each had a copy): a sortable column header (a real button, so it is reachable and operable from the
 * keyboard, with `aria-sort` on the header), the loading and empty rows, the selection checkbox and the list footer
 * (total and pager).
 */
import { Checkbox, HStack, Skeleton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { ListPagination } from './list-pagination';
import type { SortState } from './list-sort';

/** Props of {@link SortHeader}. */
export interface SortHeaderProps<F extends string> {
  field: F;
  sort: SortState<F>;
  onSort: (field: F) => void;
  children: string;
}

/** A column header that sorts by `field`. */
export function SortHeader<F extends string>({ field, sort, onSort, children }: SortHeaderProps<F>) {
  const { t } = useTranslation();
  const active = sort.field === field;
  const Icon = !active ? LuArrowUpDown : sort.direction === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} whiteSpace="nowrap">
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="inherit"
        borderRadius="sm"
        cursor="pointer"
        whiteSpace="nowrap"
        color={active ? 'brand.fg' : undefined}
        _hover={{ color: 'brand.fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        aria-label={t('common.sortBy', { column: children })}
        onClick={() => onSort(field)}
      >
        {children}
        <Icon aria-hidden="true" />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

/** A plain column header. */
export function PlainHeader({ children, w }: { children?: ReactNode; w?: string }) {
  return (
    <Table.ColumnHeader whiteSpace="nowrap" w={w}>
      {children}
    </Table.ColumnHeader>
  );
}

/** Skeleton rows while the first page loads, or the empty text when there is nothing to show. */
export function TableStateRows({ loading, empty, columns, emptyText }: { loading: boolean; empty: boolean; columns: number; emptyText: string }) {
  if (loading) {
    return Array.from({ length: 3 }, (_, i) => (
      <Table.Row key={i} aria-hidden="true">
        <Table.Cell colSpan={columns}>
          <Skeleton height="8" />
        </Table.Cell>
      </Table.Row>
    ));
  }
  if (!empty) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Text color="fg.muted" textAlign="center" py="6" fontSize="sm" data-testid="table-empty">
          {emptyText}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}

/** A selection checkbox (the page header's one is indeterminate while part of the page is selected). */
export function SelectBox({ checked, label, onChange }: { checked: boolean | 'indeterminate'; label: string; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} aria-label={label}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** Props of {@link ListFooter}. */
export interface ListFooterProps {
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The first page is loading: no total yet (not a misleading 'Total 0'). */
  loading?: boolean;
  /** The total is the server's estimate (a list too long to count exactly): "About N in total". */
  approximate?: boolean;
}

/** The total and, when there is more than a page, the pager. */
export function ListFooter({ total, pageSize, page, onPageChange, loading = false, approximate = false }: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2" minH="8">
      <Text fontSize="sm" color="fg.muted">
        {loading ? null : t(approximate ? 'common.totalAbout' : 'common.total', { count: total })}
      </Text>
      {total > pageSize ? <ListPagination total={total} pageSize={pageSize} page={page} onPageChange={onPageChange} /> : <HStack />}
    </Stack>
  );
}

/**
 * A wire time (`yyyy-MM-dd HH:mm:ss`, the server's zone) as written: isolated left to right, so in Arabic the date
 * stays before the time instead of being reordered by the bidirectional algorithm.
 */
export function WireTime({ value }: { value: string }) {
  return (
    <chakra.bdi dir="ltr" whiteSpace="nowrap">
      {value}
    </chakra.bdi>
  );
}
