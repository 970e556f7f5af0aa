/** `DELETE api/jobs/logs` → 200 (`timing:del`): clears the execution log. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function clearTaskLogs(): Promise<void> {
  // An empty JSON object: the client sends JSON, and the server refuses an empty JSON body.
  await http.delete('api/jobs/logs', { data: {}, silent: true });
}

export function useClearTaskLogs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearTaskLogs, onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.logs() }) });
}
