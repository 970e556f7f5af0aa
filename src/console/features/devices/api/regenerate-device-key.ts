/** `POST api/devices/{id}/key` → {@link DeviceKey} (`device:edit`): a new key, shown once; the old one stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceKeySchema, type DeviceKey } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Makes a new key. @throws HttpRequestError (404 when the device is gone). */
export async function regenerateDeviceKey(id: number): Promise<DeviceKey> {
  const { data } = await http.post<unknown>(`api/devices/${id}/key`, {}, { silent: true });
  return deviceKeySchema.parse(data);
}

/** Mutation making a new key; refreshes the device lists (the key hint and the online state change). */
export function useRegenerateDeviceKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: regenerateDeviceKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.devices() }), scope: WRITE_SCOPE });
}
