/**
 * `GET api/dashboard/figures` (streams/contracts/dashboard.ts `dashboardFiguresSchema`): the guild's figures.
 *
 * Monitoring figures come from `live_sessions` and `live_session_minutes`; a session counts on the day it started
 * (APP_TIME_ZONE), a running one with its length up to now. Every range over sessions is read streamer by streamer
 * (a lateral join on the `(streamer_id, started_at)` index; `offset 0` keeps PostgreSQL from flattening it into a
 * hash join over a sequential scan of every session), so a week of a 5,000-streamer guild reads that week's rows
 * only, never a year of sessions.
 *
 * CRM figures are the caller's CRM scope (`crmCallerOf` / `scopeCondition` / `orderScope` of the anchors module, the
 * same rows the CRM lists show): orders by live start with the statuses a reader sees now (an unconfirmed order past
 * the taking window is expired), streamers added by creation time, guild joins by the `progress` timeline entries
 * moving to `guildJoined`.
 *
 * Periods are sums of whole days, so each matches a day-range filter of the list behind it.
 */
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ANCHOR_PROGRESSES, ORDER_ACCEPT_MS, type AnchorProgress } from '../../../streams/contracts/anchors';
import type { CrmPeriod, DashboardFigures, DashboardPeriod, HistoryDay, LiveNow, MonitorPeriod, TopOperator, TopStreamer } from '../../../streams/contracts/dashboard';
import { can } from '../../../streams/contracts/permissions';
import { queryRows, type Db } from '../../db/database';
import { anchorEvents, anchorOrders, anchors } from '../../db/schema/anchors';
import { liveSessionMinutes, liveSessions, monitoredStreamers } from '../../db/schema/monitor';
import { users } from '../../db/schema/users';
import { formatIsoWithOffset } from '../../http/wire-date';
import { scopeCondition, type CrmCaller } from '../anchors/crm-caller';
import { orderScope } from '../anchors/orders';
import { figureDays, hoursBefore, type FigureDay, type FigureDays } from './figure-days';

/** How many top streamers and operators are listed. */
export const TOP_SIZE = 10;
/** A session that ended this hour is looked for among those started at most this long before the hour. */
const LONGEST_SESSION_HOURS = 48;

/** What the figures are computed for. */
export interface FiguresCaller {
  permissions: readonly string[];
  /** The CRM caller (null: no CRM figures). */
  crm: CrmCaller | null;
}

/** What the figures may reuse between requests. */
export interface FiguresOptions {
  pastDays?: PastDaysCache;
}

interface MonitorDay {
  diamonds: number;
  liveMs: number;
  pks: number;
}
interface CrmDay {
  newTargets: number;
  dispatched: number;
  taken: number;
  expired: number;
  guildJoined: number;
}

/** `array[d0, d1, …]`: the day midnights, for `width_bucket` (1 = the first day). */
function bounds(list: FigureDays | readonly FigureDay[]): SQL {
  const all = 'days' in list ? list.days : list;
  return sql`array[${sql.join(
    all.map((d) => sql`${d.start}::timestamptz`),
    sql`, `,
  )}]`;
}

/** Per day of `list` (consecutive days ending before `end`): diamonds, live ms and PKs of the sessions started that day. */
async function monitorDayRange(db: Db, list: readonly FigureDay[], end: Date, now: Date): Promise<MonitorDay[]> {
  if (list.length === 0) return [];
  const rows = await queryRows<{ bucket: number; diamonds: number; live_ms: number; pks: number }>(
    db,
    sql`select width_bucket(s.started_at, ${bounds(list)}) as bucket,
          coalesce(sum(s.diamonds), 0)::float8 as diamonds,
          coalesce(sum(coalesce(s.duration_ms, greatest(0, extract(epoch from (${now}::timestamptz - s.started_at)) * 1000))), 0)::float8 as live_ms,
          coalesce(sum(s.pk_count), 0)::float8 as pks
        from ${monitoredStreamers} ms
        join lateral (
          select s.started_at, s.diamonds, s.duration_ms, s.pk_count from ${liveSessions} s
          where s.streamer_id = ms.id and s.started_at >= ${list[0]!.start} and s.started_at < ${end}
          offset 0
        ) s on true
        group by 1`,
  );
  const out = list.map((): MonitorDay => ({ diamonds: 0, liveMs: 0, pks: 0 }));
  for (const row of rows) {
    const target = out[Number(row.bucket) - 1];
    if (target) Object.assign(target, { diamonds: Number(row.diamonds), liveMs: Math.round(Number(row.live_ms)), pks: Number(row.pks) });
  }
  return out;
}

