/**
 * Monitored streamers (Live monitoring → Monitored streamers, component 'MonitorStreamers'): the list with
 * search (TikTok ID, nickname, notes), type, monitoring and status filters, sorting and paging, refreshed while open
 * (the status follows the scans); the monitoring switch acts at once; 'Add' and 'Edit' open the form drawer; a
 * selection can be switched on or off or deleted (deleting asks first); 'Import' opens the import dialog, 'Export'
 * downloads the filtered list as xlsx, 'Template' the import's CSV template.
 */
import { Alert, Button, CloseButton, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuEye, LuEyeOff, LuFileSpreadsheet, LuPlus, LuRotateCcw, LuSearch, LuTrash2, LuUpload } from 'react-icons/lu';
import { MONITOR_STATUSES, MONITOR_TYPES, type MonitorStreamerRow, type MonitorStreamerSortField } from '../../../../../streams/contracts/monitor';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess } from '@shared/ui/toaster';
import { useDeleteMonitorStreamers } from '../api/delete-monitor-streamers';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { useDownloadMonitorStreamers } from '../api/download-monitor-streamers';
import { useMonitorStreamers, type MonitorStreamerFilters } from '../api/get-monitor-streamers';
import { useSetMonitorStreamersEnabled } from '../api/set-monitor-streamers-enabled';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { notifyFailure } from '../common/notify-failure';
import { PageCard } from '@shared/ui/page-card';
import { MONITOR_PERMISSIONS } from '../common/permissions';
import { ListFooter } from '@shared/ui/table-parts';
import { useSelection } from '@shared/ui/use-selection';
import { useMoTranslation } from '../i18n/use-mo-translation';
import { ImportDialog } from './import-dialog';
import { StreamerDrawer, type StreamerDrawerTarget } from './streamer-drawer';
import { StreamersTable } from './streamers-table';

const PAGE_SIZE = 10;
/** Statuses move with the scans (every minute for focus and PK streamers). */
const REFRESH_MS = 15_000;
const TEXT_SORTS: readonly MonitorStreamerSortField[] = ['uniqueId', 'nickname', 'type', 'status'];
const NO_FILTERS: MonitorStreamerFilters = { blurry: '', type: '', enabled: '', status: '' };

