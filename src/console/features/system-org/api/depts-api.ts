/**
 * Departments: `GET api/dept` (dept:list) the caller's roots (no filter), the children of one (`pid`), or the
 * filter's matches flat; `GET api/dept/tree` every department in scope as a tree (the parent picker); `POST` (201),
 * `PUT` (204; also the switch), `DELETE [ids]` (200; 400 naming the users or roles of a department in use),
 * `GET api/dept/download` (the xlsx).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEPT_SORTS, deptCreateBodySchema, deptSchema, deptUpdateBodySchema, type DeptSortField } from '../../../../../streams/contracts/depts';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';

export const deptsApi = createResourceApi({
  path: 'api/dept',
  rowSchema: deptSchema,
  createSchema: deptCreateBodySchema,
  updateSchema: deptUpdateBodySchema,
  downloadName: 'departments.xlsx',
  sorting: { fields: DEPT_SORTS, first: 'deptSort,asc', ascending: ['name'] },
  permissions: { add: 'dept:add', edit: 'dept:edit', del: 'dept:del' },
});

/** The children of an expanded department (all of them, in the list's sort). */
export function useDeptChildren(pid: number, sort: SortState<DeptSortField> | null) {
  const params = { pid, size: 1000, ...(sort ? { sort: sortParam(sort) } : {}) };
  return useQuery({
    queryKey: deptsApi.keys.part('children', params),
    queryFn: ({ signal }) => deptsApi.list(params, signal),
    select: (page) => page.content,
  });
}

/** Every department in scope as a tree. */
export function useDeptTree() {
  return useQuery({
    queryKey: deptsApi.keys.part('tree'),
    queryFn: async ({ signal }) => z.array(deptSchema).parse((await http.get<unknown>('api/dept/tree', { signal, silent: true })).data),
  });
}
