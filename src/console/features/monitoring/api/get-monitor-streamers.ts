/**
 * `GET api/monitor/streamers?page&size&sort&blurry&type&enabled&status` → a page of {@link MonitorStreamerRow}
 * (`monitor:list`; streams/contracts/monitor.ts). `blurry` searches TikTok ID, nickname and notes; `sort` is
 * `field,asc|desc` over the contract's `MONITOR_STREAMER_SORTS`. Empty filters are left out.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import {
  monitorStreamerRowSchema,
  type MonitorStatusName,
  type MonitorStreamerRow,
  type MonitorStreamerSortField,
  type MonitorType,
} from '../../../../../streams/contracts/monitor';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { monitorKeys } from './monitor-keys';

/** The list's filters as the toolbar holds them ('' = no filter). */
export interface MonitorStreamerFilters {
  blurry: string;
  type: MonitorType | '';
  enabled: 'true' | 'false' | '';
  status: MonitorStatusName | '';
}

/** The list query as the page holds it. */
export interface MonitorStreamersQuery extends MonitorStreamerFilters {
  page: number;
  size: number;
  sort: SortState<MonitorStreamerSortField>;
}

const streamersPageSchema = pageSchema(monitorStreamerRowSchema);

/** The filters and sort as query parameters (shared with the export): empty filters are left out. */
export function filterParams(filters: MonitorStreamerFilters, sort: SortState<MonitorStreamerSortField>): Record<string, string> {
  const params: Record<string, string> = { sort: sortParam(sort) };
  if (filters.blurry !== '') params.blurry = filters.blurry;
  if (filters.type !== '') params.type = filters.type;
  if (filters.enabled !== '') params.enabled = filters.enabled;
  if (filters.status !== '') params.status = filters.status;
  return params;
}

/** The list's query string. */
export function monitorStreamersParams(query: MonitorStreamersQuery): Record<string, string | number> {
  return { page: query.page, size: query.size, ...filterParams(query, query.sort) };
}

/**
 * One page of monitored streamers, parsed with the contract.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getMonitorStreamers(query: MonitorStreamersQuery, signal?: AbortSignal): Promise<Page<MonitorStreamerRow>> {
  const { data } = await http.get<unknown>('api/monitor/streamers', { params: monitorStreamersParams(query), signal, silent: true });
  return streamersPageSchema.parse(data);
}

/**
 * The list; the previous page stays while the next loads. Polled every `refreshMs` (statuses change with the scans),
 * paused after a failure so a broken server gives one message. Sent `silent`: the page says what failed.
 */
export function useMonitorStreamers(query: MonitorStreamersQuery, refreshMs: number | false = false) {
  const params = monitorStreamersParams(query);
  return useQuery({
    queryKey: monitorKeys.streamerList(params),
    queryFn: ({ signal }) => getMonitorStreamers(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
