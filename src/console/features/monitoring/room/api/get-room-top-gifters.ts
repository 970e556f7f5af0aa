/**
 * `GET api/live/rooms/{roomId}/top-gifters?size=` → {@link TopGifter}[] by counted diamonds, most first (the live
 * room API, permission `live:list`). Polled, and refreshed by the page after counted gifts; the last list stays while
 * the next loads. Sent `silent`: the table says 'Failed to refresh the gift list' itself.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { topGifterSchema, type TopGifter } from '../../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { roomKeys } from './room-keys';

const topGiftersSchema = z.array(topGifterSchema);

/** How often the list is read again without a counted gift, ms. */
export const GIFTERS_REFRESH_MS = 10_000;

/** @throws HttpRequestError on a failed answer. */
export async function getRoomTopGifters(roomId: string, size: number, signal?: AbortSignal): Promise<TopGifter[]> {
  const { data } = await http.get<unknown>(`api/live/rooms/${encodeURIComponent(roomId)}/top-gifters`, { params: { size }, signal, silent: true });
  return topGiftersSchema.parse(data);
}

export function useRoomTopGifters(roomId: string, size: number) {
  return useQuery({
    queryKey: roomKeys.topGifters(roomId, size),
    queryFn: ({ signal }) => getRoomTopGifters(roomId, size, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : GIFTERS_REFRESH_MS),
  });
}
