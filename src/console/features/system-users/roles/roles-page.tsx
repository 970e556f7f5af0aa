/**
 * Roles (System → Role, component 'Role'): the roles with search, sort and paging; add/edit in a drawer
 * (level, data scope, custom depts, description); delete asked first (a role in use is refused with its holders
 * named); export; selecting a row shows its menus as a tree to tick and save. Buttons the user lacks the permission
 * for are not shown; roles more powerful than the caller are read-only.
 */
import { Alert, Box, Button, CloseButton, Flex, HStack, IconButton, Input, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { Role } from '../../../../../streams/contracts/roles';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { useDeleteRoles } from '../api/delete-roles';
import { useDownloadRoles } from '../api/download-roles';
import { useRoleLevel } from '../api/get-role-level';
import { useRoles, type RoleSortField } from '../api/get-roles';
import { useSuTranslation } from '../i18n/use-su-translation';
import { MenuPanel } from './menu-panel';
import { RoleDrawer, type RoleDrawerTarget } from './role-drawer';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly RoleSortField[] = ['name', 'level'];

export function RolesPage() {
  const { t, st, failure } = useSuTranslation();
  const canAdd = useCan('roles:add');
  const canEdit = useCan('roles:edit');
  const canDelete = useCan('roles:del');
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const [sort, setSort] = useState<SortState<RoleSortField>>({ field: 'level', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<RoleDrawerTarget>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const list = useRoles({ page, size: PAGE_SIZE, sort, blurry });
  const level = useRoleLevel();
  const remove = useDeleteRoles();
  const download = useDownloadRoles();
  const rows = list.data?.content ?? [];
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const callerLevel = level.data?.level ?? null;
  const manageable = (role: Role) => callerLevel !== null && role.level >= callerLevel;

  const confirmDelete = async () => {
    if (!deleting) return;
    setActionError(null);
    try {
      await remove.mutateAsync([deleting.id]);
      notifySuccess(t('common.deleteSuccess'));
      if (selectedId === deleting.id) setSelectedId(null);
      if (rows.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      setActionError(failure(error));
    } finally {
      setDeleting(null);
    }
  };

  const exportList = async () => {
    try {
      await download.mutateAsync(blurry);
    } catch (error) {
      notifyError(`${st('common.exportFailed')}: ${failure(error)}`);
    }
  };

  const columns = 5 + (canEdit || canDelete ? 1 : 0);
  return (
    <PageCard
      title={st('roles.title')}
      help={st('roles.help')}
      actions={
        <>
          <Button size="sm" variant="outline" loading={download.isPending} onClick={() => void exportList()}>
            <LuDownload aria-hidden="true" /> {st('common.export')}
          </Button>
          {canAdd ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
              <LuPlus aria-hidden="true" /> {st('common.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <chakra.form
        role="search"
        aria-label={st('common.filters')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setBlurry(draft.trim());
          setPage(0);
        }}
      >
        <Input type="search" aria-label={st('roles.searchLabel')} placeholder={st('roles.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <Button type="submit" size="sm" variant="outline">
          <LuSearch aria-hidden="true" /> {st('common.search')}
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
          <LuRotateCcw aria-hidden="true" /> {st('common.reset')}
        </Button>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{st('roles.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {st('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {actionError ? (
        <Alert.Root status="error" role="alert" size="sm" data-testid="action-error">
          <Alert.Indicator />
          <Alert.Description flex="1">{actionError}</Alert.Description>
          <CloseButton size="xs" aria-label={st('common.close')} onClick={() => setActionError(null)} />
        </Alert.Root>
      ) : null}
      <Flex gap="4" align="start" direction={{ base: 'column', lg: 'row' }}>
        <Stack gap="3" flex="1" minW="0" w="full">
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" interactive aria-busy={list.isFetching}>
              <Table.Header>
                <Table.Row>
                  <SortHeader field="name" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('roles.columns.name')}
                  </SortHeader>
                  <SortHeader field="level" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('roles.columns.level')}
                  </SortHeader>
                  <PlainHeader>{st('roles.columns.dataScope')}</PlainHeader>
                  <PlainHeader>{st('roles.columns.description')}</PlainHeader>
                  <SortHeader field="createTime" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('roles.columns.createTime')}
                  </SortHeader>
                  {canEdit || canDelete ? <PlainHeader>{st('common.actions')}</PlainHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <TableStateRows loading={list.isPending} empty={!list.isPending && rows.length === 0} columns={columns} emptyText={blurry ? st('roles.noMatch') : st('roles.empty')} />
                {rows.map((role) => (
                  <Table.Row key={role.id} bg={role.id === selectedId ? 'brand.subtle' : undefined} aria-selected={role.id === selectedId}>
                    <Table.Cell>
                      <chakra.button
                        type="button"
                        fontWeight="medium"
                        textAlign="start"
                        color="brand.fg"
                        _hover={{ textDecoration: 'underline' }}
                        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                        aria-label={st('roles.selectLabel', { name: role.name })}
                        onClick={() => setSelectedId(role.id)}
                      >
                        {role.name}
                      </chakra.button>
                    </Table.Cell>
                    <Table.Cell>{role.level}</Table.Cell>
                    <Table.Cell>
                      {st(`roles.scopes.${role.dataScope}`)}
                      {role.dataScope === 'custom' && role.depts.length > 0 ? (
                        <Text as="span" color="fg.muted" fontSize="xs">
                          {` (${role.depts.map((dept) => dept.name).join(', ')})`}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{role.description ?? ''}</Table.Cell>
                    <Table.Cell>
                      <WireTime value={role.createTime} />
                    </Table.Cell>
                    {canEdit || canDelete ? (
                      <Table.Cell>
                        {manageable(role) ? (
                          <HStack gap="1">
                            {canEdit ? (
                              <IconButton size="xs" variant="ghost" aria-label={st('roles.editLabel', { name: role.name })} onClick={() => setDrawer(role)}>
                                <LuPencil />
                              </IconButton>
                            ) : null}
                            {canDelete ? (
                              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={st('roles.deleteLabel', { name: role.name })} onClick={() => setDeleting(role)}>
                                <LuTrash2 />
                              </IconButton>
                            ) : null}
                          </HStack>
                        ) : null}
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={list.isPending} />
        </Stack>
        <Box flexShrink={0} w={{ base: 'full', lg: '80' }} borderWidth="1px" borderRadius="md" p="3" as="section" aria-label={st('roles.menus.title')}>
          {selected ? (
            <MenuPanel key={`${selected.id}-${selected.menus.map((m) => m.id).join(',')}`} role={selected} editable={canEdit && manageable(selected)} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {st('roles.menus.pick')}
            </Text>
          )}
        </Box>
      </Flex>
      <RoleDrawer target={drawer} onClose={() => setDrawer(null)} />
      <ConfirmDialog open={deleting !== null} message={t('common.deleteConfirm')} loading={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </PageCard>
  );
}
