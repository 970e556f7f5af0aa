/**
 * `GET api/live/replays` → the recorded timelines a replay room can play (permission `live:list`; contract in
 * streams/contracts/live-rooms.ts): the start-room form offers them in a list instead of a typed path.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { replayFileSchema, type ReplayFile } from '../../../../../streams/contracts/live-rooms';
import { http } from '@shared/http/http-client';
import { liveQueryKeys } from './live-query-keys';

const replayFilesSchema = z.array(replayFileSchema);

/**
 * Fetches the list, parsed with the contract's schema.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getReplayFiles(signal?: AbortSignal): Promise<ReplayFile[]> {
  const { data } = await http.get<unknown>('api/live/replays', { signal, silent: true });
  return replayFilesSchema.parse(data);
}

/**
 * The recordings, fetched while `enabled` (the form asks only once a replay is chosen). Sent `silent`: a failure
 * is said beside the field, where typing the path still works, rather than as a toast.
 */
export function useReplayFiles(enabled: boolean) {
  return useQuery({ queryKey: liveQueryKeys.replays(), queryFn: ({ signal }) => getReplayFiles(signal), enabled, staleTime: 10_000 });
}
