/** `DELETE api/devices` `[id, …]` → 200 (`device:del`); 400 while a control rule uses one. Sent `silent`: the page shows the refusal. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Deletes devices. @throws HttpRequestError (400 naming the rules that use one; nothing deleted). */
export async function deleteDevices(ids: number[]): Promise<void> {
  await http.delete('api/devices', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting devices; refreshes the device lists. */
export function useDeleteDevices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDevices, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.devices() }), scope: WRITE_SCOPE });
}
