/** `PUT api/jobs/exec/{id}` → 204 (`timing:edit`): runs a task now; its log row exists when the answer comes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function runTimedTask(id: number): Promise<void> {
  // An empty JSON object: the client sends JSON, and the server refuses an empty JSON body.
  await http.put(`api/jobs/exec/${id}`, {}, { silent: true });
}

/** Runs a task; refreshes the log now and again shortly (the run usually ends within a moment). */
export function useRunTimedTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTimedTask,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timingKeys.all() });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: timingKeys.logs() }), 1_500);
    },
  });
}
