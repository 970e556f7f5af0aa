/**
 * The monitored streamers table's columns: the streamer (avatar, nickname, @TikTok ID), monitor type, status (its
 * reason on hover), room ID, assigned staff, notes, the monitoring switch that acts at once, the last check and the
 * creation time. Sortable by TikTok ID, type, status, monitoring, last check and creation.
 */
import { Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { TimeOr } from '@shared/crud/cells';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { StatusBadge } from '../common/status-badge';
import { useMoTranslation } from '../i18n/use-mo-translation';
import { StreamerCell, TypeBadge } from '../sessions-common/streamer-cell';
import { EnabledSwitch } from './enabled-switch';

const column = createColumnHelper<MonitorStreamerRow>();

/** A muted word for an empty cell. */
const Muted = ({ text }: { text: string }) => <Text color="fg.muted">{text}</Text>;

/** The columns; the switch is disabled without `canEdit`. */
export function useStreamerColumns(canEdit: boolean): ResourceColumns<MonitorStreamerRow> {
  const { mt } = useMoTranslation();
  return useMemo(
    () => [
      column.accessor('uniqueId', { header: mt('columns.streamer'), enableSorting: true, cell: ({ row }) => <StreamerCell streamer={row.original} /> }),
      column.accessor('type', { header: mt('columns.type'), enableSorting: true, cell: ({ getValue }) => <TypeBadge type={getValue()} /> }),
      column.accessor('status', { header: mt('columns.status'), enableSorting: true, cell: ({ row }) => <StatusBadge status={row.original.status} reason={row.original.statusReason} /> }),
      column.accessor('roomId', {
        header: mt('columns.roomId'),
        cell: ({ getValue }) => {
          const roomId = getValue();
          return roomId ? (
            <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
              {roomId}
            </chakra.bdi>
          ) : (
            <Muted text={mt('cells.noRoom')} />
          );
        },
      }),
      column.accessor((row) => row.staff?.nickName ?? null, { id: 'staff', header: mt('columns.staff'), meta: { cell: { whiteSpace: 'nowrap' } }, cell: ({ getValue }) => getValue() ?? <Muted text={mt('cells.nobody')} /> }),
      column.accessor('notes', {
        header: mt('columns.notes'),
        meta: { cell: { maxW: '60' } },
        cell: ({ getValue }) => (
          <Text lineClamp={2} fontSize="xs" title={getValue() ?? undefined}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('enabled', { header: mt('columns.enabled'), enableSorting: true, cell: ({ row }) => <EnabledSwitch row={row.original} canEdit={canEdit} /> }),
      column.accessor('lastCheckedAt', { header: mt('columns.lastCheckedAt'), enableSorting: true, cell: ({ getValue }) => <TimeOr value={getValue()} missing={mt('cells.never')} /> }),
      timeColumn('createTime', mt('columns.createTime'), (row: MonitorStreamerRow) => row.createTime),
    ],
    [mt, canEdit],
  );
}
