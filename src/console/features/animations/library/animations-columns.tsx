/**
 * The library table's columns: picture, name, type tag, category, description, the status switch (acts at once), the
 * resource (its type and a link), created. Sortable by name, type, category and creation time. Staff-typed text sits
 * in `<bdi>` so a Latin name keeps its punctuation in place on the Arabic (right-to-left) page.
 */
import { Badge, Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import type { VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { TextCell } from '../common/text-cell';
import { Thumbnail } from '@shared/upload/thumbnail';
import { useAnimationsT } from '../i18n/animations-locale';
import { StatusSwitch } from './status-switch';
import { fileExtension } from '@shared/upload/upload-rules';

const column = createColumnHelper<VehicleAnimationRow>();

/** The columns; the status switch is disabled without `canEdit`. */
export function useAnimationColumns(canEdit: boolean): ResourceColumns<VehicleAnimationRow> {
  const { ft } = useAnimationsT();
  return useMemo(
    () => [
      column.accessor('pictureUrl', {
        header: ft('library.picture'),
        meta: { width: '16' },
        cell: ({ row }) => <Thumbnail url={row.original.pictureUrl} alt={ft('library.pictureOf', { name: row.original.name })} emptyLabel={ft('library.noPicture')} />,
      }),
      column.accessor('name', { header: ft('library.name'), enableSorting: true, cell: ({ getValue }) => <TextCell text={getValue()} />, meta: { cell: { fontWeight: 'medium', maxW: '48' } } }),
      column.accessor('type', {
        header: ft('library.type'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <Badge colorPalette={original.type === 'popular' ? 'orange' : 'gray'} variant="subtle" data-type={original.type}>
            {ft(`types.${original.type}`)}
          </Badge>
        ),
      }),
      column.accessor('category', { header: ft('library.category'), enableSorting: true, cell: ({ getValue }) => <TextCell text={getValue()} />, meta: { cell: { maxW: '36' } } }),
      column.accessor('description', { header: ft('library.description'), cell: ({ getValue }) => <TextCell text={getValue()} lines={2} />, meta: { cell: { maxW: '64' } } }),
      column.accessor('enabled', { header: ft('library.status'), cell: ({ row }) => <StatusSwitch row={row.original} canEdit={canEdit} /> }),
      column.accessor('resourceUrl', { header: ft('library.resource'), cell: ({ row }) => <ResourceLink row={row.original} />, meta: { cell: { whiteSpace: 'nowrap' } } }),
      timeColumn('createTime', ft('list.createTime'), (row: VehicleAnimationRow) => row.createTime),
    ],
    [ft, canEdit],
  );
}

/** The resource's type and a link opening it, or 'None'. */
function ResourceLink({ row }: { row: VehicleAnimationRow }) {
  const { ft } = useAnimationsT();
  if (!row.resourceUrl) {
    return (
      <Text as="span" color="fg.subtle" fontSize="sm">
        {ft('library.noResource')}
      </Text>
    );
  }
  const type = fileExtension(row.resourceUrl).toUpperCase();
  return (
    <Link href={row.resourceUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" aria-label={ft('library.resourceOf', { name: row.name, type })}>
      {ft('library.resourceLink', { type })}
      <LuExternalLink aria-hidden="true" />
    </Link>
  );
}
