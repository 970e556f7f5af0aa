/**
 * The Command log's columns: time, rule (or 'Test command', or the deleted rule's name) with the command under it,
 * device, gift, payload, status (with the reason), latency. Sortable by time, status and latency.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CommandLogRow } from '../../../../../streams/contracts/devices';
import { CodeCell } from '@shared/crud/cells';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { WireTime } from '@shared/ui/table-parts';
import { StatusBadge } from '../common/status-badge';
import { useDevicesT } from '../i18n/devices-locale';

const column = createColumnHelper<CommandLogRow>();

/** The rule that sent the command, and the command's name under it. */
function RuleCell({ row }: { row: CommandLogRow }) {
  const { ft } = useDevicesT();
  return (
    <Stack gap="0">
      {row.rule ? <bdi>{row.rule.id === null ? ft('log.deletedRule', { name: row.rule.name }) : row.rule.name}</bdi> : <Text color="fg.muted">{ft('log.test')}</Text>}
      <Text fontSize="xs" color="fg.muted">
        <bdi>{row.commandName}</bdi>
      </Text>
    </Stack>
  );
}

const missing = <Text color="fg.muted">—</Text>;

/** The columns. */
export function useCommandLogColumns(): ResourceColumns<CommandLogRow> {
  const { ft } = useDevicesT();
  return useMemo(
    () => [
      column.accessor('createdAt', { header: ft('log.columns.time'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
      column.display({ id: 'rule', header: ft('log.columns.rule'), cell: ({ row }) => <RuleCell row={row.original} />, meta: { cell: { minW: '28' } } }),
      column.accessor('device.name', { header: ft('log.columns.device'), cell: ({ getValue }) => <bdi>{getValue()}</bdi> }),
      column.accessor('gift', {
        header: ft('log.columns.gift'),
        cell: ({ row: { original } }) =>
          original.gift ? <bdi title={original.giftMsgId ?? undefined}>{ft('log.giftValue', { gift: original.gift.name, count: original.gift.repeatCount, user: original.gift.userNickname })}</bdi> : missing,
        meta: { cell: { fontSize: 'xs', minW: '40' } },
      }),
      column.accessor('payload', {
        header: ft('log.columns.payload'),
        cell: ({ getValue }) => <CodeCell text={getValue()} />,
        meta: { cell: { maxW: 'sm' } },
      }),
      column.accessor('status', {
        header: ft('log.columns.status'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <Stack gap="0.5" align="start">
            <StatusBadge status={original.status} reason={original.reason} />
            {original.reason ? (
              <Text fontSize="2xs" color="fg.muted" lineClamp={2} maxW="56" title={original.reason}>
                {original.reason}
              </Text>
            ) : null}
          </Stack>
        ),
      }),
      column.accessor('latencyMs', {
        header: ft('log.columns.latency'),
        enableSorting: true,
        cell: ({ getValue }) => {
          const ms = getValue();
          return ms === null ? missing : ft('log.latency', { ms });
        },
        meta: { cell: { whiteSpace: 'nowrap', textAlign: 'end' } },
      }),
    ],
    [ft],
  );
}
