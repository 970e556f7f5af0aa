/**
 * The room's top gifters by counted diamonds (`GET api/live/rooms/{roomId}/top-gifters`), refreshed after counted
 * gifts and every few seconds. A failed refresh keeps the last list and says 'Failed to refresh the gift list'.
 */
import { Box, Table } from '@chakra-ui/react';
import { formatCount } from '@shared/utils/format-count';
import { TableStateRows } from '@shared/ui/table-parts';
import { useRoomTopGifters } from '../api/get-room-top-gifters';
import { LiveUserCell } from '../common/live-user';
import { Panel, PanelFailure } from '../common/panel';
import { useRoomTranslation } from '../i18n/use-room-translation';

/** Gifters listed. */
export const TOP_GIFTERS = 10;

export function TopGiftersPanel({ roomId }: { roomId: string }) {
  const { rt } = useRoomTranslation();
  const gifters = useRoomTopGifters(roomId, TOP_GIFTERS);
  const rows = gifters.data ?? [];
  return (
    <Panel title={rt('topGifters.title')} testId="top-gifters-panel">
      {gifters.isError ? <PanelFailure message={rt('topGifters.failed')} onRetry={() => void gifters.refetch()} /> : null}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={rt('topGifters.title')} aria-busy={gifters.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">{rt('topGifters.rank')}</Table.ColumnHeader>
              <Table.ColumnHeader>{rt('topGifters.gifter')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{rt('topGifters.diamonds')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{rt('topGifters.gifts')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={gifters.isPending} empty={gifters.isSuccess && rows.length === 0} columns={4} emptyText={rt('topGifters.empty')} />
            {rows.map((row, i) => (
              <Table.Row key={row.user.userId}>
                <Table.Cell fontWeight="semibold">{i + 1}</Table.Cell>
                <Table.Cell maxW="48">
                  <LiveUserCell user={row.user} />
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
    </Panel>
  );
}
