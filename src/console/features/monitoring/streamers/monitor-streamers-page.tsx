/**
 * Monitored streamers (Live monitoring → Monitored streamers, component 'MonitorStreamers'): the list with search
 * (TikTok ID, nickname, notes), type, status and monitoring filters, sorting and paging (kept in the URL), refreshed
 * while open (the status follows the scans); the monitoring switch acts at once; 'Add' and 'Edit' open the form
 * drawer; a selection can be switched on or off at once or deleted (asked first); 'Import' opens the import dialog,
 * 'Export' downloads the filtered list as xlsx, 'Template' the import's CSV template. Buttons follow
 * `monitor:add|edit|del`.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuEye, LuEyeOff, LuFileSpreadsheet, LuTrash2, LuUpload } from 'react-icons/lu';
import { MONITOR_STATUSES, MONITOR_TYPES, type MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { CrudPage } from '@shared/crud/crud-page';
import { BatchButton } from '@shared/crud/list-actions';
import { FilterSelect, STATUS_CHOICES } from '@shared/crud/search-bar';

import { useCrudList } from '@shared/crud/use-crud-list';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { monitorStreamersApi, useSetStreamersEnabled } from '../api/monitor-streamers-api';
import { useMoTranslation } from '../i18n/use-mo-translation';
import { ImportDialog } from './import-dialog';
import { StreamerDrawer } from './streamer-drawer';
import { useStreamerColumns } from './streamers-columns';

/** Statuses move with the scans (every minute for focus and PK streamers). */
const REFRESH_MS = 15_000;
const streamerName = (row: MonitorStreamerRow) => row.nickname;
const ON_OFF = ['true', 'false'] as const;

/** The page. */
export function MonitorStreamersPage() {
  const { mt, failure } = useMoTranslation();
  const texts = { title: mt('streamers.title'), help: mt('streamers.help'), searchLabel: mt('streamers.searchLabel'), searchPlaceholder: mt('streamers.searchPlaceholder') };
  const tableTexts = { empty: mt('streamers.empty'), noMatch: mt('streamers.noMatch'), failed: mt('streamers.failed') };
  const crud = useCrudList({
    api: monitorStreamersApi,
    filters: { blurry: '', type: '', status: '', enabled: '' },
    choices: { type: ['', ...MONITOR_TYPES], status: ['', ...MONITOR_STATUSES], enabled: STATUS_CHOICES },
    refresh: REFRESH_MS,
  });
  const columns = useStreamerColumns(crud.can.edit);
  const switchMany = useSetStreamersEnabled();
  const template = useDownloadImportTemplate();
  const [importing, setImporting] = useState(false);

  const switchSelected = async (ids: number[], enabled: boolean) => {
    try {
      await switchMany.mutateAsync({ ids, enabled });
      notifySuccess(mt(enabled ? 'list.switchedOn' : 'list.switchedOff', { count: ids.length }));
    } catch (error) {
      notifyFailure(mt('list.switchFailed'), failure(error));
    }
  };
  const downloadTemplate = () => template.mutateAsync().catch((error: unknown) => notifyFailure(mt('list.templateFailed'), failure(error)));
  const switching = (enabled: boolean) => switchMany.isPending && switchMany.variables.enabled === enabled;

  return (
    <CrudPage
      texts={{ ...texts, ...tableTexts }}
      list={crud}
      rowName={streamerName}
      actions={
        <>
          {crud.can.edit ? (
            <>
              <BatchButton list={crud} icon={<LuEye aria-hidden="true" />} label={(count) => mt('list.enableSelected', { count })} loading={switching(true)} onClick={(ids) => void switchSelected(ids, true)} />
              <BatchButton list={crud} icon={<LuEyeOff aria-hidden="true" />} label={(count) => mt('list.disableSelected', { count })} loading={switching(false)} onClick={(ids) => void switchSelected(ids, false)} />
            </>
          ) : null}
          {crud.can.del ? <BatchButton list={crud} danger icon={<LuTrash2 aria-hidden="true" />} label={(count) => mt('list.deleteSelected', { count })} onClick={(ids) => crud.remove.ask(ids)} /> : null}
          {crud.can.add ? (
            <>
              <Button size="sm" variant="ghost" loading={template.isPending} title={mt('list.templateHint')} onClick={() => void downloadTemplate()}>
                <LuFileSpreadsheet aria-hidden="true" /> {mt('list.template')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
                <LuUpload aria-hidden="true" /> {mt('list.import')}
              </Button>
            </>
          ) : null}
        </>
      }
      search={{
        text: 'blurry',
        children: ({ filters, apply }) => (
          <>
            <FilterSelect label={mt('streamers.typeFilter')} value={filters.type} allText={mt('streamers.allTypes')} options={MONITOR_TYPES.map((value) => ({ value, label: mt(`types.${value}`) }))} onChange={(type) => apply({ type })} />
            <FilterSelect label={mt('streamers.statusFilter')} value={filters.status} allText={mt('streamers.allStatuses')} options={MONITOR_STATUSES.map((value) => ({ value, label: mt(`statuses.${value}`) }))} onChange={(status) => apply({ status })} minW="36" />
            <FilterSelect label={mt('streamers.enabledFilter')} value={filters.enabled} allText={mt('streamers.allEnabled')} options={ON_OFF.map((value) => ({ value, label: mt(value === 'true' ? 'switch.on' : 'switch.off') }))} onChange={(enabled) => apply({ enabled })} />
          </>
        ),
      }}
      table={{
        columns,
        selectable: crud.can.anyRow,
        selectAllLabel: mt('list.selectPage'),
        rowAttributes: (row) => ({ 'data-streamer': row.uniqueId }),
        tableProps: { interactive: true },
      }}
      drawer={(target, _parent, onClose) => <StreamerDrawer target={target} onClose={onClose} />}
    >
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </CrudPage>
  );
}
