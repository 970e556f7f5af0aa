/** `PUT api/users` → 204 (`user:edit`): every field but the password. Sent `silent`: the caller shows refusals. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import type { UserBody } from './create-user';
import { WRITE_SCOPE, suKeys } from './keys';

export async function updateUser(body: UserBody & { id: number }): Promise<void> {
  await http.put('api/users', body, { silent: true });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: suKeys.users() }), scope: WRITE_SCOPE });
}
