/** A report's state as a coloured badge: draft grey, reviewed blue, sent green. */
import { Badge } from '@chakra-ui/react';
import type { WeeklyReportState } from '../../../../../streams/reports/report-state';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';

const PALETTE: Readonly<Record<WeeklyReportState, string>> = { draft: 'gray', reviewed: 'blue', sent: 'green' };

/** The badge of `state`. */
export function StateBadge({ state }: { state: WeeklyReportState }) {
  const { ft } = useWeeklyReportsT();
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle">
      {ft(`states.${state}`)}
    </Badge>
  );
}
