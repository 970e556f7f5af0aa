/**
 * `DELETE api/live/rooms` with `[roomId, …]` → 200 (permission `live:edit`): stops the rooms'
 * sources. Failures are shown by the session layer; the lists and the rooms' data are invalidated.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { roomIdSchema } from '../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';

/** Body of the stop call: at least one valid room id. */
export const stopRoomsBodySchema = z.array(roomIdSchema).min(1);

/** Stops the given rooms. @throws HttpRequestError when the server refuses. */
export async function stopLiveRooms(roomIds: string[]): Promise<void> {
  await http.delete('api/live/rooms', { data: stopRoomsBodySchema.parse(roomIds) });
}

/** Mutation stopping rooms; refreshes the rooms lists and forgets the stopped rooms' data. */
export function useStopLiveRooms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopLiveRooms,
    onSuccess: async (_data, roomIds) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: liveQueryKeys.rooms() }),
        ...roomIds.map((roomId) => queryClient.invalidateQueries({ queryKey: liveQueryKeys.room(roomId) })),
      ]);
    },
  });
}
