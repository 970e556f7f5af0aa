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

/** How often the summary is read while the websocket is down (ms): nothing else moves it then. */
export const SUMMARY_POLL_MS = 5_000;

/** How the page reads the summary besides its own refetches. */
export interface RoomSummaryReading {
  /** The topic gives the summary (its snapshot and events): no request at all. */
  followed: boolean;
  /** The websocket is down: poll every {@link SUMMARY_POLL_MS}. */
  socketDown: boolean;
}

/**
 * The summary of `roomId` (disabled while no room is chosen, and while the topic gives it); the page refetches it as
 * events arrive when the topic does not give it, and it is polled while the websocket is down.
 */
export function useRoomSummary(roomId: string | undefined, reading: RoomSummaryReading = { followed: false, socketDown: false }) {
  return useQuery({
    queryKey: liveQueryKeys.summary(roomId ?? ''),
    queryFn: ({ signal }) => getRoomSummary(roomId ?? '', signal),
    enabled: roomId !== undefined && !reading.followed,
    refetchInterval: reading.socketDown ? SUMMARY_POLL_MS : false,
    staleTime: 0,
  });
}
