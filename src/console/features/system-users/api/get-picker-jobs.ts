/** `GET api/users/jobs` → enabled jobs for the user form (`user:add` or `user:edit`). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pickerJobSchema, type PickerJob } from '../../../../../streams/contracts/system-users';
import { http } from '@shared/http/http-client';
import { suKeys } from './keys';

export async function getPickerJobs(signal?: AbortSignal): Promise<PickerJob[]> {
  const { data } = await http.get<unknown>('api/users/jobs', { signal, silent: true });
  return z.array(pickerJobSchema).parse(data);
}

export function usePickerJobs(enabled: boolean) {
  return useQuery({ queryKey: suKeys.jobs(), queryFn: ({ signal }) => getPickerJobs(signal), enabled });
}
