/**
 * One figure per day as bars (visx, the console's chart library), oldest day on the left in every language (a time
 * axis, as the other charts of the console draw it); the values are also in the chart's accessible name and the total
 * under it.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

const WIDTH = 520;
const HEIGHT = 170;
const MARGIN = { top: 10, right: 10, bottom: 24, left: 52 };

export interface HistoryPoint {
  day: string;
  value: number;
}

export interface HistoryChartProps {
  title: string;
  /** The accessible name: what, which days. */
  label: string;
  points: readonly HistoryPoint[];
  color: string;
  /** Writes a value (tick labels, the total). */
  format: (value: number) => string;
  total: string;
  /** Whole numbers only (counts): no tick between two integers. */
  whole?: boolean;
}

export function HistoryChart({ title, label, points, color, format, total, whole = false }: HistoryChartProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: points.map((p) => p.day), range: [0, innerWidth], padding: 0.25 });
  const max = Math.max(1, ...points.map((p) => p.value));
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const yTicks = y.ticks(3).filter((v) => !whole || Number.isInteger(v));
  // A label every few days so 30 days stay readable.
  const step = Math.ceil(points.length / 7);
  const ticks = points.filter((_, i) => (points.length - 1 - i) % step === 0).map((p) => p.day);
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      <Box color="fg.muted">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ direction: 'ltr', display: 'block' }} role="img" aria-label={`${label}: ${points.map((p) => format(p.value)).join(', ')}`}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AxisLeft scale={y} tickValues={yTicks} tickFormat={(v) => format(Number(v))} tickLabelProps={{ fontSize: 10, fill: 'currentColor' }} stroke="currentColor" tickStroke="currentColor" />
            <AxisBottom top={innerHeight} scale={x} tickValues={ticks} tickFormat={(day) => String(day).slice(5)} tickLabelProps={{ fontSize: 10, fill: 'currentColor', textAnchor: 'middle' }} stroke="currentColor" tickStroke="currentColor" />
            {points.map((p) => {
              const top = y(p.value);
              return <Bar key={p.day} x={x(p.day) ?? 0} y={top} width={x.bandwidth()} height={Math.max(0, innerHeight - top)} fill={color} rx={2} data-day={p.day} />;
            })}
          </Group>
        </svg>
      </Box>
      <Text fontSize="xs" color="fg.subtle">
        {total}
      </Text>
    </Stack>
  );
}
