/**
 * The chart itself (visx): one line per streamer in its colour, broken where the streamer was not live, dots on the
 * points when they are few enough to tell apart (always on a lone point), a value axis with its grid and a time axis
 * on the clock's hours or on midnights. Pointing at the chart, or focusing it and using the arrow keys (Home/End),
 * puts a cursor on a bucket and shows every streamer's value there in a tooltip; the same text is read out by screen
 * readers. Time runs left to right in every language, as on a clock's axis.
 */
import { Box, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleLinear } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SeriesAnswer, SeriesPoint } from '../../../../../streams/contracts/monitor-sessions';
import { directionOf, isLanguage } from '@shared/i18n/detect-language';
import { formatNumber } from '../sessions-common/format';
import { bucketAt, bucketEnd, bucketIndexMap, indexesWithData, metricValue, nextStop, plotRuns, timeTicks, valueMax, type ChartMetric, type PlotPoint } from './chart-model';
import { useLineChartTranslation } from './i18n/line-chart-locale';

/** Props of {@link SeriesChart}. */
export interface SeriesChartProps {
  answer: SeriesAnswer;
  metric: ChartMetric;
  /** Streamer id → its colour. */
  colors: ReadonlyMap<number, string>;
  /** The chart's accessible name ("Diamonds today, per 5 minutes"). */
  label: string;
  /** Height in px. */
  height?: number;
}

const MARGIN = { top: 12, right: 24, bottom: 32, left: 56 };
/** Above this many points a series is drawn without dots (they would merge into a thick line). */
const MAX_DOTS = 72;
/** Width a time tick label needs, px. */
const TICK_SPACE = 80;

/** The chart, as wide as its container. */
export function SeriesChart({ height = 360, ...props }: SeriesChartProps) {
  return (
    <Box h={`${height}px`} position="relative" dir="ltr">
      <ParentSize debounceTime={50}>{({ width }) => (width > 0 ? <ChartBody {...props} width={width} height={height} /> : null)}</ParentSize>
    </Box>
  );
}

interface ChartBodyProps extends Omit<SeriesChartProps, 'height'> {
  width: number;
  height: number;
}

/** Formatters in the user's language. */
function useFormats(range: SeriesAnswer['range'], language: string) {
  return useMemo(() => {
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    const tick = new Intl.DateTimeFormat(language, range === 'today' ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' });
    const span = new Intl.DateTimeFormat(
      language,
      range === 'today' ? { hour: '2-digit', minute: '2-digit' } : range === '7d' ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } : { weekday: 'short', month: 'short', day: 'numeric' },
    );
    return {
      compact: (value: number) => compact.format(value),
      tick: (t: number) => tick.format(new Date(t)),
      // A day bucket is one date; shorter buckets read as a time span.
      bucket: (start: number, end: number) => (range === '30d' ? span.format(new Date(start)) : span.formatRange(new Date(start), new Date(end - 1))),
    };
  }, [range, language]);
}

