/** `POST api/deviceCommands` {@link DeviceCommandBody} → 201 `{ id }` (`device:add`). Sent `silent`: the form shows a refusal beside its field. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { DeviceCommandBody } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Adds a command. @returns its id. @throws HttpRequestError (400 with the contract's message). */
export async function createCommand(body: DeviceCommandBody): Promise<{ id: number }> {
  const { data } = await http.post<unknown>('api/deviceCommands', body, { silent: true });
  return z.object({ id: z.number().int() }).parse(data);
}

/** Mutation adding a command; refreshes the command lists. */
export function useCreateCommand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCommand, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.commands() }), scope: WRITE_SCOPE });
}
