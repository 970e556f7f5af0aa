/**
 * The task list's columns: job (and description), task (and params), the cron expression, its next runs, the status
 * with a pause/resume switch (for those allowed), the person in charge. Sortable by job, task and status.
 */
import { Badge, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { TimedTask } from '../../../../../streams/contracts/timing';
import { NameCell } from '@shared/crud/cells';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { EnabledSwitch } from '@shared/crud/enabled-switch';
import { useSeeded } from '@shared/i18n/i18n';
import { TaskCell } from '../common/task-cell';
import { useTimingT } from '../i18n/timing-locale';

const column = createColumnHelper<TimedTask>();

/** The schedule's switch: shown with `canEdit`, off while a flip is on its way. */
export interface ScheduleSwitch {
  canEdit: boolean;
  busy: boolean;
  onToggle: (task: TimedTask) => void;
}

/** The columns. */
export function useTaskColumns({ canEdit, busy, onToggle }: ScheduleSwitch): ResourceColumns<TimedTask> {
  const { ft } = useTimingT();
  const seeded = useSeeded();
  return useMemo(
    () => [
      column.accessor('jobName', { header: ft('tasks.columns.jobName'), enableSorting: true, cell: ({ row }) => <NameCell name={seeded(row.original.jobName)} note={seeded(row.original.description)} minW="40" /> }),
      column.accessor('taskName', {
        header: ft('tasks.columns.taskName'),
        enableSorting: true,
        cell: ({ row: { original } }) => <TaskCell taskName={original.taskName} params={original.params} />,
      }),
      column.accessor('cronExpression', {
        header: ft('tasks.columns.cron'),
        // Its own left-to-right box: a pattern of digits, spaces and stars has no strong direction of its own.
        cell: ({ getValue }) => (
          <chakra.span dir="ltr" display="inline-block" fontFamily="mono" fontSize="sm" whiteSpace="pre" data-testid="cron">
            {getValue()}
          </chakra.span>
        ),
      }),
      column.accessor('nextRuns', {
        header: ft('tasks.columns.nextRuns'),
        cell: ({ row: { original } }) =>
          original.nextRuns.length > 0 ? (
            <Stack gap="0" fontSize="xs">
              {original.nextRuns.map((run) => (
                <chakra.bdi key={run} dir="ltr" whiteSpace="nowrap">
                  {run}
                </chakra.bdi>
              ))}
            </Stack>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {ft('tasks.notScheduled')}
            </Text>
          ),
      }),
      column.accessor('isPause', {
        header: ft('tasks.columns.status'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <HStack gap="2">
            {canEdit ? <EnabledSwitch checked={!original.isPause} label={ft('tasks.switchOf', { name: seeded(original.jobName) })} disabled={busy} onToggle={() => onToggle(original)} /> : null}
            <Badge colorPalette={original.isPause ? 'gray' : 'green'} variant={original.isPause ? 'subtle' : 'solid'}>
              {ft(original.isPause ? 'tasks.paused' : 'tasks.running')}
            </Badge>
          </HStack>
        ),
      }),
      column.accessor('personInCharge', { header: ft('tasks.columns.owner'), cell: ({ getValue }) => (getValue() ? <bdi>{getValue()}</bdi> : null) }),
    ],
    [ft, seeded, canEdit, busy, onToggle],
  );
}
