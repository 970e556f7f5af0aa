/**
 * The task list: search (job or task name), sort, pages (kept in the URL), refreshed every 30 s so the next runs move
 * on; per row the status with a pause/resume switch, the cron expression with its next runs, run now (asked first),
 * the row's log, edit, delete (asked first; refused while another task runs it as a sub-task, the reason kept on the
 * page). Export follows the search. Buttons follow `timing:add|edit|del`.
 */
import { HStack, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { LuListChecks, LuPlay } from 'react-icons/lu';
import type { TimedTask } from '../../../../../streams/contracts/timing';
import { seedTextEnglish } from '../../../../../streams/contracts/seed-texts';
import { AskConfirm, DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { DeleteError } from '@shared/crud/delete-error';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions, RowButton } from '@shared/crud/row-actions';
import { SearchBar } from '@shared/crud/search-bar';
import { useAskFirst } from '@shared/crud/use-ask-first';

import { useCrudList } from '@shared/crud/use-crud-list';
import { useSeeded } from '@shared/i18n/i18n';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { runTask, tasksApi, toggleTask } from '../api/timing-api';
import { useTimingT } from '../i18n/timing-locale';
import { TaskDrawer } from './task-drawer';
import { useTaskColumns } from './tasks-columns';
import { useSectionTexts } from '@shared/i18n/section-texts';

/** The next runs move on within this long. */
const REFRESH_MS = 30_000;

export function TasksPanel({ onShowLog }: { onShowLog: (task: TimedTask) => void }) {
  const { ft, failure } = useTimingT();
  const texts = useSectionTexts(useTimingT, 'tasks');
  const seeded = useSeeded();
  const crud = useCrudList({ api: tasksApi, filters: { blurry: '' }, deleteErrorInline: true, refresh: REFRESH_MS });
  const run = useAskFirst({
    action: tasksApi.useAction((task: TimedTask) => runTask(task.id)),
    onDone: () => notifySuccess(ft('tasks.runStarted')),
    failedText: ft('tasks.runFailed'),
  });
  const toggle = tasksApi.useAction((task: TimedTask) => toggleTask(task.id));
  const { mutateAsync: flip } = toggle;
  const onToggle = useCallback(
    (task: TimedTask) =>
      void flip(task).then(
        () => notifySuccess(ft(task.isPause ? 'tasks.resumedNotice' : 'tasks.pausedNotice')),
        (error: unknown) => notifyFailure(ft('tasks.toggleFailed'), failure(error)),
      ),
    [flip, ft, failure],
  );
  const columns = useTaskColumns({ canEdit: crud.can.edit, busy: toggle.isPending, onToggle });

  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <SearchBar list={crud} text="blurry" searchLabel={ft('tasks.searchLabel')} placeholder={ft('tasks.searchPlaceholder')} />
        <HStack gap="2">
          <ListActions list={crud} canAdd={crud.can.add} />
        </HStack>
      </HStack>
      <DeleteError flow={crud.remove} />
      <ResourceTable
        texts={texts}
        list={crud}
        columns={columns}
        // The English name in every language: a stable hook for tests and scripts.
        rowAttributes={(task) => ({ 'data-task': seedTextEnglish(task.jobName) })}
        actions={(task) => (
          <RowActions name={seeded(task.jobName)} can={crud.can} onEdit={() => crud.openEdit(task)} onDelete={() => crud.remove.ask(task)}>
            {crud.can.edit ? <RowButton label={ft('tasks.runNowOf', { name: seeded(task.jobName) })} icon={<LuPlay />} onClick={() => run.ask(task)} /> : null}
            <RowButton label={ft('tasks.logOf', { name: seeded(task.jobName) })} icon={<LuListChecks />} onClick={() => onShowLog(task)} />
          </RowActions>
        )}
      />
      {crud.drawer !== null ? <TaskDrawer target={crud.drawer} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} />
      <AskConfirm flow={run} message={(task) => ft('tasks.runNowConfirm', { name: seeded(task.jobName) })} confirmLabel={ft('tasks.runNow')} />
    </Stack>
  );
}
