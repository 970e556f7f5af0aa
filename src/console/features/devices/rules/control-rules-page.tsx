/**
 * Control rules (Live game devices → Control rules, component 'DeviceRules'; room + gift + minimum count or diamonds →
 * command on a device, with a cooldown): the list with search (name, TikTok ID, gift), device and switch filters,
 * sorting and paging (kept in the URL), refreshed every 10 s so "last sent" follows the firings; 'Add' and 'Edit'
 * open the form drawer; delete asks first. Buttons follow `device:add|edit|del`.
 */

import { CrudPage } from '@shared/crud/crud-page';
import { STATUS_CHOICES } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { rulesApi } from '../api/devices-api';
import { DeviceFilter } from '../common/device-filter';
import { useDevicesT } from '../i18n/devices-locale';
import { RuleDrawer } from './rule-drawer';
import { useRuleColumns } from './rules-columns';

/** "Last sent" follows the firings within this long. */
const REFRESH_MS = 10_000;

export function ControlRulesPage() {
  const { ft } = useDevicesT();
  const texts = useSectionTexts(useDevicesT, 'rules');
  const crud = useCrudList({
    api: rulesApi,
    filters: { blurry: '', deviceId: '', enabled: '' },
    choices: { enabled: STATUS_CHOICES },
    deleteErrorInline: true,
    refresh: REFRESH_MS,
  });
  const columns = useRuleColumns();

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={(rule) => rule.name}
      noExport
      search={{
        text: 'blurry',
        status: 'enabled',
        statusLabel: ft('common.enabledFilter'),
        children: ({ filters, apply }) => <DeviceFilter label={ft('rules.deviceFilter')} allText={ft('rules.allDevices')} value={filters.deviceId} onChange={(deviceId) => apply({ deviceId })} />,
      }}
      table={{ columns, rowAttributes: (rule) => ({ 'data-rule': rule.name }) }}
      drawer={(target, _parent, onClose) => <RuleDrawer target={target} onClose={onClose} />}
    />
  );
}
