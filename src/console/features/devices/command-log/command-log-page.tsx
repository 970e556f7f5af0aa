/**
 * Command log (Live game devices → Command log, component 'DeviceCommandLog'; time, rule, device, payload,
 * acknowledged or failed, latency): newest first, with search (rule, device, command, gift message ID), status and
 * device filters, sorting by time, status and latency, paging of 20 (kept in the URL), and a refresh every 3 s that
 * can be switched off (on by default: staff watch commands arrive). Read only.
 */
import { Button, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { COMMAND_STATUSES } from '../../../../../streams/contracts/devices';
import { ResourceTable } from '@shared/crud/resource-table';
import { FilterSelect, SearchBar } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { commandLogApi } from '../api/devices-api';
import { DeviceFilter } from '../common/device-filter';
import { useDevicesT } from '../i18n/devices-locale';
import { useCommandLogColumns } from './command-log-columns';
import { useSectionTexts } from '@shared/i18n/section-texts';

const REFRESH_MS = 3_000;

export function CommandLogPage() {
  const { ft } = useDevicesT();
  const texts = useSectionTexts(useDevicesT, 'log');
  const [live, setLive] = useState(true);
  const crud = useCrudList({
    api: commandLogApi,
    filters: { blurry: '', status: '', deviceId: '' },
    choices: { status: ['', ...COMMAND_STATUSES] },
    pageSize: 20,
    refresh: live ? REFRESH_MS : false,
  });
  const columns = useCommandLogColumns();
  const { query } = crud;

  return (
    <PageCard
      title={ft('log.title')}
      help={ft('log.help')}
      actions={
        <>
          <Switch.Root checked={live} onCheckedChange={(e) => setLive(e.checked)} colorPalette="brand" size="sm">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{ft('common.autoRefresh')}</Switch.Label>
          </Switch.Root>
          <Button size="sm" variant="outline" loading={query.isFetching && !query.isPending} onClick={() => void query.refetch()}>
            <LuRefreshCw aria-hidden="true" /> {ft('common.refresh')}
          </Button>
        </>
      }
    >
      <SearchBar list={crud} text="blurry" searchLabel={ft('log.searchLabel')} placeholder={ft('log.searchPlaceholder')}>
        {({ filters, apply }) => (
          <>
            <FilterSelect
              label={ft('log.statusFilter')}
              allText={ft('log.allStatuses')}
              value={filters.status}
              options={COMMAND_STATUSES.map((status) => ({ value: status, label: ft(`statuses.${status}`) }))}
              minW="36"
              onChange={(status) => apply({ status })}
            />
            <DeviceFilter label={ft('log.deviceFilter')} allText={ft('log.allDevices')} value={filters.deviceId} onChange={(deviceId) => apply({ deviceId })} />
          </>
        )}
      </SearchBar>
      <ResourceTable
        texts={texts}
        list={crud}
        columns={columns}
        rowAttributes={(row) => ({ 'data-log': row.id, 'data-status': row.status })}
      />
    </PageCard>
  );
}
