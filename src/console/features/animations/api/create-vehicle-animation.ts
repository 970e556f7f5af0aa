/**
 * `POST api/vehicleAnimations` {@link VehicleAnimationBody} → 201 `{ id }` (`animation:add`). Sent `silent`: a refusal
 * (400, a contract message, perhaps `field: message`) is shown by the form beside its field, not toasted.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { VehicleAnimationBody } from '../../../../../streams/contracts/animations';
import { http } from '@shared/http/http-client';
import { LIBRARY_WRITE_SCOPE, animationKeys } from './animation-keys';

const createdSchema = z.object({ id: z.number().int() });

/** Creates an animation. @returns its id. @throws HttpRequestError (400 with the contract's message). */
export async function createVehicleAnimation(body: VehicleAnimationBody): Promise<{ id: number }> {
  const { data } = await http.post<unknown>('api/vehicleAnimations', body, { silent: true });
  return createdSchema.parse(data);
}

/** Mutation creating an animation; refreshes the lists. */
export function useCreateVehicleAnimation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicleAnimation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animationKeys.library() }),
    scope: LIBRARY_WRITE_SCOPE,
  });
}
