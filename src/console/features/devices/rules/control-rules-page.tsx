/**
 * Control rules (Live game devices → Control rules, component 'DeviceRules'; room + gift +
 * minimum count or diamonds → command on a device, with a cooldown): the list with search (name, TikTok ID, gift),
 * device and switch filters, sorting and paging, refreshed every 10 s so "last sent" follows the firings; 'Add' and
 * 'Edit' open the form drawer; delete asks first.
 */
import { Alert, Badge, Box, Button, CloseButton, HStack, IconButton, Input, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { DeviceRuleRow, RuleSortField } from '../../../../../streams/contracts/devices';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess } from '@shared/ui/toaster';
import { useDeleteRules } from '../api/delete-rules';
import { useDeviceOptions } from '../api/get-device-options';
import { useRules, type RuleFilters } from '../api/get-rules';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { DEVICE_PERMISSIONS } from '../common/permissions';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { useDevicesT } from '../i18n/devices-locale';
import { RuleDrawer, type RuleDrawerTarget } from './rule-drawer';

const PAGE_SIZE = 10;
const REFRESH_MS = 10_000;
const TEXT_SORTS: readonly RuleSortField[] = ['name', 'uniqueId'];
const NO_FILTERS: RuleFilters = { blurry: '', deviceId: '', enabled: '' };

export function ControlRulesPage() {
  const { t, ft, failure } = useDevicesT();
  const canAdd = useCan(DEVICE_PERMISSIONS.add);
  const canEdit = useCan(DEVICE_PERMISSIONS.edit);
  const canDelete = useCan(DEVICE_PERMISSIONS.del);
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<RuleFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<RuleSortField>>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<RuleDrawerTarget>(null);
  const [deleting, setDeleting] = useState<DeviceRuleRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = useRules({ ...filters, page, size: PAGE_SIZE, sort }, REFRESH_MS);
  const devices = useDeviceOptions();
  const remove = useDeleteRules();
  const rows = list.data?.content ?? [];
  const filtered = filters.blurry !== '' || filters.deviceId !== '' || filters.enabled !== '';
  const applyFilters = (next: Partial<RuleFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const onSort = (field: RuleSortField) => {
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

  const minimum = (row: DeviceRuleRow) => {
    const parts = [
      row.minCount === null ? null : ft('rules.minCount', { count: row.minCount }),
      row.minDiamonds === null ? null : ft('rules.minDiamonds', { count: row.minDiamonds }),
    ].filter((part): part is string => part !== null);
    return parts.length === 0 ? <Text color="fg.muted">{ft('rules.everyGift')}</Text> : parts.map((part) => <Text key={part}>{part}</Text>);
  };

  return (
    <PageCard
      title={ft('rules.title')}
      help={ft('rules.help')}
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
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          applyFilters({ blurry: draft.trim() });
        }}
      >
        <Input type="search" aria-label={ft('rules.searchLabel')} placeholder={ft('rules.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field aria-label={ft('rules.deviceFilter')} value={filters.deviceId} onChange={(e) => applyFilters({ deviceId: e.target.value })}>
            <option value="">{ft('rules.allDevices')}</option>
            {(devices.data ?? []).map((device) => (
              <option key={device.id} value={String(device.id)}>
                {device.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={ft('common.enabledFilter')} value={filters.enabled} onChange={(e) => applyFilters({ enabled: e.target.value as RuleFilters['enabled'] })}>
            <option value="">{ft('common.allEnabled')}</option>
            <option value="true">{ft('common.on')}</option>
            <option value="false">{ft('common.off')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {ft('common.search')}
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
            <LuRotateCcw aria-hidden="true" /> {ft('common.reset')}
          </Button>
        </HStack>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ft('rules.failed')}</Alert.Title>
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
        <Table.Root size="sm" aria-label={ft('rules.table')} interactive>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <SortHeader field="name" sort={sort} onSort={onSort}>
                {ft('rules.columns.name')}
              </SortHeader>
              <SortHeader field="uniqueId" sort={sort} onSort={onSort}>
                {ft('rules.columns.streamer')}
              </SortHeader>
              <PlainHeader>{ft('rules.columns.gift')}</PlainHeader>
              <PlainHeader>{ft('rules.columns.minimum')}</PlainHeader>
              <PlainHeader>{ft('rules.columns.command')}</PlainHeader>
              <PlainHeader>{ft('rules.columns.device')}</PlainHeader>
              <SortHeader field="cooldownMs" sort={sort} onSort={onSort}>
                {ft('rules.columns.cooldown')}
              </SortHeader>
              <SortHeader field="enabled" sort={sort} onSort={onSort}>
                {ft('rules.columns.enabled')}
              </SortHeader>
              <PlainHeader>{ft('rules.columns.lastFired')}</PlainHeader>
              <PlainHeader>{ft('common.actions')}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={rows.length === 0} columns={10} emptyText={filtered ? ft('rules.noMatch') : ft('rules.empty')} />
            {rows.map((row) => (
              <Table.Row key={row.id} data-rule={row.name}>
                <Table.Cell fontWeight="medium" minW="32">
                  <bdi>{row.name}</bdi>
                </Table.Cell>
                <Table.Cell>
                  <chakra.bdi dir="ltr">@{row.uniqueId}</chakra.bdi>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.giftId === null ? <Text color="fg.muted">{ft('rules.anyGift')}</Text> : <bdi>{row.giftName ?? row.giftId}</bdi>}</Table.Cell>
                <Table.Cell fontSize="xs">
                  <Stack gap="0">{minimum(row)}</Stack>
                </Table.Cell>
                <Table.Cell>
                  <bdi>{row.command.name}</bdi>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <bdi>{row.device.name}</bdi>
                    {row.device.enabled ? null : (
                      <Badge size="sm" variant="outline" colorPalette="gray">
                        {ft('rules.deviceDisabled')}
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.cooldownMs === 0 ? <Text color="fg.muted">{ft('rules.noCooldown')}</Text> : ft('common.seconds', { count: row.cooldownMs / 1_000 })}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.enabled ? 'green' : 'gray'} variant={row.enabled ? 'subtle' : 'outline'}>
                    {ft(row.enabled ? 'common.on' : 'common.off')}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{row.lastFiredAt ? <WireTime value={row.lastFiredAt} /> : <Text color="fg.muted">{ft('common.never')}</Text>}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {canEdit ? (
                      <IconButton size="xs" variant="ghost" aria-label={ft('rules.editOf', { name: row.name })} title={ft('common.edit')} onClick={() => setDrawer(row)}>
                        <LuPencil />
                      </IconButton>
                    ) : null}
                    {canDelete ? (
                      <IconButton size="xs" variant="subtle" colorPalette="red" aria-label={ft('rules.deleteOf', { name: row.name })} title={ft('common.delete')} onClick={() => setDeleting(row)}>
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
      <RuleDrawer target={drawer} onClose={() => setDrawer(null)} />
      <ConfirmDialog open={deleting !== null} message={t('common.deleteConfirm')} loading={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </PageCard>
  );
}
