/**
 * The streamer's connection log (`GET api/monitor/streamers/{id}/
 * connection-log`), newest first, paged: when, from which status to which, and why in the scanner's words. Refreshed
 * while open and when the status changes; a failure says 'Failed to check connection logs' with Retry.
 */
import { useState } from 'react';
import { formatTime } from '@shared/utils/format-time';
import { ListFooter, TableStateRows } from '@shared/ui/table-parts';
import { TransitionLogTable } from '@shared/ui/transition-log-table';
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
      <TransitionLogTable
        label={rt('log.title')}
        busy={log.isFetching}
        headers={{ time: rt('log.time'), from: rt('log.from'), to: rt('log.to'), reason: rt('log.reason') }}
        entries={rows}
        badge={(status) => <StatusBadge status={status} />}
        time={(at) => <bdi dir="ltr">{formatTime(at)}</bdi>}
        reason={(entry) => reasonText(mt, entry.reason)}
        isolateReason
        stateRows={<TableStateRows loading={log.isPending} empty={log.isSuccess && rows.length === 0} columns={4} emptyText={rt('log.empty')} />}
      />
      {total > 0 ? <ListFooter total={total} pageSize={LOG_PAGE_SIZE} page={page} onPageChange={setPage} /> : null}
    </Panel>
  );
}
