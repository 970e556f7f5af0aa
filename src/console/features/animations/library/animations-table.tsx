/**
 * The library table: picture thumbnail, name, type tag, category, description, the status switch that acts at once,
 * the resource (its type and a link), creation time, and per-row edit and delete for those allowed. Sortable by
 * name, type, category and creation time. Selection for the batch delete exists only with `animation:del`. Staff-typed
 * text sits in `<bdi>` so a Latin name or description keeps its punctuation in place on the Arabic (right-to-left) page.
 */
import { Badge, Box, HStack, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { LuExternalLink, LuPencil, LuTrash2 } from 'react-icons/lu';
import type { VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import type { AnimationSortField } from '../api/get-vehicle-animations';
import type { SortState } from '@shared/ui/list-sort';
import { PlainHeader, SelectBox, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { Thumbnail } from '../common/thumbnail';
import { useAnTranslation } from '../i18n/use-an-translation';
import { StatusSwitch } from './status-switch';
import { fileExtension } from './upload-rules';

/** Props of {@link AnimationsTable}: the rows, the sort, the selection and the row actions. */
export interface AnimationsTableProps {
  rows: readonly VehicleAnimationRow[];
  loading: boolean;
  busy: boolean;
  /** The empty text: nothing at all, or nothing matching the filters. */
  emptyText: string;
  sort: SortState<AnimationSortField>;
  onSort: (field: AnimationSortField) => void;
  canEdit: boolean;
  canDelete: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onEdit: (row: VehicleAnimationRow) => void;
  onDelete: (row: VehicleAnimationRow) => void;
}

/** The table. */
export function AnimationsTable(props: AnimationsTableProps) {
  const { rows, loading, busy, emptyText, sort, onSort, canEdit, canDelete, selected, onSelect, onEdit, onDelete } = props;
  const { at } = useAnTranslation();
  const ids = rows.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns = 9 + (canDelete ? 1 : 0);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s" aria-busy={busy || loading}>
      <Table.Root size="sm" aria-label={at('library.table')} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {canDelete ? (
              <Table.ColumnHeader w="8">
                <SelectBox checked={all ? true : some ? 'indeterminate' : false} label={at('library.selectPage')} onChange={(on) => onSelect(ids, on)} />
              </Table.ColumnHeader>
            ) : null}
            <PlainHeader w="16">{at('library.picture')}</PlainHeader>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {at('library.name')}
            </SortHeader>
            <SortHeader field="type" sort={sort} onSort={onSort}>
              {at('library.type')}
            </SortHeader>
            <SortHeader field="category" sort={sort} onSort={onSort}>
              {at('library.category')}
            </SortHeader>
            <PlainHeader>{at('library.description')}</PlainHeader>
            <PlainHeader>{at('library.status')}</PlainHeader>
            <PlainHeader>{at('library.resource')}</PlainHeader>
            <SortHeader field="createTime" sort={sort} onSort={onSort}>
              {at('list.createTime')}
            </SortHeader>
            <PlainHeader>{at('list.actions')}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={loading} empty={!loading && rows.length === 0} columns={columns} emptyText={emptyText} />
          {rows.map((row) => {
            const type = row.resourceUrl ? fileExtension(row.resourceUrl).toUpperCase() : '';
            return (
              <Table.Row key={row.id} data-animation-id={row.id}>
                {canDelete ? (
                  <Table.Cell>
                    <SelectBox checked={selected.has(row.id)} label={at('list.select', { name: row.name })} onChange={(on) => onSelect([row.id], on)} />
                  </Table.Cell>
                ) : null}
                <Table.Cell>
                  <Thumbnail url={row.pictureUrl} alt={at('library.pictureOf', { name: row.name })} emptyLabel={at('library.noPicture')} />
                </Table.Cell>
                <Table.Cell fontWeight="medium" maxW="48">
                  <Text truncate title={row.name}>
                    <bdi>{row.name}</bdi>
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.type === 'popular' ? 'orange' : 'gray'} variant="subtle" data-type={row.type}>
                    {at(`types.${row.type}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell maxW="36">
                  <Text truncate title={row.category ?? undefined} color={row.category ? undefined : 'fg.subtle'}>
                    <bdi>{row.category ?? '—'}</bdi>
                  </Text>
                </Table.Cell>
                <Table.Cell maxW="64">
                  <Text lineClamp={2} title={row.description ?? undefined} color={row.description ? 'fg.muted' : 'fg.subtle'} fontSize="xs">
                    <bdi>{row.description ?? '—'}</bdi>
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <StatusSwitch row={row} canEdit={canEdit} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {row.resourceUrl ? (
                    <Link
                      href={row.resourceUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      color="brand.fg"
                      fontSize="sm"
                      aria-label={at('library.resourceOf', { name: row.name, type })}
                    >
                      {at('library.resourceLink', { type })}
                      <LuExternalLink aria-hidden="true" />
                    </Link>
                  ) : (
                    <Text as="span" color="fg.subtle" fontSize="sm">
                      {at('library.noResource')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontSize="xs" color="fg.muted">
                  <WireTime value={row.createTime} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {canEdit ? (
                      <IconButton size="xs" variant="ghost" aria-label={at('list.editOf', { name: row.name })} title={at('list.edit')} onClick={() => onEdit(row)}>
                        <LuPencil />
                      </IconButton>
                    ) : null}
                    {canDelete ? (
                      <IconButton
                        size="xs"
                        variant="subtle"
                        colorPalette="red"
                        aria-label={at('list.deleteOf', { name: row.name })}
                        title={at('list.delete')}
                        onClick={() => onDelete(row)}
                      >
                        <LuTrash2 />
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
