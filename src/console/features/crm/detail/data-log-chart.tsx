/**
 * A streamer's figures over time (`GET api/anchors/{id}/dataLog`, oldest first) with visx, the chart library of the
 * monitoring pages: followers and highest diamonds, each as its own line on its own scale (their sizes differ by
 * orders of magnitude), time left to right in every language. The last values are also said in words.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { AnchorDataPoint } from '../../../../../streams/contracts/anchor-lists';
import { LoadError } from '@shared/crud/load-error';
import { useDataLog } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';

const WIDTH = 560;
const HEIGHT = 140;
const MARGIN = { top: 10, right: 12, bottom: 24, left: 56 };

/** One figure's line over the points. */
function FigureLine({ points, value, color, label }: { points: readonly AnchorDataPoint[]; value: (point: AnchorDataPoint) => number; color: string; label: string }) {
  const x = scalePoint({ domain: points.map((point) => point.time), range: [0, WIDTH - MARGIN.left - MARGIN.right], padding: 0.5 });
  const max = Math.max(1, ...points.map(value));
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const first = points[0]?.time;
  const last = points.at(-1)?.time;
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Box boxSize="2.5" borderRadius="full" bg={color} aria-hidden="true" />
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      </HStack>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, direction: 'ltr' }} role="img" aria-label={`${label}: ${points.map(value).join(', ')}`}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={3} tickLabelProps={{ fontSize: 10, fill: 'currentColor' }} stroke="currentColor" tickStroke="currentColor" />
          <AxisBottom top={HEIGHT - MARGIN.top - MARGIN.bottom} scale={x} tickValues={[first, last].filter((time): time is string => time !== undefined)} tickFormat={(time) => String(time).slice(5, 16)} tickLabelProps={{ fontSize: 10, fill: 'currentColor' }} stroke="currentColor" tickStroke="currentColor" />
          <LinePath data={[...points]} x={(point) => x(point.time) ?? 0} y={(point) => y(value(point))} stroke={color} strokeWidth={2} />
        </Group>
      </svg>
    </Stack>
  );
}

/** The chart of streamer `id`. */
export function DataLogChart({ id }: { id: number }) {
  const { ft, language } = useCrmT();
  const log = useDataLog(id);
  if (log.isError) return <LoadError error={log.error} title={ft('detail.loadFailed')} onRetry={() => void log.refetch()} />;
  const points = log.data ?? [];
  if (!log.isPending && points.length === 0) return <Text color="fg.muted">{ft('detail.noData')}</Text>;
  const latest = points.at(-1);
  const number = new Intl.NumberFormat(language);
  return (
    <Stack gap="4" aria-label={ft('detail.chart')} role="group" aria-busy={log.isPending}>
      <FigureLine points={points} value={(point) => point.fans} color="var(--chakra-colors-blue-500)" label={ft('fields.fans')} />
      <FigureLine points={points} value={(point) => point.highestDiamonds} color="var(--chakra-colors-purple-500)" label={ft('fields.highestDiamonds')} />
      {latest ? (
        <Text fontSize="xs" color="fg.muted">
          {ft('fields.fans')}: {number.format(latest.fans)} · {ft('fields.highestDiamonds')}: {number.format(latest.highestDiamonds)}
        </Text>
      ) : null}
    </Stack>
  );
}
