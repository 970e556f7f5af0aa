/**
 * Commands (Live game devices → Commands, component 'DeviceCommands'; name, payload template with
 * gift/user fields): the list with search, sorting and paging; 'Add' and 'Edit' open the template editor; delete
 * asks first and is refused while a rule uses the command (the rules are named).
 */
import { Alert, Badge, Box, Button, CloseButton, Code, HStack, IconButton, Input, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { CommandSortField, DeviceCommandRow } from '../../../../../streams/contracts/devices';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess } from '@shared/ui/toaster';
import { useDeleteCommands } from '../api/delete-commands';
import { useCommands } from '../api/get-commands';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { DEVICE_PERMISSIONS } from '../common/permissions';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { useDevicesT } from '../i18n/devices-locale';
import { CommandDrawer, type CommandDrawerTarget } from './command-drawer';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly CommandSortField[] = ['name'];

export function DeviceCommandsPage() {
  const { t, ft, failure } = useDevicesT();
  const canAdd = useCan(DEVICE_PERMISSIONS.add);
  const canEdit = useCan(DEVICE_PERMISSIONS.edit);
  const canDelete = useCan(DEVICE_PERMISSIONS.del);
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const [sort, setSort] = useState<SortState<CommandSortField>>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<CommandDrawerTarget>(null);
  const [deleting, setDeleting] = useState<DeviceCommandRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = useCommands({ blurry, page, size: PAGE_SIZE, sort });
  const remove = useDeleteCommands();
  const rows = list.data?.content ?? [];
  const onSort = (field: CommandSortField) => {
    setSort((current) => nextSort(current, field, TEXT_SORTS));
    setPage(0);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync([deleting.id]);
      notifySuccess(t('common.deleteSuccess'));
      if (rows.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      setDeleteError(failure(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageCard
      title={ft('commands.title')}
      help={ft('commands.help')}
      actions={
        canAdd ? (
          <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
            <LuPlus aria-hidden="true" /> {ft('common.add')}
          </Button>
        ) : null
      }
    >
      <chakra.form
        role="search"
        aria-label={ft('common.filters')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setBlurry(draft.trim());
          setPage(0);
        }}
      >
        <Input type="search" aria-label={ft('commands.searchLabel')} placeholder={ft('commands.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <Button type="submit" size="sm" variant="outline">
          <LuSearch aria-hidden="true" /> {ft('common.search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={blurry === '' && draft === ''}
          onClick={() => {
            setDraft('');
            setBlurry('');
            setPage(0);
          }}
        >
          <LuRotateCcw aria-hidden="true" /> {ft('common.reset')}
        </Button>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ft('commands.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {ft('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {deleteError ? (
        <Alert.Root status="error" role="alert" size="sm" data-testid="delete-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ft('common.deleteFailed')}</Alert.Title>
            <Alert.Description>{deleteError}</Alert.Description>
          </Alert.Content>
          <CloseButton size="xs" aria-label={t('common.cancel')} onClick={() => setDeleteError(null)} />
        </Alert.Root>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={list.isPlaceholderData ? 0.7 : 1} aria-busy={list.isPending || list.isPlaceholderData}>
        <Table.Root size="sm" aria-label={ft('commands.table')} interactive>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <SortHeader field="name" sort={sort} onSort={onSort}>
                {ft('commands.columns.name')}
              </SortHeader>
              <PlainHeader>{ft('commands.columns.template')}</PlainHeader>
              <SortHeader field="ttlMs" sort={sort} onSort={onSort}>
                {ft('commands.columns.ttl')}
              </SortHeader>
              <PlainHeader>{ft('commands.columns.rules')}</PlainHeader>
              <SortHeader field="updateTime" sort={sort} onSort={onSort}>
                {ft('commands.columns.updated')}
              </SortHeader>
              <PlainHeader>{ft('common.actions')}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={rows.length === 0} columns={6} emptyText={blurry ? ft('commands.noMatch') : ft('commands.empty')} />
            {rows.map((row) => (
              <Table.Row key={row.id} data-command={row.name}>
                <Table.Cell minW="36">
                  <Text fontWeight="medium">
                    <bdi>{row.name}</bdi>
                  </Text>
                  {row.note ? (
                    <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.note}>
                      <bdi>{row.note}</bdi>
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell maxW="md">
                  <Code dir="ltr" fontSize="xs" display="block" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" title={row.payloadTemplate}>
                    {row.payloadTemplate}
                  </Code>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{ft('common.seconds', { count: row.ttlMs / 1_000 })}</Table.Cell>
                <Table.Cell textAlign="end">{row.ruleCount > 0 ? <Badge colorPalette="blue">{row.ruleCount}</Badge> : <Text color="fg.muted">0</Text>}</Table.Cell>
                <Table.Cell>
                  <WireTime value={row.updateTime} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {canEdit ? (
                      <IconButton size="xs" variant="ghost" aria-label={ft('commands.editOf', { name: row.name })} title={ft('common.edit')} onClick={() => setDrawer(row)}>
                        <LuPencil />
                      </IconButton>
                    ) : null}
                    {canDelete ? (
                      <IconButton size="xs" variant="subtle" colorPalette="red" aria-label={ft('commands.deleteOf', { name: row.name })} title={ft('common.delete')} onClick={() => setDeleting(row)}>
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
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      <CommandDrawer target={drawer} onClose={() => setDrawer(null)} />
      <ConfirmDialog open={deleting !== null} message={t('common.deleteConfirm')} loading={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </PageCard>
  );
}
