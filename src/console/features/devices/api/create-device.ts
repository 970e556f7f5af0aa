/**
 * `POST api/devices` {@link DeviceBody} → 201 {@link CreatedDevice} (`device:add`): the key comes back this once.
 * Sent `silent`: the form shows a refusal beside its field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdDeviceSchema, type CreatedDevice, type DeviceBody } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Adds a device. @returns its id and key. @throws HttpRequestError (400 with the contract's message). */
export async function createDevice(body: DeviceBody): Promise<CreatedDevice> {
  const { data } = await http.post<unknown>('api/devices', body, { silent: true });
  return createdDeviceSchema.parse(data);
}

/** Mutation adding a device; refreshes the device lists. */
export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.devices() }), scope: WRITE_SCOPE });
}
