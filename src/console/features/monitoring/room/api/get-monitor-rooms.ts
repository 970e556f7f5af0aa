/**
 * `GET api/monitor/rooms?page&size&blurry&live` → the host list, live first (`monitor:list`; contract
 * streams/contracts/monitor-room.ts). Sent `silent`: the list says 'Failed to check the host list' itself.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../../streams/contracts/common';
import { monitorRoomRowSchema, type MonitorRoomRow } from '../../../../../../streams/contracts/monitor-room';
import { http } from '@shared/http/http-client';
import { roomKeys } from './room-keys';

/** The host list's query: `blurry` '' = no search. */
export interface HostsQuery {
  page: number;
  size: number;
  blurry: string;
  liveOnly: boolean;
}

const hostsPageSchema = pageSchema(monitorRoomRowSchema);

/** The query string (empty filters left out). */
export function hostsParams(query: HostsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size };
  if (query.blurry.trim() !== '') params.blurry = query.blurry.trim();
  if (query.liveOnly) params.live = 'true';
  return params;
}

/** @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract. */
export async function getMonitorRooms(query: HostsQuery, signal?: AbortSignal): Promise<Page<MonitorRoomRow>> {
  const { data } = await http.get<unknown>('api/monitor/rooms', { params: hostsParams(query), signal, silent: true });
  return hostsPageSchema.parse(data);
}

/** The list, polled every `refreshMs` (statuses follow the scans); the previous page stays while the next loads. */
export function useMonitorRooms(query: HostsQuery, refreshMs: number) {
  const params = hostsParams(query);
  return useQuery({
    queryKey: roomKeys.hosts(params),
    queryFn: ({ signal }) => getMonitorRooms(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
