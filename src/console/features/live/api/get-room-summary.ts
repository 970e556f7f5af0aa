/**
 * `GET api/live/rooms/{roomId}/summary` → {@link LiveRoomSummary} (exact fields; permission
 * `live:list`): the room's figures at the time of the answer — the starting point the websocket updates.
 * Sent `silent`: it is refetched up to once a second while a room is busy, and a failure is shown once, on the
 * page ('failed to refresh viewers'), not as a toast per attempt.
 */
import { useQuery } from '@tanstack/react-query';
import { liveRoomSummarySchema, type LiveRoomSummary } from '../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';

/** @throws HttpRequestError on a failed answer (404 when the room is unknown). */
export async function getRoomSummary(roomId: string, signal?: AbortSignal): Promise<LiveRoomSummary> {
  const { data } = await http.get<unknown>(`api/live/rooms/${encodeURIComponent(roomId)}/summary`, { signal, silent: true });
  return liveRoomSummarySchema.parse(data);
}

/** The summary of `roomId` (disabled while no room is chosen); the page refetches it as events arrive. */
export function useRoomSummary(roomId: string | undefined) {
  return useQuery({
    queryKey: liveQueryKeys.summary(roomId ?? ''),
    queryFn: ({ signal }) => getRoomSummary(roomId ?? '', signal),
    enabled: roomId !== undefined,
    staleTime: 0,
  });
}
