/** `GET api/roles/menu-tree` → every menu, flat (`roles:list`), for the menu assignment tree. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleMenuNodeSchema, type RoleMenuNode } from '../../../../../streams/contracts/roles';
import { http } from '@shared/http/http-client';
import { suKeys } from './keys';

export async function getMenuTree(signal?: AbortSignal): Promise<RoleMenuNode[]> {
  const { data } = await http.get<unknown>('api/roles/menu-tree', { signal, silent: true });
  return z.array(roleMenuNodeSchema).parse(data);
}

export function useMenuTree() {
  return useQuery({ queryKey: suKeys.menuTree(), queryFn: ({ signal }) => getMenuTree(signal) });
}
