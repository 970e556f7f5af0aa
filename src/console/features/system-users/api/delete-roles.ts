/** `DELETE api/roles [ids]` → 200 (`roles:del`); 400 naming the users that hold a role in use. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, suKeys } from './keys';

export async function deleteRoles(ids: number[]): Promise<void> {
  await http.delete('api/roles', { data: idListSchema.parse(ids), silent: true });
}

export function useDeleteRoles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoles, onSuccess: () => queryClient.invalidateQueries({ queryKey: suKeys.roles() }), scope: WRITE_SCOPE });
}
