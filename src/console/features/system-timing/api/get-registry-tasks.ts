/** `GET api/jobs/tasks` → the tasks of the server's registry, for the form's select (`timing:list`). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { registryTaskSchema, type RegistryTask } from '../../../../../streams/contracts/timing';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function getRegistryTasks(signal?: AbortSignal): Promise<RegistryTask[]> {
  const { data } = await http.get<unknown>('api/jobs/tasks', { signal, silent: true });
  return z.array(registryTaskSchema).parse(data);
}

export function useRegistryTasks() {
  return useQuery({ queryKey: timingKeys.registry(), queryFn: ({ signal }) => getRegistryTasks(signal), staleTime: 5 * 60_000 });
}
