/**
 * A streamer's figure over the weeks as bars (visx, as the dashboard's charts), the oldest week on the left in every
 * language (a time axis); a week the figure is not known (not imported) has no bar. The values are also in the chart's
 * accessible name, and in the table beside it.
 */
import { Box } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

const WIDTH = 560;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 10, bottom: 24, left: 64 };

/** One week's value; null when not known. */
export interface TrendBar {
  week: string;
  value: number | null;
}

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  /** The accessible name: which figure, how many weeks. */
  label: string;
  bars: readonly TrendBar[];
  /** Writes a value (tick labels, the accessible name). */
  format: (value: number | null) => string;
  /** Only whole ticks (counts). */
  whole: boolean;
}

/** The chart. */
export function TrendChart({ label, bars, format, whole }: TrendChartProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: bars.map((bar) => bar.week), range: [0, innerWidth], padding: 0.25 });
  const max = Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const yTicks = y.ticks(4).filter((value) => !whole || Number.isInteger(value));
  return (
    <Box color="fg.muted">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ direction: 'ltr', display: 'block' }} role="img" aria-label={`${label}: ${bars.map((bar) => `${bar.week} ${format(bar.value)}`).join(', ')}`} data-testid="trend-chart">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} tickValues={yTicks} tickFormat={(value) => format(Number(value))} tickLabelProps={{ fontSize: 10, fill: 'currentColor' }} stroke="currentColor" tickStroke="currentColor" />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={bars.filter((_, index) => (bars.length - 1 - index) % 2 === 0).map((bar) => bar.week)}
            tickFormat={(week) => String(week).slice(5)}
            tickLabelProps={{ fontSize: 10, fill: 'currentColor', textAnchor: 'middle' }}
            stroke="currentColor"
            tickStroke="currentColor"
          />
          {bars.map((bar) => {
            if (bar.value === null) return null;
            const top = y(bar.value);
            return <Bar key={bar.week} x={x(bar.week) ?? 0} y={top} width={x.bandwidth()} height={Math.max(0, innerHeight - top)} fill="var(--chakra-colors-blue-500)" rx={2} data-week={bar.week} />;
          })}
        </Group>
      </svg>
    </Box>
  );
}
