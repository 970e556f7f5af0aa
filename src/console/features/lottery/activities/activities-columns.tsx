/**
 * The Activities table's columns: name, the Dubai days, the probability total with the "no prize" rest, the prize and
 * code counts, the enable switch (asks first), created; and a row's links to its prizes and codes (URL filters).
 */
import { IconButton, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuGift, LuTicket } from 'react-icons/lu';
import { Link } from 'react-router';
import type { LotteryActivity } from '../../../../../streams/contracts/lottery';
import { createColumnHelper, switchColumn, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { useLotteryT } from '../i18n/use-lottery-t';

const column = createColumnHelper<LotteryActivity>();

/** The sibling pages of the seeded 'lottery' directory (paths 'prizes' and 'codes'). */
export const PRIZES_PATH = '../prizes';
export const CODES_PATH = '../codes';

/** The columns; `onSwitch` asks before flipping an activity on or off (disabled without `canEdit`). */
export function useActivityColumns(canEdit: boolean, onSwitch: (activity: LotteryActivity) => void): ResourceColumns<LotteryActivity> {
  const { ft } = useLotteryT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('common.name'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('startDate', {
        header: ft('activities.days'),
        enableSorting: true,
        cell: ({ row }) => <bdi dir="ltr">{`${row.original.startDate} – ${row.original.endDate}`}</bdi>,
      }),
      column.accessor('probabilityTotal', {
        header: ft('activities.probabilityTotal'),
        cell: ({ getValue }) => (
          <Text as="span" color={getValue() === 0 ? 'fg.muted' : undefined}>
            {ft('activities.totalOf', { total: getValue(), rest: 100 - getValue() })}
          </Text>
        ),
      }),
      column.accessor('prizeCount', { header: ft('activities.prizes') }),
      column.accessor('codeCount', { header: ft('activities.codes') }),
      switchColumn({ header: ft('common.enabled'), name: (activity: LotteryActivity) => activity.name, canEdit, onSwitch }),
      timeColumn('createTime', ft('common.createTime'), (activity: LotteryActivity) => activity.createTime),
    ],
    [ft, canEdit, onSwitch],
  );
}

/** A row's links to the Prizes and Codes pages filtered to it. */
export function ActivityRowButtons({ activity }: { activity: LotteryActivity }) {
  const { ft } = useLotteryT();
  return (
    <>
      <IconButton asChild size="xs" variant="ghost" aria-label={ft('activities.openPrizes', { name: activity.name })} title={ft('activities.prizes')}>
        <Link to={`${PRIZES_PATH}?activityId=${activity.id}`} relative="path">
          <LuGift />
        </Link>
      </IconButton>
      <IconButton asChild size="xs" variant="ghost" aria-label={ft('activities.openCodes', { name: activity.name })} title={ft('activities.codes')}>
        <Link to={`${CODES_PATH}?activityId=${activity.id}`} relative="path">
          <LuTicket />
        </Link>
      </IconButton>
    </>
  );
}
