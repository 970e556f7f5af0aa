/**
 * The Devices table's columns: name (and note), type, state badge (online / offline / disabled, following the polled
 * list), the key's first characters, commands waiting, rules using it, last seen, created. Sortable by name, type,
 * switch, last seen and creation.
 */
import { Badge, Box, Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { DeviceRow } from '../../../../../streams/contracts/devices';
import { NameCell, TimeOr } from '@shared/crud/cells';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { WireTime } from '@shared/ui/table-parts';
import { useDevicesT } from '../i18n/devices-locale';

const column = createColumnHelper<DeviceRow>();

/** The state of a device as a badge. */
export function DeviceState({ row }: { row: Pick<DeviceRow, 'enabled' | 'online'> }) {
  const { ft } = useDevicesT();
  if (!row.enabled) return <Badge colorPalette="gray" variant="outline">{ft('devices.disabled')}</Badge>;
  return row.online ? (
    <Badge colorPalette="green" variant="solid">
      <Box as="span" w="2" h="2" borderRadius="full" bg="white" aria-hidden="true" />
      {ft('devices.online')}
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      {ft('devices.offline')}
    </Badge>
  );
}

/** The columns. */
export function useDeviceColumns(): ResourceColumns<DeviceRow> {
  const { ft } = useDevicesT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('devices.columns.name'), enableSorting: true, cell: ({ row }) => <NameCell name={row.original.name} note={row.original.note} minW="40" /> }),
      column.accessor('type', { header: ft('devices.columns.type'), enableSorting: true, cell: ({ row }) => ft(`types.${row.original.type}`), meta: { cell: { whiteSpace: 'nowrap' } } }),
      column.accessor('enabled', { header: ft('devices.columns.state'), enableSorting: true, cell: ({ row }) => <DeviceState row={row.original} /> }),
      column.accessor('keyHint', {
        header: ft('devices.columns.key'),
        cell: ({ getValue }) => (
          <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
            {getValue()}…
          </chakra.bdi>
        ),
      }),
      column.accessor('pending', {
        header: ft('devices.columns.pending'),
        cell: ({ getValue }) => (getValue() > 0 ? <Badge colorPalette="orange">{getValue()}</Badge> : <Text color="fg.muted">0</Text>),
        meta: { cell: { textAlign: 'end', title: ft('devices.pendingHint') } },
      }),
      column.accessor('ruleCount', { header: ft('devices.columns.rules'), meta: { cell: { textAlign: 'end' } } }),
      column.accessor('lastSeenAt', { header: ft('devices.columns.lastSeen'), enableSorting: true, cell: ({ getValue }) => <TimeOr value={getValue()} missing={ft('common.never')} /> }),
      column.accessor('createTime', { header: ft('devices.columns.created'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
    ],
    [ft],
  );
}
