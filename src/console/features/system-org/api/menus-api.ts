/**
 * Menus (menu:list): `GET api/menus/lazy?pid=` the children of a menu (0 = top level) for the lazy tree table,
 * `GET api/menus?blurry=` the matches flat, paged, `GET api/menus/tree` directories and pages (the parent picker);
 * `POST` (201), `PUT` (204), `DELETE [ids]` (200; the subtree goes too), `GET api/menus/download?blurry=`.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuSchema, type Menu, type MenuCreateBody, type MenuUpdateBody } from '../../../../../streams/contracts/menus';
import { createResourceApi, type ListParams } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

/** A node of the parent picker. */
export type MenuNode = Menu & { children?: MenuNode[] };
const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() => menuSchema.extend({ children: z.array(menuNodeSchema).optional() })) as z.ZodType<MenuNode>;

const base = createResourceApi({
  path: 'api/menus',
  rowSchema: menuSchema,
  // The form checked the body with the contract's schema already (its rules need the whole body).
  createSchema: z.custom<MenuCreateBody>(),
  updateSchema: z.custom<MenuUpdateBody>(),
  downloadName: 'menus.xlsx',
});

/** Children of `pid` (0 = top level). @throws HttpRequestError; ZodError. */
async function getMenuChildren(pid: number, signal?: AbortSignal): Promise<Menu[]> {
  const { data } = await http.get<unknown>('api/menus/lazy', { params: { pid }, signal, silent: true });
  return z.array(menuSchema).parse(data);
}

/** The children of an expanded menu. */
export function useMenuChildren(pid: number) {
  return useQuery({ queryKey: base.keys.part('children', pid), queryFn: ({ signal }) => getMenuChildren(pid, signal) });
}

/** The list: the whole top level (lazy, no pages) until a search is applied, then the matches paged. */
function useMenuList(params: ListParams, options?: { enabled?: boolean }) {
  const searching = params.blurry !== undefined;
  const top = useQuery({
    queryKey: base.keys.part('children', 0),
    queryFn: ({ signal }) => getMenuChildren(0, signal),
    select: (rows) => ({ content: rows, totalElements: rows.length }),
    enabled: !searching && (options?.enabled ?? true),
  });
  const search = base.useList(params, { enabled: searching && (options?.enabled ?? true) });
  return searching ? search : top;
}

export const menusApi = { ...base, useList: useMenuList };

/** Directories and pages as a tree. */
export function useMenuTree() {
  return useQuery({
    queryKey: base.keys.part('tree'),
    queryFn: async ({ signal }) => z.array(menuNodeSchema).parse((await http.get<unknown>('api/menus/tree', { signal, silent: true })).data),
  });
}
