/**
 * The user entry-animation table: user ID, streamer ID, the animation (picture and name), expiry with an 'Expired' or
 * 'Active' tag (the server's `expired`, by its clock), creation time, and per-row edit and delete for those allowed.
 * Sortable by user, streamer, expiry and creation time. Selection for the batch delete exists only with `animation:del`.
 * IDs and names sit in `<bdi>` so they keep their own direction on the Arabic (right-to-left) page.
 */
import { Badge, Box, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { UserEntryAnimationRow } from '../../../../../streams/contracts/animations';
import type { UserAnimationSortField } from '../api/get-user-animations';
import type { SortState } from '@shared/ui/list-sort';
import { PlainHeader, SelectBox, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { Thumbnail } from '../common/thumbnail';
import { useAnTranslation } from '../i18n/use-an-translation';

/** Props of {@link UserAnimationsTable}: the rows, the sort, the selection and the row actions. */
export interface UserAnimationsTableProps {
  rows: readonly UserEntryAnimationRow[];
  loading: boolean;
  busy: boolean;
  emptyText: string;
  sort: SortState<UserAnimationSortField>;
  onSort: (field: UserAnimationSortField) => void;
  canEdit: boolean;
  canDelete: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onEdit: (row: UserEntryAnimationRow) => void;
  onDelete: (row: UserEntryAnimationRow) => void;
}

/** The table. */
export function UserAnimationsTable(props: UserAnimationsTableProps) {
  const { rows, loading, busy, emptyText, sort, onSort, canEdit, canDelete, selected, onSelect, onEdit, onDelete } = props;
  const { at } = useAnTranslation();
  const ids = rows.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns = 6 + (canDelete ? 1 : 0);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s" aria-busy={busy || loading}>
      <Table.Root size="sm" aria-label={at('users.table')} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {canDelete ? (
              <Table.ColumnHeader w="8">
                <SelectBox checked={all ? true : some ? 'indeterminate' : false} label={at('users.selectPage')} onChange={(on) => onSelect(ids, on)} />
              </Table.ColumnHeader>
            ) : null}
            <SortHeader field="userId" sort={sort} onSort={onSort}>
              {at('users.userId')}
            </SortHeader>
            <SortHeader field="anchorId" sort={sort} onSort={onSort}>
              {at('users.anchorId')}
            </SortHeader>
            <PlainHeader>{at('users.animation')}</PlainHeader>
            <SortHeader field="expireTime" sort={sort} onSort={onSort}>
              {at('users.expireTime')}
            </SortHeader>
            <SortHeader field="createTime" sort={sort} onSort={onSort}>
              {at('list.createTime')}
            </SortHeader>
            <PlainHeader>{at('list.actions')}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={loading} empty={!loading && rows.length === 0} columns={columns} emptyText={emptyText} />
          {rows.map((row) => {
            const name = at('users.rowName', { user: row.userId, streamer: row.anchorId });
            return (
              <Table.Row key={row.id} data-user-animation-id={row.id} data-expired={row.expired}>
                {canDelete ? (
                  <Table.Cell>
                    <SelectBox checked={selected.has(row.id)} label={at('list.select', { name })} onChange={(on) => onSelect([row.id], on)} />
                  </Table.Cell>
                ) : null}
                <Table.Cell fontWeight="medium" maxW="48">
                  <Text truncate title={row.userId}>
                    <bdi>{row.userId}</bdi>
                  </Text>
                </Table.Cell>
                <Table.Cell maxW="48">
                  <Text truncate title={row.anchorId}>
                    <bdi>{row.anchorId}</bdi>
                  </Text>
                </Table.Cell>
                <Table.Cell maxW="64">
                  <HStack gap="2" minW="0">
                    <Thumbnail url={row.animationPictureUrl} alt={at('library.pictureOf', { name: row.animationName })} size="8" emptyLabel={at('library.noPicture')} />
                    <Text truncate title={row.animationName}>
                      <bdi>{row.animationName}</bdi>
                    </Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <HStack gap="2">
                    <Text as="span" fontSize="sm" color={row.expired ? 'fg.muted' : undefined}>
                      <WireTime value={row.expireTime} />
                    </Text>
                    <Badge size="sm" variant="subtle" colorPalette={row.expired ? 'red' : 'green'} data-testid="expiry-tag">
                      {at(row.expired ? 'users.expired' : 'users.active')}
                    </Badge>
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontSize="xs" color="fg.muted">
                  <WireTime value={row.createTime} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {canEdit ? (
                      <IconButton size="xs" variant="ghost" aria-label={at('list.editOf', { name })} title={at('list.edit')} onClick={() => onEdit(row)}>
                        <LuPencil />
                      </IconButton>
                    ) : null}
                    {canDelete ? (
                      <IconButton size="xs" variant="subtle" colorPalette="red" aria-label={at('list.deleteOf', { name })} title={at('list.delete')} onClick={() => onDelete(row)}>
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
