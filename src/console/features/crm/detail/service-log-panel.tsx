/** A streamer's service logs (newest first, the last 20) and the button that records one. */
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { LoadError } from '@shared/crud/load-error';
import { WireTime } from '@shared/ui/table-parts';
import { serviceLogsApi } from '../api/service-logs-api';
import { useAnchorLabels } from '../common/labels';
import { useCrmT } from '../i18n/use-crm-t';
import { ServiceLogDrawer } from './service-log-drawer';

/** The panel of streamer `anchorRowId`. */
export function ServiceLogPanel({ anchorRowId }: { anchorRowId: number }) {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const [recording, setRecording] = useState(false);
  const logs = serviceLogsApi.useList({ page: 0, size: 20, sort: 'createTime,desc', anchorRowId });
  const rows = logs.data?.content ?? [];
  return (
    <Stack gap="3">
      <Button size="sm" alignSelf="flex-start" colorPalette="brand" onClick={() => setRecording(true)}>
        <LuPlus aria-hidden="true" /> {ft('detail.recordLog')}
      </Button>
      {logs.isError ? <LoadError error={logs.error} title={ft('detail.loadFailed')} onRetry={() => void logs.refetch()} /> : null}
      {!logs.isPending && rows.length === 0 ? (
        <Text color="fg.muted">{ft('detail.noLogs')}</Text>
      ) : (
        <Table.Root size="sm" aria-label={ft('detail.serviceLogs')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{ft('fields.createTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('fields.nextAction')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('serviceLogs.messages')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('fields.noticeTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('serviceLogs.by')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((log) => (
              <Table.Row key={log.id}>
                <Table.Cell>
                  <WireTime value={log.createTime} />
                </Table.Cell>
                <Table.Cell>{labels.label('nextAction', log.nextAction)}</Table.Cell>
                <Table.Cell>{log.privateMessageCount}</Table.Cell>
                <Table.Cell>{log.noticeTime ? <WireTime value={log.noticeTime} /> : ft('common.none')}</Table.Cell>
                <Table.Cell>{log.createBy ?? ft('common.none')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {recording ? <ServiceLogDrawer anchorRowId={anchorRowId} onClose={() => setRecording(false)} /> : null}
    </Stack>
  );
}