/** How long the monitoring figures of the days before yesterday are kept, ms. */
export const PAST_DAYS_TTL_MS = 5 * 60_000;

/**
 * The monitoring figures of the days before yesterday, kept for {@link PAST_DAYS_TTL_MS} per instance: they are the
 * bulk of the rows read (up to 37 days of every streamer's sessions) and change only when a session that started then
 * is still running or ends, so a wall refreshing every 30 s reads them once in five minutes.
 */
export class PastDaysCache {
  private readonly entries = new Map<string, { until: number; value: Promise<MonitorDay[]> }>();

  get(key: string, nowMs: number, load: () => Promise<MonitorDay[]>): Promise<MonitorDay[]> {
    const hit = this.entries.get(key);
    if (hit && hit.until > nowMs) return hit.value;
    for (const [old, entry] of this.entries) if (entry.until <= nowMs) this.entries.delete(old);
    const value = load();
    this.entries.set(key, { until: nowMs + PAST_DAYS_TTL_MS, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}

/** Per day: diamonds, live ms and PKs of the sessions started that day (all monitored streamers). */
async function monitorDays(db: Db, days: FigureDays, now: Date, cache: PastDaysCache | undefined): Promise<MonitorDay[]> {
  const split = Math.max(0, days.today - 1);
  const past = days.days.slice(0, split);
  const recent = days.days.slice(split);
  const pastEnd = days.days[split]!.start;
  const key = `${past[0]?.day ?? ''}..${past.at(-1)?.day ?? ''}`;
  const [older, newer] = await Promise.all([
    cache && past.length > 0 ? cache.get(key, now.getTime(), () => monitorDayRange(db, past, pastEnd, now)) : monitorDayRange(db, past, pastEnd, now),
    monitorDayRange(db, recent, days.end, now),
  ]);
  return [...older, ...newer];
}

/** Per day, in the caller's scope: streamers added, orders dispatched/taken/expired, guild joins. */
async function crmDays(db: Db, who: CrmCaller, days: FigureDays, now: Date): Promise<CrmDay[]> {
  const from = days.days[0]!.start;
  const cut = new Date(now.getTime() - ORDER_ACCEPT_MS);
  const scope = scopeCondition(who);
  const overdue = sql`(${anchorOrders.status} = 'unconfirmed' and ${anchorOrders.liveStartTime} < ${cut})`;
  const [created, orders, joins] = await Promise.all([
    db
      .select({ bucket: sql<number>`width_bucket(${anchors.createTime}, ${bounds(days)})`, n: count() })
      .from(anchors)
      .where(and(scope, gte(anchors.createTime, from), lt(anchors.createTime, days.end)))
      .groupBy(sql`1`),
    db
      .select({
        bucket: sql<number>`width_bucket(${anchorOrders.liveStartTime}, ${bounds(days)})`,
        dispatched: sql<number>`count(*)::int`,
        taken: sql<number>`(count(*) filter (where ${anchorOrders.status} = 'confirmed'))::int`,
        expired: sql<number>`(count(*) filter (where ${anchorOrders.status} = 'expired' or ${overdue}))::int`,
      })
      .from(anchorOrders)
      .innerJoin(anchors, eq(anchors.id, anchorOrders.anchorRowId))
      .where(and(orderScope(who), gte(anchorOrders.liveStartTime, from), lt(anchorOrders.liveStartTime, days.end)))
      .groupBy(sql`1`),
    db
      .select({ bucket: sql<number>`width_bucket(${anchorEvents.at}, ${bounds(days)})`, n: count() })
      .from(anchorEvents)
      .innerJoin(anchors, eq(anchors.id, anchorEvents.anchorRowId))
      .where(and(scope, eq(anchorEvents.kind, 'progress'), sql`${anchorEvents.detail}->>'to' = 'guildJoined'`, gte(anchorEvents.at, from), lt(anchorEvents.at, days.end)))
      .groupBy(sql`1`),
  ]);
  const out = days.days.map((): CrmDay => ({ newTargets: 0, dispatched: 0, taken: 0, expired: 0, guildJoined: 0 }));
  const at = (bucket: number) => out[Number(bucket) - 1];
  for (const row of created) {
    const target = at(row.bucket);
    if (target) target.newTargets = Number(row.n);
  }
  for (const row of orders) {
    const target = at(row.bucket);
    if (target) Object.assign(target, { dispatched: Number(row.dispatched), taken: Number(row.taken), expired: Number(row.expired) });
  }
  for (const row of joins) {
    const target = at(row.bucket);
    if (target) target.guildJoined = Number(row.n);
  }
  return out;
}

/** Live now: open sessions, the latest viewers of each, the diamonds of this hour's minutes. */
async function liveNow(db: Db, days: FigureDays): Promise<LiveNow> {
  const hour = days.hourStart;
  const [open, thisHour, monitored] = await Promise.all([
    queryRows<{ live: number; viewers: number }>(
      db,
      sql`select count(*)::int as live, coalesce(sum(v.viewers), 0)::float8 as viewers
          from ${liveSessions} s
          left join lateral (
            select m.viewers from ${liveSessionMinutes} m where m.session_id = s.id and m.viewers is not null order by m.minute desc limit 1
          ) v on true
          where s.ended_at is null`,
    ),
    // The open sessions, and those that ended this hour (looked for streamer by streamer among recent starts).
    queryRows<{ diamonds: number }>(
      db,
      sql`select coalesce(sum(m.diamonds), 0)::float8 as diamonds
          from (
            select s.id from ${liveSessions} s where s.ended_at is null
            union all
            select e.id from ${monitoredStreamers} ms
            join lateral (
              select s.id from ${liveSessions} s
              where s.streamer_id = ms.id and s.started_at >= ${hoursBefore(hour, LONGEST_SESSION_HOURS)} and s.ended_at >= ${hour}
              offset 0
            ) e on true
          ) x
          join ${liveSessionMinutes} m on m.session_id = x.id and m.minute >= ${hour}`,
    ),
    db.select({ n: count() }).from(monitoredStreamers).where(eq(monitoredStreamers.enabled, true)),
  ]);
  return {
    streamersLive: Number(open[0]?.live ?? 0),
    viewers: Number(open[0]?.viewers ?? 0),
    diamondsThisHour: Number(thisHour[0]?.diamonds ?? 0),
    monitored: Number(monitored[0]?.n ?? 0),
  };
}

/** The most diamonds this week, by monitored streamer. */
async function topStreamers(db: Db, days: FigureDays, now: Date): Promise<TopStreamer[]> {
  const from = days.days[days.weekStart]!.start;
  const rows = await queryRows<{ id: number; unique_id: string; nickname: string; diamonds: number; live_ms: number; pks: number }>(
    db,
    sql`select ms.id, ms.unique_id, ms.nickname, w.diamonds, w.live_ms, w.pks
        from ${monitoredStreamers} ms
        join lateral (
          select coalesce(sum(s.diamonds), 0)::float8 as diamonds,
                 coalesce(sum(coalesce(s.duration_ms, greatest(0, extract(epoch from (${now}::timestamptz - s.started_at)) * 1000))), 0)::float8 as live_ms,
                 coalesce(sum(s.pk_count), 0)::float8 as pks,
                 count(*) as sessions
          from ${liveSessions} s
          where s.streamer_id = ms.id and s.started_at >= ${from} and s.started_at < ${days.end}
        ) w on w.sessions > 0
        order by w.diamonds desc, ms.id
        limit ${TOP_SIZE}`,
  );
  return rows.map((row) => ({ id: Number(row.id), uniqueId: row.unique_id, nickname: row.nickname, diamonds: Number(row.diamonds), liveMs: Math.round(Number(row.live_ms)), pks: Number(row.pks) }));
}

/** Operators of the scope this week: orders taken, then taking rate, then guild joins. */
async function topOperators(db: Db, who: CrmCaller, days: FigureDays, now: Date): Promise<TopOperator[]> {
  const from = days.days[days.weekStart]!.start;
  const cut = new Date(now.getTime() - ORDER_ACCEPT_MS);
  const overdue = sql`(${anchorOrders.status} = 'unconfirmed' and ${anchorOrders.liveStartTime} < ${cut})`;
  const [orders, joins] = await Promise.all([
    db
      .select({
        id: anchorOrders.operatorId,
        dispatched: sql<number>`count(*)::int`,
        taken: sql<number>`(count(*) filter (where ${anchorOrders.status} = 'confirmed'))::int`,
        expired: sql<number>`(count(*) filter (where ${anchorOrders.status} = 'expired' or ${overdue}))::int`,
      })
      .from(anchorOrders)
      .innerJoin(anchors, eq(anchors.id, anchorOrders.anchorRowId))
      .where(and(orderScope(who), sql`${anchorOrders.operatorId} is not null`, gte(anchorOrders.liveStartTime, from), lt(anchorOrders.liveStartTime, days.end)))
      .groupBy(anchorOrders.operatorId),
    db
      .select({ id: anchors.operatorId, n: count() })
      .from(anchorEvents)
      .innerJoin(anchors, eq(anchors.id, anchorEvents.anchorRowId))
      .where(
        and(
          scopeCondition(who),
          sql`${anchors.operatorId} is not null`,
          eq(anchorEvents.kind, 'progress'),
          sql`${anchorEvents.detail}->>'to' = 'guildJoined'`,
          gte(anchorEvents.at, from),
          lt(anchorEvents.at, days.end),
        ),
      )
      .groupBy(anchors.operatorId),
  ]);
  const byId = new Map<number, Omit<TopOperator, 'username'>>();
  const entry = (id: number) => {
    let row = byId.get(id);
    if (!row) byId.set(id, (row = { id, ordersDispatched: 0, ordersTaken: 0, takingRate: null, guildJoined: 0 }));
    return row;
  };
  for (const row of orders) {
    if (row.id === null) continue;
    const closed = Number(row.taken) + Number(row.expired);
    Object.assign(entry(row.id), { ordersDispatched: Number(row.dispatched), ordersTaken: Number(row.taken), takingRate: closed === 0 ? null : Number(row.taken) / closed });
  }
  for (const row of joins) if (row.id !== null) entry(row.id).guildJoined = Number(row.n);
  const top = [...byId.values()]
    .sort((a, b) => b.ordersTaken - a.ordersTaken || (b.takingRate ?? -1) - (a.takingRate ?? -1) || b.guildJoined - a.guildJoined || a.id - b.id)
    .slice(0, TOP_SIZE);
  if (top.length === 0) return [];
  const names = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`${users.id} in (${sql.join(
      top.map((row) => sql`${row.id}`),
      sql`, `,
    )})`);
  const nameOf = new Map(names.map((row) => [row.id, row.username]));
  return top.map((row) => ({ ...row, username: nameOf.get(row.id) ?? '' }));
}

/** Streamers of the scope by progress, every progress listed. */
async function pipeline(db: Db, who: CrmCaller): Promise<{ progress: AnchorProgress; count: number }[]> {
  const rows = await db.select({ progress: anchors.progress, n: count() }).from(anchors).where(scopeCondition(who)).groupBy(anchors.progress);
  const byProgress = new Map(rows.map((row) => [row.progress, Number(row.n)]));
  return ANCHOR_PROGRESSES.map((progress) => ({ progress, count: byProgress.get(progress) ?? 0 }));
}

const sumMonitor = (days: MonitorDay[]): MonitorPeriod =>
  days.reduce((total, d) => ({ diamonds: total.diamonds + d.diamonds, liveMs: total.liveMs + d.liveMs, pks: total.pks + d.pks }), { diamonds: 0, liveMs: 0, pks: 0 });

function sumCrm(days: CrmDay[]): CrmPeriod {
  const total = days.reduce(
    (t, d) => ({ newTargets: t.newTargets + d.newTargets, dispatched: t.dispatched + d.dispatched, taken: t.taken + d.taken, expired: t.expired + d.expired, guildJoined: t.guildJoined + d.guildJoined }),
    { newTargets: 0, dispatched: 0, taken: 0, expired: 0, guildJoined: 0 },
  );
  const closed = total.taken + total.expired;
  return {
    newTargets: total.newTargets,
    ordersDispatched: total.dispatched,
    ordersTaken: total.taken,
    ordersExpired: total.expired,
    takingRate: closed === 0 ? null : total.taken / closed,
    guildJoined: total.guildJoined,
  };
}

/**
 * The figures at `now` (epoch ms) in `zone` for a history of `range` days. Monitoring parts need `monitor:list`,
 * CRM parts `anchor:list` and a CRM caller; the others are null.
 */
export async function dashboardFigures(db: Db, who: FiguresCaller, range: number, zone: string, nowMs: number, options: FiguresOptions = {}): Promise<DashboardFigures> {
  const now = new Date(nowMs);
  const days = figureDays(nowMs, zone, range);
  const showMonitor = can(who.permissions, 'monitor:list');
  const crm = can(who.permissions, 'anchor:list') ? who.crm : null;
  const [monitor, crmPerDay, live, streamers, operators, stages] = await Promise.all([
    showMonitor ? monitorDays(db, days, now, options.pastDays) : null,
    crm ? crmDays(db, crm, days, now) : null,
    showMonitor ? liveNow(db, days) : null,
    showMonitor ? topStreamers(db, days, now) : null,
    crm ? topOperators(db, crm, days, now) : null,
    crm ? pipeline(db, crm) : null,
  ]);
  const period = (first: number, last: number): DashboardPeriod => ({
    from: days.days[first]!.day,
    to: days.days[last]!.day,
    monitor: monitor ? sumMonitor(monitor.slice(first, last + 1)) : null,
    crm: crmPerDay ? sumCrm(crmPerDay.slice(first, last + 1)) : null,
  });
  const history: HistoryDay[] = days.days.slice(days.historyStart).map((d, i) => {
    const index = days.historyStart + i;
    return {
      day: d.day,
      diamonds: monitor ? monitor[index]!.diamonds : null,
      liveMs: monitor ? monitor[index]!.liveMs : null,
      pks: monitor ? monitor[index]!.pks : null,
      ordersTaken: crmPerDay ? crmPerDay[index]!.taken : null,
    };
  });
  return {
    serverTime: formatIsoWithOffset(nowMs, zone),
    sections: { monitor: showMonitor, crm: crm !== null },
    live,
    periods: {
      today: period(days.today, days.today),
      yesterday: period(days.today - 1, days.today - 1),
      thisWeek: period(days.weekStart, days.today),
      lastWeek: period(days.lastWeekStart, days.weekStart - 1),
    },
    pipeline: stages,
    topStreamers: streamers,
    topOperators: operators,
    history,
  };
}
