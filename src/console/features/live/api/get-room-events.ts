/**
 * `GET api/live/rooms/{roomId}/events?type=&page=&size=` → a page of the room's recent topic events, newest
 * first (permission `live:list`). The gift feed opens with it so it is not empty before the next
 * gift arrives.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roomTopicEventSchema, type RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { Page } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';

export interface RoomEventsQuery {
  /** A topic event type (`gift.counted`, `chat`, …); '' = every type. */
  type: string;
  page: number;
  size: number;
}

// The envelope is checked strictly, the items one by one: history written by an older server version must
// not blank the whole feed because one old event no longer matches today's schema.
const envelopeSchema = z.object({ content: z.array(z.unknown()), totalElements: z.number().int().min(0) });

/**
 * Fetches recent events of a room; items that fail `roomTopicEventSchema` are left out.
 * @throws HttpRequestError on a failed answer.
 */
export async function getRoomEvents(roomId: string, query: RoomEventsQuery, signal?: AbortSignal): Promise<Page<RoomTopicEvent>> {
  const params: Record<string, string | number> = { page: query.page, size: query.size };
  if (query.type !== '') params.type = query.type;
  const { data } = await http.get<unknown>(`api/live/rooms/${encodeURIComponent(roomId)}/events`, { params, signal, silent: true });
  const page = envelopeSchema.parse(data);
  const content = page.content.flatMap((item) => {
    const parsed = roomTopicEventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { content, totalElements: page.totalElements };
}

/** Recent events of one room; disabled until a room is chosen. Never refetched on its own (the topic is live). */
export function useRoomEvents(roomId: string | undefined, query: RoomEventsQuery) {
  return useQuery({
    queryKey: liveQueryKeys.events(roomId ?? '', query),
    queryFn: ({ signal }) => getRoomEvents(roomId ?? '', query, signal),
    enabled: roomId !== undefined,
    staleTime: Infinity,
  });
}
