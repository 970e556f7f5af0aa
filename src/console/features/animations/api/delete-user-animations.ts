/** `DELETE api/userEntryAnimations` with `[id, …]` → 200 (`animation:del`). Sent `silent`: the page says what failed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { animationKeys } from './animation-keys';

/** Deletes the user entry animations. @throws HttpRequestError. */
export async function deleteUserAnimations(ids: number[]): Promise<void> {
  await http.delete('api/userEntryAnimations', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting user entry animations; refreshes the list. */
export function useDeleteUserAnimations() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUserAnimations, onSuccess: () => queryClient.invalidateQueries({ queryKey: animationKeys.users() }) });
}
