/**
 * The wall's answer (streams/contracts/monitor-wall.ts `GET api/monitor/wall`): the live monitored streamers from the
 * database (who is live, per the scanner's stored status) with the figures their holders keep in the KV store
 * (wall-store.ts). A live streamer whose tile is missing (its worker just took it over, or died and the tile expired)
 * is still shown, from its row, with figures unknown and `updatedAt` of its last check, so the wall marks it stale.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { connectionOf } from '../../../machines/monitor-connection.machine';
import type { WallAlert, WallQuery, WallSnapshot, WallTile } from '../../../streams/contracts/monitor-wall';
import type { Db } from '../../db/database';
import { monitoredStreamers } from '../../db/schema/monitor';
import { users } from '../../db/schema/users';
import type { KvStore } from '../../kv/kv-store';
import { readAlerts, readTiles } from '../../live/monitor/wall-store';

const LIVE_STATUSES = ['connecting', 'connected', 'disconnected', 'tracked'] as const;

export async function wallSnapshot(db: Db, kv: KvStore, query: WallQuery, now: number): Promise<WallSnapshot> {
  const [rows, [total], alerts] = await Promise.all([
    db
      .select({ streamer: monitoredStreamers, staffName: users.nickName })
      .from(monitoredStreamers)
      .leftJoin(users, eq(users.id, monitoredStreamers.staffId))
      .where(and(eq(monitoredStreamers.enabled, true), inArray(monitoredStreamers.status, [...LIVE_STATUSES]))),
    db.select({ n: count() }).from(monitoredStreamers).where(eq(monitoredStreamers.enabled, true)),
    readAlerts(kv, query.alertsAfter),
  ]);
  const stored = await readTiles(
    kv,
    rows.map((row) => row.streamer.id),
  );
  const tiles = rows
    .map(({ streamer, staffName }): WallTile => {
      const tile = stored.get(streamer.id);
      // Identity and assignment from the table (staff edits show at once), figures from the holder.
      const identity = {
        streamerId: streamer.id,
        uniqueId: streamer.uniqueId,
        nickname: streamer.nickname,
        avatarUrl: streamer.avatarUrl,
        type: streamer.type,
        staffId: streamer.staffId,
        staffName: staffName ?? null,
      };
      if (tile) return { ...tile, ...identity };
      return {
        ...identity,
        status: streamer.status,
        connection: connectionOf(streamer.status),
        reason: streamer.statusReason ?? '',
        liveSince: streamer.liveSince?.getTime() ?? null,
        roomId: streamer.roomId,
        viewers: null,
        viewerSeries: [],
        diamonds: 0,
        likes: 0,
        pk: null,
        updatedAt: streamer.lastCheckedAt?.getTime() ?? 0,
      };
    })
    .sort((a, b) => a.streamerId - b.streamerId);
  const wanted = (alert: WallAlert) => alert.kind !== 'gift' || (alert.diamonds ?? 0) >= query.giftAlertDiamonds;
  return { serverTime: now, tiles, monitoredCount: total?.n ?? 0, alerts: alerts.alerts.filter(wanted), lastAlertId: alerts.lastAlertId };
}
