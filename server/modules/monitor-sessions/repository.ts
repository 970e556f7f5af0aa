/**
 * Queries of the live sessions read side (tables `live_sessions`, `live_session_minutes` and `monitored_streamers`,
 * server/db/schema/monitor.ts). Read only: the scanner writes these tables.
 *
 * "Now" comes in as an argument (`nowIso`) rather than the database's `now()`, so a running session's duration in a
 * row and in its sort agree, and tests can pin the clock.
 */
import { and, count, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RankingMetric, SessionFilter } from '../../../streams/contracts/monitor-sessions';
import { queryRows, type DbOrTx } from '../../db/database';
import { liveSessions, monitoredStreamers } from '../../db/schema/monitor';
import { likePattern } from '../../http/paging';
import type { SlotSums } from './time-range';

/** An instant as a SQL `timestamptz` literal parameter (the same text on node-postgres and PGlite). */
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** A session's duration, ms: stored when it ended, now − start while it runs. */
export const durationExpr = (now: number) =>
  sql<number>`coalesce(${liveSessions.durationMs}, greatest(0, floor(extract(epoch from (${ts(now)} - ${liveSessions.startedAt})) * 1000)))`;

/** The filters of the list and the export, as resolved by the service. */
export interface SessionWhere extends Pick<SessionFilter, 'streamerId' | 'blurry' | 'type' | 'live'> {
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * WHERE of the list and the export. A session overlaps [from, to) when it started before `to` and its end (now while
 * it runs) is after `from`. Blurry: TikTok ID or nickname, case-insensitive, a leading `@` ignored.
 */
export function sessionWhere(filter: SessionWhere, now: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.streamerId !== undefined) conditions.push(eq(liveSessions.streamerId, filter.streamerId));
  const text = filter.blurry?.trim().replace(/^@/, '');
  if (text) {
    const pattern = likePattern(text);
    conditions.push(or(ilike(monitoredStreamers.uniqueId, pattern), ilike(monitoredStreamers.nickname, pattern)));
  }
  if (filter.type) conditions.push(eq(monitoredStreamers.type, filter.type));
  if (filter.live !== undefined) conditions.push(filter.live ? isNull(liveSessions.endedAt) : isNotNull(liveSessions.endedAt));
  if (filter.to !== undefined) conditions.push(lt(liveSessions.startedAt, new Date(filter.to)));
  if (filter.from !== undefined) conditions.push(sql`coalesce(${liveSessions.endedAt}, ${ts(now)}) > ${ts(filter.from)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The streamer columns every answer carries. */
const streamerColumns = {
  id: monitoredStreamers.id,
  uniqueId: monitoredStreamers.uniqueId,
  nickname: monitoredStreamers.nickname,
  avatarUrl: monitoredStreamers.avatarUrl,
  type: monitoredStreamers.type,
};

/** Sessions with their streamer (inner join: every session has one). */
export const selectSessions = (db: DbOrTx, now: number) =>
  db
    .select({ session: liveSessions, streamer: streamerColumns, durationMs: durationExpr(now).mapWith(Number) })
    .from(liveSessions)
    .innerJoin(monitoredStreamers, eq(monitoredStreamers.id, liveSessions.streamerId));
export type SessionWithStreamer = Awaited<ReturnType<ReturnType<typeof selectSessions>['where']>>[number];

/**
 * How many sessions match `where`. `byStreamer`: the WHERE names the streamer's columns (blurry, type), so the count
 * joins the streamers; otherwise it counts the sessions alone, the same number (every session has its streamer: not
 * null, cascading foreign key) without joining 100,000 streamers on every page.
 */
export async function countSessions(db: DbOrTx, where: SQL | undefined, byStreamer: boolean): Promise<number> {
  const sessions = db.select({ n: count() }).from(liveSessions);
  const [row] = await (byStreamer ? sessions.innerJoin(monitoredStreamers, eq(monitoredStreamers.id, liveSessions.streamerId)) : sessions).where(where);
  return row?.n ?? 0;
}

/** Whether the WHERE of `filter` ({@link sessionWhere}) names a streamer's column, so counting needs the join. */
export const filtersByStreamer = (filter: Pick<SessionWhere, 'blurry' | 'type'>): boolean =>
  Boolean(filter.type) || Boolean(filter.blurry?.trim().replace(/^@/, ''));

/** The streamers of `ids` that exist. */
export const findStreamers = (db: DbOrTx, ids: number[]) => db.select(streamerColumns).from(monitoredStreamers).where(inArray(monitoredStreamers.id, ids));

/**
 * The minutes of `streamerIds` in [from, to), summed per streamer and slot of `slotMs` (UTC-aligned; see
 * `slotMsOf`). Sessions are narrowed first (the streamer/start index), their minutes then by the
 * (session, minute) index. A minute row starts at its minute, so a session that ended just after `from` may still
 * hold a minute at `from − 1 min`: sessions ending up to a minute before `from` are looked at too.
 */
export async function minuteSlots(db: DbOrTx, streamerIds: number[], from: number, to: number, slotMs: number): Promise<SlotSums[]> {
  const slotSeconds = slotMs / 1000;
  const rows = await queryRows<{ streamer_id: number; slot: string | number; vsum: string | number | null; vcount: string | number; vmax: number | null; diamonds: string | number; likes: string | number }>(
    db,
    sql`select s.streamer_id,
               floor(extract(epoch from m.minute) / ${slotSeconds})::bigint * ${slotSeconds} as slot,
               sum(m.viewers) as vsum, count(m.viewers) as vcount, max(m.viewers) as vmax,
               sum(m.diamonds) as diamonds, sum(m.likes) as likes
          from live_sessions s
          join live_session_minutes m on m.session_id = s.id
         where s.streamer_id in (${sql.join(streamerIds.map((id) => sql`${id}`), sql`, `)})
           and s.started_at < ${ts(to)}
           and (s.ended_at is null or s.ended_at >= ${ts(from - 60_000)})
           and m.minute >= ${ts(from)} and m.minute < ${ts(to)}
         group by 1, 2`,
  );
  return rows.map((row) => ({
    streamerId: Number(row.streamer_id),
    t: Number(row.slot) * 1000,
    viewerSum: Number(row.vsum ?? 0),
    viewerCount: Number(row.vcount),
    viewerMax: row.vmax === null ? null : Number(row.vmax),
    diamonds: Number(row.diamonds),
    likes: Number(row.likes),
  }));
}

/** A ranking row as the database answers it (numbers may arrive as text from node-postgres). */
export interface RankingDbRow {
  id: number;
  unique_id: string;
  nickname: string;
  avatar_url: string | null;
  type: string;
  sessions: string | number;
  live_ms: string | number;
  diamonds: string | number;
  peak: string | number;
  value: string | number;
  rank: string | number;
  total: string | number;
  top: string | number;
}

/** The SQL value a metric ranks by. */
const METRIC_VALUE: Readonly<Record<RankingMetric, SQL>> = {
  diamonds: sql.raw('diamonds'),
  viewers: sql.raw('peak'),
  liveTime: sql.raw('live_ms'),
};

/**
 * One page of the ranking over [from, to): per streamer with a session overlapping it, the sessions, the live time
 * inside the range (each session clipped to it; a running one ends now), the diamonds and the highest viewer count.
 * A session wholly inside the range (ended, or running, by `to`) counts with its totals (the running figures of an
 * open one); one crossing an edge counts with its minutes inside the range. Ties share a rank (`rank()`); the
 * order within a tie is by nickname. Every row carries the total count and the first value (window functions), so
 * one query answers the page.
 */
export async function rankingPage(
  db: DbOrTx,
  query: { from: number; to: number; metric: RankingMetric; type?: string | undefined; limit: number; offset: number },
  now: number,
): Promise<RankingDbRow[]> {
  const { from, to } = query;
  const end = sql`coalesce(s.ended_at, ${ts(now)})`;
  return queryRows<RankingDbRow>(
    db,
    sql`with sess as (
          select s.id, s.streamer_id, s.diamonds, s.peak_viewers,
                 (s.started_at >= ${ts(from)} and ${end} <= ${ts(to)}) as inside,
                 greatest(0, extract(epoch from (least(${end}, ${ts(to)}) - greatest(s.started_at, ${ts(from)}))) * 1000) as live_ms
            from live_sessions s
           where s.started_at < ${ts(to)} and ${end} > ${ts(from)}
        ), whole as (
          select streamer_id, count(*) as sessions, sum(live_ms) as live_ms,
                 sum(case when inside then diamonds else 0 end) as diamonds,
                 max(case when inside then peak_viewers end) as peak
            from sess group by streamer_id
        ), part as (
          select sess.streamer_id, sum(m.diamonds) as diamonds, max(m.viewers) as peak
            from sess join live_session_minutes m on m.session_id = sess.id
           where not sess.inside and m.minute >= ${ts(from)} and m.minute < ${ts(to)}
           group by sess.streamer_id
        ), totals as (
          select ms.id, ms.unique_id, ms.nickname, ms.avatar_url, ms.type, w.sessions,
                 floor(w.live_ms)::bigint as live_ms,
                 (w.diamonds + coalesce(p.diamonds, 0))::bigint as diamonds,
                 greatest(coalesce(w.peak, 0), coalesce(p.peak, 0))::bigint as peak
            from whole w
            join monitored_streamers ms on ms.id = w.streamer_id
            left join part p on p.streamer_id = w.streamer_id
           where ${query.type ? sql`ms.type = ${query.type}` : sql`true`}
        ), ranked as (
          select totals.*, ${METRIC_VALUE[query.metric]} as value from totals
        )
        select ranked.*, rank() over (order by value desc) as rank, count(*) over () as total, max(value) over () as top
          from ranked
         order by value desc, lower(nickname), id
         limit ${query.limit} offset ${query.offset}`,
  );
}

/** How many streamers the ranking holds (for a page past its end, which has no row to carry the count). */
export async function rankingCount(db: DbOrTx, query: { from: number; to: number; type?: string | undefined }, now: number): Promise<number> {
  const end = sql`coalesce(s.ended_at, ${ts(now)})`;
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(distinct s.streamer_id) as total
          from live_sessions s join monitored_streamers ms on ms.id = s.streamer_id
         where s.started_at < ${ts(query.to)} and ${end} > ${ts(query.from)}
           and ${query.type ? sql`ms.type = ${query.type}` : sql`true`}`,
  );
  return Number(row?.total ?? 0);
}
