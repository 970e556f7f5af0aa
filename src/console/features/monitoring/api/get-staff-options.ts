/**
 * `GET api/monitor/staff?blurry` → up to 50 enabled users `{ id, username, nickName }` to assign to a streamer
 * (`monitor:list`; streams/contracts/monitor.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { monitorStaffOptionSchema, type MonitorStaffOption } from '../../../../../streams/contracts/monitor';
import { http } from '@shared/http/http-client';
import { monitorKeys } from './monitor-keys';

const optionsSchema = z.array(monitorStaffOptionSchema);

/** Staff matching `blurry` (user name or nickname). @throws HttpRequestError. */
export async function getStaffOptions(blurry: string, signal?: AbortSignal): Promise<MonitorStaffOption[]> {
  const { data } = await http.get<unknown>('api/monitor/staff', { params: blurry === '' ? {} : { blurry }, signal, silent: true });
  return optionsSchema.parse(data);
}

/** The staff picker's options for a search (kept 30 s: staff rarely change). */
export function useStaffOptions(blurry: string) {
  return useQuery({
    queryKey: monitorKeys.staff(blurry),
    queryFn: ({ signal }) => getStaffOptions(blurry, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
