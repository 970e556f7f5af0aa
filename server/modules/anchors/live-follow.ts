/**
 * What monitoring tells the CRM besides live starts: which followed streamers are still live, and their figures
 * over time (the data log, `GET api/anchors/{id}/dataLog`).
 *
 * - A streamer marked living whose monitored stream has no open session any more has ended: it is marked not
 *   living, and the data log gets a point with the session's length; the session's diamonds raise the highest
 *   diamond quantity when they beat it.
 * - Live sessions still open with a followed streamer and no order for their start are found again (the safety net
 *   for a start whose hook ran on a process that stopped before dispatching).
 * - Every scan adds its point too (scan-data-log.ts); the data log answers all of them, live starts, ends and scans.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnchorDataPoint } from '../../../streams/contracts/anchor-lists';
import type { Db, DbOrTx } from '../../db/database';
import { anchorDataLog, anchorOrders, anchors } from '../../db/schema/anchors';
import { liveSessions, monitoredStreamers } from '../../db/schema/monitor';
import { formatWireDate } from '../../http/wire-date';
import type { LiveStart } from './orders';

/** Points a data log answers at most (the newest, oldest first). */
export const DATA_LOG_MAX = 1_000;

/** The streamer's figures over time, oldest first. */
export async function dataLogOf(db: DbOrTx, anchorRowId: number, zone: string): Promise<AnchorDataPoint[]> {
  const rows = await db
    .select()
    .from(anchorDataLog)
    .where(eq(anchorDataLog.anchorRowId, anchorRowId))
    .orderBy(sql`${anchorDataLog.at} desc`)
    .limit(DATA_LOG_MAX);
  return rows.reverse().map((row) => ({ time: formatWireDate(row.at, zone), fans: row.fans, highestDiamonds: row.highestDiamonds, liveStatus: row.liveStatus, liveMs: row.liveMs }));
}

/** Open sessions of followed streamers that have no order for their start. */
export async function startsWithoutOrder(db: DbOrTx): Promise<LiveStart[]> {
  const rows = await db
    .select({ uniqueId: monitoredStreamers.uniqueId, startedAt: liveSessions.startedAt, sessionId: liveSessions.id })
    .from(liveSessions)
    .innerJoin(monitoredStreamers, eq(monitoredStreamers.id, liveSessions.streamerId))
    .where(
      and(
        isNull(liveSessions.endedAt),
        sql`exists (select 1 from ${anchors} a where lower(a.unique_id) = lower(${monitoredStreamers.uniqueId}) and a.operator_id is not null
          and a.progress not in ('givenUp', 'invalid')
          and not exists (select 1 from ${anchorOrders} o where o.anchor_row_id = a.id and o.live_start_time = ${liveSessions.startedAt}))`,
      ),
    )
    .orderBy(asc(liveSessions.startedAt))
    .limit(500);
  return rows.map((row) => ({ uniqueId: row.uniqueId, startedAt: row.startedAt.getTime(), sessionId: row.sessionId }));
}

/** Marks ended the living streamers whose stream has no open session, with their data log points. @returns how many. */
export async function endFinishedLives(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(anchors)
      .set({ liveStatus: 'notLiving' })
      .where(
        and(
          eq(anchors.liveStatus, 'living'),
          sql`not exists (select 1 from ${monitoredStreamers} ms join ${liveSessions} s on s.streamer_id = ms.id and s.ended_at is null
            where lower(ms.unique_id) = lower(${anchors.uniqueId}))`,
        ),
      )
      .returning({ id: anchors.id, uniqueId: anchors.uniqueId, fans: anchors.fans, highestDiamonds: anchors.highestDiamonds, liveStartTime: anchors.liveStartTime });
    for (const streamer of ended) {
      const [session] = streamer.liveStartTime
        ? await tx
            .select({ durationMs: liveSessions.durationMs, diamonds: liveSessions.diamonds })
            .from(liveSessions)
            .innerJoin(monitoredStreamers, eq(monitoredStreamers.id, liveSessions.streamerId))
            .where(and(sql`lower(${monitoredStreamers.uniqueId}) = lower(${streamer.uniqueId})`, eq(liveSessions.startedAt, streamer.liveStartTime)))
            .limit(1)
        : [];
      const highest = Math.max(streamer.highestDiamonds, Math.min(session?.diamonds ?? 0, 2_147_483_647));
      if (highest !== streamer.highestDiamonds) await tx.update(anchors).set({ highestDiamonds: highest }).where(eq(anchors.id, streamer.id));
      await tx.insert(anchorDataLog).values({ anchorRowId: streamer.id, at: now, fans: streamer.fans, highestDiamonds: highest, liveStatus: 'notLiving', liveMs: session?.durationMs ?? null });
    }
    return ended.length;
  });
}

/** A data log point of streamers that just went live (the start of a session on the chart). */
export async function logLiveStarts(tx: DbOrTx, anchorRowIds: readonly number[], at: Date): Promise<void> {
  if (anchorRowIds.length === 0) return;
  const rows = await tx.select({ id: anchors.id, fans: anchors.fans, highestDiamonds: anchors.highestDiamonds }).from(anchors).where(sql`${anchors.id} in ${anchorRowIds}`);
  await tx.insert(anchorDataLog).values(rows.map((row) => ({ anchorRowId: row.id, at, fans: row.fans, highestDiamonds: row.highestDiamonds, liveStatus: 'living' as const, liveMs: null })));
}
