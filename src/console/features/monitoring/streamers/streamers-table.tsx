/**
 * The monitored streamers table: the streamer (avatar, nickname, @TikTok ID), monitor type, status badge (its reason
 * on hover), room ID, assigned staff, notes, the monitoring switch that acts at once, the last check, and per-row edit
 * and delete for those allowed. Sortable by TikTok ID, nickname, type, status, monitoring and last check. Selection
 * (for the batch switch and delete) exists only with `monitor:edit` or `monitor:del`.
 */
import { Avatar, Badge, Box, HStack, IconButton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { MonitorStreamerRow, MonitorStreamerSortField, MonitorType } from '../../../../../streams/contracts/monitor';
import type { SortState } from '@shared/ui/list-sort';
import { PlainHeader, SelectBox, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { useMoTranslation } from '../i18n/use-mo-translation';
import { EnabledSwitch } from './enabled-switch';
import { StatusBadge } from '../common/status-badge';

/** Props of {@link StreamersTable}: the rows, the sort, the selection and the row actions. */
export interface StreamersTableProps {
  rows: readonly MonitorStreamerRow[];
  loading: boolean;
  busy: boolean;
  /** The empty text: nothing at all, or nothing matching the filters. */
  emptyText: string;
  sort: SortState<MonitorStreamerSortField>;
  onSort: (field: MonitorStreamerSortField) => void;
  /** Show the selection column. */
  selectable: boolean;
  canEdit: boolean;
  canDelete: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onEdit: (row: MonitorStreamerRow) => void;
  onDelete: (row: MonitorStreamerRow) => void;
}

const TYPE_PALETTE: Readonly<Record<MonitorType, string>> = { focus: 'purple', pk: 'red', regular: 'gray' };

/** The table. */
export function StreamersTable(props: StreamersTableProps) {
  const { rows, loading, busy, emptyText, sort, onSort, selectable, canEdit, canDelete, selected, onSelect, onEdit, onDelete } = props;
  const { mt } = useMoTranslation();
  const ids = rows.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns = 10 + (selectable ? 1 : 0);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s" aria-busy={busy || loading}>
      <Table.Root size="sm" aria-label={mt('list.table')} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {selectable ? (
              <Table.ColumnHeader w="8">
                <SelectBox checked={all ? true : some ? 'indeterminate' : false} label={mt('list.selectPage')} onChange={(on) => onSelect(ids, on)} />
              </Table.ColumnHeader>
            ) : null}
            <SortHeader field="uniqueId" sort={sort} onSort={onSort}>
              {mt('columns.streamer')}
            </SortHeader>
            <SortHeader field="type" sort={sort} onSort={onSort}>
              {mt('columns.type')}
            </SortHeader>
            <SortHeader field="status" sort={sort} onSort={onSort}>
              {mt('columns.status')}
            </SortHeader>
            <PlainHeader>{mt('columns.roomId')}</PlainHeader>
            <PlainHeader>{mt('columns.staff')}</PlainHeader>
            <PlainHeader>{mt('columns.notes')}</PlainHeader>
            <SortHeader field="enabled" sort={sort} onSort={onSort}>
              {mt('columns.enabled')}
            </SortHeader>
            <SortHeader field="lastCheckedAt" sort={sort} onSort={onSort}>
              {mt('columns.lastCheckedAt')}
            </SortHeader>
            <SortHeader field="createTime" sort={sort} onSort={onSort}>
              {mt('columns.createTime')}
            </SortHeader>
            <PlainHeader>{mt('columns.actions')}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={loading} empty={rows.length === 0} columns={columns} emptyText={emptyText} />
          {rows.map((row) => (
            <Table.Row key={row.id} data-streamer={row.uniqueId}>
              {selectable ? (
                <Table.Cell>
                  <SelectBox checked={selected.has(row.id)} label={mt('list.select', { name: row.nickname })} onChange={(on) => onSelect([row.id], on)} />
                </Table.Cell>
              ) : null}
              <Table.Cell>
                <HStack gap="2" minW="44">
                  <Avatar.Root size="xs" colorPalette="brand">
                    {row.avatarUrl ? <Avatar.Image src={row.avatarUrl} alt="" /> : null}
                    <Avatar.Fallback name={row.nickname} />
                  </Avatar.Root>
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" lineClamp={1}>
                      {row.nickname}
                    </Text>
                    {/* A handle reads left to right in every language. */}
                    <chakra.bdi dir="ltr" fontSize="xs" color="fg.muted">
                      @{row.uniqueId}
                    </chakra.bdi>
                  </Stack>
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={TYPE_PALETTE[row.type]} variant="subtle" title={mt(`typeHints.${row.type}`)}>
                  {mt(`types.${row.type}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={row.status} reason={row.statusReason} />
              </Table.Cell>
              <Table.Cell>
                {row.roomId ? (
                  <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
                    {row.roomId}
                  </chakra.bdi>
                ) : (
                  <Text color="fg.muted">{mt('cells.noRoom')}</Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.staff ? row.staff.nickName : <Text color="fg.muted">{mt('cells.nobody')}</Text>}</Table.Cell>
              <Table.Cell maxW="60">
                <Text lineClamp={2} fontSize="xs" title={row.notes ?? undefined}>
                  {row.notes}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <EnabledSwitch row={row} canEdit={canEdit} />
              </Table.Cell>
              <Table.Cell>{row.lastCheckedAt ? <WireTime value={row.lastCheckedAt} /> : <Text color="fg.muted">{mt('cells.never')}</Text>}</Table.Cell>
              <Table.Cell>
                <WireTime value={row.createTime} />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  {canEdit ? (
                    <IconButton size="xs" variant="ghost" aria-label={mt('list.editOf', { name: row.nickname })} title={mt('list.edit')} onClick={() => onEdit(row)}>
                      <LuPencil />
                    </IconButton>
                  ) : null}
                  {canDelete ? (
                    <IconButton size="xs" variant="subtle" colorPalette="red" aria-label={mt('list.deleteOf', { name: row.nickname })} title={mt('list.delete')} onClick={() => onDelete(row)}>
                      <LuTrash2 />
                    </IconButton>
                  ) : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
