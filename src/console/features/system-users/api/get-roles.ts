/** `GET api/roles?page&size&sort&blurry` → a page of {@link Role} (`roles:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { roleSchema, type Role } from '../../../../../streams/contracts/roles';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { suKeys } from './keys';

export type RoleSortField = 'name' | 'level' | 'createTime';

export interface RolesQuery {
  page: number;
  size: number;
  sort: SortState<RoleSortField>;
  blurry: string;
}

const rolesPageSchema = pageSchema(roleSchema);

const paramsOf = (query: RolesQuery): Record<string, string | number> => ({
  page: query.page,
  size: query.size,
  sort: sortParam(query.sort),
  ...(query.blurry !== '' ? { blurry: query.blurry } : {}),
});

export async function getRoles(query: RolesQuery, signal?: AbortSignal): Promise<Page<Role>> {
  const { data } = await http.get<unknown>('api/roles', { params: paramsOf(query), signal, silent: true });
  return rolesPageSchema.parse(data);
}

export function useRoles(query: RolesQuery) {
  return useQuery({ queryKey: suKeys.roleList(paramsOf(query)), queryFn: ({ signal }) => getRoles(query, signal), placeholderData: keepPreviousData });
}
