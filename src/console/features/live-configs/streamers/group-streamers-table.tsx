/**
 * The table of the streamer config page: avatar, streamer ID, nickname, usual gifts (names and diamonds from the
 * catalogue), remark and creation time; streamer ID, nickname and creation time sort. Edit and delete per row for
 * those allowed.
 */
import { Avatar, Box, HStack, IconButton, Skeleton, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { GroupStreamerRow, GroupStreamerSortField } from '../../../../../streams/contracts/group-streamers';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { SortHeader, type ListSort } from '../common/sort-header';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { GiftTags } from './gift-tags';

/** Props of {@link GroupStreamersTable}. */
export interface GroupStreamersTableProps {
  rows: readonly GroupStreamerRow[];
  loading: boolean;
  /** A newer page is on its way (the rows shown are the previous ones). */
  busy: boolean;
  sort: ListSort<GroupStreamerSortField>;
  onSort: (field: GroupStreamerSortField) => void;
  catalogue: ReadonlyMap<string, CatalogueGift>;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: GroupStreamerRow) => void;
  onDelete: (row: GroupStreamerRow) => void;
}

/** The table. */
export function GroupStreamersTable({ rows, loading, busy, sort, onSort, catalogue, canEdit, canDelete, onEdit, onDelete }: GroupStreamersTableProps) {
  const { t, lt } = useLcTranslation();
  const actions = canEdit || canDelete;
  const columns = 6 + (actions ? 1 : 0);
  const header = (field: GroupStreamerSortField, name: string) => (
    <SortHeader field={field} sort={sort} onSort={onSort} label={lt('streamers.sortBy', { column: name })}>
      {name}
    </SortHeader>
  );
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s">
      <Table.Root size="sm" aria-label={lt('streamers.table')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="14">{lt('streamers.avatar')}</Table.ColumnHeader>
            {header('anchorId', lt('streamers.anchorId'))}
            {header('nickname', lt('streamers.nickname'))}
            <Table.ColumnHeader>{lt('streamers.gifts')}</Table.ColumnHeader>
            <Table.ColumnHeader>{lt('streamers.remark')}</Table.ColumnHeader>
            {header('createTime', lt('streamers.createTime'))}
            {actions ? <Table.ColumnHeader whiteSpace="nowrap">{lt('streamers.actions')}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                <Table.Row key={i}>
                  <Table.Cell colSpan={columns}>
                    <Skeleton height="5" />
                  </Table.Cell>
                </Table.Row>
              ))
            : null}
          {!loading && rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns}>
                <Text color="fg.muted" textAlign="center" py="4" fontSize="sm">
                  {t('common.noData')}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((row) => (
            <Table.Row key={row.id} data-streamer-id={row.anchorId}>
              <Table.Cell>
                <Avatar.Root size="sm">
                  <Avatar.Fallback name={row.nickname} />
                  {row.avatarUrl ? <Avatar.Image src={row.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
                </Avatar.Root>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="sm">
                {row.anchorId}
              </Table.Cell>
              <Table.Cell fontWeight="medium">{row.nickname}</Table.Cell>
              <Table.Cell minW="48">
                {row.giftIds.length > 0 ? (
                  <GiftTags giftIds={row.giftIds} catalogue={catalogue} />
                ) : (
                  <Text as="span" color="fg.muted">
                    —
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell maxW="64">
                <Text fontSize="sm" lineClamp={2} title={row.remark ?? undefined}>
                  {row.remark ?? '—'}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.createTime}</Table.Cell>
              {actions ? (
                <Table.Cell>
                  <HStack gap="1">
                    {canEdit ? (
                      <IconButton size="xs" variant="ghost" aria-label={lt('streamers.editOf', { name: row.nickname })} title={lt('streamers.edit')} onClick={() => onEdit(row)}>
                        <LuPencil />
                      </IconButton>
                    ) : null}
                    {canDelete ? (
                      <IconButton
                        size="xs"
                        variant="subtle"
                        colorPalette="red"
                        aria-label={lt('streamers.deleteOf', { name: row.nickname })}
                        title={lt('streamers.delete')}
                        onClick={() => onDelete(row)}
                      >
                        <LuTrash2 />
                      </IconButton>
                    ) : null}
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
