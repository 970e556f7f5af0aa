/**
 * The week list's columns: the streamer (TikTok ID, nickname), every figure with its change and source mark, then the
 * group, manager, streamer type and invitation type. Every column sorts on the server (WEEK_DATA_SORTS).
 */
import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { IMPORTED_FIGURES, MEASURED_FIGURES, type WeekDataRow } from '../../../../../streams/contracts/week-data';
import { createColumnHelper } from '@shared/crud/columns';
import { useSeeded } from '@shared/i18n/i18n';
import { FigureCell } from './figure-cell';
import { useWeekDataT } from './i18n/use-week-data-t';
import { weekFormat, type Figure } from './week-format';

const column = createColumnHelper<WeekDataRow>();

/** The figures in the order the columns show them: what was measured, then what was imported. */
export const FIGURES: readonly Figure[] = [...MEASURED_FIGURES, ...IMPORTED_FIGURES];

/** The number writers of the reader's language. */
export function useWeekFormat() {
  const { ft, language } = useWeekDataT();
  return useMemo(() => weekFormat(language, { duration: (hours, minutes) => ft('units.duration', { hours, minutes }), minutes: (minutes) => ft('units.minutes', { minutes }) }), [ft, language]);
}

/** The columns in the reader's language. */
export function useWeekDataColumns() {
  const { ft } = useWeekDataT();
  const seeded = useSeeded();
  const format = useWeekFormat();
  return useMemo(
    () => [
      column.accessor('uniqueId', {
        header: ft('columns.uniqueId'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
            @{getValue()}
          </chakra.bdi>
        ),
      }),
      column.accessor('nickname', { header: ft('columns.nickname'), enableSorting: true, meta: { cell: { fontWeight: 'medium', whiteSpace: 'nowrap' } }, cell: ({ getValue }) => <bdi>{getValue()}</bdi> }),
      ...FIGURES.map((figure) =>
        column.accessor(figure, { id: figure, header: ft(`columns.${figure}`), enableSorting: true, meta: { cell: { textAlign: 'end' } }, cell: ({ row }) => <FigureCell row={row.original} figure={figure} format={format} /> }),
      ),
      column.accessor('groupName', { header: ft('columns.groupName'), enableSorting: true, meta: { cell: { whiteSpace: 'nowrap' } }, cell: ({ getValue }) => seeded(getValue()) || '—' }),
      column.accessor('managerName', { header: ft('columns.managerName'), enableSorting: true, meta: { cell: { whiteSpace: 'nowrap' } }, cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('streamerType', { header: ft('columns.streamerType'), enableSorting: true, cell: ({ getValue }) => (getValue() ? ft(`streamerTypes.${getValue()!}`) : '—') }),
      column.accessor('inviteType', { header: ft('columns.inviteType'), enableSorting: true, cell: ({ getValue }) => (getValue() ? ft(`inviteTypes.${getValue()!}`) : '—') }),
    ],
    [ft, seeded, format],
  );
}
