/** The Departments table's columns: name (the tree column; a seeded name translated), sort, the enable switch (asks first), created. */
import { useMemo } from 'react';
import type { Dept } from '../../../../../streams/contracts/depts';
import { createColumnHelper, switchColumn, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { useSeeded } from '@shared/i18n/i18n';
import { useOrgT } from '../i18n/use-org-t';

const column = createColumnHelper<Dept>();

/** The columns; `onSwitch` asks before flipping a department's switch (disabled without `canEdit`). */
export function useDeptColumns(canEdit: boolean, onSwitch: (dept: Dept) => void): ResourceColumns<Dept> {
  const { ft } = useOrgT();
  const seeded = useSeeded();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('common.name'), enableSorting: true, cell: ({ getValue }) => seeded(getValue()), meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('deptSort', { header: ft('common.sort'), enableSorting: true }),
      switchColumn({ header: ft('common.status'), name: (dept: Dept) => seeded(dept.name), canEdit, onSwitch }),
      timeColumn('createTime', ft('common.createTime'), (dept: Dept) => dept.createTime),
    ],
    [ft, seeded, canEdit, onSwitch],
  );
}
