/**
 * `POST api/monitor/streamers` {@link MonitorStreamerBody} → 201 `{ id }` (`monitor:add`). Sent `silent`: a refusal
 * (400, a contract message such as `uniqueId: The streamer already exists`) is shown by the form beside its field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdMonitorStreamerSchema, type MonitorStreamerBody } from '../../../../../streams/contracts/monitor';
import { http } from '@shared/http/http-client';
import { STREAMER_WRITE_SCOPE, monitorKeys } from './monitor-keys';

/** Adds a monitored streamer. @returns its id. @throws HttpRequestError (400 with the contract's message). */
export async function createMonitorStreamer(body: MonitorStreamerBody): Promise<{ id: number }> {
  const { data } = await http.post<unknown>('api/monitor/streamers', body, { silent: true });
  return createdMonitorStreamerSchema.parse(data);
}

/** Mutation adding a streamer; refreshes the lists. */
export function useCreateMonitorStreamer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMonitorStreamer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.streamers() }),
    scope: STREAMER_WRITE_SCOPE,
  });
}
