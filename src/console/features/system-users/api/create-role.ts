/** `POST api/roles` → 201 `{id}` (`roles:add`). Sent `silent`: the form shows refusals. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleDataScope } from '../../../../../streams/contracts/roles';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, suKeys } from './keys';

export interface RoleBody {
  name: string;
  level: number;
  dataScope: RoleDataScope;
  depts: { id: number }[];
  description: string | null;
}

export async function createRole(body: RoleBody): Promise<void> {
  await http.post('api/roles', body, { silent: true });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: suKeys.roles() }), scope: WRITE_SCOPE });
}
