/**
 * Line chart (Live monitoring → Line chart, component 'MonitorLineChart'; history
 * charts over 7 and 30 days): viewers, diamonds or likes over time for up to 10 monitored streamers, each in its own
 * colour. Range today (5-minute steps, asked again every minute), 7 days (hours) or 30 days (days), in the browser's
 * zone. On arrival the chart shows today's three best streamers by diamonds, so it is not blank; picking streamers
 * replaces that choice. Loading, error (with retry), no-streamer and no-data states.
 */
import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuChartLine, LuRefreshCw } from 'react-icons/lu';
import { SERIES_RANGES, type SeriesRange, type SessionStreamer } from '../../../../../streams/contracts/monitor-sessions';
import { PageCard } from '@shared/ui/page-card';
import { useRanking } from '../sessions-common/api/get-ranking';
import { ChoiceTabs } from '../sessions-common/choice-tabs';
import { browserTimeZone, presetDays } from '../sessions-common/format';
import { LoadError } from '@shared/crud/load-error';
import { useSeries } from './api/get-series';
import { ChartLegend } from './chart-legend';
import { CHART_METRICS, seriesColor, type ChartMetric } from './chart-model';
import { useLineChartTranslation } from './i18n/line-chart-locale';
import { SeriesChart } from './series-chart';
import { StreamerPicker } from './streamer-picker';

/** Streamers shown on arrival (today's best by diamonds). */
const FIRST_PICK = 3;
const CHART_HEIGHT = 360;

/** The page. */
export function LineChartPage() {
  const { ct, st, language } = useLineChartTranslation();
  const tz = useMemo(browserTimeZone, []);
  const today = useMemo(() => presetDays('today', new Date()), []);
  /** The streamers the user picked; null until they pick, while the chart shows today's best. */
  const [chosen, setChosen] = useState<SessionStreamer[] | null>(null);
  const [range, setRange] = useState<SeriesRange>('today');
  const [metric, setMetric] = useState<ChartMetric>('viewers');

  const best = useRanking({ metric: 'diamonds', ...today, tz, type: '', page: 0, size: FIRST_PICK }, { enabled: chosen === null });
  const selected = useMemo(() => chosen ?? (best.data?.content ?? []).map((row) => row.streamer), [chosen, best.data]);
  const colors = useMemo(() => new Map(selected.map((s, i) => [s.id, seriesColor(i)])), [selected]);
  const series = useSeries({ streamerIds: selected.map((s) => s.id), range, tz });

  const answer = series.data;
  const hasPoints = answer?.series.some((s) => s.points.length > 0) ?? false;
  const choosing = chosen === null && best.isPending;
  const updated = series.dataUpdatedAt > 0 ? new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(series.dataUpdatedAt) : null;

  const rangeItems = SERIES_RANGES.map((value) => ({ value, label: st(`ranges.${value}`) }));
  const metricItems = CHART_METRICS.map((value) => ({ value, label: st(`metrics.${value}`) }));
  const chartLabel = ct(`chartLabel.${range}`, { metric: st(`metrics.${metric}`) });

  return (
    <PageCard
      title={ct('title')}
      help={ct('help')}
      actions={
        <>
          {updated ? (
            <Text fontSize="xs" color="fg.muted" data-testid="chart-updated">
              {st('updatedAt', { time: updated })}
              {range === 'today' ? ` · ${ct('autoRefresh')}` : ''}
            </Text>
          ) : null}
          <Button size="sm" variant="outline" disabled={selected.length === 0} loading={series.isFetching && !series.isPending} onClick={() => void series.refetch()}>
            <LuRefreshCw aria-hidden="true" /> {ct('refresh')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <StreamerPicker selected={selected} onChange={setChosen} />
        <ChartLegend
          streamers={selected}
          colors={colors}
          series={answer?.series}
          metric={metric}
          onRemove={(id) => setChosen(selected.filter((s) => s.id !== id))}
          onClear={() => setChosen([])}
        />
        <Flex gap="3" wrap="wrap" justify="space-between">
          <ChoiceTabs label={st('ranges.label')} value={range} items={rangeItems} onChange={setRange} />
          <ChoiceTabs label={ct('metric')} value={metric} items={metricItems} onChange={setMetric} />
        </Flex>
      </Stack>

      {series.isError ? <LoadError title={ct('failed')} error={series.error} onRetry={() => void series.refetch()} /> : null}

      {choosing || (selected.length > 0 && series.isPending) ? (
        <Skeleton h={`${CHART_HEIGHT}px`} borderRadius="md" data-testid="chart-loading" />
      ) : selected.length === 0 ? (
        <Stack h={`${CHART_HEIGHT}px`} align="center" justify="center" gap="2" borderWidth="1px" borderStyle="dashed" borderRadius="md" color="fg.muted" data-testid="chart-empty">
          <LuChartLine size={32} aria-hidden="true" />
          {/* "Nobody live today" only when today's ranking said so, not when it failed. */}
          <Text fontSize="sm">{chosen === null && best.isSuccess ? ct('noSelectionToday') : ct('noSelection')}</Text>
        </Stack>
      ) : answer ? (
        <Box position="relative" opacity={series.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s" aria-busy={series.isPlaceholderData}>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {chartLabel}
          </Text>
          <SeriesChart answer={answer} metric={metric} colors={colors} label={chartLabel} height={CHART_HEIGHT} />
          {!hasPoints ? (
            <HStack position="absolute" inset="0" justify="center" pointerEvents="none" data-testid="chart-no-data">
              <Text fontSize="sm" color="fg.muted" bg="bg" px="3" py="1" borderRadius="md" borderWidth="1px">
                {ct('noData')}
              </Text>
            </HStack>
          ) : null}
        </Box>
      ) : null}
    </PageCard>
  );
}
