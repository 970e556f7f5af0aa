/**
 * The live rooms table's columns (label with room id, source, state badge, start, viewers, likes, diamonds with the
 * open streaks, gifts, events; the sortable ones are the contract's `LIVE_ROOM_SORTS`) and a row's own buttons: its
 * streamer info and gift messages pages, and Stop for holders of `live:edit`.
 */
import { IconButton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuGift, LuSquare, LuUserRound } from 'react-icons/lu';
import { Link } from 'react-router';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { formatCount } from '@shared/utils/format-count';
import { formatTime } from '@shared/utils/format-time';
import type { LiveRoomItem } from '../api/live-rooms-api';
import { RoomStateBadge } from '../common/room-state-badge';
import { useLiveT } from '../i18n/use-live-t';

/**
 * Sibling pages of the rooms page in the server's 'live' menu directory (seeded paths 'streamer', 'gifts'),
 * relative to the rooms page's path so they follow wherever the directory is mounted.
 */
export const STREAMER_INFO_PATH = '../streamer';
/** See {@link STREAMER_INFO_PATH}. */
export const GIFT_MESSAGES_PATH = '../gifts';

/** A room's name in labels: its label, else its id. */
export const roomName = (row: LiveRoomItem) => row.label || row.roomId;

/** A count with its exact value as a tooltip (compact: K from 1,000, M from 1,000,000). */
function Count({ value }: { value: number }) {
  return <span title={value.toLocaleString()}>{formatCount(value)}</span>;
}

const column = createColumnHelper<LiveRoomItem>();
const numeric = { cell: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;
const count = (field: 'viewerCount' | 'likeTotal' | 'giftCount' | 'eventCount', header: string, sortable: boolean) =>
  column.accessor(field, { header, enableSorting: sortable, meta: numeric, cell: ({ getValue }) => <Count value={getValue()} /> });

/** The columns, in the current language. */
export function useRoomColumns(): ResourceColumns<LiveRoomItem> {
  const { t, ft } = useLiveT();
  return useMemo(
    () => [
      column.accessor('label', {
        header: ft('rooms.label'),
        enableSorting: true,
        meta: { cell: { maxW: '56' } },
        cell: ({ row }) => (
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate title={row.original.label}>
              {row.original.label}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate title={row.original.roomId}>
              {row.original.roomId}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('source', { header: ft('rooms.source'), meta: { cell: { whiteSpace: 'nowrap' } }, cell: ({ row }) => t(`live.sources.${row.original.source}`) }),
      column.accessor('state', { header: ft('rooms.state'), cell: ({ row }) => <RoomStateBadge state={row.original.state} /> }),
      column.accessor('startedAt', { header: ft('rooms.startedAt'), enableSorting: true, meta: { cell: { whiteSpace: 'nowrap' } }, cell: ({ getValue }) => formatTime(getValue()) }),
      count('viewerCount', ft('rooms.viewers'), true),
      count('likeTotal', ft('rooms.likes'), true),
      column.accessor('giftDiamonds', {
        header: ft('rooms.diamonds'),
        enableSorting: true,
        meta: numeric,
        cell: ({ row }) => (
          <>
            <Count value={row.original.giftDiamonds} />
            {row.original.giftDiamondsProvisional > 0 ? (
              <Text as="span" display="block" fontSize="xs" color="orange.fg" title={ft('rooms.provisionalTitle', { value: row.original.giftDiamondsProvisional.toLocaleString() })}>
                {ft('rooms.provisional', { value: formatCount(row.original.giftDiamondsProvisional) })}
              </Text>
            ) : null}
          </>
        ),
      }),
      count('giftCount', ft('rooms.gifts'), false),
      count('eventCount', ft('rooms.events'), true),
    ],
    [t, ft],
  );
}

/** A room's page links and, with `onStop`, its Stop button. */
export function RoomButtons({ row, onStop }: { row: LiveRoomItem; onStop?: (() => void) | undefined }) {
  const { ft } = useLiveT();
  const name = roomName(row);
  const query = `?roomId=${encodeURIComponent(row.roomId)}`;
  return (
    <>
      <IconButton asChild size="xs" variant="ghost" aria-label={ft('rooms.streamerInfoOf', { room: name })} title={ft('rooms.streamerInfo')}>
        <Link to={`${STREAMER_INFO_PATH}${query}`} relative="path">
          <LuUserRound />
        </Link>
      </IconButton>
      <IconButton asChild size="xs" variant="ghost" aria-label={ft('rooms.giftMessagesOf', { room: name })} title={ft('rooms.giftMessages')}>
        <Link to={`${GIFT_MESSAGES_PATH}${query}`} relative="path">
          <LuGift />
        </Link>
      </IconButton>
      {onStop ? (
        <IconButton size="xs" variant="subtle" colorPalette="red" aria-label={ft('rooms.stopRoom', { room: name })} title={ft('rooms.stop')} onClick={onStop}>
          <LuSquare />
        </IconButton>
      ) : null}
    </>
  );
}