function ChartBody({ answer, metric, colors, label, width, height }: ChartBodyProps) {
  const { ct, st, language } = useLineChartTranslation();
  const formats = useFormats(answer.range, language);
  const [cursor, setCursor] = useState<number | null>(null);
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(10, height - MARGIN.top - MARGIN.bottom);

  const model = useMemo(() => {
    const indexOf = bucketIndexMap(answer);
    const lines = answer.series.map((series) => ({ series, runs: plotRuns(answer, series, metric, indexOf) }));
    const byIndex = answer.series.map((series) => new Map(series.points.map((p) => [indexOf.get(p.t) ?? -1, p] as const)));
    return { lines, byIndex, stops: indexesWithData(answer, answer.series, indexOf), top: valueMax(answer.series, metric) };
  }, [answer, metric]);

  const x = useMemo(() => scaleLinear<number>({ domain: [answer.from, answer.to], range: [0, innerWidth] }), [answer.from, answer.to, innerWidth]);
  const y = useMemo(() => scaleLinear<number>({ domain: [0, model.top * 1.05], range: [innerHeight, 0], nice: true }), [model.top, innerHeight]);
  const ticks = useMemo(() => timeTicks(answer, Math.floor(innerWidth / TICK_SPACE)), [answer, innerWidth]);
  const xOf = (p: PlotPoint) => x(p.x);
  const yOf = (p: PlotPoint) => y(p.value);

  const onPointer = (event: PointerEvent<SVGRectElement>) => {
    const at = localPoint(event);
    if (!at) return;
    const index = bucketAt(answer, x.invert(at.x - MARGIN.left));
    setCursor(index < 0 ? null : index);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setCursor(null);
      return;
    }
    const next = nextStop(model.stops, cursor, event.key);
    if (next === null) return;
    event.preventDefault();
    setCursor(next);
  };

  const cursorStart = cursor === null ? null : answer.buckets[cursor]!;
  const cursorX = cursor === null ? null : x((answer.buckets[cursor]! + bucketEnd(answer, cursor)) / 2);
  const rows =
    cursor === null
      ? []
      : answer.series.map((series, i) => {
          const point: SeriesPoint | undefined = model.byIndex[i]!.get(cursor);
          const value = point ? metricValue(point, metric) : null;
          return { series, point, value, color: colors.get(series.streamer.id) ?? 'currentColor' };
        });
  const bucketText = cursor === null ? '' : formats.bucket(cursorStart!, bucketEnd(answer, cursor));
  const valueText = (row: (typeof rows)[number]) => {
    if (row.value === null) return ct('tooltip.notLive');
    const main = formatNumber(row.value, language);
    return metric === 'viewers' && row.point?.peakViewers != null ? `${main} · ${ct('tooltip.peak', { value: formatNumber(row.point.peakViewers, language) })}` : main;
  };
  // The tooltip sits beside the cursor, on the side with more room.
  const tooltipOnLeft = cursorX !== null && cursorX > innerWidth / 2;

  return (
    <Box
      position="relative"
      tabIndex={0}
      role="group"
      aria-label={`${label}. ${ct('keyboardHint')}`}
      onKeyDown={onKey}
      onBlur={() => setCursor(null)}
      borderRadius="md"
      outline="none"
      _focusVisible={{ boxShadow: '0 0 0 2px var(--chakra-colors-brand-focus-ring)' }}
      data-testid="series-chart"
    >
      <svg width={width} height={height} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={5} stroke="var(--chakra-colors-border)" strokeDasharray="3,4" />
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) => formats.compact(Number(value))}
            stroke="var(--chakra-colors-border)"
            tickStroke="var(--chakra-colors-border)"
            tickLabelProps={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(value) => formats.tick(Number(value))}
            stroke="var(--chakra-colors-border)"
            tickStroke="var(--chakra-colors-border)"
            tickLabelProps={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: 11, textAnchor: 'middle' }}
          />
          {model.lines.map(({ series, runs }) => {
            const color = colors.get(series.streamer.id) ?? 'currentColor';
            const dots = series.points.length <= MAX_DOTS;
            return (
              <g key={series.streamer.id} data-series={series.streamer.uniqueId} data-points={runs.reduce((n, run) => n + run.length, 0)}>
                {runs.map((run) =>
                  run.length > 1 ? <LinePath key={run[0]!.index} data={run} x={xOf} y={yOf} curve={curveMonotoneX} stroke={color} strokeWidth={2} strokeLinejoin="round" data-line="" /> : null,
                )}
                {runs.flatMap((run) =>
                  run.length === 1 || dots ? run.map((p) => <circle key={p.index} cx={xOf(p)} cy={yOf(p)} r={run.length === 1 ? 3 : 2.5} fill={color} data-point="" />) : [],
                )}
              </g>
            );
          })}
          {cursorX !== null ? (
            <g pointerEvents="none">
              <Line from={{ x: cursorX, y: 0 }} to={{ x: cursorX, y: innerHeight }} stroke="var(--chakra-colors-fg-muted)" strokeWidth={1} strokeDasharray="4,3" />
              {rows.map((row) => (row.value === null ? null : <circle key={row.series.streamer.id} cx={cursorX} cy={y(row.value)} r={5} fill={row.color} stroke="var(--chakra-colors-bg)" strokeWidth={2} />))}
            </g>
          ) : null}
          <rect width={innerWidth} height={innerHeight} fill="transparent" onPointerMove={onPointer} onPointerDown={onPointer} onPointerLeave={() => setCursor(null)} />
        </Group>
      </svg>
      {cursorX !== null ? (
        <Box
          position="absolute"
          top={`${MARGIN.top + 4}px`}
          left={tooltipOnLeft ? undefined : `${MARGIN.left + cursorX + 12}px`}
          right={tooltipOnLeft ? `${width - MARGIN.left - cursorX + 12}px` : undefined}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          px="3"
          py="2"
          minW="44"
          maxW="72"
          pointerEvents="none"
          data-testid="chart-tooltip"
          dir={isLanguage(language) ? directionOf(language) : 'ltr'}
        >
          <Text fontSize="xs" fontWeight="semibold" mb="1">
            <chakra.bdi>{bucketText}</chakra.bdi>
          </Text>
          <Stack gap="0.5">
            {rows.map((row) => (
              <HStack key={row.series.streamer.id} gap="2" fontSize="xs" justify="space-between">
                <HStack gap="1.5" minW="0">
                  <Box w="2.5" h="2.5" borderRadius="full" bg={row.color} flexShrink={0} />
                  <Text truncate>{row.series.streamer.nickname}</Text>
                </HStack>
                <Text fontWeight="medium" color={row.value === null ? 'fg.muted' : undefined} whiteSpace="nowrap">
                  {valueText(row)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      ) : null}
      <VisuallyHidden aria-live="polite">
        {cursor === null ? '' : [bucketText, st(`metrics.${metric}`), ...rows.map((row) => `${row.series.streamer.nickname}: ${valueText(row)}`)].join('. ')}
      </VisuallyHidden>
    </Box>
  );
}
