/**
 * One figure of a week row: its value (units and grouping of {@link weekFormat}), the change from the previous week
 * (an arrow and the change, green up, red down, grey flat, named in words for screen readers; nothing when the
 * streamer had no row last week or either value is not known) and the mark of where the figure came from.
 */
import { HStack, Stack, chakra } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuArrowDown, LuArrowUp, LuEqual } from 'react-icons/lu';
import type { FigureSource, WeekDataRow } from '../../../../../streams/contracts/week-data';
import { useWeekDataT } from './i18n/use-week-data-t';
import { SourceMark } from './source-mark';
import type { Figure, FigureChange, WeekFormat } from './week-format';

const CHANGE_LOOK: Record<FigureChange['direction'], { icon: IconType; color: string }> = {
  up: { icon: LuArrowUp, color: 'green.fg' },
  down: { icon: LuArrowDown, color: 'red.fg' },
  flat: { icon: LuEqual, color: 'fg.muted' },
};

/** The change beside a figure (see the module comment). */
export function ChangeMark({ change }: { change: FigureChange }) {
  const { ft } = useWeekDataT();
  const { icon: Icon, color } = CHANGE_LOOK[change.direction];
  const label = change.direction === 'flat' ? ft('change.flat') : ft(`change.${change.direction}`, { change: change.text });
  return (
    <chakra.span role="img" aria-label={label} title={label} data-change={change.direction} display="inline-flex" alignItems="center" gap="0.5" color={color} fontSize="xs" whiteSpace="nowrap">
      <Icon aria-hidden="true" />
      {change.text ? <bdi dir="ltr">{change.text}</bdi> : null}
    </chakra.span>
  );
}

/** Props of {@link FigureCell}. */
export interface FigureCellProps {
  row: WeekDataRow;
  figure: Figure;
  format: WeekFormat;
}

/** The cell. */
export function FigureCell({ row, figure, format }: FigureCellProps) {
  const source: FigureSource = row.sources[figure];
  const change = row.previous ? format.change(figure, row[figure], row.previous[figure]) : null;
  return (
    <Stack gap="0" align="end" data-figure={figure} data-source={source}>
      <HStack gap="1">
        <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color={source === 'none' ? 'fg.subtle' : undefined}>
          {format.value(figure, row[figure])}
        </chakra.span>
        <SourceMark source={source} />
      </HStack>
      {change ? <ChangeMark change={change} /> : null}
    </Stack>
  );
}
