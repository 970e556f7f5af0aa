/** `PUT api/jobs/{id}` → 204 (`timing:edit`): pauses a running task or resumes a paused one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function toggleTimedTask(id: number): Promise<void> {
  // An empty JSON object: the client sends JSON, and the server refuses an empty JSON body.
  await http.put(`api/jobs/${id}`, {}, { silent: true });
}

export function useToggleTimedTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleTimedTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.tasks() }) });
}
