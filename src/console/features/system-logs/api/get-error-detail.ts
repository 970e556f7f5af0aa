/** `GET api/logs/error/{id}` (`admin`) → `{exception}`: the stack of one error log entry. */
import { useQuery } from '@tanstack/react-query';
import { errorDetailSchema, type ErrorDetail } from '../../../../../streams/contracts/logs';
import { http } from '@shared/http/http-client';
import { logKeys } from './log-keys';

export async function getErrorDetail(id: number, signal?: AbortSignal): Promise<ErrorDetail> {
  const { data } = await http.get<unknown>(`api/logs/error/${id}`, { signal, silent: true });
  return errorDetailSchema.parse(data);
}

/** The stack of entry `id` (null: nothing to load). */
export function useErrorDetail(id: number | null) {
  return useQuery({
    queryKey: logKeys.errorDetail(id ?? 0),
    queryFn: ({ signal }) => getErrorDetail(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
