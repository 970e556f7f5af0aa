/** `DELETE api/deviceRules` `[id, …]` → 200 (`device:del`); their log rows stay. Sent `silent`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Deletes rules. @throws HttpRequestError (404 when one is gone already). */
export async function deleteRules(ids: number[]): Promise<void> {
  await http.delete('api/deviceRules', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting rules; refreshes everything of the feature. */
export function useDeleteRules() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRules, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }), scope: WRITE_SCOPE });
}
