/**
 * `GET api/live/rooms/{roomId}/summary` → {@link LiveRoomSummary}: the live room's viewers, exact diamonds and likes
 * (the live room API, contract streams/contracts/live-rooms.ts, permission `live:list`). Polled while the topic does
 * not give it; sent `silent`
 * so a failure is said on the page ('Failed to check the viewer count').
 */
import { useQuery } from '@tanstack/react-query';
import { liveRoomSummarySchema, type LiveRoomSummary } from '../../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { roomKeys } from './room-keys';

/** How often the summary is read again while the room is open, ms (the topic moves the figures in between). */
export const SUMMARY_REFRESH_MS = 10_000;

/** @throws HttpRequestError on a failed answer (404 when the room does not run on this server). */
export async function getLiveRoomSummary(roomId: string, signal?: AbortSignal): Promise<LiveRoomSummary> {
  const { data } = await http.get<unknown>(`api/live/rooms/${encodeURIComponent(roomId)}/summary`, { signal, silent: true });
  return liveRoomSummarySchema.parse(data);
}

/**
 * The summary of `roomId`, polled; not read at all while `followed` (the room's topic gives it: its snapshot and
 * events), so it is read only for the first paint, when the server sends no snapshot, and while the socket is down.
 */
export function useLiveRoomSummary(roomId: string, followed = false) {
  return useQuery({
    queryKey: roomKeys.summary(roomId),
    queryFn: ({ signal }) => getLiveRoomSummary(roomId, signal),
    enabled: !followed,
    refetchInterval: (q) => (q.state.status === 'error' ? false : SUMMARY_REFRESH_MS),
  });
}
