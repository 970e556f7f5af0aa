/**
 * `GET api/live/rooms/{roomId}/events?type=&page=0&size=` → the room's recent events of some types, newest first
 * (the live room API, permission `live:list`): what the panels show before the topic brings the next events.
 * Read once per room (a `gap` on the topic invalidates it); sent `silent`, each panel says its own failure.
 */
import { useQuery } from '@tanstack/react-query';
import { pageSchema } from '../../../../../../streams/contracts/common';
import { roomTopicEventSchema, type RoomTopicEvent } from '../../../../../../streams/live/room-topic';
import { http } from '@shared/http/http-client';
import { roomKeys } from './room-keys';

const eventsPageSchema = pageSchema(roomTopicEventSchema);

/**
 * @param types comma-separated topic event types (`chat,member`).
 * @returns newest first. @throws HttpRequestError on a failed answer.
 */
export async function getRoomHistory(roomId: string, types: string, size: number, signal?: AbortSignal): Promise<RoomTopicEvent[]> {
  const { data } = await http.get<unknown>(`api/live/rooms/${encodeURIComponent(roomId)}/events`, { params: { type: types, page: 0, size }, signal, silent: true });
  return eventsPageSchema.parse(data).content;
}

export function useRoomHistory(roomId: string, types: string, size: number) {
  return useQuery({
    queryKey: roomKeys.history(roomId, types, size),
    queryFn: ({ signal }) => getRoomHistory(roomId, types, size, signal),
    // Read once per visit: the topic brings what follows. Dropped when the panel closes, so a later visit (whose topic
    // starts from "now") reads the history again instead of showing an old one with a hole after it.
    staleTime: Infinity,
    gcTime: 0,
  });
}
