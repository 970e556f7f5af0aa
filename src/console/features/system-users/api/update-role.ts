/** `PUT api/roles` → 204 (`roles:edit`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import type { RoleBody } from './create-role';
import { WRITE_SCOPE, suKeys } from './keys';

export async function updateRole(body: RoleBody & { id: number }): Promise<void> {
  await http.put('api/roles', body, { silent: true });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: suKeys.roles() }), scope: WRITE_SCOPE });
}
