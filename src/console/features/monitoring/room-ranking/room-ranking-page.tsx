/**
 * Room data ranking (Live monitoring → Room data ranking, component 'MonitorRoomRanking'):
 * the monitored streamers ranked by diamonds, peak viewers or live time over today, 7 days, 30 days or chosen days
 * (in the browser's zone), optionally of one monitor type; medals for the first three ranks and a bar per streamer
 * against the first. Paged; refreshed every minute while the range includes today. A bad custom range is refused by
 * the server and its message shown, translated.
 */
import { Flex, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { MONITOR_TYPES, RANKING_METRICS, type RankingMetric } from '../../../../../streams/contracts/monitor-sessions';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter } from '@shared/ui/table-parts';
import { useRanking, type RankingQuery } from '../sessions-common/api/get-ranking';
import { ChoiceTabs } from '../sessions-common/choice-tabs';
import { browserTimeZone, localDay, presetDays, type RangePreset } from '../sessions-common/format';
import { LoadError } from '@shared/crud/load-error';
import { useRoomRankingTranslation } from './i18n/room-ranking-locale';
import { RankingTable } from './ranking-table';

const PAGE_SIZE = 20;
const REFRESH_MS = 60_000;
type RangeChoice = RangePreset | 'custom';
const RANGE_CHOICES: readonly RangeChoice[] = ['today', '7d', '30d', 'custom'];

/** The page. */
export function RoomRankingPage() {
  const { mt, st, kt } = useRoomRankingTranslation();
  const tz = useMemo(browserTimeZone, []);
  const today = useMemo(() => localDay(new Date()), []);
  const [metric, setMetric] = useState<RankingMetric>('diamonds');
  const [range, setRange] = useState<RangeChoice>('today');
  const [custom, setCustom] = useState(() => presetDays('7d', new Date()));
  const [type, setType] = useState<RankingQuery['type']>('');
  const [page, setPage] = useState(0);

  const days = range === 'custom' ? custom : presetDays(range, new Date());
  const includesToday = days.to >= today;
  const ranking = useRanking({ metric, ...days, tz, type, page, size: PAGE_SIZE }, { refreshMs: includesToday ? REFRESH_MS : false });
  const rows = ranking.data?.content ?? [];

  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(0);
  };
  const metricLabel = (m: RankingMetric) => st(m === 'viewers' ? 'metrics.peakViewers' : `metrics.${m}`);

  return (
    <PageCard title={kt('title')} help={kt('help')}>
      <Flex gap="3" wrap="wrap" align="center" role="search" aria-label={mt('list.filtersLabel')}>
        <ChoiceTabs label={kt('metric')} value={metric} items={RANKING_METRICS.map((m) => ({ value: m, label: metricLabel(m) }))} onChange={change(setMetric)} />
        <ChoiceTabs label={st('ranges.label')} value={range} items={RANGE_CHOICES.map((r) => ({ value: r, label: st(`ranges.${r}`) }))} onChange={change(setRange)} />
        {range === 'custom' ? (
          <HStack gap="1">
            <Input
              type="date"
              size="sm"
              w="40"
              aria-label={st('dates.fromLabel')}
              title={st('dates.fromLabel')}
              value={custom.from}
              max={custom.to}
              onChange={(e) => change(setCustom)({ ...custom, from: e.target.value })}
            />
            <chakra.span color="fg.muted" aria-hidden="true">
              –
            </chakra.span>
            <Input type="date" size="sm" w="40" aria-label={st('dates.toLabel')} title={st('dates.toLabel')} value={custom.to} min={custom.from} onChange={(e) => change(setCustom)({ ...custom, to: e.target.value })} />
          </HStack>
        ) : null}
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={st('typeFilter')} value={type} onChange={(e) => change(setType)(e.target.value as RankingQuery['type'])}>
            <option value="">{st('allTypes')}</option>
            {MONITOR_TYPES.map((value) => (
              <option key={value} value={value}>
                {mt(`types.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {ranking.isError ? <LoadError title={kt('failed')} error={ranking.error} onRetry={() => void ranking.refetch()} /> : null}
      <RankingTable rows={rows} metric={metric} topValue={ranking.data?.topValue ?? 0} loading={ranking.isPending} busy={ranking.isPlaceholderData} emptyText={kt('empty')} />
      <ListFooter total={ranking.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
    </PageCard>
  );
}
