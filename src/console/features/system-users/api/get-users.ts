/** `GET api/users?page&size&sort&blurry&deptId&enabled` → a page of {@link SystemUser} (`user:list`), data scope applied by the server. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { systemUserSchema, type SystemUser } from '../../../../../streams/contracts/system-users';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { suKeys } from './keys';

export type UserSortField = 'username' | 'nickName' | 'email' | 'enabled' | 'createTime';

/** The list's filters ('' / null = none). */
export interface UserFilters {
  blurry: string;
  enabled: 'true' | 'false' | '';
  deptId: number | null;
}

export interface UsersQuery extends UserFilters {
  page: number;
  size: number;
  sort: SortState<UserSortField>;
}

/** Filter parameters (shared with the export). */
export function userFilterParams(filters: UserFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filters.blurry !== '') params.blurry = filters.blurry;
  if (filters.enabled !== '') params.enabled = filters.enabled;
  if (filters.deptId !== null) params.deptId = filters.deptId;
  return params;
}

const usersPageSchema = pageSchema(systemUserSchema);

/** One page of users. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<Page<SystemUser>> {
  const params = { page: query.page, size: query.size, sort: sortParam(query.sort), ...userFilterParams(query) };
  const { data } = await http.get<unknown>('api/users', { params, signal, silent: true });
  return usersPageSchema.parse(data);
}

export function useUsers(query: UsersQuery) {
  const params = { page: query.page, size: query.size, sort: sortParam(query.sort), ...userFilterParams(query) };
  return useQuery({ queryKey: suKeys.userList(params), queryFn: ({ signal }) => getUsers(query, signal), placeholderData: keepPreviousData });
}
