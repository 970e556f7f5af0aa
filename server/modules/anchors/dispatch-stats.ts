/**
 * `GET api/anchorDispatchStats` (streams/contracts/anchor-orders.ts): per operator or per streamer, the orders whose
 * live start falls in the range: dispatched, taken, expired, still open, the taking rate (taken ÷ (taken + expired))
 * and the mean time to take (receive time − live start, ms). Counted with the statuses a reader sees at `now`, so an
 * order past its deadline counts as expired before the sweep stores it. The caller's order scope applies.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DispatchStatsQuery, DispatchStatsRow } from '../../../streams/contracts/anchor-orders';
import { ORDER_ACCEPT_MS } from '../../../streams/contracts/anchors';
import type { Db } from '../../db/database';
import { anchorOrders, anchors } from '../../db/schema/anchors';
import { users } from '../../db/schema/users';
import { createTimeRange } from '../depts/date-range';
import type { CrmCaller } from './crm-caller';
import { orderScope } from './orders';

const WEEK_MS = 7 * 86_400_000;

/** The statistics rows, most dispatched first. @throws 400 malformed range. */
export async function dispatchStats(db: Db, who: CrmCaller, query: DispatchStatsQuery, zone: string, now: Date): Promise<DispatchStatsRow[]> {
  const cut = new Date(now.getTime() - ORDER_ACCEPT_MS);
  const range = query.liveStartTime
    ? createTimeRange(anchorOrders.liveStartTime, query.liveStartTime, zone)
    : sql`${anchorOrders.liveStartTime} >= ${new Date(now.getTime() - WEEK_MS)}`;
  const overdue = sql`(${anchorOrders.status} = 'unconfirmed' and ${anchorOrders.liveStartTime} < ${cut})`;
  const key: SQL<number> = query.by === 'operator' ? sql<number>`coalesce(${anchorOrders.operatorId}, 0)` : sql<number>`${anchorOrders.anchorRowId}`;
  const name: SQL<string> = query.by === 'operator' ? sql<string>`coalesce(max(${users.username}), '')` : sql<string>`max(${anchors.uniqueId})`;
  const rows = await db
    .select({
      id: key.mapWith(Number),
      name,
      dispatched: sql<number>`count(*)::int`,
      taken: sql<number>`(count(*) filter (where ${anchorOrders.status} = 'confirmed'))::int`,
      expired: sql<number>`(count(*) filter (where ${anchorOrders.status} = 'expired' or ${overdue}))::int`,
      open: sql<number>`(count(*) filter (where ${anchorOrders.status} = 'unconfirmed' and not ${overdue}))::int`,
      meanTakeMs: sql<number | null>`round(avg(extract(epoch from (${anchorOrders.receiveTime} - ${anchorOrders.liveStartTime})) * 1000) filter (where ${anchorOrders.status} = 'confirmed'))::int`,
    })
    .from(anchorOrders)
    .innerJoin(anchors, eq(anchors.id, anchorOrders.anchorRowId))
    .leftJoin(users, eq(users.id, anchorOrders.operatorId))
    .where(and(orderScope(who), range))
    .groupBy(key)
    .orderBy(sql`count(*) desc`, key);
  return rows.map((row) => {
    const closed = row.taken + row.expired;
    return { ...row, takingRate: closed === 0 ? null : row.taken / closed, meanTakeMs: row.meanTakeMs === null ? null : Number(row.meanTakeMs) };
  });
}
