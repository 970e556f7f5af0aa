/**
 * Control rules (Live game devices → Control rules, component 'DeviceRules'; room + gift + minimum count or diamonds →
 * command on a device, with a cooldown): the list with search (name, TikTok ID, gift), device and switch filters,
 * sorting and paging (kept in the URL), refreshed every 10 s so "last sent" follows the firings; 'Add' and 'Edit'
 * open the form drawer; delete asks first. Buttons follow `device:add|edit|del`.
 */
import { RULE_SORTS } from '../../../../../streams/contracts/devices';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { DeleteError } from '@shared/crud/delete-error';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import { SearchBar, STATUS_CHOICES } from '@shared/crud/search-bar';
import { useCrudCan } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { rulesApi } from '../api/devices-api';
import { DeviceFilter } from '../common/device-filter';
import { useDevicesT } from '../i18n/devices-locale';
import { RuleDrawer } from './rule-drawer';
import { useRuleColumns } from './rules-columns';

/** "Last sent" follows the firings within this long. */
const REFRESH_MS = 10_000;

export function ControlRulesPage() {
  const { t, ft } = useDevicesT();
  const can = useCrudCan({ add: 'device:add', edit: 'device:edit', del: 'device:del' });
  const crud = useCrudList({
    api: rulesApi,
    sorts: RULE_SORTS,
    defaultSort: { field: 'createTime', direction: 'desc' },
    textSorts: ['name', 'uniqueId'],
    filters: { blurry: '', deviceId: '', enabled: '' },
    choices: { enabled: STATUS_CHOICES },
    deleteErrorInline: true,
    refresh: REFRESH_MS,
  });
  const columns = useRuleColumns();

  return (
    <PageCard title={ft('rules.title')} help={ft('rules.help')} actions={<ListActions list={crud} canAdd={can.add} noExport />}>
      <SearchBar list={crud} text="blurry" status="enabled" statusLabel={ft('common.enabledFilter')} searchLabel={ft('rules.searchLabel')} placeholder={ft('rules.searchPlaceholder')}>
        {({ filters, apply }) => <DeviceFilter label={ft('rules.deviceFilter')} allText={ft('rules.allDevices')} value={filters.deviceId} onChange={(deviceId) => apply({ deviceId })} />}
      </SearchBar>
      <DeleteError flow={crud.remove} dismissLabel={t('common.cancel')} />
      <ResourceTable
        label={ft('rules.table')}
        list={crud}
        columns={columns}
        emptyText={ft('rules.empty')}
        noMatchText={ft('rules.noMatch')}
        loadFailedText={ft('rules.failed')}
        rowAttributes={(rule) => ({ 'data-rule': rule.name })}
        actions={can.anyRow ? (rule) => <RowActions name={rule.name} can={can} onEdit={() => crud.openEdit(rule)} onDelete={() => crud.remove.ask(rule)} /> : undefined}
      />
      {crud.drawer !== null ? <RuleDrawer target={crud.drawer} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} />
    </PageCard>
  );
}
