/**
 * `GET api/monitor/rooms/{id}` → {@link MonitorRoomDetail}: which room to follow, the sessions, the last minutes
 * (`monitor:list`). Asked again every {@link ROOM_RESOLVE_MS} so the page follows a new room when a stream ends and
 * another starts, or the worker reconnects. Sent `silent`: the page says 'Failed to check the room list'.
 */
import { useQuery } from '@tanstack/react-query';
import { ROOM_RESOLVE_MS, monitorRoomDetailSchema, type MonitorRoomDetail } from '../../../../../../streams/contracts/monitor-room';
import { http } from '@shared/http/http-client';
import { roomKeys } from './room-keys';

/** @throws HttpRequestError on a failed answer (404 for an unknown streamer). */
export async function getMonitorRoom(streamerId: number, signal?: AbortSignal): Promise<MonitorRoomDetail> {
  const { data } = await http.get<unknown>(`api/monitor/rooms/${streamerId}`, { signal, silent: true });
  return monitorRoomDetailSchema.parse(data);
}

/** The streamer's room state, re-resolved every {@link ROOM_RESOLVE_MS} (also after a failure: the retry is the poll). */
export function useMonitorRoom(streamerId: number) {
  return useQuery({
    queryKey: roomKeys.detail(streamerId),
    queryFn: ({ signal }) => getMonitorRoom(streamerId, signal),
    refetchInterval: ROOM_RESOLVE_MS,
  });
}
