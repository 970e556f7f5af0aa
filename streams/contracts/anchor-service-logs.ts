/**
 * Service logs as they are read back (`GET api/anchorServiceLogs`); the body that records one is
 * `serviceLogBodySchema` in ./anchors.ts. Pure: zod only.
 */
import { z } from 'zod';
import { GIFTED_COINS, NEXT_ACTIONS } from './anchors';
import { commonMessage } from './refusals/common';

/** Sortable fields of `GET api/anchorServiceLogs`. */
export const SERVICE_LOG_SORTS = ['id', 'createTime', 'noticeTime', 'privateMessageCount'] as const;

/** A row of `GET api/anchorServiceLogs`: one contact as recorded, with the streamer's handle and the operator. */
export const serviceLogRowSchema = z.object({
  id: z.number().int(),
  anchorRowId: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  follow: z.boolean(),
  followBack: z.boolean(),
  collect: z.boolean(),
  earning: z.boolean(),
  receiveMessage: z.boolean(),
  privateMessageCount: z.number().int(),
  insFollowBack: z.boolean(),
  insReply: z.boolean(),
  pk: z.boolean(),
  interact: z.boolean(),
  friendly: z.boolean(),
  giftedCoins: z.enum(GIFTED_COINS),
  invited: z.boolean(),
  fansGroupJoined: z.boolean(),
  noMessageLimit: z.boolean(),
  replyPrivateMessage: z.boolean(),
  recruitmentStrategy: z.string().nullable(),
  nextAction: z.enum(NEXT_ACTIONS),
  noticeTime: z.string().nullable(),
  screenshot: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type ServiceLogRow = z.infer<typeof serviceLogRowSchema>;

/**
 * Filters of `GET api/anchorServiceLogs` (newest first): `anchorRowId` one streamer's timeline; `nextAction`;
 * `blurry` over the streamer's handle and nickname; `createTime` two wire dates. The caller's streamer scope applies.
 */
export const serviceLogFilterSchema = z.object({
  anchorRowId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  nextAction: z.enum(NEXT_ACTIONS).optional(),
  blurry: z.string().trim().max(100).optional(),
  createTime: z.array(z.string().max(32)).length(2, `createTime: ${commonMessage('TWO_DATES')}`).optional(),
});
export type ServiceLogFilter = z.output<typeof serviceLogFilterSchema>;
