/**
 * The scanner's database access (schema server/db/schema/monitor.ts): the streamers to scan, each status change with
 * its connection-log entry, and live sessions with their per-minute figures and their PKs.
 *
 * Writes of a status never touch a streamer staff disabled (or deleted) in the meantime: the CRUD API owns `enabled`
 * and resets the scan state itself, so a scan in flight cannot bring a disabled streamer back to life.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MonitorStatus, MonitorTransition } from '../../../machines/monitor-connection.machine';
import type { MonitorType } from '../../../streams/monitor/scan-schedule';
import type { Db } from '../../db/database';
import { liveSessionMinutes, liveSessionPks, liveSessions, monitorConnectionLog, monitoredStreamers } from '../../db/schema/monitor';
import type { SessionBase, SessionMinute, SessionPk, SessionTotals } from './session-figures';

/** What the scanner needs of a monitored streamer. */
export interface ScannedStreamer {
  id: number;
  uniqueId: string;
  nickname: string;
  avatarUrl: string | null;
  type: MonitorType;
  staffId: number | null;
  enabled: boolean;
  status: MonitorStatus;
  statusReason: string | null;
  liveSince: number | null;
}

const REASON_MAX = 1_000;

const columns = {
  id: monitoredStreamers.id,
  uniqueId: monitoredStreamers.uniqueId,
  nickname: monitoredStreamers.nickname,
  avatarUrl: monitoredStreamers.avatarUrl,
  type: monitoredStreamers.type,
  staffId: monitoredStreamers.staffId,
  enabled: monitoredStreamers.enabled,
  status: monitoredStreamers.status,
  statusReason: monitoredStreamers.statusReason,
  liveSince: monitoredStreamers.liveSince,
};

const toScanned = (row: { liveSince: Date | null } & Omit<ScannedStreamer, 'liveSince'>): ScannedStreamer => ({ ...row, liveSince: row.liveSince?.getTime() ?? null });

/** Every enabled streamer (the scan plan). */
export async function loadEnabledStreamers(db: Db): Promise<ScannedStreamer[]> {
  const rows = await db.select(columns).from(monitoredStreamers).where(eq(monitoredStreamers.enabled, true));
  return rows.map(toScanned);
}

/** The streamers of `ids` that still exist, enabled or not. */
export async function loadStreamersByIds(db: Db, ids: readonly number[]): Promise<ScannedStreamer[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(columns).from(monitoredStreamers).where(inArray(monitoredStreamers.id, [...ids]));
  return rows.map(toScanned);
}

/** One streamer, enabled or not; null when deleted. */
export async function loadStreamer(db: Db, id: number): Promise<ScannedStreamer | null> {
  const [row] = await db.select(columns).from(monitoredStreamers).where(eq(monitoredStreamers.id, id));
  return row ? toScanned(row) : null;
}

/** The scanner's columns that follow a status change. */
export interface StatusColumns {
  liveSince: number | null;
  /** The ingest room now serving the streamer (null when none). */
  roomId: string | null;
}

/**
 * Stores a status change and appends it to the connection log, in one transaction.
 * @returns false when the streamer is disabled or gone (nothing is written then).
 */
export async function persistTransition(db: Db, streamerId: number, transition: MonitorTransition, state: StatusColumns): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(monitoredStreamers)
      .set({
        status: transition.to,
        statusReason: transition.reason.slice(0, REASON_MAX),
        liveSince: state.liveSince === null ? null : new Date(state.liveSince),
        roomId: state.roomId,
        lastCheckedAt: new Date(transition.at),
      })
      .where(and(eq(monitoredStreamers.id, streamerId), eq(monitoredStreamers.enabled, true)))
      .returning({ id: monitoredStreamers.id });
    if (updated.length === 0) return false;
    await tx.insert(monitorConnectionLog).values({
      streamerId,
      at: new Date(transition.at),
      fromStatus: transition.from,
      toStatus: transition.to,
      reason: transition.reason.slice(0, REASON_MAX),
    });
    return true;
  });
}

/** Sets the room serving an enabled streamer (a room restarted after a drop has a new id). */
export async function setStreamerRoom(db: Db, streamerId: number, roomId: string | null): Promise<void> {
  await db
    .update(monitoredStreamers)
    .set({ roomId })
    .where(and(eq(monitoredStreamers.id, streamerId), eq(monitoredStreamers.enabled, true)));
}

/** Marks streamers as checked at `at` (one statement per batch: scans arrive by the thousand per minute). */
export async function touchChecked(db: Db, ids: readonly number[], at: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(monitoredStreamers)
    .set({ lastCheckedAt: new Date(at) })
    .where(and(inArray(monitoredStreamers.id, [...ids]), eq(monitoredStreamers.enabled, true)));
}

/** A session as the scanner holds it. */
export interface OpenSession {
  id: number;
  startedAt: number;
  base: SessionBase;
  /** Battle ids of the stored PKs with a start (those `base.pkCount` counts), read with `base` in one statement. */
  startedPks: string[];
}

/** Longest battle id stored (`live_session_pks.battle_id`); a longer one is not the platform's and is left out. */
export const BATTLE_ID_MAX = 128;

/**
 * The streamer's open session: the one already stored (another worker's, or this one's before a restart) or a new one
 * starting at `startedAt` (the platform's live start, epoch ms). Two workers opening at once get the same row (partial
 * unique index, one open per streamer).
 *
 * `monitoredFrom` (epoch ms): when this monitoring first found the stream live; stored as `monitored_from` of a row this
 * call creates (never before `startedAt`: a platform clock ahead of ours must not make the monitoring predate the live).
 * An adopted row keeps its own: the session was watched from when its first holder opened it.
 */
