/**
 * `DELETE api/monitor/streamers` with `[id, …]` → 200 (`monitor:del`); their connection log and live sessions go too.
 * Sent `silent`: the page shows a refusal itself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { STREAMER_WRITE_SCOPE, monitorKeys } from './monitor-keys';

/** Deletes the streamers. @throws HttpRequestError (404 when one is gone already: nothing deleted). */
export async function deleteMonitorStreamers(ids: number[]): Promise<void> {
  await http.delete('api/monitor/streamers', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting streamers; refreshes the lists. */
export function useDeleteMonitorStreamers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonitorStreamers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.streamers() }),
    scope: STREAMER_WRITE_SCOPE,
  });
}
