/**
 * `GET api/gifts?blurry&page&size` → a page of the gift catalogue, cheapest first (issue 4; `liveConfig:list`):
 * what the configuration form's gift picker offers.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { catalogueGiftSchema, type CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { http } from '../../../../shared/http/http-client';
import { blurryPageParams } from './blurry-params';
import { liveConfigKeys, type BlurryPageQuery } from './live-config-keys';

const giftsPageSchema = pageSchema(catalogueGiftSchema);

/** One page of catalogue gifts (blurry: name or gift id). @throws HttpRequestError. */
export async function getGifts(query: BlurryPageQuery, signal?: AbortSignal): Promise<Page<CatalogueGift>> {
  const { data } = await http.get<unknown>('api/gifts', { params: blurryPageParams(query), signal });
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
