/**
 * Vehicle animation library (Animations config → Vehicle animation library, component 'AnimationLibrary';
 * entry animations): the list with search (name, category, description), type and status filters, sorting and
 * paging; the status switch acts at once; 'Add' and 'Edit' open the form drawer with the picture and resource
 * uploads; 'Delete' (one or a selection) asks first, and an animation a user config still uses is refused with the
 * server's message naming those users.
 */
import { Alert, Button, CloseButton, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { ANIMATION_TYPES, type AnimationTypeName, type VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess } from '@shared/ui/toaster';
import { useDeleteVehicleAnimations } from '../api/delete-vehicle-animations';
import { useVehicleAnimations, type AnimationSortField, type VehicleAnimationsQuery } from '../api/get-vehicle-animations';
import { nextSort } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ANIMATION_PERMISSIONS } from '../common/permissions';
import { ListFooter } from '@shared/ui/table-parts';
import { useSelection } from '@shared/ui/use-selection';
import { useAnTranslation } from '../i18n/use-an-translation';
import { AnimationDrawer, type AnimationDrawerTarget } from './animation-drawer';
import { AnimationsTable } from './animations-table';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly AnimationSortField[] = ['name', 'type', 'category'];

/** The list's filters as the toolbar holds them. */
type Filters = Pick<VehicleAnimationsQuery, 'blurry' | 'type' | 'enabled'>;
const NO_FILTERS: Filters = { blurry: '', type: '', enabled: '' };

/** The page. */
export function AnimationLibraryPage() {
  const { t, at, failure } = useAnTranslation();
  const canAdd = useCan(ANIMATION_PERMISSIONS.add);
  const canEdit = useCan(ANIMATION_PERMISSIONS.edit);
  const canDelete = useCan(ANIMATION_PERMISSIONS.del);
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<VehicleAnimationsQuery['sort']>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [deleteTargets, setDeleteTargets] = useState<number[] | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<AnimationDrawerTarget>(null);
  const selection = useSelection();

  const list = useVehicleAnimations({ page, size: PAGE_SIZE, sort, ...filters });
  const remove = useDeleteVehicleAnimations();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  const selectedIds = selection.on(rows.map((row) => row.id));
  const filtered = filters.blurry !== '' || filters.type !== '' || filters.enabled !== '';

  const applyFilters = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
    selection.clear();
  };

  const confirmDelete = async () => {
    if (!deleteTargets) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleteTargets);
      notifySuccess(t('common.deleteSuccess'));
      selection.drop(deleteTargets);
      // The last row of the last page went: show the page before.
      if (rows.length === deleteTargets.length && page > 0) setPage(page - 1);
    } catch (error) {
      setDeleteError(failure(error));
    } finally {
      setDeleteTargets(null);
    }
  };

  return (
    <PageCard
      title={at('library.title')}
      help={at('library.help')}
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
          applyFilters({ blurry: draft.trim() });
        }}
      >
        <Input
          type="search"
          aria-label={at('library.searchLabel')}
          placeholder={at('library.searchPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          size="sm"
          maxW="xs"
        />
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field aria-label={at('library.typeFilter')} value={filters.type} onChange={(e) => applyFilters({ type: e.target.value as AnimationTypeName | '' })}>
            <option value="">{at('library.allTypes')}</option>
            {ANIMATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {at(`types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field
            aria-label={at('library.statusFilter')}
            value={filters.enabled}
            onChange={(e) => applyFilters({ enabled: e.target.value as Filters['enabled'] })}
          >
            <option value="">{at('library.allStatuses')}</option>
            <option value="true">{at('status.enabled')}</option>
            <option value="false">{at('status.disabled')}</option>
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
            disabled={!filtered && draft === ''}
            onClick={() => {
              setDraft('');
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
      {deleteError ? (
        <Alert.Root status="error" role="alert" size="sm" data-testid="delete-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{at('list.deleteFailed')}</Alert.Title>
            <Alert.Description>{deleteError}</Alert.Description>
          </Alert.Content>
          <CloseButton size="xs" aria-label={t('common.cancel')} onClick={() => setDeleteError(null)} />
        </Alert.Root>
      ) : null}
      <AnimationsTable
        rows={rows}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        emptyText={filtered ? at('list.noMatch') : at('library.empty')}
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
        onDelete={(row: VehicleAnimationRow) => setDeleteTargets([row.id])}
      />
      <ListFooter total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={list.isPending} />
      <AnimationDrawer target={drawer} onClose={() => setDrawer(null)} />
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
