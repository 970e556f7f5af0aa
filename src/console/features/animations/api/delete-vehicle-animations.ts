/**
 * `DELETE api/vehicleAnimations` with `[id, …]` → 200 (`animation:del`). When a user animation config uses one of
 * them the server deletes nothing and answers 400 `ANIMATION_MESSAGES.inUse(names)`; sent `silent` so the page shows
 * it translated, once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { LIBRARY_WRITE_SCOPE, animationKeys } from './animation-keys';

/** Deletes the animations. @throws HttpRequestError (400 while one is in use). */
export async function deleteVehicleAnimations(ids: number[]): Promise<void> {
  await http.delete('api/vehicleAnimations', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting animations; refreshes the lists. */
export function useDeleteVehicleAnimations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicleAnimations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animationKeys.all }),
    scope: LIBRARY_WRITE_SCOPE,
  });
}
