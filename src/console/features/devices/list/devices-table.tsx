/**
 * The devices table: name (and note), type, state badge (online / offline / disabled, following the polled list), the
 * key's first characters, commands waiting, rules using it, last seen, and per-row actions for those allowed: test,
 * new key, edit, delete. Sortable by name, type, switch, last seen and creation.
 */
import { Badge, Box, HStack, IconButton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { LuKeyRound, LuPencil, LuSend, LuTrash2 } from 'react-icons/lu';
import type { DeviceRow, DeviceSortField } from '../../../../../streams/contracts/devices';
import type { SortState } from '@shared/ui/list-sort';
import { PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { useDvTranslation } from '../i18n/use-dv-translation';

export interface DevicesTableProps {
  rows: readonly DeviceRow[];
  loading: boolean;
  busy: boolean;
  emptyText: string;
  sort: SortState<DeviceSortField>;
  onSort: (field: DeviceSortField) => void;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: DeviceRow) => void;
  onDelete: (row: DeviceRow) => void;
  onTest: (row: DeviceRow) => void;
  onNewKey: (row: DeviceRow) => void;
}

/** The state of a device as a badge. */
export function DeviceState({ row }: { row: Pick<DeviceRow, 'enabled' | 'online'> }) {
  const { dt } = useDvTranslation();
  if (!row.enabled) return <Badge colorPalette="gray" variant="outline">{dt('devices.disabled')}</Badge>;
  return row.online ? (
    <Badge colorPalette="green" variant="solid">
      <Box as="span" w="2" h="2" borderRadius="full" bg="white" aria-hidden="true" />
      {dt('devices.online')}
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      {dt('devices.offline')}
    </Badge>
  );
}

export function DevicesTable(props: DevicesTableProps) {
  const { rows, loading, busy, emptyText, sort, onSort, canEdit, canDelete, onEdit, onDelete, onTest, onNewKey } = props;
  const { dt } = useDvTranslation();
  const columns = 9;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s" aria-busy={busy || loading}>
      <Table.Root size="sm" aria-label={dt('devices.table')} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {dt('devices.columns.name')}
            </SortHeader>
            <SortHeader field="type" sort={sort} onSort={onSort}>
              {dt('devices.columns.type')}
            </SortHeader>
            <SortHeader field="enabled" sort={sort} onSort={onSort}>
              {dt('devices.columns.state')}
            </SortHeader>
            <PlainHeader>{dt('devices.columns.key')}</PlainHeader>
            <PlainHeader>{dt('devices.columns.pending')}</PlainHeader>
            <PlainHeader>{dt('devices.columns.rules')}</PlainHeader>
            <SortHeader field="lastSeenAt" sort={sort} onSort={onSort}>
              {dt('devices.columns.lastSeen')}
            </SortHeader>
            <SortHeader field="createTime" sort={sort} onSort={onSort}>
              {dt('devices.columns.created')}
            </SortHeader>
            <PlainHeader>{dt('common.actions')}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={loading} empty={rows.length === 0} columns={columns} emptyText={emptyText} />
          {rows.map((row) => (
            <Table.Row key={row.id} data-device={row.name}>
              <Table.Cell>
                <Stack gap="0" minW="40">
                  <Text fontWeight="medium">
                    <bdi>{row.name}</bdi>
                  </Text>
                  {row.note ? (
                    <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.note}>
                      <bdi>{row.note}</bdi>
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dt(`types.${row.type}`)}</Table.Cell>
              <Table.Cell>
                <DeviceState row={row} />
              </Table.Cell>
              <Table.Cell>
                <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                  {row.keyHint}…
                </chakra.bdi>
              </Table.Cell>
              <Table.Cell textAlign="end" title={dt('devices.pendingHint')}>
                {row.pending > 0 ? <Badge colorPalette="orange">{row.pending}</Badge> : <Text color="fg.muted">0</Text>}
              </Table.Cell>
              <Table.Cell textAlign="end">{row.ruleCount}</Table.Cell>
              <Table.Cell>{row.lastSeenAt ? <WireTime value={row.lastSeenAt} /> : <Text color="fg.muted">{dt('common.never')}</Text>}</Table.Cell>
              <Table.Cell>
                <WireTime value={row.createTime} />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  {canEdit ? (
                    <>
                      <IconButton size="xs" variant="ghost" aria-label={dt('devices.testOf', { name: row.name })} title={dt('devices.test')} disabled={!row.enabled} onClick={() => onTest(row)}>
                        <LuSend />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" aria-label={dt('devices.keyOf', { name: row.name })} title={dt('devices.newKey')} onClick={() => onNewKey(row)}>
                        <LuKeyRound />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" aria-label={dt('devices.editOf', { name: row.name })} title={dt('common.edit')} onClick={() => onEdit(row)}>
                        <LuPencil />
                      </IconButton>
                    </>
                  ) : null}
                  {canDelete ? (
                    <IconButton size="xs" variant="subtle" colorPalette="red" aria-label={dt('devices.deleteOf', { name: row.name })} title={dt('common.delete')} onClick={() => onDelete(row)}>
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
