/** The Jobs table's columns: name (a seeded name translated), sort, the enable switch (asks first), created. */
import { useMemo } from 'react';
import type { Job } from '../../../../../streams/contracts/jobs';
import { createColumnHelper, switchColumn, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { useSeeded } from '@shared/i18n/i18n';
import { useOrgT } from '../i18n/use-org-t';

const column = createColumnHelper<Job>();

/** The columns; `onSwitch` asks before flipping a job's switch (disabled without `canEdit`). */
export function useJobColumns(canEdit: boolean, onSwitch: (job: Job) => void): ResourceColumns<Job> {
  const { ft } = useOrgT();
  const seeded = useSeeded();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('common.name'), enableSorting: true, cell: ({ getValue }) => seeded(getValue()), meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('jobSort', { header: ft('common.sort'), enableSorting: true }),
      switchColumn({ header: ft('common.status'), name: (job: Job) => seeded(job.name), canEdit, onSwitch }),
      timeColumn('createTime', ft('common.createTime'), (job: Job) => job.createTime),
    ],
    [ft, seeded, canEdit, onSwitch],
  );
}
