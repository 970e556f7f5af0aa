/**
 * `GET api/userEntryAnimations?page&size&sort&blurry&anchorId&expired` → a page of {@link UserEntryAnimationRow}
 * (`animation:list`; streams/contracts/animations.ts). `blurry` searches user and streamer IDs; `sort` is
 * `field,asc|desc` over id, userId, anchorId, expireTime, createTime. Empty filters are left out.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userEntryAnimationRowSchema, type UserEntryAnimationRow } from '../../../../../streams/contracts/animations';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { animationKeys } from './animation-keys';

/** Sortable columns of the list (what the server accepts). */
export const USER_ANIMATION_SORTS = ['id', 'userId', 'anchorId', 'expireTime', 'createTime'] as const;
/** A sortable column. */
export type UserAnimationSortField = (typeof USER_ANIMATION_SORTS)[number];

/** The list query as the page holds it. */
export interface UserAnimationsQuery {
  page: number;
  size: number;
  blurry: string;
  /** One streamer's configurations ('' = every streamer), without a leading @. */
  anchorId: string;
  /** '' = both. */
  expired: 'true' | 'false' | '';
  sort: SortState<UserAnimationSortField>;
}

const userAnimationsPageSchema = pageSchema(userEntryAnimationRowSchema);

/** The query string: empty filters are left out; a streamer pasted as `@name` is sent as `name`, as it is stored. */
export function userAnimationsParams(query: UserAnimationsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: sortParam(query.sort) };
  const anchorId = query.anchorId.trim().replace(/^@/, '');
  if (query.blurry !== '') params.blurry = query.blurry;
  if (anchorId !== '') params.anchorId = anchorId;
  if (query.expired !== '') params.expired = query.expired;
  return params;
}

/**
 * One page of user entry animations, parsed with the contract.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getUserAnimations(query: UserAnimationsQuery, signal?: AbortSignal): Promise<Page<UserEntryAnimationRow>> {
  const { data } = await http.get<unknown>('api/userEntryAnimations', { params: userAnimationsParams(query), signal, silent: true });
  return userAnimationsPageSchema.parse(data);
}

/** The list; the previous page stays while the next loads. Sent `silent`: the page says what failed. */
export function useUserAnimations(query: UserAnimationsQuery) {
  const params = userAnimationsParams(query);
  return useQuery({
    queryKey: animationKeys.usersList(params),
    queryFn: ({ signal }) => getUserAnimations(query, signal),
    placeholderData: keepPreviousData,
  });
}
