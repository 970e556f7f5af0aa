/**
 * A room's top gifters by counted diamonds, ranked: rank, viewer, diamonds, gift count (large numbers shortened, the
 * exact figure on hover). Loading and empty rows come with it; where it sits (a panel, a heading) is the page's.
 */
import { Box, Table } from '@chakra-ui/react';
import type { TopGifter } from '../../../streams/contracts/live-rooms';
import { TableStateRows } from '../ui/table-parts';
import { formatCount } from '../utils/format-count';
import { LiveUserCell } from './live-user-cell';

/** The column headers and the empty text, in the page's words. */
export interface TopGiftersTexts {
  rank: string;
  gifter: string;
  diamonds: string;
  gifts: string;
  empty: string;
}

/** Props of {@link TopGiftersTable}. */
export interface TopGiftersTableProps {
  rows: readonly TopGifter[];
  loading: boolean;
  /** Whether to say there are none (default: loaded and no rows; a page whose load failed says so instead). */
  empty?: boolean;
  /** A refresh is under way (`aria-busy`). */
  fetching: boolean;
  /** The table's accessible name: a label, or the id of the heading that names it. */
  name: { label: string } | { labelledBy: string };
  texts: TopGiftersTexts;
  /** Avatar size: `2xs` in a dense panel. */
  compact?: boolean;
  striped?: boolean;
}

export function TopGiftersTable({ rows, loading, empty = !loading && rows.length === 0, fetching, name, texts, compact = false, striped = false }: TopGiftersTableProps) {
  const naming = 'label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy };
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" striped={striped} {...naming} aria-busy={fetching}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w={compact ? '10' : '12'}>{texts.rank}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.gifter}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{texts.diamonds}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{texts.gifts}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={loading} empty={empty} columns={4} emptyText={texts.empty} />
          {rows.map((row, i) => (
            <Table.Row key={row.user.userId}>
              <Table.Cell fontWeight="semibold">{i + 1}</Table.Cell>
              <Table.Cell maxW={compact ? '48' : '64'}>
                <LiveUserCell user={row.user} size={compact ? '2xs' : 'xs'} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" title={row.diamonds.toLocaleString()}>
                {formatCount(row.diamonds)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" title={row.giftCount.toLocaleString()}>
                {formatCount(row.giftCount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
