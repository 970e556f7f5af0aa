/** `PUT api/deviceCommands` `{ id, …body }` → 204 (`device:edit`). Sent `silent`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceCommandBody } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Saves a command. @throws HttpRequestError (400 with the contract's message, 404 when it is gone). */
export async function updateCommand({ id, body }: { id: number; body: DeviceCommandBody }): Promise<void> {
  await http.put('api/deviceCommands', { id, ...body }, { silent: true });
}

/** Mutation saving a command; refreshes the commands and the rules (they show its name). */
export function useUpdateCommand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCommand, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }), scope: WRITE_SCOPE });
}
