/**
 * Where a figure came from, as a small mark in its cell and in the page's legend: measured from the stored live
 * sessions (a pulse), imported from the agency's export (a file), or no data (a dashed circle). Shape and colour both
 * differ, so the marks read without colour too; each is named for screen readers.
 */
import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuActivity, LuCircleDashed, LuFileInput } from 'react-icons/lu';
import { FIGURE_SOURCES, type FigureSource } from '../../../../../streams/contracts/week-data';
import { useWeekDataT } from './i18n/use-week-data-t';

const LOOK: Record<FigureSource, { icon: IconType; color: string }> = {
  measured: { icon: LuActivity, color: 'blue.fg' },
  imported: { icon: LuFileInput, color: 'purple.fg' },
  none: { icon: LuCircleDashed, color: 'fg.subtle' },
};

/** The mark of one cell. */
export function SourceMark({ source }: { source: FigureSource }) {
  const { ft } = useWeekDataT();
  const { icon: Icon, color } = LOOK[source];
  const label = ft(`sources.${source}Cell`);
  return (
    <chakra.span role="img" aria-label={label} title={label} data-source-mark={source} display="inline-flex" color={color} fontSize="xs" flexShrink={0}>
      <Icon aria-hidden="true" />
    </chakra.span>
  );
}

/** The legend of the marks and the rule of where figures come from. */
export function SourceLegend() {
  const { ft } = useWeekDataT();
  return (
    <Stack gap="1" as="section" aria-label={ft('sources.legend')} data-testid="source-legend">
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <Text fontWeight="medium">{ft('sources.legend')}:</Text>
        {FIGURE_SOURCES.map((source) => (
          <HStack key={source} gap="1">
            <SourceMark source={source} />
            <Text>{ft(`sources.${source}`)}</Text>
          </HStack>
        ))}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {ft('sources.rule')}
      </Text>
    </Stack>
  );
}
