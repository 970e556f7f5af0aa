/**
 * The gift feed as a table, newest first. Rows are memoised on the row object: the feed replaces only the
 * rows that changed, so a frame's batch re-renders those rows, not all 500. The body scrolls under a sticky
 * header so the page keeps its height.
 */
import { Badge, Box, Progress, Table, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatCount } from '@shared/utils/format-count';
import { formatTime } from '@shared/utils/format-time';
import { LiveUserCell } from '@shared/live/live-user-cell';
import { rowDiamonds, type FeedRow } from './gift-feed';
import { useLiveT } from '../i18n/use-live-t';

const COLUMNS = 6;

const GiftRow = memo(function GiftRow({ row }: { row: FeedRow }) {
  const { ft } = useLiveT();
  const streaking = row.status === 'streaking';
  const diamonds = rowDiamonds(row);
  return (
    <Table.Row data-status={row.status} data-key={row.key}>
      <Table.Cell maxW="60">
        <LiveUserCell user={row.user} />
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm" truncate maxW="40" title={row.giftName}>
          {row.giftName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {ft('gifts.repeat', { count: row.repeatCount })}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" title={diamonds.toLocaleString()}>
        <Text as="span" fontWeight="semibold">
          {formatCount(diamonds)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {/* Only the receiving host's user id is on the wire; shown whole (ids differ in their last digits). */}
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" whiteSpace="nowrap">
          {row.toUserId ?? '—'}
        </Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontSize="xs" color="fg.muted">
        {formatTime(row.at, '{h}:{i}:{s}')}
      </Table.Cell>
      <Table.Cell minW="32">
        {streaking ? (
          <>
            <Badge colorPalette="orange" variant="subtle">
              {ft('gifts.streaking')}
            </Badge>
            {/* An open streak has no known end: an indeterminate bar says "still growing". */}
            <Progress.Root size="xs" value={null} colorPalette="orange" mt="1" maxW="24" aria-label={ft('gifts.streaking')}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </>
        ) : (
          <Badge colorPalette="green" variant="subtle">
            {ft('gifts.counted')}
          </Badge>
        )}
      </Table.Cell>
    </Table.Row>
  );
});

export interface GiftFeedTableProps {
  rows: readonly FeedRow[];
  loading: boolean;
  /** Why the list is empty: no gift at all, or none matching the filters. */
  emptyText: string;
}

/** The table; `aria-live` is off on purpose: a screen reader cannot keep up with a live gift feed. */
export function GiftFeedTable({ rows, loading, emptyText }: GiftFeedTableProps) {
  const { t, ft } = useLiveT();
  return (
    <Box overflow="auto" maxH="calc(100vh - 22rem)" minH="60" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader aria-label={ft('gifts.feed')} aria-busy={loading}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{ft('gifts.user')}</Table.ColumnHeader>
            <Table.ColumnHeader>{ft('gifts.gift')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{ft('gifts.diamonds')}</Table.ColumnHeader>
            <Table.ColumnHeader>{ft('gifts.toHost')}</Table.ColumnHeader>
            <Table.ColumnHeader>{ft('gifts.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{ft('gifts.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS} textAlign="center" color="fg.muted" py="8">
                {loading ? t('common.loading') : emptyText}
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((row) => (
            <GiftRow key={row.key} row={row} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
