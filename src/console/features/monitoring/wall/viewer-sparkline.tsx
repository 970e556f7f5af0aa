/**
 * The viewer sparkline of a tile: `viewerSeries` (one count per VIEWER_SAMPLE_MS, oldest first) as a line over a faint
 * area. Drawn in a fixed 100 × 40 view box stretched to the tile (`preserveAspectRatio="none"`, strokes kept at their
 * width), so it needs no measuring and re-draws only when the series changes (memo; TanStack Query keeps an unchanged
 * series the same array between polls).
 */
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { memo } from 'react';

const WIDTH = 100;
const HEIGHT = 40;
/** Room above and below the line, in view-box units, so a flat line is not drawn on the edge. */
const PAD = 3;

/** Props of {@link ViewerSparkline}. */
export interface ViewerSparklineProps {
  series: readonly number[];
  /** Its accessible name ("Viewers over the last 5 minutes"). */
  label: string;
}

interface Point {
  index: number;
  value: number;
}

/** The sparkline, or nothing with fewer than two points. */
export const ViewerSparkline = memo(function ViewerSparkline({ series, label }: ViewerSparklineProps) {
  if (series.length < 2) return null;
  const points: Point[] = series.map((value, index) => ({ index, value }));
  const max = Math.max(...series);
  const min = Math.min(...series);
  const x = scaleLinear<number>({ domain: [0, series.length - 1], range: [0, WIDTH] });
  // A flat series sits in the middle rather than on an edge.
  const y = scaleLinear<number>({ domain: max === min ? [min - 1, max + 1] : [min, max], range: [HEIGHT - PAD, PAD] });
  return (
    <svg className="wall-spark" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
      <LinePath<Point> data={points} x={(p) => x(p.index)} y={(p) => y(p.value)}>
        {({ path }) => {
          // One path computation for both shapes: the area is the line closed along the bottom edge.
          const line = path(points) ?? '';
          return (
            <>
              <path className="wall-spark__area" d={`${line}L${WIDTH},${HEIGHT}L0,${HEIGHT}Z`} />
              <path className="wall-spark__line" d={line} vectorEffect="non-scaling-stroke" />
            </>
          );
        }}
      </LinePath>
    </svg>
  );
});
