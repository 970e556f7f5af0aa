/** `PUT api/devices` `{ id, …body }` → 204 (`device:edit`); disabling a device closes its connection. Sent `silent`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceBody } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Saves a device. @throws HttpRequestError (400 with the contract's message, 404 when it is gone). */
export async function updateDevice({ id, body }: { id: number; body: DeviceBody }): Promise<void> {
  await http.put('api/devices', { id, ...body }, { silent: true });
}

/** Mutation saving a device; refreshes the device lists and the rules (they show its name). */
export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }), scope: WRITE_SCOPE });
}
