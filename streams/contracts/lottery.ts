/**
 * The streamers' lottery (product spec: "Lottery for streamers"; "Lottery record: prize, value, lottery time, award
 * time"; the rules in streams/lottery/lottery-rules.ts: one draw per code per Dubai day, 18:00–22:00 Dubai time).
 *
 * - An activity has its days (Dubai, both included) and its prizes; the prizes' whole-percent probabilities add up to
 *   at most 100 and the rest is "no prize".
 * - Codes are issued to the guild's streamers for one activity; a code is also the streamer's personal link
 *   (`/whiteListPages/luckLottery?code=…`). Revoking a code makes its link "no longer valid".
 * - Every draw is recorded (prize or no prize); staff mark a drawn prize awarded.
 *
 * Routes (server/modules/lottery): `api/lottery/activities`, `api/lottery/prizes`, `api/lottery/codes` (list, create,
 * update, delete; codes also `POST api/lottery/codes/issue` and `PUT api/lottery/codes/revoke`), `api/lottery/records`
 * (list, `download`, `PUT api/lottery/records/award`), and the public `GET api/h5/lottery?code=` (the wheel) and
 * `POST api/h5/lottery/draw` `{code}`. Pure: zod only.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema, queryIdSchema, text } from './common';
import { lotteryMessage } from './refusals/lottery';

/** Whether `yyyy-MM-dd` names a real day of the years 2000–2099 (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  return year >= 2000 && year <= 2099 && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

/** A Dubai calendar day, `yyyy-MM-dd`, of the years 2000–2099. */
export const lotteryDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd')
  .refine(isCalendarDay, 'expected a real day (yyyy-MM-dd, years 2000–2099)');

// ---- activities ----

export const lotteryActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** First and last day (Dubai), both included. */
  startDate: z.string(),
  endDate: z.string(),
  enabled: z.boolean(),
  /** Sum of the activity's prize probabilities, percent (the rest of 100 is "no prize"). */
  probabilityTotal: z.number().int(),
  prizeCount: z.number().int(),
  codeCount: z.number().int(),
  createTime: z.string(),
});
export type LotteryActivity = z.infer<typeof lotteryActivitySchema>;

const activityFields = {
  name: text(100).trim().min(1),
  startDate: lotteryDateSchema,
  endDate: lotteryDateSchema,
  enabled: z.boolean().default(true),
};
const datesInOrder = (body: { startDate: string; endDate: string }) => body.endDate >= body.startDate;
export const lotteryActivityCreateSchema = z.strictObject(activityFields).refine(datesInOrder, { message: lotteryMessage('LOTTERY_ACTIVITY_DATES'), path: ['endDate'] });
export const lotteryActivityUpdateSchema = z.strictObject({ id: idSchema, ...activityFields }).refine(datesInOrder, { message: lotteryMessage('LOTTERY_ACTIVITY_DATES'), path: ['endDate'] });
export type LotteryActivityBody = z.infer<typeof lotteryActivityCreateSchema>;

export const LOTTERY_ACTIVITY_SORTS = ['id', 'name', 'startDate', 'endDate', 'createTime'] as const;
export const lotteryActivityQuerySchema = pageQuerySchema.extend({ blurry: z.string().max(100).optional() });

// ---- prizes ----

/** Whole percent, 1–100 (the product rule "probability 1–100 each, total at most 100"). */
export const lotteryProbabilitySchema = z.number().int(lotteryMessage('LOTTERY_PROBABILITY')).min(1, lotteryMessage('LOTTERY_PROBABILITY')).max(100, lotteryMessage('LOTTERY_PROBABILITY'));

export const lotteryPrizeSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  name: z.string(),
  /** What the prize is worth, in the guild's accounting unit (e.g. USD), two decimals at most. */
  value: z.number(),
  /** A picture (a link this server serves or an http(s) link), or null. */
  picture: z.string().nullable(),
  probability: z.number().int(),
  /** Prizes left; null: unlimited. A prize at 0 is never drawn. */
  stock: z.number().int().nullable(),
  /** Prizes drawn so far. */
  drawn: z.number().int(),
  sort: z.number().int(),
  createTime: z.string(),
});
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

const prizeFields = {
  activityId: idSchema,
  name: text(50).trim().min(1),
  value: z.number().min(0).max(1_000_000).multipleOf(0.01),
  picture: text(500).trim().min(1).nullable().default(null),
  probability: lotteryProbabilitySchema,
  stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
  sort: z.number().int().min(0).max(999).default(0),
};
export const lotteryPrizeCreateSchema = z.strictObject(prizeFields);
export const lotteryPrizeUpdateSchema = z.strictObject({ id: idSchema, ...prizeFields });
export type LotteryPrizeBody = z.infer<typeof lotteryPrizeCreateSchema>;

export const LOTTERY_PRIZE_SORTS = ['id', 'name', 'value', 'probability', 'stock', 'sort', 'createTime'] as const;
export const lotteryPrizeQuerySchema = pageQuerySchema.extend({ activityId: queryIdSchema.optional(), blurry: z.string().max(100).optional() });

