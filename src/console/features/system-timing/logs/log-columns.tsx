/** The execution log's columns: time, job, task and params, duration, result, and the button showing a failure's error. */
import { Badge, Button, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import type { TimedTaskLog } from '../../../../../streams/contracts/timing';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { WireTime } from '@shared/ui/table-parts';
import { useSeeded } from '@shared/i18n/i18n';
import { TaskCell } from '../common/task-cell';
import { useTimingT } from '../i18n/timing-locale';

const column = createColumnHelper<TimedTaskLog>();

const detailId = (row: TimedTaskLog) => `log-detail-${row.id}`;

/** A run's result as a badge: running, success or failure. */
function Result({ isSuccess }: { isSuccess: boolean | null }) {
  const { ft } = useTimingT();
  if (isSuccess === null) return <Badge colorPalette="blue">{ft('log.inProgress')}</Badge>;
  return isSuccess ? <Badge colorPalette="green">{ft('log.success')}</Badge> : <Badge colorPalette="red">{ft('log.failure')}</Badge>;
}

/** A failed run's error, under its row. */
export function ErrorDetail({ row }: { row: TimedTaskLog }) {
  return (
    <chakra.pre id={detailId(row)} dir="ltr" fontSize="xs" whiteSpace="pre-wrap" maxH="60" overflow="auto" margin="0">
      {row.exceptionDetail}
    </chakra.pre>
  );
}

/** The columns; `open` holds the runs whose error shows, `toggle` shows or hides one. */
export function useLogColumns(open: ReadonlySet<number>, toggle: (id: number) => void): ResourceColumns<TimedTaskLog> {
  const { ft } = useTimingT();
  const seeded = useSeeded();
  return useMemo(
    () => [
      column.accessor('createTime', { header: ft('log.columns.time'), cell: ({ getValue }) => <WireTime value={getValue()} /> }),
      column.accessor('jobName', { header: ft('log.columns.jobName'), cell: ({ getValue }) => <bdi>{seeded(getValue())}</bdi> }),
      column.accessor('taskName', {
        header: ft('log.columns.taskName'),
        cell: ({ row: { original } }) => <TaskCell taskName={original.taskName} params={original.params} />,
      }),
      column.accessor('time', { header: ft('log.columns.duration'), cell: ({ getValue }) => (getValue() === null ? '' : ft('log.durationMs', { ms: getValue() ?? 0 })), meta: { cell: { textAlign: 'end', whiteSpace: 'nowrap' } } }),
      column.accessor('isSuccess', { header: ft('log.columns.result'), cell: ({ getValue }) => <Result isSuccess={getValue()} /> }),
      column.accessor('exceptionDetail', {
        header: ft('log.columns.detail'),
        cell: ({ row: { original } }) =>
          original.exceptionDetail ? (
            <Button size="xs" variant="ghost" aria-expanded={open.has(original.id)} aria-controls={detailId(original)} onClick={() => toggle(original.id)}>
              {open.has(original.id) ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
              {ft(open.has(original.id) ? 'log.hideDetail' : 'log.showDetail')}
            </Button>
          ) : null,
      }),
    ],
    [ft, seeded, open, toggle],
  );
}
