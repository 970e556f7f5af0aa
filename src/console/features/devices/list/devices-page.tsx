/**
 * Devices (Live game devices → Devices, component 'Devices'; name, type, key, online state): the
 * list with search (name, note), type and switch filters, sorting and paging, polled every 5 s so the online badges
 * follow the devices; 'Add' opens the form drawer and then shows the new key once (copyable); per row: a test command,
 * a new key (asked first), edit, delete (asked first; refused while a rule uses the device, with the rules named).
 */
import { Alert, Button, CloseButton, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { DEVICE_TYPES, type DeviceRow, type DeviceSortField } from '../../../../../streams/contracts/devices';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess } from '@shared/ui/toaster';
import { useDeleteDevices } from '../api/delete-devices';
import { useDevices, type DeviceFilters } from '../api/get-devices';
import { useRegenerateDeviceKey } from '../api/regenerate-device-key';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { notifyFailure } from '../common/notify-failure';
import { PageCard } from '@shared/ui/page-card';
import { DEVICE_PERMISSIONS } from '../common/permissions';
import { ListFooter } from '@shared/ui/table-parts';
import { useDvTranslation } from '../i18n/use-dv-translation';
import { DeviceDrawer, type DeviceDrawerTarget } from './device-drawer';
import { DevicesTable } from './devices-table';
import { KeyDialog, type ShownKey } from './key-dialog';
import { TestDialog } from './test-dialog';

const PAGE_SIZE = 10;
/** Online badges follow the devices within this long. */
const REFRESH_MS = 5_000;
const TEXT_SORTS: readonly DeviceSortField[] = ['name', 'type'];
const NO_FILTERS: DeviceFilters = { blurry: '', type: '', enabled: '' };

export function DevicesPage() {
  const { t, dt, failure } = useDvTranslation();
  const canAdd = useCan(DEVICE_PERMISSIONS.add);
  const canEdit = useCan(DEVICE_PERMISSIONS.edit);
  const canDelete = useCan(DEVICE_PERMISSIONS.del);
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<DeviceFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<DeviceSortField>>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<DeviceDrawerTarget>(null);
  const [deleting, setDeleting] = useState<DeviceRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [rekeying, setRekeying] = useState<DeviceRow | null>(null);
  const [testing, setTesting] = useState<DeviceRow | null>(null);
  const [shownKey, setShownKey] = useState<ShownKey | null>(null);

  const list = useDevices({ page, size: PAGE_SIZE, sort, ...filters }, REFRESH_MS);
  const remove = useDeleteDevices();
  const regenerate = useRegenerateDeviceKey();
  const rows = list.data?.content ?? [];
  const filtered = filters.blurry !== '' || filters.type !== '' || filters.enabled !== '';

  const applyFilters = (next: Partial<DeviceFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
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

  const confirmNewKey = async () => {
    if (!rekeying) return;
    const device = rekeying;
    try {
      const { key } = await regenerate.mutateAsync(device.id);
      setShownKey({ name: device.name, key, regenerated: true });
    } catch (error) {
      notifyFailure(dt('devices.key.failed'), failure(error));
    } finally {
      setRekeying(null);
    }
  };

  return (
    <PageCard
      title={dt('devices.title')}
      help={dt('devices.help')}
      actions={
        canAdd ? (
          <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
            <LuPlus aria-hidden="true" /> {dt('common.add')}
          </Button>
        ) : null
      }
    >
      <chakra.form
        role="search"
        aria-label={dt('common.filters')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          applyFilters({ blurry: draft.trim() });
        }}
      >
        <Input type="search" aria-label={dt('devices.searchLabel')} placeholder={dt('devices.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={dt('devices.typeFilter')} value={filters.type} onChange={(e) => applyFilters({ type: e.target.value as DeviceFilters['type'] })}>
            <option value="">{dt('devices.allTypes')}</option>
            {DEVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {dt(`types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={dt('common.enabledFilter')} value={filters.enabled} onChange={(e) => applyFilters({ enabled: e.target.value as DeviceFilters['enabled'] })}>
            <option value="">{dt('common.allEnabled')}</option>
            <option value="true">{dt('common.on')}</option>
            <option value="false">{dt('common.off')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {dt('common.search')}
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
            <LuRotateCcw aria-hidden="true" /> {dt('common.reset')}
          </Button>
        </HStack>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{dt('devices.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {dt('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {deleteError ? (
        <Alert.Root status="error" role="alert" size="sm" data-testid="delete-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{dt('common.deleteFailed')}</Alert.Title>
            <Alert.Description>{deleteError}</Alert.Description>
          </Alert.Content>
          <CloseButton size="xs" aria-label={t('common.cancel')} onClick={() => setDeleteError(null)} />
        </Alert.Root>
      ) : null}
      <DevicesTable
        rows={rows}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        emptyText={filtered ? dt('devices.noMatch') : dt('devices.empty')}
        sort={sort}
        onSort={(field) => {
          setSort((current) => nextSort(current, field, TEXT_SORTS));
          setPage(0);
        }}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={setDrawer}
        onDelete={setDeleting}
        onTest={setTesting}
        onNewKey={setRekeying}
      />
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      <DeviceDrawer target={drawer} onClose={() => setDrawer(null)} onCreated={(name, key) => setShownKey({ name, key, regenerated: false })} />
      <KeyDialog shown={shownKey} onClose={() => setShownKey(null)} />
      <TestDialog device={testing} onClose={() => setTesting(null)} />
      <ConfirmDialog open={deleting !== null} message={t('common.deleteConfirm')} loading={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
      <ConfirmDialog
        open={rekeying !== null}
        message={rekeying ? dt('devices.key.confirm', { name: rekeying.name }) : ''}
        confirmLabel={dt('devices.newKey')}
        loading={regenerate.isPending}
        onConfirm={() => void confirmNewKey()}
        onCancel={() => setRekeying(null)}
      />
    </PageCard>
  );
}
