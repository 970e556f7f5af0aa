/**
 * The reviewers' queue (`GET api/anchorChecks`, the anchors' filters; anchor:check) and the review itself
 * (`PUT api/anchorChecks/review` → the reviewed row). A review refreshes the streamer lists too.
 */
import { ANCHOR_SORTS, anchorRowSchema, reviewBodySchema, type AnchorRow, type ReviewBody } from '../../../../../streams/contracts/anchors';
import { createResourceApi, resourceKey } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import { ANCHOR_CHECKS_PATH } from './anchors-api';

export const anchorChecksApi = createResourceApi({
  path: ANCHOR_CHECKS_PATH,
  rowSchema: anchorRowSchema,
  downloadName: 'reviews.xlsx',
  sorting: { fields: ANCHOR_SORTS, first: 'updateTime,desc', ascending: ['nickname'] },
  alsoInvalidates: [resourceKey('api/anchors')],
});

/** Sends the decision. @throws HttpRequestError (400 `rejectReason: …` without a reason). */
export async function review(body: ReviewBody): Promise<AnchorRow> {
  const { data } = await http.put<unknown>(`${ANCHOR_CHECKS_PATH}/review`, reviewBodySchema.parse(body), { silent: true });
  return anchorRowSchema.parse(data);
}

/** The review as a mutation, in the queue's turn, refreshing it and the streamer lists. */
export const useReview = () => anchorChecksApi.useWrite(review);
