/**
 * The streamer tables' columns: the streamer (avatar, nickname, handle), TikTok ID, followers, highest diamonds,
 * progress, availability, check result, live, operator, country and created; a view adds its own (the give-up reason
 * and time, the star, the review's invite type) through `extra`, placed before the creation time.
 */
import { Avatar, Badge, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { NameCell } from '@shared/crud/cells';
import { useCrmT } from '../i18n/use-crm-t';
import { useAnchorLabels } from './labels';

const column = createColumnHelper<AnchorRow>();

/** The name a row goes by in buttons and questions: the nickname, else the handle, else the TikTok ID. */
export const anchorName = (row: Pick<AnchorRow, 'nickname' | 'uniqueId' | 'anchorId'>): string => row.nickname || row.uniqueId || row.anchorId;

/** The progress as a badge, coloured by where it stands (joined green, closed grey, open blue). */
export function ProgressBadge({ progress }: { progress: AnchorRow['progress'] }) {
  const labels = useAnchorLabels();
  const palette = progress === 'guildJoined' ? 'green' : progress === 'givenUp' || progress === 'invalid' ? 'gray' : 'blue';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {labels.label('progress', progress)}
    </Badge>
  );
}

/** The columns; `extra` are the view's own. */
export function useAnchorColumns(extra: ResourceColumns<AnchorRow> = []): ResourceColumns<AnchorRow> {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  return useMemo(
    () => [
      column.accessor('nickname', {
        header: ft('fields.nickname'),
        enableSorting: true,
        cell: ({ row }) => (
          <HStack gap="2">
            <Avatar.Root size="xs">
              <Avatar.Fallback name={anchorName(row.original)} />
              {row.original.avatar ? <Avatar.Image src={row.original.avatar} alt="" /> : null}
            </Avatar.Root>
            <NameCell name={anchorName(row.original)} note={row.original.uniqueId ? `@${row.original.uniqueId}` : null} />
          </HStack>
        ),
      }),
      column.accessor('anchorId', { header: ft('fields.anchorId'), enableSorting: true }),
      column.accessor('fans', { header: ft('fields.fans'), enableSorting: true }),
      column.accessor('highestDiamonds', { header: ft('fields.highestDiamonds'), enableSorting: true }),
      column.accessor('progress', { header: ft('fields.progress'), enableSorting: true, cell: ({ getValue }) => <ProgressBadge progress={getValue()} /> }),
      column.accessor('availability', { header: ft('fields.availability'), cell: ({ getValue }) => labels.label('availability', getValue()) }),
      column.accessor('checkResult', { header: ft('fields.checkResult'), enableSorting: true, cell: ({ getValue }) => labels.label('checkResult', getValue()) }),
      column.accessor('liveStatus', { header: ft('fields.liveStatus'), cell: ({ getValue }) => labels.label('live', getValue()) }),
      column.accessor((row) => row.operator?.name ?? '', { id: 'operator', header: ft('fields.operator') }),
      column.accessor((row) => row.systemCountry ?? row.remarkCountry ?? '', { id: 'country', header: ft('fields.systemCountry') }),
      ...extra,
      timeColumn('createTime', ft('fields.createTime'), (row: AnchorRow) => row.createTime),
    ],
    [ft, labels, extra],
  );
}
