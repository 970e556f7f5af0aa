/**
 * Users (System → User, component 'User'): a department tree at the side filters the list (a dept and its
 * sub-depts); search over username, nickname, e-mail and phone, a state filter, sorting and paging; an enable switch
 * (asked first); add/edit in a drawer; delete and password reset (asked first; the new passwords shown once);
 * export of the filtered list. Buttons the user lacks the permission for are not shown.
 */
import { Alert, Badge, Box, Button, CloseButton, Flex, HStack, IconButton, Input, NativeSelect, Stack, Switch, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuKeyRound, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { SystemUser } from '../../../../../streams/contracts/system-users';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SelectBox, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { useSelection } from '@shared/ui/use-selection';
import { useDeleteUsers } from '../api/delete-users';
import { useDownloadUsers } from '../api/download-users';
import { usePickerDepts } from '../api/get-picker-depts';
import { useUsers, type UserFilters, type UserSortField } from '../api/get-users';
import { useResetPasswords } from '../api/reset-passwords';
import { useUpdateUser } from '../api/update-user';
import { treeRows } from '../common/tree';
import { useSuTranslation } from '../i18n/use-su-translation';
import { PasswordsDialog, type ShownPasswords } from './passwords-dialog';
import { UserDrawer, type UserDrawerTarget } from './user-drawer';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly UserSortField[] = ['username', 'nickName', 'email'];
const NO_FILTERS: UserFilters = { blurry: '', enabled: '', deptId: null };

export function UsersPage() {
  const { t, st, failure } = useSuTranslation();
  const canAdd = useCan('user:add');
  const canEdit = useCan('user:edit');
  const canDelete = useCan('user:del');
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<UserSortField>>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<UserDrawerTarget>(null);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [resetting, setResetting] = useState<number[] | null>(null);
  const [switching, setSwitching] = useState<SystemUser | null>(null);
  const [shown, setShown] = useState<ShownPasswords | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const selection = useSelection();

  const list = useUsers({ page, size: PAGE_SIZE, sort, ...filters });
  const depts = usePickerDepts();
  const remove = useDeleteUsers();
  const reset = useResetPasswords();
  const update = useUpdateUser();
  const download = useDownloadUsers();
  const rows = list.data?.content ?? [];
  const filtered = filters.blurry !== '' || filters.enabled !== '' || filters.deptId !== null;
  const selectedOnPage = selection.on(rows.map((row) => row.id));
  const pageTick = selectedOnPage.length === 0 ? false : selectedOnPage.length === rows.length ? true : 'indeterminate';

  const applyFilters = (next: Partial<UserFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
    selection.clear();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setActionError(null);
    try {
      await remove.mutateAsync(deleting);
      notifySuccess(t('common.deleteSuccess'));
      selection.drop(deleting);
      if (rows.length <= deleting.length && page > 0) setPage(page - 1);
    } catch (error) {
      setActionError(failure(error));
    } finally {
      setDeleting(null);
    }
  };

  const confirmReset = async () => {
    if (!resetting) return;
    setActionError(null);
    try {
      const fresh = await reset.mutateAsync(resetting);
      setShown({ kind: 'reset', items: fresh });
      selection.clear();
    } catch (error) {
      setActionError(failure(error));
    } finally {
      setResetting(null);
    }
  };

  const confirmSwitch = async () => {
    if (!switching) return;
    const user = switching;
    try {
      await update.mutateAsync({
        id: user.id,
        username: user.username,
        nickName: user.nickName,
        gender: user.gender === 'female' || user.gender === '女' ? 'female' : 'male',
        email: user.email,
        phone: user.phone,
        enabled: !user.enabled,
        dept: user.dept ? { id: user.dept.id } : null,
        roles: user.roles.map(({ id }) => ({ id })),
        jobs: user.jobs.map(({ id }) => ({ id })),
      });
      notifySuccess(t('common.editSuccess'));
    } catch (error) {
      setActionError(failure(error));
    } finally {
      setSwitching(null);
    }
  };

  const exportList = async () => {
    try {
      await download.mutateAsync(filters);
    } catch (error) {
      notifyError(`${st('common.exportFailed')}: ${failure(error)}`);
    }
  };

  const columns = 9 + (canEdit || canDelete ? 1 : 0);
  return (
    <PageCard
      title={st('users.title')}
      help={st('users.help')}
      actions={
        <>
          {canDelete && selectedOnPage.length > 0 ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting([...selection.selected])}>
              <LuTrash2 aria-hidden="true" /> {st('common.deleteSelected', { count: selection.selected.size })}
            </Button>
          ) : null}
          {canEdit && selectedOnPage.length > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setResetting([...selection.selected])}>
              <LuKeyRound aria-hidden="true" /> {st('users.resetSelected', { count: selection.selected.size })}
            </Button>
          ) : null}
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
      <Flex gap="4" align="start" direction={{ base: 'column', md: 'row' }}>
        <Box as="nav" aria-label={st('users.depts')} minW="52" maxW={{ md: '60' }} borderWidth="1px" borderRadius="md" p="2" data-testid="dept-tree">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="2" pb="1">
            {st('users.depts')}
          </Text>
          <Stack gap="0.5">
            <DeptButton label={st('users.allDepts')} depth={0} active={filters.deptId === null} onClick={() => applyFilters({ deptId: null })} />
            {treeRows(depts.data ?? []).map(({ item, depth }) => (
              <DeptButton key={item.id} label={item.name} depth={depth} active={filters.deptId === item.id} onClick={() => applyFilters({ deptId: item.id })} />
            ))}
            {depts.isError ? (
              <Text fontSize="xs" color="fg.error" px="2">
                {st('users.deptsFailed')}
              </Text>
            ) : null}
          </Stack>
        </Box>
        <Stack gap="3" flex="1" minW="0" w="full">
          <chakra.form
            role="search"
            aria-label={st('common.filters')}
            display="flex"
            gap="2"
            flexWrap="wrap"
            alignItems="center"
            onSubmit={(e) => {
              e.preventDefault();
              applyFilters({ blurry: draft.trim() });
            }}
          >
            <Input type="search" aria-label={st('users.searchLabel')} placeholder={st('users.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
            <NativeSelect.Root size="sm" width="auto" minW="36">
              <NativeSelect.Field aria-label={st('common.stateFilter')} value={filters.enabled} onChange={(e) => applyFilters({ enabled: e.target.value as UserFilters['enabled'] })}>
                <option value="">{st('common.allStates')}</option>
                <option value="true">{st('common.enabled')}</option>
                <option value="false">{st('common.disabled')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <HStack gap="2">
              <Button type="submit" size="sm" variant="outline">
                <LuSearch aria-hidden="true" /> {st('common.search')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={!filtered && draft === ''}
                onClick={() => {
                  setDraft('');
                  applyFilters(NO_FILTERS);
                }}
              >
                <LuRotateCcw aria-hidden="true" /> {st('common.reset')}
              </Button>
            </HStack>
          </chakra.form>
          {list.isError ? (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{st('users.failed')}</Alert.Title>
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
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-busy={list.isFetching}>
              <Table.Header>
                <Table.Row>
                  <PlainHeader w="10">
                    <SelectBox checked={pageTick} label={st('common.selectAll')} onChange={(on) => selection.set(rows.map((row) => row.id), on)} />
                  </PlainHeader>
                  <SortHeader field="username" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('users.columns.username')}
                  </SortHeader>
                  <SortHeader field="nickName" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('users.columns.nickName')}
                  </SortHeader>
                  <PlainHeader>{st('users.columns.gender')}</PlainHeader>
                  <SortHeader field="email" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('users.columns.email')}
                  </SortHeader>
                  <PlainHeader>{st('users.columns.dept')}</PlainHeader>
                  <PlainHeader>{st('users.columns.roles')}</PlainHeader>
                  <SortHeader field="enabled" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('users.columns.enabled')}
                  </SortHeader>
                  <SortHeader field="createTime" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                    {st('users.columns.createTime')}
                  </SortHeader>
                  {canEdit || canDelete ? <PlainHeader>{st('common.actions')}</PlainHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <TableStateRows loading={list.isPending} empty={!list.isPending && rows.length === 0} columns={columns} emptyText={filtered ? st('users.noMatch') : st('users.empty')} />
                {rows.map((user) => (
                  <Table.Row key={user.id}>
                    <Table.Cell>
                      <SelectBox checked={selection.selected.has(user.id)} label={st('common.selectRow', { name: user.username })} onChange={(on) => selection.set([user.id], on)} />
                    </Table.Cell>
                    <Table.Cell fontWeight="medium">{user.username}</Table.Cell>
                    <Table.Cell>{user.nickName}</Table.Cell>
                    <Table.Cell>{user.gender === 'female' || user.gender === '女' ? st('users.genders.female') : user.gender ? st('users.genders.male') : ''}</Table.Cell>
                    <Table.Cell>
                      <chakra.bdi dir="ltr">{user.email ?? ''}</chakra.bdi>
                    </Table.Cell>
                    <Table.Cell>{user.dept?.name ?? ''}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" wrap="wrap">
                        {user.roles.map((role) => (
                          <Badge key={role.id} size="sm" variant="subtle">
                            {role.name}
                          </Badge>
                        ))}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      <Switch.Root size="sm" colorPalette="brand" checked={user.enabled} disabled={!canEdit} onCheckedChange={() => setSwitching(user)}>
                        <Switch.HiddenInput aria-label={st('users.switchLabel', { name: user.username })} />
                        <Switch.Control />
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <WireTime value={user.createTime} />
                    </Table.Cell>
                    {canEdit || canDelete ? (
                      <Table.Cell>
                        <HStack gap="1">
                          {canEdit ? (
                            <>
                              <IconButton size="xs" variant="ghost" aria-label={st('users.editLabel', { name: user.username })} onClick={() => setDrawer(user)}>
                                <LuPencil />
                              </IconButton>
                              <IconButton size="xs" variant="ghost" aria-label={st('users.resetLabel', { name: user.username })} onClick={() => setResetting([user.id])}>
                                <LuKeyRound />
                              </IconButton>
                            </>
                          ) : null}
                          {canDelete ? (
                            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={st('users.deleteLabel', { name: user.username })} onClick={() => setDeleting([user.id])}>
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
          </Table.ScrollArea>
          <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={list.isPending} />
        </Stack>
      </Flex>
      <UserDrawer target={drawer} onClose={() => setDrawer(null)} onGenerated={(username, password) => setShown({ kind: 'created', items: [{ username, password }] })} />
      <PasswordsDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting && deleting.length > 1 ? t('common.deleteBatchConfirm', { count: deleting.length }) : t('common.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        message={st('users.resetConfirm', { count: resetting?.length ?? 0 })}
        confirmLabel={st('users.resetPwd')}
        loading={reset.isPending}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetting(null)}
      />
      <ConfirmDialog
        open={switching !== null}
        message={switching ? st(switching.enabled ? 'users.disableConfirm' : 'users.enableConfirm', { name: switching.username }) : ''}
        loading={update.isPending}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setSwitching(null)}
      />
    </PageCard>
  );
}

function DeptButton({ label, depth, active, onClick }: { label: string; depth: number; active: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      textAlign="start"
      fontSize="sm"
      py="1"
      pe="2"
      ps={`${0.5 + depth * 1}rem`}
      borderRadius="sm"
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : undefined}
      fontWeight={active ? 'semibold' : undefined}
      aria-pressed={active}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      onClick={onClick}
    >
      {label}
    </chakra.button>
  );
}
