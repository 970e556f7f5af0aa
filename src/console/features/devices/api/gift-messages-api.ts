/**
 * Gift messages (`device:list`): `GET api/deviceGiftMessages?uniqueId&page&size` → a page of the counted gifts of a
 * streamer's rooms, newest first, and `GET api/deviceGiftMessages/handles` → the streamers enabled rules follow, with
 * their rooms followed now. Both refresh every `refreshMs` (gifts arrive, rooms come and go), paused after a failure.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { followedHandleSchema, giftMessageRowSchema } from '../../../../../streams/contracts/devices';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

export const giftMessagesApi = createResourceApi({ path: 'api/deviceGiftMessages', rowSchema: giftMessageRowSchema });

/** A streamer's gifts (`uniqueId` '' = none picked yet: nothing is asked). */
export function useGiftMessages(query: { uniqueId: string; page: number; size: number }, refreshMs: number) {
  return giftMessagesApi.useList(query, { enabled: query.uniqueId !== '', refresh: refreshMs });
}

/** The followed streamers. */
export function useFollowedHandles(refreshMs: number) {
  return useQuery({
    queryKey: giftMessagesApi.keys.part('handles'),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<unknown>(`${giftMessagesApi.path}/handles`, { signal, silent: true });
      return z.array(followedHandleSchema).parse(data);
    },
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