export async function openSession(db: Db, streamerId: number, startedAt: number, roomId: string | null, monitoredFrom: number): Promise<OpenSession> {
  const existing = await findOpenSession(db, streamerId);
  if (existing) return existing;
  await db
    .insert(liveSessions)
    .values({ streamerId, startedAt: new Date(startedAt), roomId, monitoredFrom: new Date(Math.max(startedAt, monitoredFrom)) })
    .onConflictDoNothing({ target: liveSessions.streamerId, where: isNull(liveSessions.endedAt) });
  const opened = await findOpenSession(db, streamerId);
  if (!opened) throw new Error(`the live session of streamer ${streamerId} could not be opened`);
  return opened;
}

async function findOpenSession(db: Db, streamerId: number): Promise<OpenSession | null> {
  // The started PKs in the same statement as pk_count: a previous holder's last flush writes both in one transaction.
  const startedPks = sql<string[]>`(select coalesce(json_agg(${liveSessionPks.battleId}), '[]'::json) from ${liveSessionPks} where ${liveSessionPks.sessionId} = ${liveSessions.id} and ${liveSessionPks.startedAt} is not null)`;
  const [row] = await db
    .select({ session: liveSessions, startedPks })
    .from(liveSessions)
    .where(and(eq(liveSessions.streamerId, streamerId), isNull(liveSessions.endedAt)));
  if (!row) return null;
  const { session } = row;
  return {
    id: session.id,
    startedAt: session.startedAt.getTime(),
    base: { peakViewers: session.peakViewers, diamonds: session.diamonds, likes: session.likes, newFollowers: session.newFollowers, shares: session.shares, pkCount: session.pkCount },
    startedPks: row.startedPks,
  };
}

/**
 * Stores the running totals of an open session and upserts its minutes (a minute comes again as it grows) and its PKs,
 * in one transaction (so `pk_count` and the PK rows a taking-over worker reads agree).
 *
 * PKs: one statement for all of them, upserted by (session, battle id), so a PK stored by the worker that held the
 * session before is completed, never duplicated. A start or end, once stored, is never lost to a null, and the
 * earlier of two wins (`least` ignores nulls): the first start and first end seen, whichever worker stores last.
 */
export async function saveSession(
  db: Db,
  sessionId: number,
  totals: SessionTotals,
  minutes: readonly SessionMinute[],
  roomId: string | null,
  pks: readonly SessionPk[] = [],
): Promise<void> {
  const pkRows = pks.filter((p) => p.battleId.length <= BATTLE_ID_MAX);
  await db.transaction(async (tx) => {
    if (pkRows.length > 0) {
      await tx
        .insert(liveSessionPks)
        .values(pkRows.map((p) => ({ sessionId, battleId: p.battleId, startedAt: p.startedAt === null ? null : new Date(p.startedAt), endedAt: p.endedAt === null ? null : new Date(p.endedAt) })))
        .onConflictDoUpdate({
          target: [liveSessionPks.sessionId, liveSessionPks.battleId],
          set: {
            startedAt: sql`least(${liveSessionPks.startedAt}, excluded.started_at)`,
            endedAt: sql`least(${liveSessionPks.endedAt}, excluded.ended_at)`,
          },
        });
    }
    if (minutes.length > 0) {
      await tx
        .insert(liveSessionMinutes)
        .values(minutes.map((m) => ({ sessionId, minute: new Date(m.minute), viewers: m.viewers, diamonds: m.diamonds, likes: m.likes, newFollowers: m.newFollowers, shares: m.shares })))
        .onConflictDoUpdate({
          target: [liveSessionMinutes.sessionId, liveSessionMinutes.minute],
          set: {
            viewers: sql`coalesce(excluded.viewers, ${liveSessionMinutes.viewers})`,
            diamonds: sql`excluded.diamonds`,
            likes: sql`excluded.likes`,
            newFollowers: sql`excluded.new_followers`,
            shares: sql`excluded.shares`,
          },
        });
    }
    await tx
      .update(liveSessions)
      .set({
        peakViewers: sql`greatest(${liveSessions.peakViewers}, ${totals.peakViewers})`,
        avgViewers: sql`(select round(avg(viewers))::int from ${liveSessionMinutes} where ${liveSessionMinutes.sessionId} = ${sessionId} and ${liveSessionMinutes.viewers} is not null)`,
        diamonds: totals.diamonds,
        likes: totals.likes,
        newFollowers: totals.newFollowers,
        shares: totals.shares,
        pkCount: totals.pkCount,
        ...(roomId === null ? {} : { roomId }),
      })
      .where(eq(liveSessions.id, sessionId));
  });
}

/** Ends a session at `endedAt` (its duration follows); a session already ended is left alone. */
export async function closeSession(db: Db, sessionId: number, endedAt: number): Promise<void> {
  await db
    .update(liveSessions)
    .set({ endedAt: new Date(endedAt), durationMs: sql`greatest(0, (extract(epoch from ${new Date(endedAt).toISOString()}::timestamptz - ${liveSessions.startedAt}) * 1000)::bigint)` })
    .where(and(eq(liveSessions.id, sessionId), isNull(liveSessions.endedAt)));
}

/** Ends whatever session a streamer has open (a streamer found offline by a worker that never held it). */
export async function closeOpenSessionOf(db: Db, streamerId: number, endedAt: number): Promise<OpenSession | null> {
  const open = await findOpenSession(db, streamerId);
  if (open) await closeSession(db, open.id, endedAt);
  return open ?? null;
}
