/**
 * `GET api/live/rooms?page=0&size=100&sort=startedAt,desc` → the running rooms (the live rooms contract), for the host
 * room picker of the configuration form. A copy of the request the live pages make: features do not import
 * each other.
 */
import { useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { liveRoomRowSchema, type LiveRoomRow } from '../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

const roomsPageSchema = pageSchema(liveRoomRowSchema);

/** The newest 100 rooms. @throws HttpRequestError. */
export async function getActiveRooms(signal?: AbortSignal): Promise<Page<LiveRoomRow>> {
  const { data } = await http.get<unknown>('api/live/rooms', { params: { page: 0, size: 100, sort: 'startedAt,desc' }, signal });
  return roomsPageSchema.parse(data);
}

/** The running rooms, refreshed every 10 s while the picker is open (rooms come and go). */
export function useActiveRooms() {
  return useQuery({
    queryKey: liveConfigKeys.rooms(),
    queryFn: ({ signal }) => getActiveRooms(signal),
    refetchInterval: (q) => (q.state.status === 'error' ? false : 10_000),
  });
}
