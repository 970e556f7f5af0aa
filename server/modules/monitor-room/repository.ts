/**
 * Queries of the streamer room page (tables server/db/schema/monitor.ts): the host list in live-first order, one
 * streamer's sessions and minutes, and its connection log. Read-only: the scanner writes these tables.
 */
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_ORDER, type MonitorRoomFilter } from '../../../streams/contracts/monitor-room';
import type { Db } from '../../db/database';
import { liveSessionMinutes, liveSessions, monitorConnectionLog, monitoredStreamers, monitorStatusRank } from '../../db/schema/monitor';
import { likePattern } from '../../http/paging';

export type StreamerDbRow = typeof monitoredStreamers.$inferSelect;
export type SessionDbRow = typeof liveSessions.$inferSelect;
export type MinuteDbRow = typeof liveSessionMinutes.$inferSelect;
export type LogDbRow = typeof monitorConnectionLog.$inferSelect;

/** Rank of a status in the host list, live ones first by {@link LIVE_ORDER} (the order's index is on this expression). */
const statusRank = monitorStatusRank(monitoredStreamers.status);

/** WHERE of the host list: blurry over TikTok ID and nickname (a leading `@` ignored), live only, type. */
export function roomFilter(filter: MonitorRoomFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = filter.blurry?.trim().replace(/^@/, '');
  if (text) {
    const pattern = likePattern(text);
    conditions.push(or(ilike(monitoredStreamers.uniqueId, pattern), ilike(monitoredStreamers.nickname, pattern)));
  }
  if (filter.live === true) conditions.push(inArray(monitoredStreamers.status, [...LIVE_ORDER]));
  if (filter.live === false) conditions.push(notInArray(monitoredStreamers.status, [...LIVE_ORDER]));
  if (filter.type) conditions.push(eq(monitoredStreamers.type, filter.type));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * A page of the host list: live first (by {@link LIVE_ORDER}), then the longest live (earliest `live_since`), then
 * by nickname and id so pages never overlap.
 */
export async function pageOfRooms(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<{ rows: StreamerDbRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(monitoredStreamers)
      .where(where)
      .orderBy(asc(statusRank), sql`${monitoredStreamers.liveSince} asc nulls last`, asc(monitoredStreamers.nickname), asc(monitoredStreamers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(monitoredStreamers).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export const findStreamer = async (db: Db, id: number): Promise<StreamerDbRow | null> =>
  (await db.select().from(monitoredStreamers).where(eq(monitoredStreamers.id, id)))[0] ?? null;

/** The streamer's latest sessions, newest first (a running one first of all). */
export const latestSessions = (db: Db, streamerId: number, limit: number): Promise<SessionDbRow[]> =>
  db
    .select()
    .from(liveSessions)
    .where(eq(liveSessions.streamerId, streamerId))
    .orderBy(sql`${liveSessions.endedAt} is null desc`, desc(liveSessions.startedAt), desc(liveSessions.id))
    .limit(limit);

/** The last `limit` minutes of a session, oldest first. */
export async function lastMinutes(db: Db, sessionId: number, limit: number): Promise<MinuteDbRow[]> {
  const rows = await db.select().from(liveSessionMinutes).where(eq(liveSessionMinutes.sessionId, sessionId)).orderBy(desc(liveSessionMinutes.minute)).limit(limit);
  return rows.reverse();
}

/** A page of the streamer's connection log, newest first (the id breaks ties of entries written in one instant). */
export async function pageOfLog(db: Db, streamerId: number, limit: number, offset: number): Promise<{ rows: LogDbRow[]; total: number }> {
  const where = eq(monitorConnectionLog.streamerId, streamerId);
  const [rows, [totals]] = await Promise.all([
    db.select().from(monitorConnectionLog).where(where).orderBy(desc(monitorConnectionLog.at), desc(monitorConnectionLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(monitorConnectionLog).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}
