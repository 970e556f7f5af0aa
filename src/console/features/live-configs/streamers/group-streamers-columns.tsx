/**
 * The streamer config table's columns: avatar, streamer ID, nickname, usual gifts (names and diamonds from the
 * catalogue), remark and creation time; streamer ID, nickname and creation time sort.
 */
import { Avatar, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { GiftTags } from './gift-tags';

const column = createColumnHelper<GroupStreamerRow>();

const none = (
  <Text as="span" color="fg.muted">
    —
  </Text>
);

/** The columns; `catalogue` names the gifts. */
export function useGroupStreamerColumns(catalogue: ReadonlyMap<string, CatalogueGift>): ResourceColumns<GroupStreamerRow> {
  const { lt } = useLcTranslation();
  return useMemo(
    () => [
      column.display({
        id: 'avatar',
        header: lt('streamers.avatar'),
        meta: { width: '14' },
        cell: ({ row }) => (
          <Avatar.Root size="sm">
            <Avatar.Fallback name={row.original.nickname} />
            {row.original.avatarUrl ? <Avatar.Image src={row.original.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
          </Avatar.Root>
        ),
      }),
      column.accessor('anchorId', { header: lt('streamers.anchorId'), enableSorting: true, meta: { cell: { fontFamily: 'mono', fontSize: 'sm' } } }),
      column.accessor('nickname', { header: lt('streamers.nickname'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.display({
        id: 'gifts',
        header: lt('streamers.gifts'),
        meta: { cell: { minW: '48' } },
        cell: ({ row }) => (row.original.giftIds.length > 0 ? <GiftTags giftIds={row.original.giftIds} catalogue={catalogue} /> : none),
      }),
      column.accessor('remark', {
        header: lt('streamers.remark'),
        meta: { cell: { maxW: '64' } },
        cell: ({ getValue }) => (
          <Text fontSize="sm" lineClamp={2} title={getValue() ?? undefined}>
            {getValue() ?? '—'}
          </Text>
        ),
      }),
      timeColumn('createTime', lt('streamers.createTime'), (row: GroupStreamerRow) => row.createTime),
    ],
    [lt, catalogue],
  );
}
