/** `GET api/deviceGiftMessages?uniqueId&page&size` → a page of {@link GiftMessageRow}, newest first (`device:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { giftMessageRowSchema, type GiftMessageRow } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { deviceKeys } from './device-keys';

export interface GiftMessagesQuery {
  /** '' = none picked yet (nothing is asked then). */
  uniqueId: string;
  page: number;
  size: number;
}

const giftsPageSchema = pageSchema(giftMessageRowSchema);

/** One page of a streamer's gifts. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getGiftMessages(query: GiftMessagesQuery, signal?: AbortSignal): Promise<Page<GiftMessageRow>> {
  const { data } = await http.get<unknown>('api/deviceGiftMessages', { params: query, signal, silent: true });
  return giftsPageSchema.parse(data);
}

/** The feed, refreshed every `refreshMs` while a streamer is picked. */
export function useGiftMessages(query: GiftMessagesQuery, refreshMs: number | false) {
  return useQuery({
    queryKey: deviceKeys.giftList({ ...query }),
    queryFn: ({ signal }) => getGiftMessages(query, signal),
    enabled: query.uniqueId !== '',
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
