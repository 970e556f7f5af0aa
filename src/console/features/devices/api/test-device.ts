/**
 * `POST api/devices/{id}/test` `{ commandId? }` → {@link DeviceTestResult} (`device:edit`): queues a test command, sent
 * at once when the device is connected. Sent `silent`: the dialog shows a refusal.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceTestResultSchema, type DeviceTestResult } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { deviceKeys } from './device-keys';

/** Sends a test command. @throws HttpRequestError (400 for a disabled device or an unknown command). */
export async function testDevice({ id, commandId }: { id: number; commandId: number | null }): Promise<DeviceTestResult> {
  const { data } = await http.post<unknown>(`api/devices/${id}/test`, { commandId }, { silent: true });
  return deviceTestResultSchema.parse(data);
}

/** Mutation sending a test command; refreshes the devices (waiting count) and the log. */
export function useTestDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testDevice,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: deviceKeys.devices() }), queryClient.invalidateQueries({ queryKey: deviceKeys.log() })]),
  });
}
