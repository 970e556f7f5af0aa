/**
 * The PK score ranking page's choices ("PK ranking refresh options 1, 10, 30 minutes; ranges: today,
 * yesterday, this week, last week, this month, last month, custom"; "end date may not precede start date;
 * start and end required messages"): the custom range is checked with the contract's own schema, so its messages
 * are the server's, on the date they concern, before anything is asked.
 */
import { rankingQuerySchema } from '../../../../../streams/contracts/live-configs';
import type { RankingQueryInput } from '../api/get-ranking';

/** The PK ranking refresh options, in minutes. */
export const REFRESH_MINUTES = [1, 10, 30] as const;
/** One of the refresh options. */
export type RefreshMinutes = (typeof REFRESH_MINUTES)[number];

/** Messages of the custom range per date field (empty when the query can be sent). */
export interface RangeIssues {
  start?: string;
  end?: string;
}

/** Checks `query`; only `custom` ranges can be wrong. */
export function rangeIssues(query: RankingQueryInput): RangeIssues {
  if (query.range !== 'custom') return {};
  const result = rankingQuerySchema.safeParse({ range: 'custom', start: query.start || undefined, end: query.end || undefined });
  if (result.success) return {};
  const issues: RangeIssues = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'start' || field === 'end') && issues[field] === undefined) issues[field] = issue.message;
  }
  return issues;
}
