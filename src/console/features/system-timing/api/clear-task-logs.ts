/** `DELETE api/jobs/logs` → 200 (`timing:del`): clears the execution log. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function clearTaskLogs(): Promise<void> {
  await http.delete('api/jobs/logs', { silent: true });
}

export function useClearTaskLogs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearTaskLogs, onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.logs() }) });
}
