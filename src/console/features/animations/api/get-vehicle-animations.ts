/**
 * `GET api/vehicleAnimations?page&size&sort&blurry&type&enabled` → a page of {@link VehicleAnimationRow}
 * (`animation:list`; streams/contracts/animations.ts). `blurry` searches name, category and description; `sort` is
 * `field,asc|desc` over id, name, type, category, createTime. Empty filters are left out.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnimationTypeName, VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { vehicleAnimationRowSchema } from '../../../../../streams/contracts/animations';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { animationKeys } from './animation-keys';

/** Sortable columns of the library (what the server accepts). */
export const ANIMATION_SORTS = ['id', 'name', 'type', 'category', 'createTime'] as const;
/** A sortable column. */
export type AnimationSortField = (typeof ANIMATION_SORTS)[number];

/** The library query as the page holds it. */
export interface VehicleAnimationsQuery {
  page: number;
  size: number;
  blurry: string;
  type: AnimationTypeName | '';
  /** '' = both. */
  enabled: 'true' | 'false' | '';
  sort: SortState<AnimationSortField>;
}

const animationsPageSchema = pageSchema(vehicleAnimationRowSchema);

/** The query string: empty filters are left out rather than sent empty. */
export function vehicleAnimationsParams(query: VehicleAnimationsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: sortParam(query.sort) };
  if (query.blurry !== '') params.blurry = query.blurry;
  if (query.type !== '') params.type = query.type;
  if (query.enabled !== '') params.enabled = query.enabled;
  return params;
}

/**
 * One page of the library, parsed with the contract.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getVehicleAnimations(query: VehicleAnimationsQuery, signal?: AbortSignal): Promise<Page<VehicleAnimationRow>> {
  const { data } = await http.get<unknown>('api/vehicleAnimations', { params: vehicleAnimationsParams(query), signal, silent: true });
  return animationsPageSchema.parse(data);
}

/** The library list; the previous page stays while the next loads. Sent `silent`: the page says what failed. */
export function useVehicleAnimations(query: VehicleAnimationsQuery) {
  const params = vehicleAnimationsParams(query);
  return useQuery({
    queryKey: animationKeys.libraryList(params),
    queryFn: ({ signal }) => getVehicleAnimations(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many enabled animations the picker offers per search. */
export const OPTION_COUNT = 20;

/**
 * Enabled animations matching `blurry`, by name, for the user configuration's picker (only enabled ones can be
 * configured: the server refuses the others with `ANIMATION_MESSAGES.unknownAnimation`).
 */
export function useAnimationOptions(blurry: string, enabled = true) {
  return useQuery({
    queryKey: animationKeys.options(blurry),
    queryFn: ({ signal }) => getVehicleAnimations({ page: 0, size: OPTION_COUNT, blurry, type: '', enabled: 'true', sort: { field: 'name', direction: 'asc' } }, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}
