/**
 * The streamer's connection log (`GET api/monitor/streamers/{id}/
 * connection-log`), newest first, paged: when, from which status to which, and why in the scanner's words. Refreshed
 * while open and when the status changes; a failure says 'Failed to check connection logs' with Retry.
 */
import { Box, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatTime } from '@shared/utils/format-time';
import { ListFooter, TableStateRows } from '@shared/ui/table-parts';
import { useStreamerConnectionLog } from '../api/get-streamer-connection-log';
import { Panel, PanelFailure } from '../common/panel';
import { StatusBadge } from '../../common/status-badge';
import { reasonText } from '../../common/reason-text';
import { useRoomTranslation } from '../i18n/use-room-translation';

/** Entries per page. */
export const LOG_PAGE_SIZE = 10;
/** The scanner writes at most one entry per scan (every minute for focus and PK streamers). */
const LOG_REFRESH_MS = 30_000;

export function ConnectionLogTable({ streamerId }: { streamerId: number }) {
  const { rt, mt } = useRoomTranslation();
  const [page, setPage] = useState(0);
  const log = useStreamerConnectionLog(streamerId, page, LOG_PAGE_SIZE, LOG_REFRESH_MS);
  const rows = log.data?.content ?? [];
  const total = log.data?.totalElements ?? 0;
  return (
    <Panel title={rt('log.title')} testId="connection-log-panel" gridColumn={{ base: 'auto', lg: 'span 2' }}>
      {log.isError ? <PanelFailure message={rt('log.failed')} onRetry={() => void log.refetch()} /> : null}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={rt('log.title')} aria-busy={log.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{rt('log.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{rt('log.from')}</Table.ColumnHeader>
              <Table.ColumnHeader>{rt('log.to')}</Table.ColumnHeader>
              <Table.ColumnHeader>{rt('log.reason')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={log.isPending} empty={log.isSuccess && rows.length === 0} columns={4} emptyText={rt('log.empty')} />
            {rows.map((row, i) => (
              <Table.Row key={`${row.at}-${i}`}>
                <Table.Cell whiteSpace="nowrap">
                  <bdi dir="ltr">{formatTime(row.at)}</bdi>
                </Table.Cell>
                <Table.Cell>{row.from ? <StatusBadge status={row.from} /> : '—'}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.to} />
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm" lineClamp={2} title={reasonText(mt, row.reason) ?? undefined}>
                    <bdi>{reasonText(mt, row.reason)}</bdi>
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {total > 0 ? <ListFooter total={total} pageSize={LOG_PAGE_SIZE} page={page} onPageChange={setPage} /> : null}
    </Panel>
  );
}
