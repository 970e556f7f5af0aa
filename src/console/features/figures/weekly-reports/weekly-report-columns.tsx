/** The Weekly reports table's columns: streamer, week, state, language, lives, PKs, public link, last update. */
import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import { NameCell } from '@shared/crud/cells';
import { createColumnHelper, timeColumn } from '@shared/crud/columns';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { StateBadge } from './state-badge';

const column = createColumnHelper<WeeklyReportRow>();

/** The columns, in the user's language. */
export function useWeeklyReportColumns() {
  const { t, ft } = useWeeklyReportsT();
  return useMemo(
    () => [
      column.accessor('nickname', {
        header: ft('columns.streamer'),
        enableSorting: true,
        cell: ({ row }) => <NameCell name={row.original.nickname || row.original.uniqueId} note={`@${row.original.uniqueId}`} />,
      }),
      column.accessor('week', { header: ft('columns.week'), enableSorting: true }),
      column.accessor('state', { header: ft('columns.state'), enableSorting: true, cell: ({ getValue }) => <StateBadge state={getValue()} /> }),
      column.accessor('lang', { header: ft('columns.lang'), enableSorting: true, cell: ({ getValue }) => t(`navbar.languages.${getValue()}`) }),
      column.accessor((row) => row.figures.lives, { id: 'lives', header: ft('columns.lives') }),
      column.accessor((row) => row.figures.pks, { id: 'pks', header: ft('columns.pks') }),
      column.accessor('linkOpen', {
        header: ft('columns.link'),
        cell: ({ getValue }) =>
          getValue() ? (
            <Badge colorPalette="green" variant="subtle">
              {ft('columns.linkOpen')}
            </Badge>
          ) : (
            ft('columns.linkNone')
          ),
      }),
      timeColumn('updateTime', ft('columns.updated'), (row: WeeklyReportRow) => row.updateTime),
    ],
    [t, ft],
  );
}
