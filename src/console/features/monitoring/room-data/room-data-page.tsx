/**
 * Room data (Live monitoring → Room data, component 'MonitorRoomData'): the live sessions table
 * with a streamer search (TikTok ID or nickname), monitor type, running/ended and first/last day filters, sorting
 * and paging, refreshed while open (running sessions' figures grow), and 'Export' for the filtered list as xlsx. A bad
 * range (last day before the first) is refused by the server and its message shown, translated.
 */
import { Button, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { MONITOR_TYPES, type SessionSortField } from '../../../../../streams/contracts/monitor-sessions';
import { notifySuccess } from '@shared/ui/toaster';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { notifyFailure } from '@shared/ui/notify-failure';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter } from '@shared/ui/table-parts';
import { LoadError } from '../sessions-common/load-error';
import { useDownloadLiveSessions } from './api/download-live-sessions';
import { useLiveSessions, type SessionFilters } from './api/get-live-sessions';
import { useRoomDataTranslation } from './i18n/room-data-locale';
import { SessionsTable } from './sessions-table';

const PAGE_SIZE = 10;
/** Running sessions' figures move with every scan. */
const REFRESH_MS = 30_000;
const TEXT_SORTS: readonly SessionSortField[] = ['streamer'];
const NO_FILTERS: SessionFilters = { blurry: '', type: '', live: '', from: '', to: '' };

/** The page. */
export function RoomDataPage() {
  const { t, mt, st, rt, failure } = useRoomDataTranslation();
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<SessionFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<SessionSortField>>({ field: 'startedAt', direction: 'desc' });
  const [page, setPage] = useState(0);

  const list = useLiveSessions({ page, size: PAGE_SIZE, sort, ...filters }, REFRESH_MS);
  const download = useDownloadLiveSessions();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  const filtered = Object.values(filters).some((value) => value !== '');

  const applyFilters = (next: Partial<SessionFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };

  const exportList = async () => {
    try {
      await download.mutateAsync({ filters, sort });
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failure(error));
    }
  };

  return (
    <PageCard
      title={rt('title')}
      help={rt('help')}
      actions={
        <Button size="sm" variant="outline" loading={download.isPending} onClick={() => void exportList()}>
          <LuDownload aria-hidden="true" /> {mt('list.export')}
        </Button>
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
        <Input type="search" aria-label={rt('searchLabel')} placeholder={rt('searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="60" />
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={st('typeFilter')} value={filters.type} onChange={(e) => applyFilters({ type: e.target.value as SessionFilters['type'] })}>
            <option value="">{st('allTypes')}</option>
            {MONITOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {mt(`types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field aria-label={rt('statusFilter')} value={filters.live} onChange={(e) => applyFilters({ live: e.target.value as SessionFilters['live'] })}>
            <option value="">{rt('allStatuses')}</option>
            <option value="true">{rt('running')}</option>
            <option value="false">{rt('ended')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="1">
          <Input type="date" size="sm" w="40" aria-label={st('dates.fromLabel')} title={st('dates.fromLabel')} value={filters.from} max={filters.to || undefined} onChange={(e) => applyFilters({ from: e.target.value })} />
          <chakra.span color="fg.muted" aria-hidden="true">
            –
          </chakra.span>
          <Input type="date" size="sm" w="40" aria-label={st('dates.toLabel')} title={st('dates.toLabel')} value={filters.to} min={filters.from || undefined} onChange={(e) => applyFilters({ to: e.target.value })} />
        </HStack>
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
      {list.isError ? <LoadError title={rt('failed')} error={list.error} onRetry={() => void list.refetch()} /> : null}
      <SessionsTable
        rows={rows}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        emptyText={filtered ? rt('noMatch') : rt('empty')}
        sort={sort}
        onSort={(field) => {
          setSort((current) => nextSort(current, field, TEXT_SORTS));
          setPage(0);
        }}
      />
      <ListFooter total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
    </PageCard>
  );
}
