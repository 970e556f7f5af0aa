/**
 * Live rooms use cases behind `api/live/rooms*` (contract streams/contracts/live-rooms.ts):
 * reads over the in-memory registry (rooms, summaries, recent events, top gifters) and the connection log,
 * from memory while a room runs and from the database once it is gone.
 */
import type { Page } from '../../../streams/contracts/common';
import type { AppConfig } from '../../config';
import { replayFolders } from '../../live/sources/create-live-source';
import { listReplayFiles } from '../../live/sources/replay-files';
import {
  LIVE_ROOM_SORTS,
  type ConnectionLogEntry,
  type LiveRoomRow,
  type LiveRoomSummary,
  type LiveSourceKind,
  type ReplayFile,
  type TopGifter,
} from '../../../streams/contracts/live-rooms';
import type { RoomConnectionStatus } from '../../../machines/room-connection.machine';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { readConnectionLog } from './repository';
import type { LiveRoom, RoomRegistry } from './room-registry';

type RoomSort = (typeof LIVE_ROOM_SORTS)[number];

const ROOM_SORT_FIELDS: Record<RoomSort, (a: LiveRoomRow, b: LiveRoomRow) => number> = {
  startedAt: (a, b) => a.startedAt - b.startedAt,
  giftDiamonds: (a, b) => a.giftDiamonds - b.giftDiamonds,
  viewerCount: (a, b) => a.viewerCount - b.viewerCount,
  likeTotal: (a, b) => a.likeTotal - b.likeTotal,
  eventCount: (a, b) => a.eventCount - b.eventCount,
  label: (a, b) => a.label.localeCompare(b.label),
};

/**
 * Comparator of `sort=field,dir` values (eladmin; rooms live in memory, so they are sorted here). Default:
 * newest room first. Ties fall back to the room id, so pages never overlap.
 * @throws HttpError 400 on an unknown field or direction, like the database-backed lists.
 */
export function roomOrder(sort: string | string[] | undefined): (a: LiveRoomRow, b: LiveRoomRow) => number {
  const values = (sort === undefined ? [] : Array.isArray(sort) ? sort : [sort]).filter((v) => v.trim() !== '');
  const comparators = values.map((value) => {
    const [field = '', direction = 'asc'] = value.split(',').map((part) => part.trim());
    if (!Object.hasOwn(ROOM_SORT_FIELDS, field)) throw badRequest(fieldRefusal('sort', 'SORT_FIELD_UNKNOWN', { name: field, allowed: LIVE_ROOM_SORTS }));
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(fieldRefusal('sort', 'SORT_DIRECTION'));
    const compare = ROOM_SORT_FIELDS[field as RoomSort];
    return dir === 'desc' ? (a: LiveRoomRow, b: LiveRoomRow) => compare(b, a) : compare;
  });
  if (comparators.length === 0) comparators.push((a, b) => b.startedAt - a.startedAt);
  return (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a.roomId.localeCompare(b.roomId);
  };
}

/** The row of `GET api/live/rooms` for one room. */
export function roomRow(room: LiveRoom): LiveRoomRow {
  return { ...room.ingest.summary(), source: room.source, label: room.label, uniqueId: room.uniqueId, startedAt: room.ingest.startedAt, eventCount: room.eventCount() };
}

export interface RoomListQuery {
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  source?: LiveSourceKind | undefined;
  state?: RoomConnectionStatus | undefined;
  /** Case-insensitive substring of the label or the room id. */
  q?: string | undefined;
}

/** `GET api/live/rooms`: a page of this instance's rooms, filtered and sorted. */
export function listRooms(registry: RoomRegistry, query: RoomListQuery): Page<LiveRoomRow> {
  const order = roomOrder(query.sort);
  const needle = query.q?.trim().toLowerCase() ?? '';
  const rows = registry
    .list()
    .map(roomRow)
    .filter((row) => (query.source === undefined || row.source === query.source) && (query.state === undefined || row.state === query.state))
    .filter((row) => needle === '' || row.label.toLowerCase().includes(needle) || row.roomId.toLowerCase().includes(needle))
    .sort(order);
  const start = query.page * query.size;
  return { content: rows.slice(start, start + query.size), totalElements: rows.length };
}

/**
 * The room with this id.
 * @throws HttpError 404 `Live room '<id>' is not running on this server` when there is none.
 */
export function requireRoom(registry: RoomRegistry, roomId: string): LiveRoom {
  const room = registry.get(roomId);
  if (!room) throw notFound(refusal('LIVE_ROOM_NOT_RUNNING', { roomId }));
  return room;
}

/** `GET api/live/rooms/{roomId}/summary`. @throws HttpError 404 for an unknown room. */
export function roomSummary(registry: RoomRegistry, roomId: string): LiveRoomSummary {
  return requireRoom(registry, roomId).ingest.summary();
}

/**
 * `GET api/live/rooms/{roomId}/events`: a page of the room's recent events (the last RECENT_EVENTS kept by
 * ingest), newest first, optionally only those whose `type` is in `types`.
 * @throws HttpError 404 for an unknown room.
 */
export function roomEvents(
  registry: RoomRegistry,
  roomId: string,
  query: { page: number; size: number; types?: readonly RoomTopicEvent['type'][] | undefined },
): Page<RoomTopicEvent> {
  const recent = requireRoom(registry, roomId).ingest.recentEvents();
  const wanted = query.types && query.types.length > 0 ? new Set(query.types) : null;
  const events = wanted ? recent.filter((event) => wanted.has(event.type)) : recent;
  const start = query.page * query.size;
  return { content: events.slice(start, start + query.size), totalElements: events.length };
}

/** `GET api/live/rooms/{roomId}/top-gifters`: the `size` best gifters of the session. @throws HttpError 404. */
export function roomTopGifters(registry: RoomRegistry, roomId: string, size: number): TopGifter[] {
  return requireRoom(registry, roomId).gifters.top(size);
}

/**
 * `GET api/live/rooms/{roomId}/connection-log`: newest first. A running room answers from memory (its last
 * 100 transitions, including those not yet written); a room no longer running answers from the database.
 * @throws HttpError 404 when the room neither runs nor has a stored log.
 */
export async function roomConnectionLog(
  db: Db,
  registry: RoomRegistry,
  roomId: string,
  query: { page: number; size: number },
): Promise<Page<ConnectionLogEntry>> {
  const room = registry.get(roomId);
  if (room) {
    const log = [...room.ingest.transitions()].reverse();
    const start = query.page * query.size;
    return { content: log.slice(start, start + query.size).map((t) => ({ at: t.at, from: t.from, to: t.to, reason: t.reason })), totalElements: log.length };
  }
  const stored = await readConnectionLog(db, roomId, query.page, query.size);
  if (stored.totalElements === 0) throw notFound(refusal('LIVE_ROOM_NO_LOG', { roomId }));
  return stored;
}

/**
 * `GET api/live/replays`: the `*.jsonl` timelines at the top of DATA_DIR and FIXTURES_DIR that a replay room would
 * accept, DATA_DIR's first, with size, line count and capture span (server/live/sources/replay-files.ts).
 */
export function listReplays(config: Pick<AppConfig, 'live' | 'dataDir'>): Promise<ReplayFile[]> {
  return listReplayFiles(replayFolders({ live: config.live, dataDir: config.dataDir }));
}
