/**
 * `GET api/live/rooms/{roomId}/top-gifters?size=` → {@link TopGifter}[] by counted diamonds, most first
 * (permission `live:list`). Sent `silent`: the page says 'failed to refresh the gift list' itself.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { topGifterSchema, type TopGifter } from '../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';

const topGiftersSchema = z.array(topGifterSchema);

/** @throws HttpRequestError on a failed answer. */
export async function getTopGifters(roomId: string, size: number, signal?: AbortSignal): Promise<TopGifter[]> {
  const { data } = await http.get<unknown>(`api/live/rooms/${encodeURIComponent(roomId)}/top-gifters`, {
    params: { size },
    signal,
    silent: true,
  });
  return topGiftersSchema.parse(data);
}

/** The `size` top gifters of `roomId`, most diamonds first; the last list stays shown while the next loads. */
export function useTopGifters(roomId: string | undefined, size: number) {
  return useQuery({
    queryKey: liveQueryKeys.topGifters(roomId ?? '', size),
    queryFn: ({ signal }) => getTopGifters(roomId ?? '', size, signal),
    enabled: roomId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
