/**
 * The execution log: time, job, task and params, duration, result, and the error of a failed run (shown on demand);
 * filters by job name, result and time range (applied on Search, kept in the URL under `log.`), or one task's runs
 * (from the task list); export; clear (asked first). A run still in progress shows as running and the list follows it
 * every 2 s until it ends.
 */
import { Badge, Button, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import type { Page } from '../../../../../streams/contracts/common';
import type { TimedTaskLog } from '../../../../../streams/contracts/timing';
import { useCan } from '@shared/auth/can';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { FilterSelect, SearchBar, STATUS_CHOICES } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { clearLogs, logsApi } from '../api/timing-api';
import { useTimingT } from '../i18n/timing-locale';
import { ErrorDetail, useLogColumns } from './log-columns';
import { useSectionTexts } from '@shared/i18n/section-texts';

/** The task whose runs are shown alone (from the task list), or null for every task. */
export interface LogTaskFilter {
  id: number;
  name: string;
}

type LogFilters = { jobName: string; isSuccess: string; from: string; to: string };

/** A `datetime-local` value as a wire date (the minute's first or last second). */
const wire = (local: string, end: boolean) => `${local.replace('T', ' ')}${local.length === 16 ? (end ? ':59' : ':00') : ''}`;
const badRange = ({ from, to }: LogFilters) => from !== '' && to !== '' && to < from;
/** While a run is in progress the list follows it. */
const followRuns = (page: Page<TimedTaskLog> | undefined) => (page?.content.some((row) => row.isSuccess === null) ? 2_000 : false);

export function LogPanel({ task, onClearTask }: { task: LogTaskFilter | null; onClearTask: () => void }) {
  const { ft, failure } = useTimingT();
  const texts = useSectionTexts(useTimingT, 'log');
  const canClear = useCan('timing:del');
  const crud = useCrudList({
    api: logsApi,
    filters: { jobName: '', isSuccess: '', from: '', to: '' },
    choices: { isSuccess: STATUS_CHOICES },
    prefix: 'log.',
    // The time range is sent when both ends are set, as `createTime=from&createTime=to`.
    toParams: (f: LogFilters) => ({ jobName: f.jobName, isSuccess: f.isSuccess, taskId: task?.id, createTime: f.from && f.to ? [wire(f.from, false), wire(f.to, true)] : undefined }),
    refresh: followRuns,
  });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number) => setOpen((current) => new Set(current.has(id) ? [...current].filter((other) => other !== id) : [...current, id])), []);
  const columns = useLogColumns(open, toggle);
  const list = { ...crud, filtered: crud.filtered || task !== null };
  const clear = logsApi.useAction(clearLogs);
  const [clearing, setClearing] = useState(false);
  const confirmClear = async () => {
    try {
      await clear.mutateAsync(undefined);
      notifySuccess(ft('log.clearDone'));
      crud.setPage(0);
    } catch (error) {
      notifyFailure(ft('log.clear'), failure(error));
    } finally {
      setClearing(false);
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap" justify="space-between" align="start">
        <SearchBar
          list={list}
          text="jobName"
          searchLabel={ft('log.jobName')}
          placeholder={ft('log.jobName')}
          blocked={badRange}
          onReset={task ? onClearTask : undefined}
        >
          {({ draft, edit }) => (
            <>
              <FilterSelect
                label={ft('log.status')}
                allText={ft('log.all')}
                value={draft.isSuccess}
                options={[
                  { value: 'true', label: ft('log.success') },
                  { value: 'false', label: ft('log.failure') },
                ]}
                onChange={(isSuccess) => edit({ isSuccess })}
              />
              <Input type="datetime-local" size="sm" width="auto" aria-label={ft('log.from')} value={draft.from} onChange={(e) => edit({ from: e.target.value })} />
              <Input type="datetime-local" size="sm" width="auto" aria-label={ft('log.to')} aria-invalid={badRange(draft) || undefined} value={draft.to} onChange={(e) => edit({ to: e.target.value })} />
              {badRange(draft) ? (
                <Text fontSize="sm" color="fg.error" role="alert" flexBasis="full" order={1}>
                  {ft('log.badRange')}
                </Text>
              ) : null}
            </>
          )}
        </SearchBar>
        <HStack gap="2">
          <ListActions list={crud} canAdd={false} />
          {canClear ? (
            <Button size="sm" variant="subtle" colorPalette="red" onClick={() => setClearing(true)}>
              <LuTrash2 aria-hidden="true" /> {ft('log.clear')}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {task ? (
        <HStack>
          <Badge colorPalette="brand" size="md">
            {ft('log.onlyTask', { name: task.name })}
            <CloseButton size="2xs" aria-label={ft('log.allTasks')} onClick={onClearTask} />
          </Badge>
        </HStack>
      ) : null}
      <ResourceTable
        texts={texts}
        list={list}
        columns={columns}
        rowAttributes={(row) => ({ 'data-log': row.jobName })}
        rowDetail={(row) => (row.exceptionDetail && open.has(row.id) ? <ErrorDetail row={row} /> : null)}
      />
      <ConfirmDialog open={clearing} message={ft('log.clearConfirm')} confirmLabel={ft('log.clear')} loading={clear.isPending} onConfirm={() => void confirmClear()} onCancel={() => setClearing(false)} />
    </Stack>
  );
}
