/**
 * `POST api/groupStreamers` {@link GroupStreamerBody} → 201 `{ id }` (`liveConfig:add`). Sent `silent`: a
 * refusal (400 `anchorId: The streamer already exists`, or a field's message) is shown by the form beside the
 * field, and any other failure as 'Failure to add the streamer'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdGroupStreamerSchema, type GroupStreamerBody } from '../../../../../streams/contracts/group-streamers';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/** Keeps a streamer. @returns the new id. @throws HttpRequestError (400 with the message). */
export async function createGroupStreamer(body: GroupStreamerBody): Promise<{ id: number }> {
  const { data } = await http.post<unknown>('api/groupStreamers', body, { silent: true });
  return createdGroupStreamerSchema.parse(data);
}

/** Mutation keeping a streamer; refreshes every list of kept streamers. */
export function useCreateGroupStreamer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupStreamer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveConfigKeys.groupStreamersAll() }),
  });
}
