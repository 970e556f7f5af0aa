/**
 * `POST api/live/rooms` {@link LiveRoomRequest} → `{ roomId }` (permission `live:edit`).
 * Sent `silent`: the start dialog shows a refusal itself (beside the field its 400 `field: message` names),
 * so the session layer must not toast it a second time.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveRoomRequestSchema, startedRoomSchema, type LiveRoomRequest } from '../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';

/**
 * Starts a room.
 * @returns the new room's id.
 * @throws HttpRequestError (400 with `field: message` when the server refuses the request).
 */
export async function startLiveRoom(request: LiveRoomRequest): Promise<{ roomId: string }> {
  const { data } = await http.post<unknown>('api/live/rooms', liveRoomRequestSchema.parse(request), { silent: true });
  return startedRoomSchema.parse(data);
}

/** Mutation starting a room; refreshes every rooms list on success. */
export function useStartLiveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLiveRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.rooms() }),
  });
}
