/** `GET api/users/depts` → the depts of the caller's data scope, flat (`user:list` or `roles:list`). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pickerDeptSchema, type PickerDept } from '../../../../../streams/contracts/system-users';
import { http } from '@shared/http/http-client';
import { suKeys } from './keys';

export async function getPickerDepts(signal?: AbortSignal): Promise<PickerDept[]> {
  const { data } = await http.get<unknown>('api/users/depts', { signal, silent: true });
  return z.array(pickerDeptSchema).parse(data);
}

export function usePickerDepts() {
  return useQuery({ queryKey: suKeys.depts(), queryFn: ({ signal }) => getPickerDepts(signal) });
}
