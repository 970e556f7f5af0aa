/**
 * Database access of live rooms (server/db/schema/live.ts): per-minute statistics and the connection log.
 * Writes take whole batches (see batch-writer.ts); reads page the connection log of rooms no longer running.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ConnectionLogEntry } from '../../../streams/contracts/live-rooms';
import { PG_INT_MAX, type Page } from '../../../streams/contracts/common';
import type { RoomConnectionStatus, RoomTransition } from '../../../machines/room-connection.machine';
import type { Db } from '../../db/database';
import { liveRoomConnectionLog, liveRoomMinutes } from '../../db/schema/live';
import type { RoomMinute } from '../../live/ingest/room-figures';
import { pageWindow } from '../../http/paging';

/** A closed minute of one room, as queued for the database. */
export interface RoomMinuteRow extends RoomMinute {
  roomId: string;
}

/** A connection-state change of one room, as queued for the database. */
export interface RoomTransitionRow extends RoomTransition {
  roomId: string;
}

/**
 * A count as its 32-bit column holds it. A source claiming more than 2^31 − 1 viewers (no TikTok room has them)
 * would otherwise fail the whole batch, every room's minutes with it.
 */
const int32 = (value: number): number => Math.min(Math.max(Math.round(value), 0), PG_INT_MAX);

/** Longest reason stored (the column's length); platform messages can be long. */
const REASON_MAX = 1_000;

/**
 * Merges rows of the same room and minute (PostgreSQL refuses to update one row twice in one upsert): counts
 * add up, the newest known viewer count wins, the like total takes the highest.
 */
export function mergeMinuteRows(rows: readonly RoomMinuteRow[]): RoomMinuteRow[] {
  const merged = new Map<string, RoomMinuteRow>();
  for (const row of rows) {
    const key = `${row.roomId}|${row.minute}`;
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...row });
      continue;
    }
    seen.viewers = row.viewers ?? seen.viewers;
    seen.likeTotal = seen.likeTotal === null ? row.likeTotal : row.likeTotal === null ? seen.likeTotal : Math.max(seen.likeTotal, row.likeTotal);
    seen.diamonds += row.diamonds;
    seen.gifts += row.gifts;
    seen.chats += row.chats;
    seen.joins += row.joins;
    seen.follows += row.follows;
    seen.shares += row.shares;
  }
  return [...merged.values()];
}

/**
 * Upserts per-minute statistics: a new (room, minute) is inserted; an existing one is merged like
 * {@link mergeMinuteRows} (so a minute written in two pieces still adds up).
 */
export async function upsertRoomMinutes(db: Db, rows: readonly RoomMinuteRow[]): Promise<void> {
  const merged = mergeMinuteRows(rows);
  if (merged.length === 0) return;
  const t = liveRoomMinutes;
  await db
    .insert(t)
    .values(
      merged.map((row) => ({
        roomId: row.roomId,
        minute: new Date(row.minute),
        viewers: row.viewers === null ? null : int32(row.viewers),
        likeTotal: row.likeTotal,
        diamonds: row.diamonds,
        gifts: int32(row.gifts),
        chats: int32(row.chats),
        joins: int32(row.joins),
        follows: int32(row.follows),
        shares: int32(row.shares),
      })),
    )
    .onConflictDoUpdate({
      target: [t.roomId, t.minute],
      set: {
        viewers: sql`coalesce(excluded.viewers, ${t.viewers})`,
        // greatest() ignores nulls: a minute without a like total keeps the one it had.
        likeTotal: sql`greatest(${t.likeTotal}, excluded.like_total)`,
        diamonds: sql`${t.diamonds} + excluded.diamonds`,
        gifts: sql`${t.gifts} + excluded.gifts`,
        chats: sql`${t.chats} + excluded.chats`,
        joins: sql`${t.joins} + excluded.joins`,
        follows: sql`${t.follows} + excluded.follows`,
        shares: sql`${t.shares} + excluded.shares`,
      },
    });
}

/** Appends connection-log entries. */
export async function insertConnectionLog(db: Db, rows: readonly RoomTransitionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(liveRoomConnectionLog).values(
    rows.map((row) => ({
      roomId: row.roomId,
      at: new Date(row.at),
      fromState: row.from,
      toState: row.to,
      reason: row.reason.length > REASON_MAX ? `${row.reason.slice(0, REASON_MAX - 1)}…` : row.reason,
    })),
  );
}

/** A page of a room's stored connection log, newest first (ties: latest written first). */
export async function readConnectionLog(db: Db, roomId: string, page: number, size: number): Promise<Page<ConnectionLogEntry>> {
  const t = liveRoomConnectionLog;
  const where = eq(t.roomId, roomId);
  const { limit, offset } = pageWindow(page, size);
  const [rows, [total]] = await Promise.all([
    db.select().from(t).where(where).orderBy(desc(t.at), desc(t.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    content: rows.map((row) => ({
      at: row.at.getTime(),
      // Stored by this module from RoomConnectionStatus values only.
      from: row.fromState as RoomConnectionStatus | null,
      to: row.toState as RoomConnectionStatus,
      reason: row.reason,
    })),
    totalElements: total?.n ?? 0,
  };
}
