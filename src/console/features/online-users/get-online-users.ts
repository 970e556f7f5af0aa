/**
 * `GET auth/online?page=&size=&filter=&sort=` → a page of signed-in sessions (needs `online:list`). `page` is 0-based
 * as in every eladmin list; `sort` is `loginTime|userName|ip,asc|desc`.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { onlineSessionSchema, type OnlineSession } from '../../../../streams/contracts/auth';
import { pageSchema, type Page } from '../../../../streams/contracts/common';
import { queryKeys } from '@shared/api/query-keys';
import { http } from '@shared/http/http-client';

/** The fields the server sorts sessions by. */
export type OnlineSortField = 'loginTime' | 'userName' | 'ip';

export interface OnlineUsersQuery {
  page: number;
  size: number;
  filter: string;
  /** `field,dir`. */
  sort: string;
}

/** Under the shared `auth.online` key, so a kick-out refreshes every list. */
export const onlineUsersQueryKey = (query: OnlineUsersQuery) => [...queryKeys.auth.online.all(), 'list', query] as const;

const onlinePageSchema = pageSchema(onlineSessionSchema);

export async function getOnlineUsers(query: OnlineUsersQuery, signal?: AbortSignal): Promise<Page<OnlineSession>> {
  const { data } = await http.get<unknown>('auth/online', { params: query, signal });
  return onlinePageSchema.parse(data);
}

export function useOnlineUsers(query: OnlineUsersQuery) {
  return useQuery({
    queryKey: onlineUsersQueryKey(query),
    queryFn: ({ signal }) => getOnlineUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
