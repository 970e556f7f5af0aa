/** The Departments table's columns: name (the tree column), sort, the enable switch (asks first), created. */
import { useMemo } from 'react';
import type { Dept } from '../../../../../streams/contracts/depts';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { EnabledSwitch } from '@shared/crud/enabled-switch';
import { WireTime } from '@shared/ui/table-parts';
import { useOrgT } from '../i18n/use-org-t';

const column = createColumnHelper<Dept>();

/** The columns; `onSwitch` asks before flipping a department's switch (disabled without `canEdit`). */
export function useDeptColumns(canEdit: boolean, onSwitch: (dept: Dept) => void): ResourceColumns<Dept> {
  const { ft } = useOrgT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('common.name'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('deptSort', { header: ft('common.sort'), enableSorting: true }),
      column.accessor('enabled', {
        header: ft('common.status'),
        cell: ({ row }) => <EnabledSwitch checked={row.original.enabled} label={row.original.name} disabled={!canEdit} onToggle={() => onSwitch(row.original)} />,
      }),
      column.accessor('createTime', { header: ft('common.createTime'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
    ],
    [ft, canEdit, onSwitch],
  );
}
