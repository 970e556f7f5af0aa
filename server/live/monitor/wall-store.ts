/**
 * The wall's live data in the KV store (streams/contracts/monitor-wall.ts): each live streamer's tile, written by the
 * worker holding the streamer, and the alerts, numbered by one counter shared by every worker. The KV store is Redis
 * when scaled out, so any API instance answers the wall with what every worker wrote.
 *
 * Keys: `monitor:tile:<streamerId>` (JSON {@link WallTile}, expires {@link TILE_TTL_MS} after its last write, so a
 * crashed worker's tiles go stale and then away), `monitor:alert-seq`, `monitor:alert:<id>` (JSON, kept
 * {@link ALERT_TTL_MS}).
 */
import { WALL_ALERT_LIMIT, wallAlertSchema, wallTileSchema, type WallAlert, type WallTile } from '../../../streams/contracts/monitor-wall';
import type { KvStore } from '../../kv/kv-store';

export const TILE_TTL_MS = 120_000;
export const ALERT_TTL_MS = 60 * 60_000;
/** The alert counter outlives any alert by far (the store's counters are fixed windows). */
const SEQ_TTL_MS = 10 * 365 * 24 * 60 * 60_000;

const tileKey = (streamerId: number) => `monitor:tile:${streamerId}`;
const alertKey = (id: number) => `monitor:alert:${id}`;
const SEQ_KEY = 'monitor:alert-seq';

export async function writeTile(kv: KvStore, tile: WallTile): Promise<void> {
  await kv.set(tileKey(tile.streamerId), JSON.stringify(tile), TILE_TTL_MS);
}

export async function removeTile(kv: KvStore, streamerId: number): Promise<void> {
  await kv.del(tileKey(streamerId));
}

/** The stored tiles of `streamerIds` (missing or unreadable ones left out), by streamer id. */
export async function readTiles(kv: KvStore, streamerIds: readonly number[]): Promise<Map<number, WallTile>> {
  const tiles = new Map<number, WallTile>();
  if (streamerIds.length === 0) return tiles;
  const values = await kv.getMany(streamerIds.map(tileKey));
  values.forEach((value, index) => {
    const tile = parse(value, (json) => wallTileSchema.safeParse(json));
    if (tile) tiles.set(streamerIds[index]!, tile);
  });
  return tiles;
}

/** Records an alert under the next id. @returns the alert as stored. */
export async function raiseAlert(kv: KvStore, alert: Omit<WallAlert, 'id'>): Promise<WallAlert> {
  const { count: id } = await kv.increment(SEQ_KEY, SEQ_TTL_MS);
  const stored: WallAlert = { ...alert, id };
  await kv.set(alertKey(id), JSON.stringify(stored), ALERT_TTL_MS);
  return stored;
}

/**
 * Alerts with id above `after`, oldest first, at most {@link WALL_ALERT_LIMIT} (the newest ones when more are
 * waiting), and the highest id known.
 */
export async function readAlerts(kv: KvStore, after: number): Promise<{ alerts: WallAlert[]; lastAlertId: number }> {
  const last = Number((await kv.get(SEQ_KEY)) ?? 0);
  const from = Math.max(after + 1, last - WALL_ALERT_LIMIT + 1, 1);
  if (from > last) return { alerts: [], lastAlertId: last };
  const ids = Array.from({ length: last - from + 1 }, (_, i) => from + i);
  const values = await kv.getMany(ids.map(alertKey));
  const alerts = values.map((value) => parse(value, (json) => wallAlertSchema.safeParse(json))).filter((a): a is WallAlert => a !== null);
  return { alerts, lastAlertId: last };
}

function parse<T>(value: string | null, check: (json: unknown) => { success: true; data: T } | { success: false }): T | null {
  if (value === null) return null;
  try {
    const result = check(JSON.parse(value));
    return result.success ? result.data : null;
  } catch {
    // A value another version wrote, or a torn write: the next write replaces it.
    return null;
  }
}
