/**
 * The user config table's columns: user ID, streamer ID, the animation (picture and name), expiry with an 'Expired' or
 * 'Active' tag (the server's `expired`, by its clock), created. Sortable by user, streamer, expiry and creation time.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { UserEntryAnimationRow } from '../../../../../streams/contracts/animations';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { WireTime } from '@shared/ui/table-parts';
import { TextCell } from '../common/text-cell';
import { Thumbnail } from '@shared/upload/thumbnail';
import { useAnimationsT } from '../i18n/animations-locale';

const column = createColumnHelper<UserEntryAnimationRow>();

/** The columns. */
export function useUserAnimationColumns(): ResourceColumns<UserEntryAnimationRow> {
  const { ft } = useAnimationsT();
  return useMemo(
    () => [
      column.accessor('userId', { header: ft('users.userId'), enableSorting: true, cell: ({ getValue }) => <TextCell text={getValue()} />, meta: { cell: { fontWeight: 'medium', maxW: '48' } } }),
      column.accessor('anchorId', { header: ft('users.anchorId'), enableSorting: true, cell: ({ getValue }) => <TextCell text={getValue()} />, meta: { cell: { maxW: '48' } } }),
      column.accessor('animationName', {
        header: ft('users.animation'),
        meta: { cell: { maxW: '64' } },
        cell: ({ row: { original } }) => (
          <HStack gap="2" minW="0">
            <Thumbnail url={original.animationPictureUrl} alt={ft('library.pictureOf', { name: original.animationName })} size="8" emptyLabel={ft('library.noPicture')} />
            <TextCell text={original.animationName} />
          </HStack>
        ),
      }),
      column.accessor('expireTime', {
        header: ft('users.expireTime'),
        enableSorting: true,
        meta: { cell: { whiteSpace: 'nowrap' } },
        cell: ({ row: { original } }) => (
          <HStack gap="2">
            <Text as="span" fontSize="sm" color={original.expired ? 'fg.muted' : undefined}>
              <WireTime value={original.expireTime} />
            </Text>
            <Badge size="sm" variant="subtle" colorPalette={original.expired ? 'red' : 'green'} data-testid="expiry-tag">
              {ft(original.expired ? 'users.expired' : 'users.active')}
            </Badge>
          </HStack>
        ),
      }),
      timeColumn('createTime', ft('list.createTime'), (row: UserEntryAnimationRow) => row.createTime),
    ],
    [ft],
  );
}
