/**
 * The table of the configurations page: sortable columns (id, name, state, created), the state badge, streamers,
 * round, the plugin links button, and per-row actions (round control, edit, delete) for those allowed. Selection
 * for the batch delete exists only with `liveConfig:del`.
 */
import { Box, Checkbox, HStack, IconButton, Skeleton, Table, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuGamepad2, LuLink, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router';
import type { LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import type { LiveConfigSortField, LiveConfigsQuery } from '../api/get-live-configs';
import { ConfigStateBadge } from '../common/config-state-badge';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The round control page, a sibling in the server's 'group' menu directory (seeded path 'control'). */
export const CONTROL_PATH = '../control';

/** Props of {@link ConfigsTable}: the rows, the sort, the selection and the row actions. */
export interface ConfigsTableProps {
  rows: readonly LiveConfigRow[];
  loading: boolean;
  busy: boolean;
  sort: LiveConfigsQuery['sort'];
  onSort: (field: LiveConfigSortField) => void;
  canEdit: boolean;
  canDelete: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onLinks: (row: LiveConfigRow) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

function SortHeader({ field, sort, onSort, children }: { field: LiveConfigSortField; sort: LiveConfigsQuery['sort']; onSort: (field: LiveConfigSortField) => void; children: string }) {
  const { lt } = useLcTranslation();
  const active = sort.field === field;
  const Icon = !active ? LuArrowUpDown : sort.direction === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
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
        aria-label={lt('list.sortBy', { column: children })}
        onClick={() => onSort(field)}
      >
        {children}
        <Icon aria-hidden="true" />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

function Plain({ children }: { children: ReactNode }) {
  return <Table.ColumnHeader whiteSpace="nowrap">{children}</Table.ColumnHeader>;
}

/** The table. */
export function ConfigsTable(props: ConfigsTableProps) {
  const { rows, loading, busy, sort, onSort, canEdit, canDelete, selected, onSelect, onLinks, onEdit, onDelete } = props;
  const { t, lt } = useLcTranslation();
  const ids = rows.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns = 8 + (canDelete ? 1 : 0);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s">
      <Table.Root size="sm" aria-label={lt('list.table')} interactive>
        <Table.Header>
          <Table.Row>
            {canDelete ? (
              <Table.ColumnHeader w="8">
                <Checkbox.Root
                  size="sm"
                  checked={all ? true : some ? 'indeterminate' : false}
                  onCheckedChange={(e) => onSelect(ids, e.checked === true)}
                  aria-label={lt('list.selectPage')}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            ) : null}
            <SortHeader field="id" sort={sort} onSort={onSort}>
              {lt('list.id')}
            </SortHeader>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {lt('list.name')}
            </SortHeader>
            <Plain>{lt('list.style')}</Plain>
            <SortHeader field="state" sort={sort} onSort={onSort}>
              {lt('list.state')}
            </SortHeader>
            <Plain>{lt('list.streamers')}</Plain>
            <Plain>{lt('list.round')}</Plain>
            <SortHeader field="createTime" sort={sort} onSort={onSort}>
              {lt('list.createTime')}
            </SortHeader>
            <Plain>{lt('list.actions')}</Plain>
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
            <Table.Row key={row.id} data-config-id={row.id}>
              {canDelete ? (
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={selected.has(row.id)}
                    onCheckedChange={(e) => onSelect([row.id], e.checked === true)}
                    aria-label={lt('list.select', { name: row.name })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              ) : null}
              <Table.Cell>{row.id}</Table.Cell>
              <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
              <Table.Cell>{lt(`styles.${row.pluginStyle}`)}</Table.Cell>
              <Table.Cell>
                <ConfigStateBadge state={row.state} />
              </Table.Cell>
              <Table.Cell>{row.streamers}</Table.Cell>
              <Table.Cell>{row.round}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.createTime}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <IconButton size="xs" variant="ghost" aria-label={lt('list.linksOf', { name: row.name })} title={lt('list.links')} onClick={() => onLinks(row)}>
                    <LuLink />
                  </IconButton>
                  <IconButton asChild size="xs" variant="ghost" aria-label={lt('list.controlOf', { name: row.name })} title={lt('list.control')}>
                    <Link to={`${CONTROL_PATH}?configId=${row.id}`} relative="path">
                      <LuGamepad2 />
                    </Link>
                  </IconButton>
                  {canEdit ? (
                    <IconButton size="xs" variant="ghost" aria-label={lt('list.editOf', { name: row.name })} title={lt('list.edit')} onClick={() => onEdit(row.id)}>
                      <LuPencil />
                    </IconButton>
                  ) : null}
                  {canDelete ? (
                    <IconButton
                      size="xs"
                      variant="subtle"
                      colorPalette="red"
                      aria-label={lt('list.deleteOf', { name: row.name })}
                      title={lt('list.delete')}
                      onClick={() => onDelete(row.id)}
                    >
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
