/**
 * Start-up data migration of configurations saved before a configuration named its host streamer: their body's
 * `room` is `{ roomId }` (a room id the server drew, which a restart made meaningless), sometimes with `source` and
 * `uniqueId`. Each is rewritten to `{ source, uniqueId }` when the streamer can be told, in this order:
 * 1. the body's own `source` and `uniqueId`, when both are there and the handle is valid;
 * 2. a room of this server with that id, started for a @uniqueId (its source and handle);
 * 3. a monitored streamer whose current room or one of whose live sessions had that id (the monitoring source,
 *    MONITOR_SOURCE, and the streamer's handle);
 * 4. a platform room id `<uniqueId>-<4 letters or digits>` (server/modules/live/room-id.ts): that handle, with the
 *    body's `source` if it has one, else the one platform source this server has set up (EULER_API_KEY,
 *    TIKTOK_CONNECTOR, or a platform MONITOR_SOURCE), when exactly one is.
 * Simulator (`sim-…`) and replay (`replay-…`) room ids do not say whose room they were: such a configuration keeps
 * its room id, its game view says `hostRoom: { state: 'unresolved' }`, a round cannot start, and the control page
 * asks to edit it (the form then needs the streamer). Every start logs the ones left.
 *
 * Idempotent and safe with several instances starting together: only bodies whose `room` has a `roomId` are read,
 * and each update is guarded by the same condition, so a body is rewritten once and a resolved one never again.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LiveSourceKind } from '../../../streams/contracts/live-rooms';
import { hostRoomSchema, legacyHostRoomSchema, type HostStreamer, type LegacyHostRoom } from '../../../streams/games/live-config';
import type { Db } from '../../db/database';
import { liveConfigs } from '../../db/schema/games';
import { liveSessions, monitoredStreamers } from '../../db/schema/monitor';

/** What the migration may consult besides the database. */
export interface HostRoomMigrationDeps {
  /** A room of this server: its source and the @uniqueId it was started for. */
  room(roomId: string): { source: LiveSourceKind; uniqueId: string | null } | undefined;
  /** MONITOR_SOURCE. */
  monitorSource: LiveSourceKind;
  /** Platform sources this server has set up (EULER_API_KEY → euler, TIKTOK_CONNECTOR → connector). */
  platformSources: readonly LiveSourceKind[];
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** What one run did: the configurations rewritten, and those whose streamer could not be told. */
export interface HostRoomMigrationResult {
  migrated: number[];
  unresolved: { configId: number; roomId: string }[];
}

const PLATFORM_SOURCES: readonly LiveSourceKind[] = ['euler', 'tikfinity', 'connector'];
/** A platform room id of room-id.ts: `<uniqueId>-<4 random letters or digits>`. */
const PLATFORM_ROOM_ID = /^([A-Za-z0-9._]{2,24})-[a-z0-9]{4}$/;

/** `{ source, uniqueId }` when it passes the API's own rules, else null. */
const validHost = (source: unknown, uniqueId: unknown): HostStreamer | null => {
  const parsed = hostRoomSchema.safeParse({ source, uniqueId });
  return parsed.success ? parsed.data : null;
};

/** The handle of the monitored streamer whose current room or one of whose sessions was `roomId`. */
async function monitoredHandle(db: Db, roomId: string): Promise<string | null> {
  const [current] = await db.select({ uniqueId: monitoredStreamers.uniqueId }).from(monitoredStreamers).where(eq(monitoredStreamers.roomId, roomId)).limit(1);
  if (current) return current.uniqueId;
  const [past] = await db
    .select({ uniqueId: monitoredStreamers.uniqueId })
    .from(liveSessions)
    .innerJoin(monitoredStreamers, eq(monitoredStreamers.id, liveSessions.streamerId))
    .where(eq(liveSessions.roomId, roomId))
    .limit(1);
  return past?.uniqueId ?? null;
}

/** The streamer of a legacy host (module comment), or null. */
async function resolveHost(db: Db, legacy: LegacyHostRoom, deps: HostRoomMigrationDeps): Promise<HostStreamer | null> {
  const own = validHost(legacy.source, legacy.uniqueId);
  if (own) return own;
  const room = deps.room(legacy.roomId);
  const running = room?.uniqueId ? validHost(room.source, room.uniqueId) : null;
  if (running) return running;
  const monitored = await monitoredHandle(db, legacy.roomId);
  const fromMonitor = monitored ? validHost(deps.monitorSource, monitored) : null;
  if (fromMonitor) return fromMonitor;
  const handle = PLATFORM_ROOM_ID.exec(legacy.roomId)?.[1];
  if (!handle) return null;
  if (legacy.source) return PLATFORM_SOURCES.includes(legacy.source) ? validHost(legacy.source, handle) : null;
  const configured = new Set([...deps.platformSources, ...(PLATFORM_SOURCES.includes(deps.monitorSource) ? [deps.monitorSource] : [])]);
  const [only] = configured;
  return configured.size === 1 && only ? validHost(only, handle) : null;
}

/**
 * Runs the migration once (module comment). Never throws for one configuration's body; database errors reject.
 * @returns the configurations rewritten and those left with their room id.
 */
export async function migrateHostRooms(db: Db, deps: HostRoomMigrationDeps): Promise<HostRoomMigrationResult> {
  const hasRoomId = sql`${liveConfigs.body} -> 'room' ? 'roomId'`;
  const rows = await db.select({ id: liveConfigs.id, room: sql<unknown>`${liveConfigs.body} -> 'room'` }).from(liveConfigs).where(hasRoomId);
  const result: HostRoomMigrationResult = { migrated: [], unresolved: [] };
  for (const row of rows) {
    const legacy = legacyHostRoomSchema.safeParse(row.room);
    if (!legacy.success) {
      deps.log.warn({ configId: row.id }, 'live configuration with an unreadable host room left as it is');
      continue;
    }
    const host = await resolveHost(db, legacy.data, deps);
    if (!host) {
      result.unresolved.push({ configId: row.id, roomId: legacy.data.roomId });
      continue;
    }
    const updated = await db
      .update(liveConfigs)
      .set({ body: sql`jsonb_set(${liveConfigs.body}, '{room}', ${JSON.stringify(host)}::jsonb)` })
      .where(and(eq(liveConfigs.id, row.id), hasRoomId))
      .returning({ id: liveConfigs.id });
    if (updated.length > 0) result.migrated.push(row.id);
  }
  if (result.migrated.length > 0) deps.log.info({ configIds: result.migrated }, 'live configurations now name their host streamer instead of a room id');
  for (const { configId, roomId } of result.unresolved) {
    deps.log.warn({ configId, roomId }, 'live configuration names a room whose streamer is unknown: edit it to name the host streamer');
  }
  return result;
}

/** The platform sources `live` sets up (for {@link HostRoomMigrationDeps.platformSources}). */
export function configuredPlatformSources(live: { eulerApiKey: string | undefined; connectorEnabled: boolean }): LiveSourceKind[] {
  const sources: LiveSourceKind[] = [];
  if (live.eulerApiKey) sources.push('euler');
  if (live.connectorEnabled) sources.push('connector');
  return sources;
}
