/**
 * The week filter: the Monday in a date field with Previous and Next week buttons. A picked day that is not a Monday
 * is taken as its week's Monday, so the filter always names a week the server accepts.
 */
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { shiftWeek } from './report-week';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';

/** Props of {@link WeekFilter}. */
export interface WeekFilterProps {
  /** The Monday shown, `yyyy-MM-dd`. */
  week: string;
  onChange: (week: string) => void;
}

/** The week's field and its two step buttons (chevrons mirror in Arabic). */
export function WeekFilter({ week, onChange }: WeekFilterProps) {
  const { ft, rtl } = useWeeklyReportsT();
  const [BackIcon, ForwardIcon] = rtl ? [LuChevronRight, LuChevronLeft] : [LuChevronLeft, LuChevronRight];
  return (
    <HStack gap="1">
      <IconButton size="sm" variant="outline" aria-label={ft('filters.previousWeek')} title={ft('filters.previousWeek')} onClick={() => onChange(shiftWeek(week, -1))}>
        <BackIcon />
      </IconButton>
      <Input
        type="date"
        size="sm"
        w="40"
        aria-label={ft('filters.week')}
        title={ft('filters.week')}
        value={week}
        onChange={(e) => {
          if (e.target.value) onChange(shiftWeek(e.target.value, 0));
        }}
      />
      <IconButton size="sm" variant="outline" aria-label={ft('filters.nextWeek')} title={ft('filters.nextWeek')} onClick={() => onChange(shiftWeek(week, 1))}>
        <ForwardIcon />
      </IconButton>
    </HStack>
  );
}
