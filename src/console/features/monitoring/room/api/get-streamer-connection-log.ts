/**
 * `GET api/monitor/streamers/{id}/connection-log?page&size` → a page of {@link MonitorLogEntry}, newest first
 * (`monitor:list`). Sent `silent`: the table says 'Failed to check connection logs' itself.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../../streams/contracts/common';
import { monitorLogEntrySchema, type MonitorLogEntry } from '../../../../../../streams/contracts/monitor-room';
import { http } from '@shared/http/http-client';
import { roomKeys } from './room-keys';

const logPageSchema = pageSchema(monitorLogEntrySchema);

/** @throws HttpRequestError on a failed answer. */
export async function getStreamerConnectionLog(streamerId: number, page: number, size: number, signal?: AbortSignal): Promise<Page<MonitorLogEntry>> {
  const { data } = await http.get<unknown>(`api/monitor/streamers/${streamerId}/connection-log`, { params: { page, size }, signal, silent: true });
  return logPageSchema.parse(data);
}

/** One page of the log, polled every `refreshMs` (the page also invalidates it when the status changes). */
export function useStreamerConnectionLog(streamerId: number, page: number, size: number, refreshMs: number) {
  return useQuery({
    queryKey: roomKeys.log(streamerId, page, size),
    queryFn: ({ signal }) => getStreamerConnectionLog(streamerId, page, size, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
