/**
 * The room data table's columns: per session the streamer, monitor type, start, end (or a Live badge while it runs;
 * its time alone when it is on the start's day), duration, peak and average viewers, diamonds, likes, new followers,
 * shares and PK battles. Figures are right-aligned (left in Arabic) with the language's digit grouping. Sortable by
 * streamer, start, end, duration and every figure.
 */
import { Badge, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { LiveSessionRow } from '../../../../../streams/contracts/monitor-sessions';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { formatDurationText, formatNumber } from '../sessions-common/format';
import { StreamerCell, TypeBadge } from '../sessions-common/streamer-cell';
import { useRoomDataTranslation } from './i18n/room-data-locale';

const column = createColumnHelper<LiveSessionRow>();
const FIGURE = { cell: { textAlign: 'end' } } as const;

/**
 * A wire time (`yyyy-MM-dd HH:mm:ss`, server zone) as the date over the time, isolated left to right (in Arabic the
 * date stays before the time); an end on its start's day shows the time alone. Two short lines keep the twelve
 * columns within a laptop screen.
 */
function SessionTime({ value, sameDayAs }: { value: string; sameDayAs?: string }) {
  const [date = '', time = ''] = value.split(' ');
  const sameDay = sameDayAs !== undefined && sameDayAs.split(' ')[0] === date;
  return (
    <Stack gap="0" whiteSpace="nowrap" align="start">
      <chakra.bdi dir="ltr">{sameDay ? time : date}</chakra.bdi>
      {sameDay ? null : (
        <chakra.bdi dir="ltr" fontSize="xs" color="fg.muted">
          {time}
        </chakra.bdi>
      )}
    </Stack>
  );
}

/** The columns. */
export function useSessionColumns(): ResourceColumns<LiveSessionRow> {
  const { rt, st, language } = useRoomDataTranslation();
  return useMemo(() => {
    const count = (id: 'peakViewers' | 'likes' | 'newFollowers' | 'shares' | 'pkCount', header: string) =>
      column.accessor(id, { header, enableSorting: true, meta: FIGURE, cell: ({ getValue }) => formatNumber(getValue(), language) });
    return [
      column.accessor('streamer', { id: 'streamer', header: rt('columns.streamer'), enableSorting: true, cell: ({ getValue }) => <StreamerCell streamer={getValue()} /> }),
      column.display({ id: 'type', header: rt('columns.type'), cell: ({ row }) => <TypeBadge type={row.original.streamer.type} /> }),
      column.accessor('startedAt', { header: rt('columns.start'), enableSorting: true, cell: ({ getValue }) => <SessionTime value={getValue()} /> }),
      column.accessor('endedAt', {
        header: rt('columns.end'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.endedAt ? (
            <SessionTime value={row.original.endedAt} sameDayAs={row.original.startedAt} />
          ) : (
            <Badge colorPalette="red" variant="solid" size="sm">
              {st('live')}
            </Badge>
          ),
      }),
      column.accessor('durationMs', { id: 'duration', header: rt('columns.duration'), enableSorting: true, meta: { cell: { whiteSpace: 'nowrap' } }, cell: ({ getValue }) => formatDurationText(getValue(), st) }),
      count('peakViewers', st('metrics.peakViewers')),
      column.accessor('avgViewers', {
        header: st('metrics.avgViewers'),
        enableSorting: true,
        meta: FIGURE,
        cell: ({ getValue }) => {
          const value = getValue();
          return value === null ? <Text color="fg.muted">{st('none')}</Text> : formatNumber(value, language);
        },
      }),
      column.accessor('diamonds', { header: st('metrics.diamonds'), enableSorting: true, meta: { cell: { textAlign: 'end', fontWeight: 'medium' } }, cell: ({ getValue }) => formatNumber(getValue(), language) }),
      count('likes', st('metrics.likes')),
      count('newFollowers', rt('columns.newFollowers')),
      count('shares', rt('columns.shares')),
      count('pkCount', rt('columns.pkCount')),
    ];
  }, [rt, st, language]);
}
