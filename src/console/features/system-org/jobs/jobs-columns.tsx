/** The Jobs table's columns: name, sort, the enable switch (asks first), created. */
import { useMemo } from 'react';
import type { Job } from '../../../../../streams/contracts/jobs';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { EnabledSwitch } from '@shared/crud/enabled-switch';
import { WireTime } from '@shared/ui/table-parts';
import { useOrgT } from '../i18n/use-org-t';

const column = createColumnHelper<Job>();

/** The columns; `onSwitch` asks before flipping a job's switch (disabled without `canEdit`). */
export function useJobColumns(canEdit: boolean, onSwitch: (job: Job) => void): ResourceColumns<Job> {
  const { ft } = useOrgT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('common.name'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('jobSort', { header: ft('common.sort'), enableSorting: true }),
      column.accessor('enabled', {
        header: ft('common.status'),
        cell: ({ row }) => <EnabledSwitch checked={row.original.enabled} label={row.original.name} disabled={!canEdit} onToggle={() => onSwitch(row.original)} />,
      }),
      column.accessor('createTime', { header: ft('common.createTime'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
    ],
    [ft, canEdit, onSwitch],
  );
}
