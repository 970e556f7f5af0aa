/**
 * The legend under the streamer picker: each streamer on the chart with its colour, its figure over the range for the
 * metric shown (peak viewers, or diamonds or likes summed), and a button that takes it off the chart.
 */
import { Box, Button, HStack, IconButton, Text, Wrap, chakra } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import type { SessionStreamer, StreamerSeries } from '../../../../../streams/contracts/monitor-sessions';
import { formatNumber } from '../sessions-common/format';
import type { ChartMetric } from './chart-model';
import { useLineChartTranslation } from './i18n/line-chart-locale';

/** Props of {@link ChartLegend}. */
export interface ChartLegendProps {
  streamers: readonly SessionStreamer[];
  colors: ReadonlyMap<number, string>;
  /** The loaded series (totals), when there are any. */
  series: readonly StreamerSeries[] | undefined;
  metric: ChartMetric;
  onRemove: (id: number) => void;
  onClear: () => void;
}

/** The legend. */
export function ChartLegend({ streamers, colors, series, metric, onRemove, onClear }: ChartLegendProps) {
  const { ct, language } = useLineChartTranslation();
  if (streamers.length === 0) return null;
  const totalText = (id: number): string | null => {
    const totals = series?.find((s) => s.streamer.id === id)?.totals;
    if (!totals) return null;
    const value = metric === 'viewers' ? totals.peakViewers : totals[metric];
    return value === null ? null : ct(`totals.${metric}`, { value: formatNumber(value, language) });
  };
  return (
    <HStack align="start" gap="2" wrap="wrap">
      <Wrap as="ul" aria-label={ct('legend.label')} gap="2" flex="1" listStyleType="none">
        {streamers.map((streamer) => {
          const total = totalText(streamer.id);
          return (
            <HStack as="li" key={streamer.id} gap="2" ps="2.5" pe="1" py="0.5" borderWidth="1px" borderRadius="full" data-legend={streamer.uniqueId}>
              <Box w="3" h="3" borderRadius="full" bg={colors.get(streamer.id)} flexShrink={0} aria-hidden="true" />
              <Text fontSize="sm" fontWeight="medium">
                {streamer.nickname}
              </Text>
              <chakra.bdi dir="ltr" fontSize="xs" color="fg.muted">
                @{streamer.uniqueId}
              </chakra.bdi>
              {total ? (
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {total}
                </Text>
              ) : null}
              <IconButton size="2xs" variant="ghost" borderRadius="full" aria-label={ct('legend.remove', { name: streamer.nickname })} onClick={() => onRemove(streamer.id)}>
                <LuX />
              </IconButton>
            </HStack>
          );
        })}
      </Wrap>
      {streamers.length > 1 ? (
        <Button size="xs" variant="ghost" onClick={onClear}>
          {ct('legend.clear')}
        </Button>
      ) : null}
    </HStack>
  );
}
