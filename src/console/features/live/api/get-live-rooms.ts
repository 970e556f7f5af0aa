/**
 * `GET api/live/rooms?page=&size=&sort=&source=&state=&q=` → a page of active rooms (permission
 * `live:list`; contract in streams/contracts/live-rooms.ts). `page` is 0-based; `sort` is `field,asc|desc`.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveRoomRowSchema, type LiveRoomRow } from '../../../../../streams/contracts/live-rooms';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';
import type { LiveRoomsQuery } from './live-rooms-query';

const roomsPageSchema = pageSchema(liveRoomRowSchema);

/** The query string the server expects: empty filters are left out rather than sent as `source=`. */
export function liveRoomsParams(query: LiveRoomsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    page: query.page,
    size: query.size,
    sort: `${query.sort.field},${query.sort.direction}`,
  };
  if (query.q !== '') params.q = query.q;
  if (query.source !== '') params.source = query.source;
  if (query.state !== '') params.state = query.state;
  return params;
}

/**
 * Fetches one page of rooms, parsed with the contract's schema.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getLiveRooms(query: LiveRoomsQuery, signal?: AbortSignal): Promise<Page<LiveRoomRow>> {
  const { data } = await http.get<unknown>('api/live/rooms', { params: liveRoomsParams(query), signal });
  return roomsPageSchema.parse(data);
}

/**
 * The rooms list. `refreshMs` re-polls while the page is open (figures change every second in a live room);
 * `false` stops polling. Polling pauses after a failure, so a broken server gives one notification,
 * not one every few seconds; Retry or a new query resumes it. The previous page stays on screen while the
 * next one loads.
 */
export function useLiveRooms(query: LiveRoomsQuery, refreshMs: number | false = false) {
  return useQuery({
    queryKey: liveQueryKeys.roomList(query),
    queryFn: ({ signal }) => getLiveRooms(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
    // Polling must not stop just because the console window lost focus (a wall display never has it).
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
