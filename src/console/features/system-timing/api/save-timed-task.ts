/**
 * `POST api/jobs` (timing:add → 201) and `PUT api/jobs` (timing:edit → 204). Sent `silent`: a 400 naming a field goes
 * beside that field in the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timedTaskCreateBodySchema, timedTaskSchema, timedTaskUpdateBodySchema, type TimedTask, type TimedTaskCreateInput } from '../../../../../streams/contracts/timing';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function createTimedTask(body: TimedTaskCreateInput): Promise<TimedTask> {
  const { data } = await http.post<unknown>('api/jobs', timedTaskCreateBodySchema.parse(body), { silent: true });
  return timedTaskSchema.parse(data);
}

export async function updateTimedTask(id: number, body: TimedTaskCreateInput): Promise<void> {
  await http.put('api/jobs', timedTaskUpdateBodySchema.parse({ ...body, id }), { silent: true });
}

/** Creates (no id) or updates a task; refreshes the lists. */
export function useSaveTimedTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TimedTaskCreateInput }) => (id === null ? createTimedTask(body).then(() => undefined) : updateTimedTask(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.tasks() }),
  });
}