// ---- codes (personal links) ----

export const lotteryCodeSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  code: z.string(),
  /** The streamer it was issued to: TikTok ID and nickname. */
  uniqueId: z.string(),
  nickname: z.string().nullable(),
  revoked: z.boolean(),
  /** Dubai day of the last draw, `yyyy-MM-dd`, or null. */
  lastDrawDay: z.string().nullable(),
  draws: z.number().int(),
  createTime: z.string(),
});
export type LotteryCode = z.infer<typeof lotteryCodeSchema>;

/** `POST api/lottery/codes/issue`: one code per streamer (TikTok IDs, one per line in the form) for an activity. */
export const lotteryIssueBodySchema = z.strictObject({
  activityId: idSchema,
  streamers: z
    .array(z.strictObject({ uniqueId: text(64).trim().min(1), nickname: text(100).trim().nullable().default(null) }))
    .min(1)
    .max(1000),
});
export const lotteryIssueResultSchema = z.object({ issued: z.array(lotteryCodeSchema) });

/** `PUT api/lottery/codes/revoke`: revoke (or restore, `revoked: false`) codes. */
export const lotteryRevokeBodySchema = z.strictObject({ ids: z.array(idSchema).min(1).max(1000), revoked: z.boolean().default(true) });

export const LOTTERY_CODE_SORTS = ['id', 'code', 'uniqueId', 'lastDrawDay', 'createTime'] as const;
export const lotteryCodeQuerySchema = pageQuerySchema.extend({
  activityId: queryIdSchema.optional(),
  revoked: z.enum(['true', 'false']).optional(),
  blurry: z.string().max(100).optional(),
});

// ---- records ----

export const lotteryRecordSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  codeId: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string().nullable(),
  /** The prize drawn, or null for "no prize". */
  prizeId: z.number().int().nullable(),
  prizeName: z.string().nullable(),
  value: z.number().nullable(),
  /** When the draw happened (wire date, APP_TIME_ZONE) and its Dubai day. */
  lotteryTime: z.string(),
  lotteryDay: z.string(),
  /** When staff marked the prize awarded, and who; null until then. */
  awardTime: z.string().nullable(),
  awardedBy: z.string().nullable(),
});
export type LotteryRecord = z.infer<typeof lotteryRecordSchema>;

export const LOTTERY_RECORD_SORTS = ['id', 'uniqueId', 'prizeName', 'value', 'lotteryTime', 'awardTime'] as const;
export const lotteryRecordQuerySchema = pageQuerySchema.extend({
  activityId: queryIdSchema.optional(),
  prizeId: queryIdSchema.optional(),
  /** `won`: a prize was drawn; `none`: no prize. */
  outcome: z.enum(['won', 'none']).optional(),
  awarded: z.enum(['true', 'false']).optional(),
  /** Dubai days, both included. */
  from: lotteryDateSchema.optional(),
  to: lotteryDateSchema.optional(),
  blurry: z.string().max(100).optional(),
});

/** `PUT api/lottery/records/award`: mark drawn prizes awarded (or not, `awarded: false`). */
export const lotteryAwardBodySchema = z.strictObject({ ids: z.array(idSchema).min(1).max(1000), awarded: z.boolean().default(true) });

// ---- the public page ----

/** `GET api/h5/lottery?code=` and `POST api/h5/lottery/draw` `{code}`. */
export const lotteryCodeQuerySchemaPublic = z.object({ code: z.string().trim().max(64).optional() });
export const lotteryDrawBodySchema = z.object({ code: z.string().trim().max(64).optional() });

/**
 * One slice of the wheel: a prize (name, picture, probability; `soldOut` when its stock is 0, so landing on it gives
 * no prize) or the "no prize" rest (`prizeId` and `name` null), in the order the draw cuts the 0–100 line.
 */
export const lotteryWheelSliceSchema = z.object({
  prizeId: z.number().int().nullable(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
  probability: z.number().int(),
  soldOut: z.boolean(),
});

/** What the public page shows before drawing: the activity, the wheel, the hours, and today's draw if made. */
export const lotteryWheelSchema = z.object({
  activityName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  nickname: z.string().nullable(),
  slices: z.array(lotteryWheelSliceSchema),
  /** Epoch ms of today's draw hours (Dubai 18:00 and 22:00) and the server's clock, so the page can count down. */
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  now: z.number().int(),
  /** Today's result when the code already drew today. */
  today: z.object({ sliceIndex: z.number().int(), prizeName: z.string().nullable(), value: z.number().nullable() }).nullable(),
});
export type LotteryWheel = z.infer<typeof lotteryWheelSchema>;

/** A draw's result: the slice the wheel stops on and what it is. */
export const lotteryDrawResultSchema = z.object({
  recordId: z.number().int(),
  sliceIndex: z.number().int(),
  prizeId: z.number().int().nullable(),
  prizeName: z.string().nullable(),
  value: z.number().nullable(),
  picture: z.string().nullable(),
});
export type LotteryDrawResult = z.infer<typeof lotteryDrawResultSchema>;
