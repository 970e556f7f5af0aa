/**
 * `GET auth/online?page=&size=&filter=` → a page of signed-in sessions (SPEC §7; needs `admin` on the server).
 * `page` is 0-based as in every eladmin list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { onlineSessionSchema, type OnlineSession } from '../../../../streams/contracts/auth';
import { pageSchema, type Page } from '../../../../streams/contracts/common';
import { queryKeys } from '../../../shared/api/query-keys';
import { http } from '../../../shared/http/http-client';

export interface OnlineUsersQuery {
  page: number;
  size: number;
  filter: string;
}

export const onlineUsersQueryKey = queryKeys.auth.online.list;

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
