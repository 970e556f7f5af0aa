/**
 * `PUT api/monitor/streamers/enabled` {@link MonitorEnabledBody} → 204 (`monitor:edit`): switches monitoring on or off
 * for one row (the table's switch) or a selection. Sent `silent`: the page says what failed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { monitorEnabledBodySchema, type MonitorEnabledBody } from '../../../../../streams/contracts/monitor';
import { http } from '@shared/http/http-client';
import { STREAMER_WRITE_SCOPE, monitorKeys } from './monitor-keys';

/** Switches monitoring. @throws HttpRequestError (404 when an id is gone: nothing changed). */
export async function setMonitorStreamersEnabled(body: MonitorEnabledBody): Promise<void> {
  await http.put('api/monitor/streamers/enabled', monitorEnabledBodySchema.parse(body), { silent: true });
}

/**
 * Mutation switching monitoring; stays pending until the lists are fresh, so a switch never flips back for a moment.
 */
export function useSetMonitorStreamersEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMonitorStreamersEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.streamers() }),
    scope: STREAMER_WRITE_SCOPE,
  });
}
