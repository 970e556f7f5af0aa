/**
 * The execution log: time, job, task and params, duration, result, and the error of a failed run (shown on
 * demand); filters by job name, result and time range, or one task's runs (from the task list); export; clear (asked
 * first). A run still in progress shows as running and the list follows it until it ends.
 */
import { Alert, Badge, Box, Button, CloseButton, HStack, Input, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { LuChevronDown, LuChevronUp, LuDownload, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { ListFooter, PlainHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { useClearTaskLogs } from '../api/clear-task-logs';
import { useDownloadTiming } from '../api/download-timing';
import { logsParams, useTaskLogs, type LogFilters } from '../api/get-task-logs';
import { notifyFailure } from '../common/notify-failure';
import { TIMING_PERMISSIONS } from '../common/permissions';
import { useTimingTranslation } from '../i18n/use-timing-translation';

const PAGE_SIZE = 10;
const NO_FILTERS: LogFilters = { jobName: '', isSuccess: '', taskId: null, from: '', to: '' };

/** The task whose runs are shown alone (from the task list), or null for every task. */
export interface LogTaskFilter {
  id: number;
  name: string;
}

export function LogPanel({ task, onClearTask }: { task: LogTaskFilter | null; onClearTask: () => void }) {
  const { t, tt, failure } = useTimingTranslation();
  const canClear = useCan(TIMING_PERMISSIONS.del);
  const [draft, setDraft] = useState<LogFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [clearing, setClearing] = useState(false);
  const badRange = draft.from !== '' && draft.to !== '' && draft.to < draft.from;
  const query = { ...filters, taskId: task?.id ?? null, page, size: PAGE_SIZE };
  const list = useTaskLogs(query);
  const clear = useClearTaskLogs();
  const download = useDownloadTiming();
  const rows = list.data?.content ?? [];
  const filtered = filters.jobName !== '' || filters.isSuccess !== '' || filters.from !== '' || task !== null;

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmClear = async () => {
    try {
      await clear.mutateAsync();
      notifySuccess(tt('log.clearDone'));
      setPage(0);
    } catch (error) {
      notifyFailure(tt('log.clear'), failure(error));
    } finally {
      setClearing(false);
    }
  };

  return (
    <Stack gap="3">
      <chakra.form
        role="search"
        aria-label={tt('common.filters')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="end"
        onSubmit={(e) => {
          e.preventDefault();
          if (badRange) return;
          setFilters({ ...draft, jobName: draft.jobName.trim() });
          setPage(0);
        }}
      >
        <Input type="search" size="sm" maxW="48" aria-label={tt('log.jobName')} placeholder={tt('log.jobName')} value={draft.jobName} onChange={(e) => setDraft({ ...draft, jobName: e.target.value })} />
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={tt('log.status')} value={draft.isSuccess} onChange={(e) => setDraft({ ...draft, isSuccess: e.target.value as LogFilters['isSuccess'] })}>
            <option value="">{tt('log.all')}</option>
            <option value="true">{tt('log.success')}</option>
            <option value="false">{tt('log.failure')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input type="datetime-local" size="sm" width="auto" aria-label={tt('log.from')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <Input type="datetime-local" size="sm" width="auto" aria-label={tt('log.to')} aria-invalid={badRange || undefined} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit" size="sm" variant="outline" disabled={badRange}>
          <LuSearch aria-hidden="true" /> {t('common.search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            setFilters(NO_FILTERS);
            setPage(0);
            if (task) onClearTask();
          }}
        >
          <LuRotateCcw aria-hidden="true" /> {t('common.reset')}
        </Button>
        <Box flex="1" />
        <Button
          size="sm"
          variant="outline"
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              { what: 'logs', params: Object.fromEntries(Object.entries(logsParams(query)).filter(([key]) => key !== 'page' && key !== 'size')) },
              { onSuccess: () => notifySuccess(t('common.exportSuccess')), onError: () => notifyError(t('common.exportFailed')) },
            )
          }
        >
          <LuDownload aria-hidden="true" /> {tt('common.export')}
        </Button>
        {canClear ? (
          <Button size="sm" variant="subtle" colorPalette="red" onClick={() => setClearing(true)}>
            <LuTrash2 aria-hidden="true" /> {tt('log.clear')}
          </Button>
        ) : null}
      </chakra.form>
      {badRange ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {tt('log.badRange')}
        </Text>
      ) : null}
      {task ? (
        <HStack>
          <Badge colorPalette="brand" size="md">
            {tt('log.onlyTask', { name: task.name })}
            <CloseButton size="2xs" aria-label={tt('log.allTasks')} onClick={onClearTask} />
          </Badge>
        </HStack>
      ) : null}
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{tt('log.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" aria-busy={list.isPending || list.isPlaceholderData}>
        <Table.Root size="sm" aria-label={tt('log.table')}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <PlainHeader>{tt('log.columns.time')}</PlainHeader>
              <PlainHeader>{tt('log.columns.jobName')}</PlainHeader>
              <PlainHeader>{tt('log.columns.taskName')}</PlainHeader>
              <PlainHeader>{tt('log.columns.duration')}</PlainHeader>
              <PlainHeader>{tt('log.columns.result')}</PlainHeader>
              <PlainHeader>{tt('log.columns.detail')}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={rows.length === 0} columns={6} emptyText={filtered ? tt('log.noMatch') : tt('log.empty')} />
            {rows.map((row) => (
              <Fragment key={row.id}>
                <Table.Row data-log={row.jobName}>
                  <Table.Cell>
                    <WireTime value={row.createTime} />
                  </Table.Cell>
                  <Table.Cell>
                    <bdi>{row.jobName}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
                      {row.taskName}
                    </chakra.bdi>
                    {row.params ? (
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono" dir="ltr">
                        {row.params}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {row.time === null ? '' : tt('log.durationMs', { ms: row.time })}
                  </Table.Cell>
                  <Table.Cell>
                    {row.isSuccess === null ? (
                      <Badge colorPalette="blue">{tt('log.inProgress')}</Badge>
                    ) : row.isSuccess ? (
                      <Badge colorPalette="green">{tt('log.success')}</Badge>
                    ) : (
                      <Badge colorPalette="red">{tt('log.failure')}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {row.exceptionDetail ? (
                      <Button size="xs" variant="ghost" aria-expanded={open.has(row.id)} aria-controls={`log-detail-${row.id}`} onClick={() => toggle(row.id)}>
                        {open.has(row.id) ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
                        {tt(open.has(row.id) ? 'log.hideDetail' : 'log.showDetail')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
                {row.exceptionDetail && open.has(row.id) ? (
                  <Table.Row id={`log-detail-${row.id}`}>
                    <Table.Cell colSpan={6} bg="bg.muted">
                      <chakra.pre dir="ltr" fontSize="xs" whiteSpace="pre-wrap" maxH="60" overflow="auto" margin="0">
                        {row.exceptionDetail}
                      </chakra.pre>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      <ConfirmDialog open={clearing} message={tt('log.clearConfirm')} confirmLabel={tt('log.clear')} loading={clear.isPending} onConfirm={() => void confirmClear()} onCancel={() => setClearing(false)} />
    </Stack>
  );
}
