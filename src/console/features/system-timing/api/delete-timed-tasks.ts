/** `DELETE api/jobs` `[id, …]` → 200 (`timing:del`); 400 while another task runs one as a sub-task. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function deleteTimedTasks(ids: number[]): Promise<void> {
  await http.delete('api/jobs', { data: idListSchema.parse(ids), silent: true });
}

export function useDeleteTimedTasks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTimedTasks, onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.tasks() }) });
}
