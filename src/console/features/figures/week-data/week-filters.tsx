/**
 * The week list's own filters, for the search row: the week (previous / next buttons around a date input; any day
 * picks its Monday; no week after the current one), then the group, manager, streamer type and invitation type,
 * each applied at once.
 */
import { STREAMER_TYPES, WEEK_INVITE_TYPES } from '../../../../../streams/contracts/week-data';
import { FilterSelect, type SearchBarSlot } from '@shared/crud/search-bar';
import { useSeeded } from '@shared/i18n/i18n';
import { useWeekDataT } from './i18n/use-week-data-t';
import { useWeekChoices } from './week-data-api';
import { currentMonday, isDay, mondayOf } from '../common/week-dates';
import { WeekPicker } from '../common/week-picker';

/** The list's filters (query fields; '' = none, and for `week` the current week). */
export const WEEK_FILTERS = { week: '', groupId: '', managerId: '', streamerType: '', inviteType: '', blurry: '' };
export type WeekFilters = typeof WEEK_FILTERS;

/** The Monday a `week` filter stands for: its own Monday, or the current week's when empty or not a date. */
export const shownWeek = (week: string, now: Date = new Date()): string => (isDay(week) ? mondayOf(week) : currentMonday(now));

/** The controls (see the module comment). */
export function WeekFilterControls({ slot }: { slot: SearchBarSlot<WeekFilters> }) {
  const { ft, rtl } = useWeekDataT();
  const seeded = useSeeded();
  const choices = useWeekChoices();
  const week = shownWeek(slot.filters.week);
  const latest = currentMonday();
  const go = (monday: string) => slot.apply({ week: monday >= latest ? '' : monday });
  const all = (label: string) => `${label}: ${ft('filters.all')}`;
  return (
    <>
      <WeekPicker week={week} latest={latest} rtl={rtl} labels={{ week: ft('filters.week'), previous: ft('filters.previousWeek'), next: ft('filters.nextWeek') }} onChange={go} />
      <FilterSelect label={ft('filters.group')} value={slot.filters.groupId} allText={all(ft('filters.group'))} options={(choices.data?.groups ?? []).map((group) => ({ value: String(group.id), label: seeded(group.name) }))} onChange={(value) => slot.apply({ groupId: value })} />
      <FilterSelect label={ft('filters.manager')} value={slot.filters.managerId} allText={all(ft('filters.manager'))} options={(choices.data?.managers ?? []).map((manager) => ({ value: String(manager.id), label: manager.name }))} onChange={(value) => slot.apply({ managerId: value })} />
      <FilterSelect label={ft('filters.streamerType')} value={slot.filters.streamerType} allText={all(ft('filters.streamerType'))} options={STREAMER_TYPES.map((type) => ({ value: type, label: ft(`streamerTypes.${type}`) }))} onChange={(value) => slot.apply({ streamerType: value })} />
      <FilterSelect label={ft('filters.inviteType')} value={slot.filters.inviteType} allText={all(ft('filters.inviteType'))} options={WEEK_INVITE_TYPES.map((type) => ({ value: type, label: ft(`inviteTypes.${type}`) }))} onChange={(value) => slot.apply({ inviteType: value })} />
    </>
  );
}
