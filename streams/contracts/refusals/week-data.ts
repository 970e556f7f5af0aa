/**
 * Refusals of the weekly data (streams/contracts/week-data.ts, server/modules/week-data): the week named in a query or
 * an import, the import's column mapping and its cells. English templates; `{{name}}` is a param. A template that
 * starts with `field: ` names its field in the message itself.
 */
import { messagesOf } from './template';

export const WEEK_DATA_REFUSALS = {
  WEEK_NOT_MONDAY: '{{week}} is not the Monday of a week (yyyy-MM-dd)',
  WEEK_REQUIRED: 'week: choose the week the file holds (its Monday, yyyy-MM-dd)',
  WEEK_STREAMER_NOT_FOUND: 'Streamer {{id}} does not exist or is not yours to see',
  WEEK_IMPORT_MAPPING_INVALID: 'mapping: expected a JSON object of column header → uniqueId, impressions, taps, videos, conversionRate, followers or ignore',
  WEEK_IMPORT_NO_ID_COLUMN: 'mapping: one column must hold the TikTok ID (uniqueId)',
  WEEK_IMPORT_COLUMN_MISSING: 'The mapped column {{column}} is not in the file’s header row',
  WEEK_IMPORT_NO_FIGURES: 'mapping: map at least one column to a figure (impressions, taps, videos, conversionRate or followers)',
  WEEK_IMPORT_UNKNOWN_STREAMER: 'No monitored streamer has the TikTok ID {{uniqueId}}',
  WEEK_IMPORT_WHOLE_NUMBER: 'Expected a whole number of 0 or more',
  WEEK_IMPORT_RATE: 'Expected a percentage from 0 to 100 (12.5 or 12.5%)',
} as const;

/** English text of a weekly data refusal. */
export const weekDataMessage = messagesOf(WEEK_DATA_REFUSALS);

/** A code of the weekly data refusals. */
export type WeekDataRefusalCode = keyof typeof WEEK_DATA_REFUSALS;
