/**
 * The table of the live rooms page: sortable columns (the contract's `LIVE_ROOM_SORTS`), row selection and
 * per-row actions (streamer info, gift messages, stop). Selection and stop exist only for holders of
 * `live:edit` (`canEdit`), so the columns are not even rendered for others.
 */
import { Box, Checkbox, HStack, IconButton, Skeleton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuGift, LuSquare, LuUserRound } from 'react-icons/lu';
import { Link } from 'react-router';
import type { LiveRoomRow } from '../../../../../streams/contracts/live-rooms';
import { formatCount } from '@shared/utils/format-count';
import { formatTime } from '@shared/utils/format-time';
import type { LiveRoomSort, LiveRoomSortField } from '../api/live-rooms-query';
import { RoomStateBadge } from '../common/room-state-badge';

/**
 * Sibling pages of the rooms page in the server's 'live' menu directory (seeded paths 'streamer', 'gifts'),
 * relative to the rooms page's path so they follow wherever the directory is mounted.
 */
export const STREAMER_INFO_PATH = '../streamer';
/** See {@link STREAMER_INFO_PATH}. */
export const GIFT_MESSAGES_PATH = '../gifts';

export interface RoomsTableProps {
  rows: readonly LiveRoomRow[];
  loading: boolean;
  busy: boolean;
  sort: LiveRoomSort;
  onSort: (field: LiveRoomSortField) => void;
  canEdit: boolean;
  selected: ReadonlySet<string>;
  onSelect: (roomIds: readonly string[], selected: boolean) => void;
  onStop: (roomId: string) => void;
}

/** A count with its exact value as a tooltip (compact: K from 1,000, M from 1,000,000). */
function Count({ value }: { value: number }) {
  return <span title={value.toLocaleString()}>{formatCount(value)}</span>;
}

function SortHeader({ field, sort, onSort, children, numeric }: { field: LiveRoomSortField; sort: LiveRoomSort; onSort: (field: LiveRoomSortField) => void; children: string; numeric?: boolean }) {
  const { t } = useTranslation();
  const active = sort.field === field;
  const Icon = !active ? LuArrowUpDown : sort.direction === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} textAlign={numeric ? 'end' : undefined}>
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="inherit"
        borderRadius="sm"
        cursor="pointer"
        whiteSpace="nowrap"
        _hover={{ color: 'brand.fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        aria-label={t('live.rooms.sortBy', { column: children })}
        onClick={() => onSort(field)}
      >
        {children}
        <Icon aria-hidden="true" size="0.9em" opacity={active ? 1 : 0.4} />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

function Numeric({ children }: { children: ReactNode }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {children}
    </Table.Cell>
  );
}

/** The rooms table; an empty list says so, a first load shows skeleton rows. */
export function RoomsTable({ rows, loading, busy, sort, onSort, canEdit, selected, onSelect, onStop }: RoomsTableProps) {
  const { t } = useTranslation();
  const columns = canEdit ? 11 : 10;
  const pageIds = rows.map((row) => row.roomId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const sortHeader = (field: LiveRoomSortField, label: string, numeric = false) => (
    <SortHeader field={field} sort={sort} onSort={onSort} numeric={numeric}>
      {label}
    </SortHeader>
  );

  return (
    <Box overflowX="auto">
      <Table.Root size="sm" striped aria-busy={busy} aria-label={t('live.rooms.title')}>
        <Table.Header>
          <Table.Row>
            {canEdit ? (
              <Table.ColumnHeader w="8">
                <Checkbox.Root
                  size="sm"
                  checked={selectedOnPage === 0 ? false : selectedOnPage === pageIds.length ? true : 'indeterminate'}
                  disabled={pageIds.length === 0}
                  onCheckedChange={(e) => onSelect(pageIds, e.checked === true)}
                  aria-label={t('live.rooms.selectPage')}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            ) : null}
            {sortHeader('label', t('live.rooms.label'))}
            <Table.ColumnHeader>{t('live.rooms.source')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('live.rooms.state')}</Table.ColumnHeader>
            {sortHeader('startedAt', t('live.rooms.startedAt'))}
            {sortHeader('viewerCount', t('live.rooms.viewers'), true)}
            {sortHeader('likeTotal', t('live.rooms.likes'), true)}
            {sortHeader('giftDiamonds', t('live.rooms.diamonds'), true)}
            <Table.ColumnHeader textAlign="end">{t('live.rooms.gifts')}</Table.ColumnHeader>
            {sortHeader('eventCount', t('live.rooms.events'), true)}
            <Table.ColumnHeader>{t('live.rooms.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                <Table.Row key={`skeleton-${i}`}>
                  <Table.Cell colSpan={columns}>
                    <Skeleton h="5" />
                  </Table.Cell>
                </Table.Row>
              ))
            : null}
          {!loading && rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns} textAlign="center" color="fg.muted" py="6">
                {t('common.noData')}
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((row) => {
            const name = row.label || row.roomId;
            return (
              <Table.Row key={row.roomId} data-room-id={row.roomId} data-selected={selected.has(row.roomId) ? '' : undefined}>
                {canEdit ? (
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      checked={selected.has(row.roomId)}
                      onCheckedChange={(e) => onSelect([row.roomId], e.checked === true)}
                      aria-label={t('live.rooms.selectRoom', { room: name })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                ) : null}
                <Table.Cell maxW="56">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate title={row.label}>
                      {row.label}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate title={row.roomId}>
                      {row.roomId}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{t(`live.sources.${row.source}`)}</Table.Cell>
                <Table.Cell>
                  <RoomStateBadge state={row.state} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatTime(row.startedAt)}</Table.Cell>
                <Numeric>
                  <Count value={row.viewerCount} />
                </Numeric>
                <Numeric>
                  <Count value={row.likeTotal} />
                </Numeric>
                <Numeric>
                  <Count value={row.giftDiamonds} />
                  {row.giftDiamondsProvisional > 0 ? (
                    <Text
                      as="span"
                      display="block"
                      fontSize="xs"
                      color="orange.fg"
                      title={t('live.rooms.provisionalTitle', { value: row.giftDiamondsProvisional.toLocaleString() })}
                    >
                      {t('live.rooms.provisional', { value: formatCount(row.giftDiamondsProvisional) })}
                    </Text>
                  ) : null}
                </Numeric>
                <Numeric>
                  <Count value={row.giftCount} />
                </Numeric>
                <Numeric>
                  <Count value={row.eventCount} />
                </Numeric>
                <Table.Cell>
                  <HStack gap="1">
                    <IconButton asChild size="xs" variant="ghost" aria-label={t('live.rooms.streamerInfoOf', { room: name })} title={t('live.rooms.streamerInfo')}>
                      <Link to={`${STREAMER_INFO_PATH}?roomId=${encodeURIComponent(row.roomId)}`} relative="path">
                        <LuUserRound />
                      </Link>
                    </IconButton>
                    <IconButton asChild size="xs" variant="ghost" aria-label={t('live.rooms.giftMessagesOf', { room: name })} title={t('live.rooms.giftMessages')}>
                      <Link to={`${GIFT_MESSAGES_PATH}?roomId=${encodeURIComponent(row.roomId)}`} relative="path">
                        <LuGift />
                      </Link>
                    </IconButton>
                    {canEdit ? (
                      <IconButton
                        size="xs"
                        variant="subtle"
                        colorPalette="red"
                        aria-label={t('live.rooms.stopRoom', { room: name })}
                        title={t('live.rooms.stop')}
                        onClick={() => onStop(row.roomId)}
                      >
                        <LuSquare />
                      </IconButton>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
