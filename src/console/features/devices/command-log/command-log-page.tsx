/**
 * Command log (Live game devices → Command log, component 'DeviceCommandLog'; time, rule,
 * device, payload, acknowledged or failed, latency): newest first, with search (rule, device, command, gift message
 * ID), status and device filters, sorting by time, status and latency, paging, and a refresh every 3 s that can be
 * switched off (on by default: staff watch commands arrive).
 */
import { Alert, Box, Button, Code, HStack, Input, NativeSelect, Stack, Switch, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRefreshCw, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { COMMAND_STATUSES, type CommandLogRow, type LogSortField } from '../../../../../streams/contracts/devices';
import { useDeviceOptions } from '../api/get-device-options';
import { useCommandLog, type LogFilters } from '../api/get-command-log';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { useDevicesT } from '../i18n/devices-locale';
import { StatusBadge } from '../common/status-badge';

const PAGE_SIZE = 20;
const REFRESH_MS = 3_000;
const NO_FILTERS: LogFilters = { blurry: '', status: '', deviceId: '' };

export function CommandLogPage() {
  const { ft, failure } = useDevicesT();
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<LogSortField>>({ field: 'createdAt', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [live, setLive] = useState(true);
  const list = useCommandLog({ ...filters, page, size: PAGE_SIZE, sort }, live ? REFRESH_MS : false);
  const devices = useDeviceOptions();
  const rows = list.data?.content ?? [];
  const filtered = filters.blurry !== '' || filters.status !== '' || filters.deviceId !== '';
  const applyFilters = (next: Partial<LogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const onSort = (field: LogSortField) => {
    setSort((current) => nextSort(current, field, []));
    setPage(0);
  };

  const ruleOf = (row: CommandLogRow) => {
    if (!row.rule) return <Text color="fg.muted">{ft('log.test')}</Text>;
    return <bdi>{row.rule.id === null ? ft('log.deletedRule', { name: row.rule.name }) : row.rule.name}</bdi>;
  };

  return (
    <PageCard
      title={ft('log.title')}
      help={ft('log.help')}
      actions={
        <>
          <Switch.Root checked={live} onCheckedChange={(e) => setLive(e.checked)} colorPalette="brand" size="sm">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{ft('common.autoRefresh')}</Switch.Label>
          </Switch.Root>
          <Button size="sm" variant="outline" loading={list.isFetching && !list.isPending} onClick={() => void list.refetch()}>
            <LuRefreshCw aria-hidden="true" /> {ft('common.refresh')}
          </Button>
        </>
      }
    >
      <chakra.form
        role="search"
        aria-label={ft('common.filters')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          applyFilters({ blurry: draft.trim() });
        }}
      >
        <Input type="search" aria-label={ft('log.searchLabel')} placeholder={ft('log.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field aria-label={ft('log.statusFilter')} value={filters.status} onChange={(e) => applyFilters({ status: e.target.value as LogFilters['status'] })}>
            <option value="">{ft('log.allStatuses')}</option>
            {COMMAND_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ft(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field aria-label={ft('log.deviceFilter')} value={filters.deviceId} onChange={(e) => applyFilters({ deviceId: e.target.value })}>
            <option value="">{ft('log.allDevices')}</option>
            {(devices.data ?? []).map((device) => (
              <option key={device.id} value={String(device.id)}>
                {device.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {ft('common.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!filtered && draft === ''}
            onClick={() => {
              setDraft('');
              applyFilters(NO_FILTERS);
            }}
          >
            <LuRotateCcw aria-hidden="true" /> {ft('common.reset')}
          </Button>
        </HStack>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ft('log.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {ft('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={list.isPlaceholderData ? 0.7 : 1} aria-busy={list.isPending || list.isPlaceholderData}>
        <Table.Root size="sm" aria-label={ft('log.table')}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <SortHeader field="createdAt" sort={sort} onSort={onSort}>
                {ft('log.columns.time')}
              </SortHeader>
              <PlainHeader>{ft('log.columns.rule')}</PlainHeader>
              <PlainHeader>{ft('log.columns.device')}</PlainHeader>
              <PlainHeader>{ft('log.columns.gift')}</PlainHeader>
              <PlainHeader>{ft('log.columns.payload')}</PlainHeader>
              <SortHeader field="status" sort={sort} onSort={onSort}>
                {ft('log.columns.status')}
              </SortHeader>
              <SortHeader field="latencyMs" sort={sort} onSort={onSort}>
                {ft('log.columns.latency')}
              </SortHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={rows.length === 0} columns={7} emptyText={filtered ? ft('log.noMatch') : ft('log.empty')} />
            {rows.map((row) => (
              <Table.Row key={row.id} data-log={row.id} data-status={row.status}>
                <Table.Cell>
                  <WireTime value={row.createdAt} />
                </Table.Cell>
                <Table.Cell minW="28">
                  <Stack gap="0">
                    {ruleOf(row)}
                    <Text fontSize="xs" color="fg.muted">
                      <bdi>{row.commandName}</bdi>
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <bdi>{row.device.name}</bdi>
                </Table.Cell>
                <Table.Cell fontSize="xs" minW="40">
                  {row.gift ? (
                    <bdi title={row.giftMsgId ?? undefined}>{ft('log.giftValue', { gift: row.gift.name, count: row.gift.repeatCount, user: row.gift.userNickname })}</bdi>
                  ) : (
                    <Text color="fg.muted">—</Text>
                  )}
                </Table.Cell>
                <Table.Cell maxW="sm">
                  <Code dir="ltr" fontSize="xs" display="block" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" title={row.payload}>
                    {row.payload}
                  </Code>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0.5" align="start">
                    <StatusBadge status={row.status} reason={row.reason} />
                    {row.reason ? (
                      <Text fontSize="2xs" color="fg.muted" lineClamp={2} maxW="56" title={row.reason}>
                        {row.reason}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" textAlign="end">
                  {row.latencyMs === null ? <Text color="fg.muted">—</Text> : ft('log.latency', { ms: row.latencyMs })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
    </PageCard>
  );
}
