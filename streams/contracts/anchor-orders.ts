/**
 * Orders and their statistics (`api/anchorOrders`, `api/anchorDispatchStats`) and the websocket topic that tells an
 * operator at once. The product rule: "an order must be accepted within 3 minutes of the streamer going live", counted
 * from the live start the platform reports ({@link ORDER_ACCEPT_MS}); an order left unconfirmed past that is
 * "expired". Exactly one order per live session of a streamer. Pure: zod only.
 */
import { z } from 'zod';
import { idSchema } from './common';
import { commonMessage } from './refusals/common';
import { ORDER_STATUSES, orderRowSchema } from './anchors';

/** Sortable fields of `GET api/anchorOrders`. */
export const ORDER_SORTS = ['id', 'liveStartTime', 'createTime', 'receiveTime', 'status'] as const;

/**
 * Filters of `GET api/anchorOrders` (besides page/size/sort, newest live start first): `status`, `operatorId`,
 * `blurry` over the handle and nickname, `liveStartTime` two wire dates. An operator without `anchor:allocate` sees
 * only their own orders.
 */
export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  operatorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  blurry: z.string().trim().max(100).optional(),
  liveStartTime: z.array(z.string().max(32)).length(2, `liveStartTime: ${commonMessage('TWO_DATES')}`).optional(),
});
export type OrderFilter = z.output<typeof orderFilterSchema>;

/** `PUT api/anchorOrders/confirm` body: take the order. 400 "order expired" after the 3 minutes; 400 when taken already. */
export const confirmOrderBodySchema = z.strictObject({ id: idSchema });
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

/** The websocket topic of a staff user's orders: `orders:<userId>` (only that user may subscribe). */
export const ordersTopic = (userId: number): string => `orders:${userId}`;

/**
 * What `orders:<userId>` carries: `order.dispatched` (a new order for the user, with its row and the ms left to take
 * it when sent) and `order.changed` (taken or expired).
 */
export const orderTopicEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order.dispatched'), order: orderRowSchema, remainingMs: z.number().int() }),
  z.object({ type: z.literal('order.changed'), order: orderRowSchema }),
]);
export type OrderTopicEvent = z.infer<typeof orderTopicEventSchema>;

/** How `GET api/anchorDispatchStats` groups: per operator or per streamer. */
export const DISPATCH_GROUPS = ['operator', 'anchor'] as const;
export type DispatchGroup = (typeof DISPATCH_GROUPS)[number];

/**
 * `GET api/anchorDispatchStats?by=operator|anchor&liveStartTime=from&liveStartTime=to` (anchor:allocate): the
 * orders whose live start falls in the range (default: the last 7 days), grouped.
 */
export const dispatchStatsQuerySchema = z.object({
  by: z.enum(DISPATCH_GROUPS).default('operator'),
  liveStartTime: z.array(z.string().max(32)).length(2, `liveStartTime: ${commonMessage('TWO_DATES')}`).optional(),
});
export type DispatchStatsQuery = z.output<typeof dispatchStatsQuerySchema>;

/**
 * One row of the dispatch statistics: orders dispatched, taken (confirmed), expired and still open; the taking rate
 * (taken ÷ (taken + expired), 0 to 1; null before any order closed); the mean time to take, ms from the live start
 * (null when none was taken).
 */
export const dispatchStatsRowSchema = z.object({
  /** The operator's or the streamer's row id (0: orders without operator). */
  id: z.number().int(),
  name: z.string(),
  dispatched: z.number().int(),
  taken: z.number().int(),
  expired: z.number().int(),
  open: z.number().int(),
  takingRate: z.number().nullable(),
  meanTakeMs: z.number().int().nullable(),
});
export type DispatchStatsRow = z.infer<typeof dispatchStatsRowSchema>;
