/** The Commands table's columns: name (and note), payload template, expiry, rules using it, updated. */
import { Badge, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { DeviceCommandRow } from '../../../../../streams/contracts/devices';
import { CodeCell, NameCell } from '@shared/crud/cells';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { WireTime } from '@shared/ui/table-parts';
import { useDevicesT } from '../i18n/devices-locale';

const column = createColumnHelper<DeviceCommandRow>();

/** The columns; sortable by name, expiry and update. */
export function useCommandColumns(): ResourceColumns<DeviceCommandRow> {
  const { ft } = useDevicesT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('commands.columns.name'), enableSorting: true, cell: ({ row }) => <NameCell name={row.original.name} note={row.original.note} minW="36" /> }),
      column.accessor('payloadTemplate', {
        header: ft('commands.columns.template'),
        cell: ({ getValue }) => <CodeCell text={getValue()} />,
        meta: { cell: { maxW: 'md' } },
      }),
      column.accessor('ttlMs', { header: ft('commands.columns.ttl'), enableSorting: true, cell: ({ row }) => ft('common.seconds', { count: row.original.ttlMs / 1_000 }), meta: { cell: { whiteSpace: 'nowrap' } } }),
      column.accessor('ruleCount', {
        header: ft('commands.columns.rules'),
        cell: ({ row }) => (row.original.ruleCount > 0 ? <Badge colorPalette="blue">{row.original.ruleCount}</Badge> : <Text color="fg.muted">0</Text>),
        meta: { cell: { textAlign: 'end' } },
      }),
      column.accessor('updateTime', { header: ft('commands.columns.updated'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
    ],
    [ft],
  );
}
