/**
 * Vehicle animation config (Animations config → Vehicle animation config, component 'UserAnimations'; user
 * entry-animation configuration: user ID, streamer ID, animation, expiry): the list with search (user or streamer
 * ID), a streamer filter and an expiry filter, sorting and paging; 'Add' and 'Edit' open the form drawer; 'Delete'
 * (one or a selection) asks first.
 */
import { Alert, Button, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { UserEntryAnimationRow } from '../../../../../streams/contracts/animations';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess } from '@shared/ui/toaster';
import { useDeleteUserAnimations } from '../api/delete-user-animations';
import { useUserAnimations, type UserAnimationSortField, type UserAnimationsQuery } from '../api/get-user-animations';
import { nextSort } from '@shared/ui/list-sort';
import { notifyFailure } from '../common/notify-failure';
import { PageCard } from '@shared/ui/page-card';
import { ANIMATION_PERMISSIONS } from '../common/permissions';
import { ListFooter } from '@shared/ui/table-parts';
import { useSelection } from '@shared/ui/use-selection';
import { useAnTranslation } from '../i18n/use-an-translation';
import { UserAnimationDrawer, type UserAnimationDrawerTarget } from './user-animation-drawer';
import { UserAnimationsTable } from './user-animations-table';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly UserAnimationSortField[] = ['userId', 'anchorId'];

/** The list's filters as the toolbar holds them. */
type Filters = Pick<UserAnimationsQuery, 'blurry' | 'anchorId' | 'expired'>;
const NO_FILTERS: Filters = { blurry: '', anchorId: '', expired: '' };

/** The page. */
export function UserAnimationsPage() {
  const { t, at, failure } = useAnTranslation();
  const canAdd = useCan(ANIMATION_PERMISSIONS.add);
  const canEdit = useCan(ANIMATION_PERMISSIONS.edit);
  const canDelete = useCan(ANIMATION_PERMISSIONS.del);
  const [draft, setDraft] = useState({ blurry: '', anchorId: '' });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<UserAnimationsQuery['sort']>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [deleteTargets, setDeleteTargets] = useState<number[] | null>(null);
  const [drawer, setDrawer] = useState<UserAnimationDrawerTarget>(null);
  const selection = useSelection();

  const list = useUserAnimations({ page, size: PAGE_SIZE, sort, ...filters });
  const remove = useDeleteUserAnimations();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  const selectedIds = selection.on(rows.map((row) => row.id));
  const filtered = filters.blurry !== '' || filters.anchorId !== '' || filters.expired !== '';

  const applyFilters = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
    selection.clear();
  };

  const confirmDelete = async () => {
    if (!deleteTargets) return;
    try {
      await remove.mutateAsync(deleteTargets);
      notifySuccess(t('common.deleteSuccess'));
      selection.drop(deleteTargets);
      if (rows.length === deleteTargets.length && page > 0) setPage(page - 1);
    } catch (error) {
      notifyFailure(at('list.deleteFailed'), failure(error));
    } finally {
      setDeleteTargets(null);
    }
  };

  return (
    <PageCard
      title={at('users.title')}
      help={at('users.help')}
      actions={
        <>
          {canDelete ? (
            <Button size="sm" colorPalette="red" variant="outline" disabled={selectedIds.length === 0} onClick={() => setDeleteTargets(selectedIds)}>
              <LuTrash2 aria-hidden="true" /> {at('list.deleteSelected', { count: selectedIds.length })}
            </Button>
          ) : null}
          {canAdd ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
              <LuPlus aria-hidden="true" /> {at('list.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <chakra.form
        role="search"
        aria-label={at('list.filtersLabel')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          applyFilters({ blurry: draft.blurry.trim(), anchorId: draft.anchorId.trim() });
        }}
      >
        <Input
          type="search"
          aria-label={at('users.searchLabel')}
          placeholder={at('users.searchPlaceholder')}
          value={draft.blurry}
          onChange={(e) => setDraft((current) => ({ ...current, blurry: e.target.value }))}
          size="sm"
          maxW="xs"
        />
        <Input
          aria-label={at('users.streamerFilter')}
          placeholder={at('users.streamerFilterPlaceholder')}
          value={draft.anchorId}
          onChange={(e) => setDraft((current) => ({ ...current, anchorId: e.target.value }))}
          size="sm"
          maxW="44"
          autoComplete="off"
        />
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={at('users.expiredFilter')} value={filters.expired} onChange={(e) => applyFilters({ expired: e.target.value as Filters['expired'] })}>
            <option value="">{at('users.allExpiry')}</option>
            <option value="false">{at('users.activeOnly')}</option>
            <option value="true">{at('users.expiredOnly')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {at('list.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!filtered && draft.blurry === '' && draft.anchorId === ''}
            onClick={() => {
              setDraft({ blurry: '', anchorId: '' });
              applyFilters(NO_FILTERS);
            }}
          >
            <LuRotateCcw aria-hidden="true" /> {at('list.reset')}
          </Button>
        </HStack>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{at('list.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {at('list.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <UserAnimationsTable
        rows={rows}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        emptyText={filtered ? at('list.noMatch') : at('users.empty')}
        sort={sort}
        onSort={(field) => {
          setSort((current) => nextSort(current, field, TEXT_SORTS));
          setPage(0);
        }}
        canEdit={canEdit}
        canDelete={canDelete}
        selected={selection.selected}
        onSelect={selection.set}
        onEdit={setDrawer}
        onDelete={(row: UserEntryAnimationRow) => setDeleteTargets([row.id])}
      />
      <ListFooter total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={list.isPending} />
      <UserAnimationDrawer target={drawer} onClose={() => setDrawer(null)} />
      <ConfirmDialog
        open={deleteTargets !== null}
        message={deleteTargets && deleteTargets.length > 1 ? t('common.deleteBatchConfirm', { count: deleteTargets.length }) : t('common.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteTargets(null)}
      />
    </PageCard>
  );
}
