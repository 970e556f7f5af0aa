/**
 * The task list: search (job or task name), sort, pages; per row the status with a pause/resume switch,
 * the cron expression with its next runs, run now (asked first), the row's log, edit, delete (asked first; refused
 * while another task runs it as a sub-task, with the reason). Buttons only for those allowed.
 */
import { Alert, Badge, Box, Button, CloseButton, HStack, IconButton, Input, Stack, Switch, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuListChecks, LuPencil, LuPlay, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { TimedTask } from '../../../../../streams/contracts/timing';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { ListFooter, PlainHeader, SortHeader, TableStateRows } from '@shared/ui/table-parts';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { useDeleteTimedTasks } from '../api/delete-timed-tasks';
import { useDownloadTiming } from '../api/download-timing';
import { useTimedTasks, type TaskSortField } from '../api/get-timed-tasks';
import { useRunTimedTask } from '../api/run-timed-task';
import { useToggleTimedTask } from '../api/toggle-timed-task';
import { notifyFailure } from '../common/notify-failure';
import { TIMING_PERMISSIONS } from '../common/permissions';
import { useTimingTranslation } from '../i18n/use-timing-translation';
import { TaskDrawer, type TaskDrawerTarget } from './task-drawer';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly TaskSortField[] = ['jobName', 'taskName'];

export function TasksPanel({ onShowLog }: { onShowLog: (task: TimedTask) => void }) {
  const { t, tt, failure } = useTimingTranslation();
  const canAdd = useCan(TIMING_PERMISSIONS.add);
  const canEdit = useCan(TIMING_PERMISSIONS.edit);
  const canDelete = useCan(TIMING_PERMISSIONS.del);
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const [sort, setSort] = useState<SortState<TaskSortField>>({ field: 'id', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<TaskDrawerTarget>(null);
  const [deleting, setDeleting] = useState<TimedTask | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [running, setRunning] = useState<TimedTask | null>(null);
  const list = useTimedTasks({ page, size: PAGE_SIZE, sort, blurry });
  const remove = useDeleteTimedTasks();
  const toggle = useToggleTimedTask();
  const run = useRunTimedTask();
  const download = useDownloadTiming();
  const rows = list.data?.content ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync([deleting.id]);
      notifySuccess(t('common.deleteSuccess'));
      if (rows.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      setDeleteError(failure(error));
    } finally {
      setDeleting(null);
    }
  };

  const confirmRun = async () => {
    if (!running) return;
    try {
      await run.mutateAsync(running.id);
      notifySuccess(tt('tasks.runStarted'));
    } catch (error) {
      notifyFailure(tt('tasks.runFailed'), failure(error));
    } finally {
      setRunning(null);
    }
  };

  const switchTask = async (task: TimedTask) => {
    try {
      await toggle.mutateAsync(task.id);
      notifySuccess(tt(task.isPause ? 'tasks.resumedNotice' : 'tasks.pausedNotice'));
    } catch (error) {
      notifyFailure(tt('tasks.toggleFailed'), failure(error));
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <chakra.form
          role="search"
          aria-label={tt('common.filters')}
          display="flex"
          gap="2"
          flexWrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            setBlurry(draft.trim());
            setPage(0);
          }}
        >
          <Input type="search" aria-label={tt('tasks.searchLabel')} placeholder={tt('tasks.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {t('common.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={blurry === '' && draft === ''}
            onClick={() => {
              setDraft('');
              setBlurry('');
              setPage(0);
            }}
          >
            <LuRotateCcw aria-hidden="true" /> {t('common.reset')}
          </Button>
        </chakra.form>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            loading={download.isPending}
            onClick={() =>
              download.mutate(
                { what: 'tasks', params: blurry ? { blurry } : {} },
                { onSuccess: () => notifySuccess(t('common.exportSuccess')), onError: () => notifyError(t('common.exportFailed')) },
              )
            }
          >
            <LuDownload aria-hidden="true" /> {tt('common.export')}
          </Button>
          {canAdd ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
              <LuPlus aria-hidden="true" /> {tt('common.add')}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{tt('tasks.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {deleteError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{tt('tasks.deleteFailed')}</Alert.Title>
            <Alert.Description>{deleteError}</Alert.Description>
          </Alert.Content>
          <CloseButton size="xs" aria-label={tt('common.close')} onClick={() => setDeleteError(null)} />
        </Alert.Root>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={list.isPlaceholderData ? 0.7 : 1} aria-busy={list.isPending || list.isPlaceholderData}>
        <Table.Root size="sm" aria-label={tt('tasks.table')} interactive>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <SortHeader field="jobName" sort={sort} onSort={(f) => (setSort((c) => nextSort(c, f, TEXT_SORTS)), setPage(0))}>
                {tt('tasks.columns.jobName')}
              </SortHeader>
              <SortHeader field="taskName" sort={sort} onSort={(f) => (setSort((c) => nextSort(c, f, TEXT_SORTS)), setPage(0))}>
                {tt('tasks.columns.taskName')}
              </SortHeader>
              <PlainHeader>{tt('tasks.columns.cron')}</PlainHeader>
              <PlainHeader>{tt('tasks.columns.nextRuns')}</PlainHeader>
              <SortHeader field="isPause" sort={sort} onSort={(f) => (setSort((c) => nextSort(c, f, TEXT_SORTS)), setPage(0))}>
                {tt('tasks.columns.status')}
              </SortHeader>
              <PlainHeader>{tt('tasks.columns.owner')}</PlainHeader>
              <PlainHeader>{tt('common.actions')}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={rows.length === 0} columns={7} emptyText={blurry ? tt('tasks.noMatch') : tt('tasks.empty')} />
            {rows.map((row) => (
              <Table.Row key={row.id} data-task={row.jobName}>
                <Table.Cell>
                  <Stack gap="0" minW="40">
                    <Text fontWeight="medium">
                      <bdi>{row.jobName}</bdi>
                    </Text>
                    {row.description ? (
                      <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.description}>
                        <bdi>{row.description}</bdi>
                      </Text>
                    ) : null}
                  </Stack>
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
                <Table.Cell>
                  {/* Its own left-to-right box: a pattern of digits, spaces and stars has no strong direction of its own. */}
                  <chakra.span dir="ltr" display="inline-block" fontFamily="mono" fontSize="sm" whiteSpace="pre" data-testid="cron">
                    {row.cronExpression}
                  </chakra.span>
                </Table.Cell>
                <Table.Cell>
                  {row.nextRuns.length > 0 ? (
                    <Stack gap="0" fontSize="xs">
                      {row.nextRuns.map((run) => (
                        <chakra.bdi key={run} dir="ltr" whiteSpace="nowrap">
                          {run}
                        </chakra.bdi>
                      ))}
                    </Stack>
                  ) : (
                    <Text fontSize="xs" color="fg.muted">
                      {tt('tasks.notScheduled')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    {canEdit ? (
                      <Switch.Root size="sm" colorPalette="green" checked={!row.isPause} disabled={toggle.isPending} onCheckedChange={() => void switchTask(row)}>
                        <Switch.HiddenInput aria-label={tt('tasks.switchOf', { name: row.jobName })} />
                        <Switch.Control />
                      </Switch.Root>
                    ) : null}
                    <Badge colorPalette={row.isPause ? 'gray' : 'green'} variant={row.isPause ? 'subtle' : 'solid'}>
                      {tt(row.isPause ? 'tasks.paused' : 'tasks.running')}
                    </Badge>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{row.personInCharge ? <bdi>{row.personInCharge}</bdi> : null}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {canEdit ? (
                      <IconButton size="xs" variant="ghost" colorPalette="brand" aria-label={tt('tasks.runNowOf', { name: row.jobName })} title={tt('tasks.runNow')} onClick={() => setRunning(row)}>
                        <LuPlay />
                      </IconButton>
                    ) : null}
                    <IconButton size="xs" variant="ghost" aria-label={tt('tasks.logOf', { name: row.jobName })} title={tt('tabs.log')} onClick={() => onShowLog(row)}>
                      <LuListChecks />
                    </IconButton>
                    {canEdit ? (
                      <IconButton size="xs" variant="ghost" aria-label={tt('tasks.editOf', { name: row.jobName })} title={tt('common.edit')} onClick={() => setDrawer(row)}>
                        <LuPencil />
                      </IconButton>
                    ) : null}
                    {canDelete ? (
                      <IconButton size="xs" variant="subtle" colorPalette="red" aria-label={tt('tasks.deleteOf', { name: row.jobName })} title={tt('common.delete')} onClick={() => setDeleting(row)}>
                        <LuTrash2 />
                      </IconButton>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      <TaskDrawer target={drawer} onClose={() => setDrawer(null)} />
      <ConfirmDialog open={deleting !== null} message={t('common.deleteConfirm')} loading={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
      <ConfirmDialog
        open={running !== null}
        message={running ? tt('tasks.runNowConfirm', { name: running.jobName }) : ''}
        confirmLabel={tt('tasks.runNow')}
        loading={run.isPending}
        onConfirm={() => void confirmRun()}
        onCancel={() => setRunning(null)}
      />
    </Stack>
  );
}
