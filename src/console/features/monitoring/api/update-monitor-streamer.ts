/**
 * `PUT api/monitor/streamers` `{ id, …MonitorStreamerBody }` → 204 (`monitor:edit`): the whole streamer, as the server
 * replaces it. Sent `silent` like the add.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitorStreamerBody } from '../../../../../streams/contracts/monitor';
import { http } from '@shared/http/http-client';
import { STREAMER_WRITE_SCOPE, monitorKeys } from './monitor-keys';

/** Saves streamer `id`. @throws HttpRequestError (400 with the contract's message, 404). */
export async function updateMonitorStreamer({ id, body }: { id: number; body: MonitorStreamerBody }): Promise<void> {
  await http.put('api/monitor/streamers', { id, ...body }, { silent: true });
}

/** Mutation saving a streamer; refreshes the lists. */
export function useUpdateMonitorStreamer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMonitorStreamer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.streamers() }),
    scope: STREAMER_WRITE_SCOPE,
  });
}
