/** `DELETE api/deviceCommands` `[id, …]` → 200 (`device:del`); 400 while a control rule uses one. Sent `silent`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Deletes commands. @throws HttpRequestError (400 naming the rules that use one; nothing deleted). */
export async function deleteCommands(ids: number[]): Promise<void> {
  await http.delete('api/deviceCommands', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting commands; refreshes the command lists. */
export function useDeleteCommands() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCommands, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.commands() }), scope: WRITE_SCOPE });
}
