/** `GET api/roles/all` → every role (`roles:list`, `user:add` or `user:edit`), for the user form's picker. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleSchema, type Role } from '../../../../../streams/contracts/roles';
import { http } from '@shared/http/http-client';
import { suKeys } from './keys';

export async function getAllRoles(signal?: AbortSignal): Promise<Role[]> {
  const { data } = await http.get<unknown>('api/roles/all', { signal, silent: true });
  return z.array(roleSchema).parse(data);
}

export function useAllRoles(enabled: boolean) {
  return useQuery({ queryKey: suKeys.allRoles(), queryFn: ({ signal }) => getAllRoles(signal), enabled });
}
