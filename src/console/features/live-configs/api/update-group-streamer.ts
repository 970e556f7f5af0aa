/**
 * `PUT api/groupStreamers` `{ id, …GroupStreamerBody }` → 204 (`liveConfig:edit`). 400 `anchorId: The
 * streamer already exists` when the new ID is another kept streamer's; 404 when it was deleted meanwhile.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupStreamerBody } from '../../../../../streams/contracts/group-streamers';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/** Saves kept streamer `id`. @throws HttpRequestError (400 with the message, 404). */
export async function updateGroupStreamer({ id, body }: { id: number; body: GroupStreamerBody }): Promise<void> {
  await http.put('api/groupStreamers', { id, ...body }, { silent: true });
}

/** Mutation saving a kept streamer; refreshes every list of them. */
export function useUpdateGroupStreamer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupStreamer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveConfigKeys.groupStreamersAll() }),
  });
}
