/**
 * The viewer count over the last minutes (a small sparkline), with the
 * count now and the lowest/highest of the window. Live rooms draw one point per platform update (about every 2 s);
 * regular monitors one per checked minute.
 */
import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '@shared/utils/format-count';
import { EmptyText, Panel, PanelFailure } from '../common/panel';
import { Sparkline, type SparkPoint } from '../common/sparkline';
import { useRoomTranslation } from '../i18n/use-room-translation';

/** Props of {@link ViewersPanel}. */
export interface ViewersPanelProps {
  title: string;
  points: readonly SparkPoint[];
  /** The count now (may come from the summary before any point). */
  now: number | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function ViewersPanel({ title, points, now, loading, failed, onRetry }: ViewersPanelProps) {
  const { rt } = useRoomTranslation();
  const values = points.map((p) => p.value);
  const min = values.length > 0 ? Math.min(...values) : null;
  const max = values.length > 0 ? Math.max(...values) : null;
  return (
    <Panel
      title={title}
      testId="viewers-panel"
      aside={
        now !== null ? (
          <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" title={now.toLocaleString()} data-testid="viewers-now">
            {formatCount(now)}
          </Text>
        ) : null
      }
    >
      {failed ? <PanelFailure message={rt('viewers.failed')} onRetry={onRetry} /> : null}
      {points.length === 0 && loading ? <Skeleton h="16" aria-hidden="true" /> : null}
      {points.length === 0 && !loading ? <EmptyText>{rt('viewers.empty')}</EmptyText> : null}
      {points.length > 0 && min !== null && max !== null ? (
        <Stack gap="1">
          <Sparkline
            points={points}
            label={rt('viewers.chart', {
              first: formatCount(points[0]?.value ?? 0),
              last: formatCount(points[points.length - 1]?.value ?? 0),
              min: formatCount(min),
              max: formatCount(max),
            })}
          />
          <HStack justify="space-between" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            <Text>↓ {formatCount(min)}</Text>
            <Text>↑ {formatCount(max)}</Text>
          </HStack>
        </Stack>
      ) : null}
    </Panel>
  );
}
