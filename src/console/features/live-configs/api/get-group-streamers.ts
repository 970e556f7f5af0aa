/**
 * `GET api/groupStreamers?page&size&sort&blurry` → a page of {@link GroupStreamerRow} (group host "streamer
 * config"; `liveConfig:list`; contract streams/contracts/group-streamers.ts). `blurry` searches the streamer ID and
 * the nickname; `sort` is `field,asc|desc` over id, anchorId, nickname, createTime.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { groupStreamerRowSchema, type GroupStreamerRow, type GroupStreamerSortField } from '../../../../../streams/contracts/group-streamers';
import { http } from '@shared/http/http-client';
import { blurryPageParams } from './blurry-params';
import { liveConfigKeys, type BlurryPageQuery } from './live-config-keys';

/** The list query as a page holds it. */
export interface GroupStreamersQuery extends BlurryPageQuery {
  sort: { field: GroupStreamerSortField; direction: 'asc' | 'desc' };
}

const streamersPageSchema = pageSchema(groupStreamerRowSchema);

/**
 * One page of kept streamers, parsed with the contract.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getGroupStreamers(query: GroupStreamersQuery, signal?: AbortSignal): Promise<Page<GroupStreamerRow>> {
  const params = { ...blurryPageParams(query), sort: `${query.sort.field},${query.sort.direction}` };
  // Silent: each caller says what failed in its own place (the page's alert, the form's picker).
  const { data } = await http.get<unknown>('api/groupStreamers', { params, signal, silent: true });
  return streamersPageSchema.parse(data);
}

/** The kept streamers (the previous page stays while the next one loads). */
export function useGroupStreamers(query: GroupStreamersQuery, enabled = true) {
  const { sort, ...rest } = query;
  return useQuery({
    queryKey: liveConfigKeys.groupStreamers({ ...rest, sort: `${sort.field},${sort.direction}` }),
    queryFn: ({ signal }) => getGroupStreamers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
