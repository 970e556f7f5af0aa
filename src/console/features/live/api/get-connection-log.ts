/**
 * `GET api/live/rooms/{roomId}/connection-log?page=&size=` → a page of {@link ConnectionLogEntry}, newest first
 * (each transition logged with its reason; permission `live:list`). Sent `silent`: the panel says
 * 'failed to check the connection log' itself.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { connectionLogEntrySchema, type ConnectionLogEntry } from '../../../../../streams/contracts/live-rooms';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';

const logPageSchema = pageSchema(connectionLogEntrySchema);

/** @throws HttpRequestError on a failed answer. */
export async function getConnectionLog(
  roomId: string,
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<ConnectionLogEntry>> {
  const { data } = await http.get<unknown>(`api/live/rooms/${encodeURIComponent(roomId)}/connection-log`, {
    params: query,
    signal,
    silent: true,
  });
  return logPageSchema.parse(data);
}

/** The log of one room; only fetched while `enabled` (the panel is open). */
export function useConnectionLog(roomId: string | undefined, query: { page: number; size: number }, enabled: boolean) {
  return useQuery({
    queryKey: liveQueryKeys.connectionLog(roomId ?? '', query),
    queryFn: ({ signal }) => getConnectionLog(roomId ?? '', query, signal),
    enabled: enabled && roomId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