/** The page. */
export function MonitorStreamersPage() {
  const { t, mt, failure } = useMoTranslation();
  const canAdd = useCan(MONITOR_PERMISSIONS.add);
  const canEdit = useCan(MONITOR_PERMISSIONS.edit);
  const canDelete = useCan(MONITOR_PERMISSIONS.del);
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<MonitorStreamerFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<MonitorStreamerSortField>>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [deleteTargets, setDeleteTargets] = useState<number[] | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<StreamerDrawerTarget>(null);
  const [importing, setImporting] = useState(false);
  const selection = useSelection();

  const list = useMonitorStreamers({ page, size: PAGE_SIZE, sort, ...filters }, REFRESH_MS);
  const remove = useDeleteMonitorStreamers();
  const switchMany = useSetMonitorStreamersEnabled();
  const download = useDownloadMonitorStreamers();
  const template = useDownloadImportTemplate();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  const selectedIds = selection.on(rows.map((row) => row.id));
  const filtered = filters.blurry !== '' || filters.type !== '' || filters.enabled !== '' || filters.status !== '';

  const applyFilters = (next: Partial<MonitorStreamerFilters>) => {
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
      // The last rows of the last page went: show the page before.
      if (rows.length === deleteTargets.length && page > 0) setPage(page - 1);
    } catch (error) {
      setDeleteError(failure(error));
    } finally {
      setDeleteTargets(null);
    }
  };

  const switchSelected = async (enabled: boolean) => {
    try {
      await switchMany.mutateAsync({ ids: selectedIds, enabled });
      notifySuccess(mt(enabled ? 'list.switchedOn' : 'list.switchedOff', { count: selectedIds.length }));
    } catch (error) {
      notifyFailure(mt('list.switchFailed'), failure(error));
    }
  };

  const exportList = async () => {
    try {
      await download.mutateAsync({ filters, sort });
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failure(error));
    }
  };

  const downloadTemplate = async () => {
    try {
      await template.mutateAsync();
    } catch (error) {
      notifyFailure(mt('list.templateFailed'), failure(error));
    }
  };

  return (
    <PageCard
      title={mt('streamers.title')}
      help={mt('streamers.help')}
      actions={
        <>
          {canEdit ? (
            <>
              <Button size="sm" variant="outline" disabled={selectedIds.length === 0} loading={switchMany.isPending && switchMany.variables.enabled} onClick={() => void switchSelected(true)}>
                <LuEye aria-hidden="true" /> {mt('list.enableSelected', { count: selectedIds.length })}
              </Button>
              <Button size="sm" variant="outline" disabled={selectedIds.length === 0} loading={switchMany.isPending && !switchMany.variables.enabled} onClick={() => void switchSelected(false)}>
                <LuEyeOff aria-hidden="true" /> {mt('list.disableSelected', { count: selectedIds.length })}
              </Button>
            </>
          ) : null}
          {canDelete ? (
            <Button size="sm" colorPalette="red" variant="outline" disabled={selectedIds.length === 0} onClick={() => setDeleteTargets(selectedIds)}>
              <LuTrash2 aria-hidden="true" /> {mt('list.deleteSelected', { count: selectedIds.length })}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" loading={download.isPending} onClick={() => void exportList()}>
            <LuDownload aria-hidden="true" /> {mt('list.export')}
          </Button>
          {canAdd ? (
            <>
              <Button size="sm" variant="ghost" loading={template.isPending} title={mt('list.templateHint')} onClick={() => void downloadTemplate()}>
                <LuFileSpreadsheet aria-hidden="true" /> {mt('list.template')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
                <LuUpload aria-hidden="true" /> {mt('list.import')}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
                <LuPlus aria-hidden="true" /> {mt('list.add')}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <chakra.form
        role="search"
        aria-label={mt('list.filtersLabel')}
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
          aria-label={mt('streamers.searchLabel')}
          placeholder={mt('streamers.searchPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          size="sm"
          maxW="xs"
        />
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={mt('streamers.typeFilter')} value={filters.type} onChange={(e) => applyFilters({ type: e.target.value as MonitorStreamerFilters['type'] })}>
            <option value="">{mt('streamers.allTypes')}</option>
            {MONITOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {mt(`types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field aria-label={mt('streamers.statusFilter')} value={filters.status} onChange={(e) => applyFilters({ status: e.target.value as MonitorStreamerFilters['status'] })}>
            <option value="">{mt('streamers.allStatuses')}</option>
            {MONITOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {mt(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={mt('streamers.enabledFilter')} value={filters.enabled} onChange={(e) => applyFilters({ enabled: e.target.value as MonitorStreamerFilters['enabled'] })}>
            <option value="">{mt('streamers.allEnabled')}</option>
            <option value="true">{mt('switch.on')}</option>
            <option value="false">{mt('switch.off')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {mt('list.search')}
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
            <LuRotateCcw aria-hidden="true" /> {mt('list.reset')}
          </Button>
        </HStack>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{mt('streamers.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {mt('list.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {deleteError ? (
        <Alert.Root status="error" role="alert" size="sm" data-testid="delete-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{mt('list.deleteFailed')}</Alert.Title>
            <Alert.Description>{deleteError}</Alert.Description>
          </Alert.Content>
          <CloseButton size="xs" aria-label={t('common.cancel')} onClick={() => setDeleteError(null)} />
        </Alert.Root>
      ) : null}
      <StreamersTable
        rows={rows}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        emptyText={filtered ? mt('streamers.noMatch') : mt('streamers.empty')}
        sort={sort}
        onSort={(field) => {
          setSort((current) => nextSort(current, field, TEXT_SORTS));
          setPage(0);
        }}
        selectable={canEdit || canDelete}
        canEdit={canEdit}
        canDelete={canDelete}
        selected={selection.selected}
        onSelect={selection.set}
        onEdit={setDrawer}
        onDelete={(row: MonitorStreamerRow) => setDeleteTargets([row.id])}
      />
      <ListFooter total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      <StreamerDrawer target={drawer} onClose={() => setDrawer(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
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
