/**
 * `GET api/gifts?blurry&page&size` → a page of the gift catalogue, cheapest first (`liveConfig:list`):
 * what the configuration form's gift picker offers.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { catalogueGiftSchema, type CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { http } from '@shared/http/http-client';
import { listParams } from '@shared/crud/use-crud-list';
import { liveConfigKeys, type BlurryPageQuery } from './live-config-keys';

const giftsPageSchema = pageSchema(catalogueGiftSchema);

/** One page of catalogue gifts (blurry: name or gift id). @throws HttpRequestError. */
export async function getGifts(query: BlurryPageQuery, signal?: AbortSignal): Promise<Page<CatalogueGift>> {
  const { data } = await http.get<unknown>('api/gifts', { params: listParams({ ...query }), signal });
  return giftsPageSchema.parse(data);
}

/** The catalogue search; the catalogue changes rarely, so answers stay fresh for a minute. */
export function useGifts(query: BlurryPageQuery) {
  return useQuery({
    queryKey: liveConfigKeys.gifts(query),
    queryFn: ({ signal }) => getGifts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** How many catalogue gifts {@link useGiftCatalogue} reads: far more than TikTok's gift list holds. */
export const CATALOGUE_SIZE = 1_000;

/**
 * The catalogue by gift id, for showing the name, price and picture of gift ids stored elsewhere (a kept
 * streamer's usual gifts). An id missing from the map is not in the catalogue (any more).
 */
export function useGiftCatalogue() {
  const query = useGifts({ page: 0, size: CATALOGUE_SIZE, blurry: '' });
  const byId = useMemo(() => new Map((query.data?.content ?? []).map((gift) => [gift.giftId, gift])), [query.data]);
  return { ...query, byId };
}
