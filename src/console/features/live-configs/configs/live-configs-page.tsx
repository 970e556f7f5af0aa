/**
 * Live assistant configurations (Group host config → Configurations, component 'LiveConfigs'): the list
 * with search by name, sorting and paging, state and round, plugin links with copy buttons and key replacement;
 * 'Add' and 'Edit' open the form drawer; 'Delete' (one or a selection) asks first, and a configuration being
 * collected is refused until it is stopped. `?edit=<id>` opens that configuration's form (the game pages link
 * here to change options).
 */
import { Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import type { LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { useDeleteLiveConfigs } from '../api/delete-live-configs';
import { useLiveConfigs, type LiveConfigSortField, type LiveConfigsQuery } from '../api/get-live-configs';
import { ListPagination } from '@shared/ui/list-pagination';
import { PageCard } from '@shared/ui/page-card';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { ConfigDrawer } from './config-drawer';
import { ConfigsTable } from './configs-table';
import { PluginLinksDialog } from './plugin-links-dialog';
import { useLcTranslation } from '../i18n/use-lc-translation';

const PAGE_SIZE = 10;
/** States and rounds move while games run elsewhere. */
const REFRESH_MS = 5_000;

function nextSort(current: LiveConfigsQuery['sort'], field: LiveConfigSortField): LiveConfigsQuery['sort'] {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'name' ? 'asc' : 'desc' };
}

/** The page. */
export function LiveConfigsPage() {
  const { t, lt, failure } = useLcTranslation();
  const canAdd = useCan(LIVE_CONFIG_PERMISSIONS.add);
  const canEdit = useCan(LIVE_CONFIG_PERMISSIONS.edit);
  const canDelete = useCan(LIVE_CONFIG_PERMISSIONS.del);
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const [sort, setSort] = useState<LiveConfigsQuery['sort']>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deleteTargets, setDeleteTargets] = useState<number[] | null>(null);
  const [drawer, setDrawer] = useState<number | 'new' | null>(null);
  const [linksOf, setLinksOf] = useState<LiveConfigRow | null>(null);

  const list = useLiveConfigs({ page, size: PAGE_SIZE, blurry, sort }, REFRESH_MS);
  const remove = useDeleteLiveConfigs();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  const selectedIds = rows.map((row) => row.id).filter((id) => selected.has(id));

  // `?edit=<id>`: open that form once, then drop the parameter so a reload does not reopen it.
  const editParam = params.get('edit');
  useEffect(() => {
    if (editParam === null) return;
    const id = Number(editParam);
    if (canEdit && Number.isInteger(id) && id > 0) setDrawer(id);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [editParam, canEdit, setParams]);

  const select = (ids: readonly number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const confirmDelete = async () => {
    if (!deleteTargets) return;
    try {
      await remove.mutateAsync(deleteTargets);
      notifySuccess(t('common.deleteSuccess'));
      setSelected((previous) => new Set([...previous].filter((id) => !deleteTargets.includes(id))));
    } catch (error) {
      notifyError(failure(error));
    } finally {
      setDeleteTargets(null);
    }
  };

  return (
    <PageCard
      title={lt('list.title')}
      help={lt('list.help')}
      actions={
        <>
          {canDelete ? (
            <Button size="sm" colorPalette="red" variant="outline" disabled={selectedIds.length === 0} onClick={() => setDeleteTargets(selectedIds)}>
              <LuTrash2 aria-hidden="true" /> {lt('list.deleteSelected', { count: selectedIds.length })}
            </Button>
          ) : null}
          {canAdd ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
              <LuPlus aria-hidden="true" /> {lt('list.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <chakra.form
        role="search"
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          setBlurry(draft.trim());
          setPage(0);
          setSelected(new Set());
        }}
      >
        <Input aria-label={lt('list.search')} placeholder={lt('list.search')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <Button type="submit" size="sm" variant="outline">
          <LuSearch aria-hidden="true" /> {t('common.search')}
        </Button>
      </chakra.form>
      {list.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('groupHost.configListFailed')}
        </Text>
      ) : null}
      <ConfigsTable
        rows={rows}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        sort={sort}
        onSort={(field) => {
          setSort((current) => nextSort(current, field));
          setPage(0);
        }}
        canEdit={canEdit}
        canDelete={canDelete}
        selected={selected}
        onSelect={select}
        onLinks={setLinksOf}
        onEdit={(id) => setDrawer(id)}
        onDelete={(id) => setDeleteTargets([id])}
      />
      <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('common.total', { count: total })}
        </Text>
        {total > PAGE_SIZE ? <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} /> : <HStack />}
      </Stack>
      <ConfigDrawer target={drawer} onClose={() => setDrawer(null)} />
      <PluginLinksDialog row={linksOf} onClose={() => setLinksOf(null)} />
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
