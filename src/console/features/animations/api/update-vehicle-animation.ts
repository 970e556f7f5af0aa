/**
 * `PUT api/vehicleAnimations` `{ id, …VehicleAnimationBody }` → 204 (`animation:edit`): the whole animation, as the
 * server replaces it (the table's status switch sends the row with `enabled` changed). Sent `silent` like the create.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleAnimationBody, VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { http } from '@shared/http/http-client';
import { LIBRARY_WRITE_SCOPE, animationKeys } from './animation-keys';

/** Saves animation `id`. @throws HttpRequestError (400 with the contract's message, 404). */
export async function updateVehicleAnimation({ id, body }: { id: number; body: VehicleAnimationBody }): Promise<void> {
  await http.put('api/vehicleAnimations', { id, ...body }, { silent: true });
}

/** The body that saves `row` as it is: what the status switch changes one field of. */
export function bodyOfRow(row: VehicleAnimationRow): VehicleAnimationBody {
  return {
    name: row.name,
    type: row.type,
    description: row.description,
    enabled: row.enabled,
    category: row.category,
    pictureUrl: row.pictureUrl,
    resourceUrl: row.resourceUrl,
  };
}

/**
 * Mutation saving an animation; refreshes the library and the user configurations (their rows show the animation's
 * name and picture), and stays pending until they are fresh so a switch never flips back for a moment.
 */
export function useUpdateVehicleAnimation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicleAnimation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animationKeys.all }),
    scope: LIBRARY_WRITE_SCOPE,
  });
}
