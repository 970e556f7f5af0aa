/**
 * Room data (Live monitoring → Room data, component 'MonitorRoomData'): the live sessions table with a streamer search
 * (TikTok ID or nickname), monitor type, running/ended and first/last day filters, sorting and paging (kept in the
 * URL), refreshed while open (running sessions' figures grow), and 'Export' for the filtered list as xlsx. A bad range
 * (last day before the first) is refused by the server and its message shown, translated. Read-only: the kit's list
 * parts without add, edit or delete.
 */
import { HStack, Input, chakra } from '@chakra-ui/react';
import { MONITOR_TYPES } from '../../../../../streams/contracts/monitor-sessions';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { FilterSelect, SearchBar, STATUS_CHOICES } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { liveSessionsApi } from './api/live-sessions-api';
import { useRoomDataTranslation } from './i18n/room-data-locale';
import { useSessionColumns } from './sessions-columns';

/** Running sessions' figures move with every scan. */
const REFRESH_MS = 30_000;

/** The page. */
export function RoomDataPage() {
  const { mt, st, rt } = useRoomDataTranslation();
  const crud = useCrudList({
    api: liveSessionsApi,
    filters: { blurry: '', type: '', live: '', from: '', to: '' },
    choices: { type: ['', ...MONITOR_TYPES], live: STATUS_CHOICES },
    refresh: REFRESH_MS,
  });
  const columns = useSessionColumns();

  return (
    <PageCard title={rt('title')} help={rt('help')} actions={<ListActions list={crud} canAdd={false} />}>
      <SearchBar list={crud} text="blurry" searchLabel={rt('searchLabel')} placeholder={rt('searchPlaceholder')}>
        {({ filters, apply }) => (
          <>
            <FilterSelect label={st('typeFilter')} value={filters.type} allText={st('allTypes')} options={MONITOR_TYPES.map((value) => ({ value, label: mt(`types.${value}`) }))} onChange={(type) => apply({ type })} />
            <FilterSelect
              label={rt('statusFilter')}
              value={filters.live}
              allText={rt('allStatuses')}
              options={[
                { value: 'true', label: rt('running') },
                { value: 'false', label: rt('ended') },
              ]}
              onChange={(live) => apply({ live })}
              minW="36"
            />
            <HStack gap="1">
              <Input type="date" size="sm" w="40" aria-label={st('dates.fromLabel')} title={st('dates.fromLabel')} value={filters.from} max={filters.to || undefined} onChange={(e) => apply({ from: e.target.value })} />
              <chakra.span color="fg.muted" aria-hidden="true">
                –
              </chakra.span>
              <Input type="date" size="sm" w="40" aria-label={st('dates.toLabel')} title={st('dates.toLabel')} value={filters.to} min={filters.from || undefined} onChange={(e) => apply({ to: e.target.value })} />
            </HStack>
          </>
        )}
      </SearchBar>
      <ResourceTable
        label={rt('table')}
        list={crud}
        columns={columns}
        emptyText={rt('empty')}
        noMatchText={rt('noMatch')}
        loadFailedText={rt('failed')}
        rowAttributes={(row) => ({ 'data-session': row.id, 'data-streamer': row.streamer.uniqueId })}
        tableProps={{ interactive: true }}
      />
    </PageCard>
  );
}
