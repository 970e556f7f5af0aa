/**
 * The lottery's resources (streams/contracts/lottery.ts): `api/lottery/activities`, `prizes`, `codes` (list, create,
 * update, delete; `lottery:list|add|edit|del`), codes' `POST issue` and `PUT revoke` and records' `PUT award`
 * (`lottery:edit`), records' list and `download`. Writes are sent `silent`: the page shows the refusal.
 */
import type { z } from 'zod';
import {
  LOTTERY_ACTIVITY_SORTS,
  LOTTERY_CODE_SORTS,
  LOTTERY_PRIZE_SORTS,
  LOTTERY_RECORD_SORTS,
  lotteryActivityCreateSchema,
  lotteryActivitySchema,
  lotteryActivityUpdateSchema,
  lotteryAwardBodySchema,
  lotteryCodeSchema,
  lotteryIssueBodySchema,
  lotteryIssueResultSchema,
  lotteryPrizeCreateSchema,
  lotteryPrizeSchema,
  lotteryPrizeUpdateSchema,
  lotteryRecordSchema,
  lotteryRevokeBodySchema,
} from '../../../../../streams/contracts/lottery';
import { pageSchema } from '../../../../../streams/contracts/common';
import { createResourceApi, resourceKey } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

const permissions = { add: 'lottery:add', edit: 'lottery:edit', del: 'lottery:del' } as const;

// A write of prizes or codes changes the activities' counts and totals, so their lists refresh too.
const activitiesKey = resourceKey('api/lottery/activities');

export const activitiesApi = createResourceApi({
  path: 'api/lottery/activities',
  rowSchema: lotteryActivitySchema,
  createSchema: lotteryActivityCreateSchema,
  updateSchema: lotteryActivityUpdateSchema,
  downloadName: 'lottery-activities.xlsx',
  sorting: { fields: LOTTERY_ACTIVITY_SORTS, first: 'startDate,desc', ascending: ['name'] },
  permissions,
  alsoInvalidates: [resourceKey('api/lottery/prizes'), resourceKey('api/lottery/codes'), resourceKey('api/lottery/records')],
});

export const prizesApi = createResourceApi({
  path: 'api/lottery/prizes',
  rowSchema: lotteryPrizeSchema,
  createSchema: lotteryPrizeCreateSchema,
  updateSchema: lotteryPrizeUpdateSchema,
  downloadName: 'lottery-prizes.xlsx',
  sorting: { fields: LOTTERY_PRIZE_SORTS, first: 'sort,asc', ascending: ['name', 'sort'] },
  permissions,
  alsoInvalidates: [activitiesKey],
});

export const codesApi = createResourceApi({
  path: 'api/lottery/codes',
  rowSchema: lotteryCodeSchema,
  downloadName: 'lottery-codes.xlsx',
  sorting: { fields: LOTTERY_CODE_SORTS, first: 'createTime,desc', ascending: ['code', 'uniqueId'] },
  // Codes are issued and revoked by the page's own buttons, never added or edited one by one (its `can` says so).
  permissions,
  alsoInvalidates: [activitiesKey],
});

export const recordsApi = createResourceApi({
  path: 'api/lottery/records',
  rowSchema: lotteryRecordSchema,
  downloadName: 'lottery-records.xlsx',
  sorting: { fields: LOTTERY_RECORD_SORTS, first: 'lotteryTime,desc', ascending: ['uniqueId', 'prizeName'] },
});

/** Issues one code per streamer for an activity; the answer lists the codes made. @throws HttpRequestError. */
export async function issueCodes(body: z.input<typeof lotteryIssueBodySchema>): Promise<z.output<typeof lotteryIssueResultSchema>> {
  const { data } = await http.post<unknown>('api/lottery/codes/issue', lotteryIssueBodySchema.parse(body), { silent: true });
  return lotteryIssueResultSchema.parse(data);
}

/** Revokes (or restores, `revoked: false`) codes. @throws HttpRequestError. */
export async function revokeCodes(body: z.input<typeof lotteryRevokeBodySchema>): Promise<void> {
  await http.put('api/lottery/codes/revoke', lotteryRevokeBodySchema.parse(body), { silent: true });
}

/** Marks drawn prizes awarded (or not, `awarded: false`). @throws HttpRequestError. */
export async function awardRecords(body: z.input<typeof lotteryAwardBodySchema>): Promise<void> {
  await http.put('api/lottery/records/award', lotteryAwardBodySchema.parse(body), { silent: true });
}

const activityPageSchema = pageSchema(lotteryActivitySchema);

/** Every activity, newest first, for the pages' activity pickers (a guild runs a handful, never thousands). */
export const useActivityChoices = () => activitiesApi.useGet('api/lottery/activities?page=0&size=500&sort=startDate,desc', activityPageSchema);

/** The prizes of `activityId` (every activity's when null), for the records' prize filter. */
export const useActivityPrizes = (activityId: number | null) =>
  prizesApi.useGet(`api/lottery/prizes?page=0&size=500&sort=sort,asc${activityId === null ? '' : `&activityId=${activityId}`}`, pageSchema(lotteryPrizeSchema));
