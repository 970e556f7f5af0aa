/**
 * `POST api/userEntryAnimations` {@link UserEntryAnimationBody} → 201 `{ id }` (`animation:add`). The server refuses a
 * second animation for the same user and streamer (400 `ANIMATION_MESSAGES.duplicateUser`) and a missing or disabled
 * animation (`unknownAnimation`); sent `silent` so the form shows them beside the field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { UserEntryAnimationBody } from '../../../../../streams/contracts/animations';
import { http } from '@shared/http/http-client';
import { animationKeys } from './animation-keys';

const createdSchema = z.object({ id: z.number().int() });

/** Creates a user entry animation. @returns its id. @throws HttpRequestError (400 with the contract's message). */
export async function createUserAnimation(body: UserEntryAnimationBody): Promise<{ id: number }> {
  const { data } = await http.post<unknown>('api/userEntryAnimations', body, { silent: true });
  return createdSchema.parse(data);
}

/** Mutation creating a user entry animation; refreshes the list. */
export function useCreateUserAnimation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUserAnimation, onSuccess: () => queryClient.invalidateQueries({ queryKey: animationKeys.users() }) });
}
