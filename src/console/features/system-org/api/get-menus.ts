/**
 * Menu reads (menu:list): `GET api/menus/lazy?pid=` (the children of a menu; 0 = top level) for the lazy tree table,
 * `GET api/menus?blurry=` (the matches flat, paged), and `GET api/menus/tree` (directories and pages, the parent picker).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pageSchema } from '../../../../../streams/contracts/common';
import { menuSchema, type Menu } from '../../../../../streams/contracts/menus';
import { http } from '@shared/http/http-client';
import { orgKeys } from './org-keys';

/** A node of the parent picker. */
export type MenuNode = Menu & { children?: MenuNode[] };
const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() => menuSchema.extend({ children: z.array(menuNodeSchema).optional() })) as z.ZodType<MenuNode>;

/** Children of `pid` (0 = top level). @throws HttpRequestError; ZodError. */
export async function getMenuChildren(pid: number, signal?: AbortSignal): Promise<Menu[]> {
  const { data } = await http.get<unknown>('api/menus/lazy', { params: { pid }, signal, silent: true });
  return z.array(menuSchema).parse(data);
}

export function useMenuChildren(pid: number, enabled: boolean) {
  return useQuery({ queryKey: orgKeys.children('menus', pid), queryFn: ({ signal }) => getMenuChildren(pid, signal), enabled });
}

/** The blurry search's page (flat). */
export function useMenuSearch(blurry: string, page: number, size: number) {
  const params = { blurry, page, size };
  return useQuery({
    queryKey: orgKeys.list('menus', params),
    queryFn: async ({ signal }) => pageSchema(menuSchema).parse((await http.get<unknown>('api/menus', { params, signal, silent: true })).data),
    enabled: blurry !== '',
    placeholderData: keepPreviousData,
  });
}

/** Directories and pages as a tree. */
export function useMenuTree(enabled: boolean) {
  return useQuery({
    queryKey: orgKeys.tree('menus'),
    queryFn: async ({ signal }) => z.array(menuNodeSchema).parse((await http.get<unknown>('api/menus/tree', { signal, silent: true })).data),
    enabled,
  });
}
