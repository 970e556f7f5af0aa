/**
 * The activity picker of the lottery lists' search rows: 'All activities' then every activity by name and days, the
 * value the activity's id as text (the list's URL filter `activityId`).
 */
import { FilterSelect } from '@shared/crud/search-bar';
import { useActivityChoices } from '../api/lottery-api';
import { useLotteryT } from '../i18n/use-lottery-t';

/** The select; `onChange` gets '' for every activity. */
export function ActivityFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { ft } = useLotteryT();
  const options = useActivityOptions();
  return <FilterSelect label={ft('common.activity')} value={value} allText={ft('common.allActivities')} options={options} onChange={onChange} minW="48" />;
}

/** The activities as select options: 'Name (first day – last day)'. */
export function useActivityOptions(): { value: string; label: string }[] {
  const activities = useActivityChoices();
  return (activities.data?.content ?? []).map((activity) => ({ value: String(activity.id), label: `${activity.name} (${activity.startDate} – ${activity.endDate})` }));
}
