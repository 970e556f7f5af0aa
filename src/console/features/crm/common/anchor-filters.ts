/**
 * The streamer lists' filters as the address keeps them (one text each, '' = none) and their wire form
 * (`GET api/anchors`, streams/contracts/anchor-lists.ts): the enumerations as one value each, the two creation days
 * as `createTime` twice (whole days, both ends or none), `due` only when ticked.
 */
import {
  ANCHOR_AVAILABILITIES,
  ANCHOR_PROGRESSES,
  CHECK_RESULTS,
  GENDERS,
  GUILD_STREAMER_STATUSES,
  LIVE_STATUSES,
} from '../../../../../streams/contracts/anchors';

/** Every filter of the streamer lists, none set. */
export const ANCHOR_FILTERS = {
  blurry: '',
  progress: '',
  availability: '',
  checkResult: '',
  status: '',
  liveStatus: '',
  gender: '',
  country: '',
  label: '',
  operatorId: '',
  fansMin: '',
  fansMax: '',
  diamondsMin: '',
  diamondsMax: '',
  createFrom: '',
  createTo: '',
  due: '',
};
export type AnchorFilters = typeof ANCHOR_FILTERS;
export type AnchorFilterName = Exclude<keyof AnchorFilters, 'blurry'>;

/** The values a select filter may take from the address (others read as none). */
export const ANCHOR_CHOICES = {
  progress: ['', ...ANCHOR_PROGRESSES],
  availability: ['', ...ANCHOR_AVAILABILITIES],
  checkResult: ['', ...CHECK_RESULTS],
  status: ['', ...GUILD_STREAMER_STATUSES],
  liveStatus: ['', ...LIVE_STATUSES],
  gender: ['', ...GENDERS],
  due: ['', 'true'],
} as const;

/** A day of a date input (`yyyy-MM-dd`) as the wire's first second of it. */
export const dayStart = (day: string) => `${day} 00:00:00`;
/** A day of a date input as the wire's last second of it. */
export const dayEnd = (day: string) => `${day} 23:59:59`;

/** Two days as a wire range, or undefined unless both are given. */
export const dayRange = (from: string, to: string): [string, string] | undefined => (from && to ? [dayStart(from), dayEnd(to)] : undefined);

/** The filters' query fields (empty ones are left out by the list). */
export function anchorParams({ createFrom, createTo, ...rest }: AnchorFilters): Readonly<Record<string, string | readonly string[] | undefined>> {
  return { ...rest, createTime: dayRange(createFrom, createTo) };
}
