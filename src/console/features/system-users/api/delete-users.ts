/** `DELETE api/users [ids]` → 200 (`user:del`); 400 for yourself, the last administrator or a more powerful user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, suKeys } from './keys';

export async function deleteUsers(ids: number[]): Promise<void> {
  await http.delete('api/users', { data: idListSchema.parse(ids), silent: true });
}

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUsers, onSuccess: () => queryClient.invalidateQueries({ queryKey: suKeys.users() }), scope: WRITE_SCOPE });
}
