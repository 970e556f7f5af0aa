/** The user center's "Operation log" tab: the caller's own writes, newest first, paged. */
import { Alert, Box, Button, Table, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useLogAction } from '@shared/logs/log-action';
import { ListFooter, PlainHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { useOwnLog } from './get-own-log';
import { useUcTranslation } from './i18n/user-center-locale';

const PAGE_SIZE = 10;

export function OwnLogTab() {
  const { ut } = useUcTranslation();
  const action = useLogAction();
  const [page, setPage] = useState(0);
  const log = useOwnLog(page, PAGE_SIZE);
  const rows = log.data?.content ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="3">
      {log.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{ut('log.failed')}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void log.refetch()}>
            {ut('log.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" aria-busy={log.isPending || log.isPlaceholderData}>
        <Table.Root size="sm" aria-label={ut('log.table')}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <PlainHeader>{ut('log.description')}</PlainHeader>
              <PlainHeader>{ut('log.method')}</PlainHeader>
              <PlainHeader>{ut('log.ip')}</PlainHeader>
              <PlainHeader>{ut('log.browser')}</PlainHeader>
              <PlainHeader>{ut('log.status')}</PlainHeader>
              <PlainHeader>{ut('log.createTime')}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={log.isPending} empty={rows.length === 0} columns={6} emptyText={ut('log.empty')} />
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{action(row.method, row.description)}</Table.Cell>
                <Table.Cell>
                  <chakra.code dir="ltr" fontSize="xs" whiteSpace="nowrap">
                    {row.method}
                  </chakra.code>
                </Table.Cell>
                <Table.Cell>
                  <bdi dir="ltr">{row.requestIp}</bdi>
                </Table.Cell>
                <Table.Cell fontSize="xs">{row.browser}</Table.Cell>
                <Table.Cell>{row.status}</Table.Cell>
                <Table.Cell>
                  <WireTime value={row.createTime} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListFooter total={log.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={log.isPending} />
    </Box>
  );
}
