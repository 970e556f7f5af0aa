/**
 * The Control rules table's columns: name, streamer, gift (or any), minimums, command, device (marked when disabled),
 * cooldown, switch, last sent. Sortable by name, streamer, cooldown and switch.
 */
import { Badge, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { DeviceRuleRow } from '../../../../../streams/contracts/devices';
import { TimeOr } from '@shared/crud/cells';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { useDevicesT } from '../i18n/devices-locale';

const column = createColumnHelper<DeviceRuleRow>();

/** The rule's minimums, one a line, or 'No minimum'. */
function Minimum({ rule }: { rule: DeviceRuleRow }) {
  const { ft } = useDevicesT();
  const parts = [
    rule.minCount === null ? null : ft('rules.minCount', { count: rule.minCount }),
    rule.minDiamonds === null ? null : ft('rules.minDiamonds', { count: rule.minDiamonds }),
  ].filter((part): part is string => part !== null);
  return <Stack gap="0">{parts.length === 0 ? <Text color="fg.muted">{ft('rules.everyGift')}</Text> : parts.map((part) => <Text key={part}>{part}</Text>)}</Stack>;
}

/** The columns. */
export function useRuleColumns(): ResourceColumns<DeviceRuleRow> {
  const { ft } = useDevicesT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('rules.columns.name'), enableSorting: true, cell: ({ getValue }) => <bdi>{getValue()}</bdi>, meta: { cell: { fontWeight: 'medium', minW: '32' } } }),
      column.accessor('uniqueId', { header: ft('rules.columns.streamer'), enableSorting: true, cell: ({ getValue }) => <chakra.bdi dir="ltr">@{getValue()}</chakra.bdi> }),
      column.accessor('giftId', {
        header: ft('rules.columns.gift'),
        cell: ({ row }) => (row.original.giftId === null ? <Text color="fg.muted">{ft('rules.anyGift')}</Text> : <bdi>{row.original.giftName ?? row.original.giftId}</bdi>),
        meta: { cell: { whiteSpace: 'nowrap' } },
      }),
      column.display({ id: 'minimum', header: ft('rules.columns.minimum'), cell: ({ row }) => <Minimum rule={row.original} />, meta: { cell: { fontSize: 'xs' } } }),
      column.accessor('command.name', { header: ft('rules.columns.command'), cell: ({ getValue }) => <bdi>{getValue()}</bdi> }),
      column.accessor('device.name', {
        header: ft('rules.columns.device'),
        cell: ({ row }) => (
          <HStack gap="1">
            <bdi>{row.original.device.name}</bdi>
            {row.original.device.enabled ? null : (
              <Badge size="sm" variant="outline" colorPalette="gray">
                {ft('rules.deviceDisabled')}
              </Badge>
            )}
          </HStack>
        ),
      }),
      column.accessor('cooldownMs', {
        header: ft('rules.columns.cooldown'),
        enableSorting: true,
        cell: ({ row }) => (row.original.cooldownMs === 0 ? <Text color="fg.muted">{ft('rules.noCooldown')}</Text> : ft('common.seconds', { count: row.original.cooldownMs / 1_000 })),
        meta: { cell: { whiteSpace: 'nowrap' } },
      }),
      column.accessor('enabled', {
        header: ft('rules.columns.enabled'),
        enableSorting: true,
        cell: ({ row }) => (
          <Badge colorPalette={row.original.enabled ? 'green' : 'gray'} variant={row.original.enabled ? 'subtle' : 'outline'}>
            {ft(row.original.enabled ? 'common.on' : 'common.off')}
          </Badge>
        ),
      }),
      column.accessor('lastFiredAt', { header: ft('rules.columns.lastFired'), cell: ({ getValue }) => <TimeOr value={getValue()} missing={ft('common.never')} /> }),
    ],
    [ft],
  );
}
