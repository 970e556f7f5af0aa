/**
 * The week filter of the figures' pages: the Monday in a date field between Previous and Next week buttons. A picked
 * day that is not a Monday is taken as its week's Monday, so the filter always names a week the server accepts; with
 * `latest`, no week after it can be picked (Next is off there).
 */
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { isDay, mondayOf, shiftWeeks } from './week-dates';

/** Props of {@link WeekPicker}. */
export interface WeekPickerProps {
  /** The Monday shown, `yyyy-MM-dd`. */
  week: string;
  /** Called with the Monday picked. */
  onChange: (monday: string) => void;
  /** The last Monday that may be picked (none: any). */
  latest?: string;
  /** The field's and the buttons' accessible names, in the reader's language. */
  labels: { week: string; previous: string; next: string };
  /** Right to left: the arrows point along the reading direction (back is right in Arabic). */
  rtl: boolean;
}

/** The week's field and its two step buttons. */
export function WeekPicker({ week, onChange, latest, labels, rtl }: WeekPickerProps) {
  const [Back, Forward] = rtl ? [LuChevronRight, LuChevronLeft] : [LuChevronLeft, LuChevronRight];
  return (
    <HStack gap="1">
      <IconButton size="sm" variant="outline" aria-label={labels.previous} title={labels.previous} onClick={() => onChange(shiftWeeks(week, -1))}>
        <Back />
      </IconButton>
      <Input
        type="date"
        size="sm"
        w="40"
        aria-label={labels.week}
        title={labels.week}
        value={week}
        max={latest}
        onChange={(e) => {
          if (isDay(e.target.value)) onChange(mondayOf(e.target.value));
        }}
      />
      <IconButton size="sm" variant="outline" aria-label={labels.next} title={labels.next} disabled={latest !== undefined && week >= latest} onClick={() => onChange(shiftWeeks(week, 1))}>
        <Forward />
      </IconButton>
    </HStack>
  );
}
