/**
 * `PUT api/userEntryAnimations` `{ id, …UserEntryAnimationBody }` → 204 (`animation:edit`); the same refusals as the
 * create (duplicate user/streamer, unknown or disabled animation). Sent `silent` like the create.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserEntryAnimationBody } from '../../../../../streams/contracts/animations';
import { http } from '@shared/http/http-client';
import { animationKeys } from './animation-keys';

/** Saves user entry animation `id`. @throws HttpRequestError (400 with the contract's message, 404). */
export async function updateUserAnimation({ id, body }: { id: number; body: UserEntryAnimationBody }): Promise<void> {
  await http.put('api/userEntryAnimations', { id, ...body }, { silent: true });
}

/** Mutation saving a user entry animation; refreshes the list. */
export function useUpdateUserAnimation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserAnimation, onSuccess: () => queryClient.invalidateQueries({ queryKey: animationKeys.users() }) });
}
