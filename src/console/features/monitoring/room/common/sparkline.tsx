/**
 * A small line chart of values over time (visx: @visx/shape + @visx/scale), drawn in a fixed view box stretched to the
 * container's width (the line keeps its thickness). Decorative for screen readers: `label` describes it instead.
 */
import { Box } from '@chakra-ui/react';
import { AreaClosed, LinePath } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import { useMemo } from 'react';

/** One point: time (ms) and value. */
export interface SparkPoint {
  at: number;
  value: number;
}

const WIDTH = 300;
const PAD = 3;

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  points: readonly SparkPoint[];
  /** What the chart says, in words (its accessible name). */
  label: string;
  /** Pixels. */
  height?: number;
}

export function Sparkline({ points: given, label, height = 64 }: SparklineProps) {
  // One point is a level, not a dot: draw it across the width until the next one comes.
  const points = useMemo(() => (given.length === 1 && given[0] ? [given[0], { at: given[0].at + 1, value: given[0].value }] : given), [given]);
  const { x, y } = useMemo(() => {
    const times = points.map((p) => p.at);
    const values = points.map((p) => p.value);
    const first = Math.min(...times);
    const last = Math.max(...times);
    const max = Math.max(...values);
    const min = Math.min(...values);
    // A flat line sits in the middle rather than on an edge.
    const spread = max - min || Math.max(1, max * 0.1);
    return {
      x: scaleLinear<number>({ domain: [first, last === first ? first + 1 : last], range: [PAD, WIDTH - PAD] }),
      y: scaleLinear<number>({ domain: [min - spread * 0.15, max + spread * 0.15], range: [height - PAD, PAD] }),
    };
  }, [points, height]);
  return (
    <Box as="figure" m="0" color="brand.solid" data-testid="viewer-sparkline">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="none" width="100%" height={height}>
        <AreaClosed<SparkPoint> data={[...points]} x={(p) => x(p.at)} y={(p) => y(p.value)} yScale={y} fill="currentColor" fillOpacity={0.12} stroke="none" />
        <LinePath<SparkPoint> data={[...points]} x={(p) => x(p.at)} y={(p) => y(p.value)} stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
    </Box>
  );
}
