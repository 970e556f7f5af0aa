/** The Departments table's columns: name (the tree column), sort, the enable switch (asks first), created. */
import { useMemo } from 'react';
import type { Dept } from '../../../../../streams/contracts/depts';
import { createColumnHelper, switchColumn, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { useOrgT } from '../i18n/use-org-t';

const column = createColumnHelper<Dept>();

/** The columns; `onSwitch` asks before flipping a department's switch (disabled without `canEdit`). */
export function useDeptColumns(canEdit: boolean, onSwitch: (dept: Dept) => void): ResourceColumns<Dept> {
  const { ft } = useOrgT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('common.name'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('deptSort', { header: ft('common.sort'), enableSorting: true }),
      switchColumn({ header: ft('common.status'), name: (dept: Dept) => dept.name, canEdit, onSwitch }),
      timeColumn('createTime', ft('common.createTime'), (dept: Dept) => dept.createTime),
    ],
    [ft, canEdit, onSwitch],
  );
}
