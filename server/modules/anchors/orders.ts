/**
 * Orders (`api/anchorOrders`): a followed streamer's live start handed to their operator, who must take it within
 * ORDER_ACCEPT_MS (3 minutes) of the live start the platform reported — not of when a scan noticed it.
 *
 * - Dispatch: one order per live session of a streamer, whoever dispatches (the scanner's hook on any instance or
 *   worker, or the sweep): the unique index on (streamer, live start) lets exactly one insert through. A start noticed
 *   after the deadline is stored expired at once (the operator never had the chance; the statistics count it).
 * - Taking: one conditional UPDATE (still unconfirmed, still inside the deadline, the caller's order), so a tap at
 *   2:59.9 and the expiry cannot both win. The streamer's order acceptance time is written with it.
 * - Expiry: an unconfirmed order past its deadline reads as expired at once; the sweep stores it and tells the
 *   operator's screens.
 */
import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_ACCEPT_MS, type OrderRow, type OrderStatus } from '../../../streams/contracts/anchors';
import type { OrderFilter } from '../../../streams/contracts/anchor-orders';
import type { Page } from '../../../streams/contracts/common';
import { refusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { anchorOrders, anchors } from '../../db/schema/anchors';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../http/http-error';
import { blurryOver, defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';
import { sheetXlsx } from '../../http/xlsx';
import { createTimeRange } from '../depts/date-range';
import { recordEvents } from './anchor-events';
import { scopeCondition, type CrmCaller } from './crm-caller';
import { logLiveStarts } from './live-follow';

type StoredOrder = typeof anchorOrders.$inferSelect;
/** An order with what its row shows of the streamer and the operator. */
export interface OrderListRow {
  order: StoredOrder;
  uniqueId: string;
  nickname: string;
  avatar: string | null;
  progress: string;
  operatorName: string | null;
}

/** The deadline's cut: orders whose live start is before it can no longer be taken at `now`. */
const cutOf = (now: Date) => new Date(now.getTime() - ORDER_ACCEPT_MS);

/** The status a reader sees at `now`: an unconfirmed order past its deadline is expired. */
export const effectiveStatus = (order: Pick<StoredOrder, 'status' | 'liveStartTime'>, now: Date): OrderStatus =>
  order.status === 'unconfirmed' && order.liveStartTime.getTime() < cutOf(now).getTime() ? 'expired' : order.status;

/** The SQL of the orders whose status reads `status` at `now`. */
export function statusCondition(status: OrderStatus, now: Date): SQL | undefined {
  const cut = cutOf(now);
  switch (status) {
    case 'unconfirmed':
      return and(eq(anchorOrders.status, 'unconfirmed'), gte(anchorOrders.liveStartTime, cut));
    case 'expired':
      return or(eq(anchorOrders.status, 'expired'), and(eq(anchorOrders.status, 'unconfirmed'), lt(anchorOrders.liveStartTime, cut)));
    case 'confirmed':
      return eq(anchorOrders.status, 'confirmed');
  }
}

const orderRowsQuery = (db: DbOrTx) =>
  db
    .select({ order: anchorOrders, uniqueId: anchors.uniqueId, nickname: anchors.nickname, avatar: anchors.avatar, progress: anchors.progress, operatorName: users.username })
    .from(anchorOrders)
    .innerJoin(anchors, eq(anchors.id, anchorOrders.anchorRowId))
    .leftJoin(users, eq(users.id, anchorOrders.operatorId));

const orderList = defineList({
  table: anchorOrders,
  sorts: { id: anchorOrders.id, liveStartTime: anchorOrders.liveStartTime, createTime: anchorOrders.createTime, receiveTime: anchorOrders.receiveTime, status: anchorOrders.status },
  order: [desc(anchorOrders.liveStartTime)],
  tieBreak: desc(anchorOrders.id),
  select: orderRowsQuery,
  // With no condition (an unscoped caller, no filter) the orders alone are counted, the same number (every order has
  // its streamer: not null, cascading foreign key) without joining the streamers on every page.
  count: async (db, where) => {
    const orders = db.select({ n: sql<number>`count(*)::int` }).from(anchorOrders);
    return (await (where ? orders.innerJoin(anchors, eq(anchors.id, anchorOrders.anchorRowId)).where(where) : orders))[0]?.n ?? 0;
  },
});

/** The wire row of an order at `now`. */
export function toOrderRow(row: OrderListRow, zone: string, now: Date): OrderRow {
  const { order } = row;
  return {
    id: order.id,
    anchorRowId: order.anchorRowId,
    uniqueId: row.uniqueId,
    nickname: row.nickname,
    avatar: row.avatar,
    guildJoined: row.progress === 'guildJoined',
    operator: order.operatorId === null ? null : { id: order.operatorId, name: row.operatorName ?? String(order.operatorId) },
    status: effectiveStatus(order, now),
    liveStartTime: formatWireDate(order.liveStartTime, zone),
    createTime: formatWireDate(order.createTime, zone),
    receiveTime: order.receiveTime ? formatWireDate(order.receiveTime, zone) : null,
    remainingMs: effectiveStatus(order, now) === 'unconfirmed' ? Math.max(0, order.liveStartTime.getTime() + ORDER_ACCEPT_MS - now.getTime()) : 0,
  };
}

/** Whose orders a caller sees: an operator their own; a manager their streamers'; administrators all. */
export const orderScope = (who: CrmCaller): SQL | undefined => (who.scope.kind === 'own' ? eq(anchorOrders.operatorId, who.userId) : scopeCondition(who));

/** The list's WHERE at `now`. @throws 400 malformed range. */
export const orderConditions = (who: CrmCaller, filter: OrderFilter & { guildJoined?: boolean }, zone: string, now: Date) => [
  orderScope(who),
  filter.status ? statusCondition(filter.status, now) : undefined,
  filter.operatorId === undefined ? undefined : eq(anchorOrders.operatorId, filter.operatorId),
  blurryOver(filter.blurry, anchors.uniqueId, anchors.nickname),
  createTimeRange(anchorOrders.liveStartTime, filter.liveStartTime, zone),
  filter.guildJoined === undefined ? undefined : filter.guildJoined ? eq(anchors.progress, 'guildJoined') : ne(anchors.progress, 'guildJoined'),
];

/** `GET api/anchorOrders` (and the H5 order lists). Unconfirmed orders come first when not sorted otherwise. */
export async function listOrders(db: Db, who: CrmCaller, query: OrderFilter & { guildJoined?: boolean } & ListQuery, zone: string, now: Date): Promise<Page<OrderRow>> {
  return orderList.page(db, query, orderConditions(who, query, zone, now), (rows) => rows.map((row) => toOrderRow(row, zone, now)));
}

/** `GET api/anchorOrders/download` → xlsx. */
export async function ordersXlsx(db: Db, who: CrmCaller, query: OrderFilter & SortQuery, zone: string, now: Date): Promise<Buffer> {
  const rows = await orderList.rows(db, query.sort, orderConditions(who, query, zone, now));
  return sheetXlsx(
    'Orders',
    [
      { header: 'TikTok ID', width: 22 },
      { header: 'Nickname', width: 20 },
      { header: 'Operator', width: 14 },
      { header: 'Status', width: 12 },
      { header: 'Live start', width: 20 },
      { header: 'Created', width: 20 },
      { header: 'Taken', width: 20 },
    ],
    rows.map((row) => {
      const wire = toOrderRow(row, zone, now);
      return [wire.uniqueId, wire.nickname, wire.operator?.name ?? '', wire.status, wire.liveStartTime, wire.createTime, wire.receiveTime ?? ''];
    }),
  );
}

/** One order read back for a notification. */
export async function findOrderRow(db: DbOrTx, id: number): Promise<OrderListRow | null> {
  const [row] = await orderRowsQuery(db).where(eq(anchorOrders.id, id));
  return row ?? null;
}

/** A live start seen by the scanner: the monitored TikTok ID, the start (epoch ms) and the session row. */
export interface LiveStart {
  uniqueId: string;
  startedAt: number;
  sessionId: number | null;
}

/**
 * Dispatches the orders of a live start: one per followed streamer with this TikTok ID (an operator, progress not
 * closed, a guild member only while the guild keeps following up) that has none for this start yet; marks the
 * streamer living. @returns the new orders (empty when another dispatcher was first).
 */
export async function dispatchLiveStart(db: Db, start: LiveStart, now: Date): Promise<OrderListRow[]> {
  return db.transaction(async (tx) => {
    const startedAt = new Date(start.startedAt);
    const followed = await tx
      .select({ id: anchors.id, operatorId: anchors.operatorId })
      .from(anchors)
      .where(
        and(
          sql`lower(${anchors.uniqueId}) = ${start.uniqueId.toLowerCase()}`,
          sql`${anchors.operatorId} is not null`,
          inArray(anchors.progress, ['new', 'contacted', 'enteredLiveRoom', 'addedWhatsApp', 'gotInvitationCode', 'guildJoined']),
          or(ne(anchors.progress, 'guildJoined'), isNull(anchors.status), eq(anchors.status, 'continueFollowUp')),
        ),
      );
    if (followed.length === 0) return [];
    await tx
      .update(anchors)
      .set({ liveStatus: 'living', liveStartTime: startedAt })
      .where(inArray(anchors.id, followed.map((row) => row.id)));
    const late = now.getTime() - start.startedAt > ORDER_ACCEPT_MS;
    const inserted = await tx
      .insert(anchorOrders)
      .values(
        followed.map((row) => ({
          anchorRowId: row.id,
          operatorId: row.operatorId,
          liveStartTime: startedAt,
          liveSessionId: start.sessionId,
          status: late ? ('expired' as const) : ('unconfirmed' as const),
          createTime: now,
          expiredTime: late ? now : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: anchorOrders.id, anchorRowId: anchorOrders.anchorRowId });
    await recordEvents(
      tx,
      inserted.map((order) => ({ anchorRowId: order.anchorRowId, kind: 'order' as const, by: null, at: now, detail: { order: order.id, status: late ? 'expired' : 'dispatched' } })),
    );
    if (inserted.length === 0) return [];
    await logLiveStarts(tx, inserted.map((order) => order.anchorRowId), startedAt);
    return orderRowsQuery(tx).where(inArray(anchorOrders.id, inserted.map((order) => order.id)));
  });
}

/**
 * `PUT api/anchorOrders/confirm`: the caller takes their order (administrators any). @returns the order.
 * @throws 404 ORDER_NOT_FOUND (unknown or not theirs); 400 ORDER_EXPIRED after the 3 minutes; 400
 * ORDER_ALREADY_TAKEN.
 */
export async function confirmOrder(db: Db, who: CrmCaller, id: number, zone: string, now: Date): Promise<OrderListRow> {
  return db.transaction(async (tx) => {
    const mine = who.scope.kind === 'all' ? undefined : eq(anchorOrders.operatorId, who.userId);
    const [taken] = await tx
      .update(anchorOrders)
      .set({ status: 'confirmed', receiveTime: now })
      .where(and(eq(anchorOrders.id, id), mine, eq(anchorOrders.status, 'unconfirmed'), gte(anchorOrders.liveStartTime, cutOf(now))))
      .returning();
    if (!taken) {
      const [order] = await tx.select().from(anchorOrders).where(and(eq(anchorOrders.id, id), mine));
      if (!order) throw notFound(refusal('ORDER_NOT_FOUND', { id }));
      if (order.status === 'confirmed') throw badRequest(refusal('ORDER_ALREADY_TAKEN', { time: formatWireDate(order.receiveTime ?? now, zone) }));
      throw badRequest(refusal('ORDER_EXPIRED'));
    }
    await tx.update(anchors).set({ orderAcceptanceTime: now }).where(eq(anchors.id, taken.anchorRowId));
    await recordEvents(tx, [{ anchorRowId: taken.anchorRowId, kind: 'order', by: who.username, at: now, detail: { order: taken.id, status: 'confirmed', takeMs: now.getTime() - taken.liveStartTime.getTime() } }]);
    return (await findOrderRow(tx, taken.id))!;
  });
}

/** Stores the expiry of the unconfirmed orders past their deadline at `now`. @returns them (to tell the operators). */
export async function expireOrders(db: Db, now: Date): Promise<OrderListRow[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(anchorOrders)
      .set({ status: 'expired', expiredTime: now })
      .where(and(eq(anchorOrders.status, 'unconfirmed'), lt(anchorOrders.liveStartTime, cutOf(now))))
      .returning({ id: anchorOrders.id, anchorRowId: anchorOrders.anchorRowId });
    if (expired.length === 0) return [];
    await recordEvents(
      tx,
      expired.map((order) => ({ anchorRowId: order.anchorRowId, kind: 'order' as const, by: null, at: now, detail: { order: order.id, status: 'expired' } })),
    );
    return orderRowsQuery(tx).where(inArray(anchorOrders.id, expired.map((order) => order.id)));
  });
}
