/**
 * `GET api/monitor/sessions?page&size&sort&blurry&type&live&from&to` → a page of {@link LiveSessionRow}
 * (`monitor:list`; streams/contracts/monitor-sessions.ts): the sessions overlapping the chosen days, newest first
 * unless `sort` (`field,asc|desc` over `SESSION_SORTS`) says otherwise. Days are sent as dates without a zone, so the
 * server reads them in its own zone, the zone the rows' times are written in. Empty filters are left out.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../../streams/contracts/common';
import type { MonitorType } from '../../../../../../streams/contracts/monitor';
import { liveSessionRowSchema, type LiveSessionRow, type SessionSortField } from '../../../../../../streams/contracts/monitor-sessions';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { sessionKeys } from '../../sessions-common/api/session-keys';

/** The list's filters as the toolbar holds them ('' = no filter; days `yyyy-MM-dd`). */
export interface SessionFilters {
  blurry: string;
  type: MonitorType | '';
  live: 'true' | 'false' | '';
  from: string;
  to: string;
}

/** The list query as the page holds it. */
export interface SessionsQuery extends SessionFilters {
  page: number;
  size: number;
  sort: SortState<SessionSortField>;
}

const sessionsPageSchema = pageSchema(liveSessionRowSchema);

/** The filters and sort as query parameters (shared with the export): empty filters are left out. */
export function sessionFilterParams(filters: SessionFilters, sort: SortState<SessionSortField>): Record<string, string> {
  const params: Record<string, string> = { sort: sortParam(sort) };
  for (const key of ['blurry', 'type', 'live', 'from', 'to'] as const) {
    if (filters[key] !== '') params[key] = filters[key];
  }
  return params;
}

/** The list's query string. */
export function sessionsParams(query: SessionsQuery): Record<string, string | number> {
  return { page: query.page, size: query.size, ...sessionFilterParams(query, query.sort) };
}

/**
 * One page of sessions, parsed with the contract.
 * @throws HttpRequestError on a failed answer (a bad range is a 400 naming `from` or `to`); ZodError when the answer breaks the contract.
 */
export async function getLiveSessions(query: SessionsQuery, signal?: AbortSignal): Promise<Page<LiveSessionRow>> {
  const { data } = await http.get<unknown>('api/monitor/sessions', { params: sessionsParams(query), signal, silent: true });
  return sessionsPageSchema.parse(data);
}

/**
 * The list; the previous page stays while the next loads. Polled every `refreshMs` (running sessions' figures grow),
 * paused after a failure so a broken server gives one message. Sent `silent`: the page says what failed.
 */
export function useLiveSessions(query: SessionsQuery, refreshMs: number | false = false) {
  const params = sessionsParams(query);
  return useQuery({
    queryKey: sessionKeys.list(params),
    queryFn: ({ signal }) => getLiveSessions(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
