/**
 * `DELETE api/groupStreamers` with `[id, …]` → 200 (`liveConfig:del`). Configurations keep their own copy
 * of a streamer, so nothing else changes. Sent `silent`: the page says what failed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/** Deletes kept streamers. @throws HttpRequestError (404 when one is unknown: nothing is deleted). */
export async function deleteGroupStreamers(ids: number[]): Promise<void> {
  await http.delete('api/groupStreamers', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting kept streamers; refreshes every list of them. */
export function useDeleteGroupStreamers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupStreamers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveConfigKeys.groupStreamersAll() }),
  });
}
