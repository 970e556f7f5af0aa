/** `GET api/deviceGiftMessages/handles` → the streamers enabled rules follow, with their rooms followed now (`device:list`). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { followedHandleSchema, type FollowedHandle } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { deviceKeys } from './device-keys';

/** The followed streamers. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getFollowedHandles(signal?: AbortSignal): Promise<FollowedHandle[]> {
  const { data } = await http.get<unknown>('api/deviceGiftMessages/handles', { signal, silent: true });
  return z.array(followedHandleSchema).parse(data);
}

/** The followed streamers, refreshed every `refreshMs` (rooms come and go). */
export function useFollowedHandles(refreshMs: number) {
  return useQuery({ queryKey: deviceKeys.handles(), queryFn: ({ signal }) => getFollowedHandles(signal), refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs) });
}
