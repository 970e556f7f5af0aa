/**
 * `GET api/liveConfigs?page&size&sort&blurry` → a page of {@link LiveConfigRow} (`liveConfig:list`;
 * contract streams/contracts/live-configs.ts). `blurry` searches the name; `sort` is `field,asc|desc` over
 * id, name, state, createTime.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { liveConfigRowSchema, type LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import { http } from '@shared/http/http-client';
import { liveConfigKeys, type BlurryPageQuery } from './live-config-keys';

/** Sortable columns of the list (what the server accepts). */
export const LIVE_CONFIG_SORTS = ['id', 'name', 'state', 'createTime'] as const;
/** A sortable column. */
export type LiveConfigSortField = (typeof LIVE_CONFIG_SORTS)[number];

/** The list query as the page holds it. */
export interface LiveConfigsQuery extends BlurryPageQuery {
  sort: { field: LiveConfigSortField; direction: 'asc' | 'desc' };
}

const configsPageSchema = pageSchema(liveConfigRowSchema);

/** The query string: an empty search is left out. */
export function liveConfigsParams(query: LiveConfigsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: `${query.sort.field},${query.sort.direction}` };
  if (query.blurry !== '') params.blurry = query.blurry;
  return params;
}

/**
 * One page of configurations, parsed with the contract.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getLiveConfigs(query: LiveConfigsQuery, signal?: AbortSignal): Promise<Page<LiveConfigRow>> {
  const { data } = await http.get<unknown>('api/liveConfigs', { params: liveConfigsParams(query), signal });
  return configsPageSchema.parse(data);
}

/**
 * The configurations list; `refreshMs` polls (states and rounds change while games run), paused after a failure
 * so a broken server gives one notification. The previous page stays while the next loads.
 */
export function useLiveConfigs(query: LiveConfigsQuery, refreshMs: number | false = false) {
  const { sort, ...rest } = query;
  return useQuery({
    queryKey: liveConfigKeys.list({ ...rest, sort: `${sort.field},${sort.direction}` }),
    queryFn: ({ signal }) => getLiveConfigs(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
