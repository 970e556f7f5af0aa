/**
 * `GET api/dept` (dept:list): the caller's root departments (no filter), the children of one (`pid`), or the filter's
 * matches flat; and `GET api/dept/tree`, every department in scope as a tree (the form's parent picker).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { deptSchema, type Dept, type DeptSortField } from '../../../../../streams/contracts/depts';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { listParams, orgKeys } from './org-keys';

/** The toolbar's filters ('' = none). */
export interface DeptFilters {
  name: string;
  enabled: '' | 'true' | 'false';
}

export interface DeptsQuery extends DeptFilters {
  page: number;
  size: number;
  sort: SortState<DeptSortField>;
}

const deptPageSchema = pageSchema(deptSchema);

export const deptsParams = (query: DeptsQuery) =>
  listParams({ page: query.page, size: query.size, sort: sortParam(query.sort), name: query.name, enabled: query.enabled });

/** One page of the list. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getDepts(params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Dept>> {
  const { data } = await http.get<unknown>('api/dept', { params, signal, silent: true });
  return deptPageSchema.parse(data);
}

/** The roots (or matches) page. */
export function useDepts(query: DeptsQuery) {
  const params = deptsParams(query);
  return useQuery({ queryKey: orgKeys.list('depts', params), queryFn: ({ signal }) => getDepts(params, signal), placeholderData: keepPreviousData });
}

/** The children of an expanded department (all of them, by sort), loaded when `enabled`. */
export function useDeptChildren(pid: number, sort: SortState<DeptSortField>, enabled: boolean) {
  return useQuery({
    queryKey: orgKeys.list('depts', { pid, sort: sortParam(sort) }),
    queryFn: ({ signal }) => getDepts({ pid, size: 1000, sort: sortParam(sort) }, signal),
    enabled,
  });
}

/** Every department in scope as a tree. */
export function useDeptTree(enabled = true) {
  return useQuery({
    queryKey: orgKeys.tree('depts'),
    queryFn: async ({ signal }) => z.array(deptSchema).parse((await http.get<unknown>('api/dept/tree', { signal, silent: true })).data),
    enabled,
  });
}
