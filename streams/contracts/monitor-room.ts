/**
 * HTTP contract of the streamer room page, one room live (the product's "Monitoring streamer: monitor type, room ID,
 * connection log" and its messages 'failures to check connection logs, chat messages, viewer count, host list, room
 * list'), shared by server/modules/monitor-room and the console page
 * 'MonitorStreamerRoom'. Times are epoch ms (live data), money is diamonds. Pure: zod only.
 *
 * Permission `monitor:list` for all three:
 * - `GET api/monitor/rooms?page&size&blurry&live&type` → Page<{@link MonitorRoomRow}>: the page's host list, every
 *   monitored streamer with its live status and room, live ones first ({@link LIVE_ORDER}: connected, connecting,
 *   disconnected, tracked), then the rest; within a group the longest live first, then by nickname. `blurry`
 *   searches the TikTok ID and the nickname (a leading `@` ignored); `live=true` keeps the live ones only.
 *   `api/monitor/streamers` is not reused for this: it sorts by one column (a status sorts alphabetically, which
 *   puts `disabled` between two live states) and does not carry `liveSince`.
 * - `GET api/monitor/rooms/{id}` → {@link MonitorRoomDetail}: one streamer as the room page shows it (the room to
 *   follow, the session running now, the recent sessions, the last minutes' figures). The page asks again every
 *   {@link ROOM_RESOLVE_MS}, so it follows a new room when a stream ends and another starts or the worker reconnects.
 *   404 {@link MONITOR_ROOM_MESSAGES.notFound} for an unknown id.
 * - `GET api/monitor/streamers/{id}/connection-log?page&size` → Page<{@link MonitorLogEntry}>, newest first (the
 *   scanner's status changes, with their reasons). 404 {@link MONITOR_ROOM_MESSAGES.notFound} for an unknown id.
 *
 * The live room itself (summary, recent events, top gifters) is read through `api/live/rooms/{roomId}/*`
 * (streams/contracts/live-rooms.ts) and its websocket topic `room:<roomId>` (streams/live/room-topic.ts).
 */
import { z } from 'zod';
import { MAX_PAGE, PG_INT_MAX } from './common';
import { commonMessage } from './refusals/common';
import { monitorMessage } from './refusals/monitor';
import { MONITOR_TYPES } from '../monitor/scan-schedule';
import { MONITOR_STATUSES, type MonitorStatusName } from './monitor';

/** How often the room page asks which room to follow, ms. */
export const ROOM_RESOLVE_MS = 5_000;
/** Sessions {@link MonitorRoomDetail.sessions} lists at most. */
export const RECENT_SESSIONS = 5;
/** Minutes {@link MonitorRoomDetail.minutes} lists at most. */
export const RECENT_MINUTES = 30;

/** Statuses of a streamer who is live now, in the host list's order (a live connection first). */
export const LIVE_ORDER = ['connected', 'connecting', 'disconnected', 'tracked'] as const satisfies readonly MonitorStatusName[];

/** Whether a status means "live now" (with or without a live connection). */
export const isLiveStatus = (status: MonitorStatusName): boolean => (LIVE_ORDER as readonly MonitorStatusName[]).includes(status);

export const MONITOR_ROOM_MESSAGES = {
  notFound: (id: number) => monitorMessage('MONITORED_STREAMER_NOT_FOUND', { id }),
  idFormat: `id ${commonMessage('POSITIVE_INTEGER')}`,
  idRange: `id ${commonMessage('TOO_BIG', { maximum: PG_INT_MAX })}`,
  pageFormat: `page ${commonMessage('WHOLE_NUMBER_MIN_ZERO')}`,
  sizeFormat: `size ${commonMessage('WHOLE_NUMBER_RANGE', { minimum: 1, maximum: 100 })}`,
  liveFormat: `live ${commonMessage('BOOLEAN_EXPECTED')}`,
} as const;

const idSchema = z.coerce
  .number({ error: MONITOR_ROOM_MESSAGES.idFormat })
  .int(MONITOR_ROOM_MESSAGES.idFormat)
  .positive(MONITOR_ROOM_MESSAGES.idFormat)
  .max(PG_INT_MAX, MONITOR_ROOM_MESSAGES.idRange);

/** Path parameters `{id}` (a monitored streamer's id). */
export const monitorRoomParamsSchema = z.object({ id: idSchema });

/** `page` (0-based) and `size` (1–100, default 10) of the connection log and the host list. */
export const monitorRoomPagingSchema = z.object({
  page: z.coerce.number({ error: MONITOR_ROOM_MESSAGES.pageFormat }).int(MONITOR_ROOM_MESSAGES.pageFormat).min(0, MONITOR_ROOM_MESSAGES.pageFormat).max(MAX_PAGE).default(0),
  size: z.coerce.number({ error: MONITOR_ROOM_MESSAGES.sizeFormat }).int(MONITOR_ROOM_MESSAGES.sizeFormat).min(1, MONITOR_ROOM_MESSAGES.sizeFormat).max(100, MONITOR_ROOM_MESSAGES.sizeFormat).default(10),
});

/** Query of `GET api/monitor/rooms` besides paging. */
export const monitorRoomFilterSchema = z.object({
  blurry: z.string().trim().max(100).optional(),
  live: z
    .enum(['true', 'false'], { error: MONITOR_ROOM_MESSAGES.liveFormat })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  type: z.enum(MONITOR_TYPES).optional(),
});
export type MonitorRoomFilter = z.output<typeof monitorRoomFilterSchema>;

const statusSchema = z.enum(MONITOR_STATUSES);

/** One entry of a monitored streamer's connection log. */
export const monitorLogEntrySchema = z.object({
  at: z.number(),
  /** Null for the streamer's first entry. */
  from: statusSchema.nullable(),
  to: statusSchema,
  /** Why, in the scanner's words ('connected to the live room', a platform's drop reason, …). */
  reason: z.string(),
});
export type MonitorLogEntry = z.infer<typeof monitorLogEntrySchema>;

/** A row of the host list (and the streamer of {@link MonitorRoomDetail}). */
export const monitorRoomRowSchema = z.object({
  id: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  type: z.enum(MONITOR_TYPES),
  status: statusSchema,
  statusReason: z.string().nullable(),
  /** The ingest room to follow (focus and PK streamers while live); null otherwise. */
  roomId: z.string().nullable(),
  /** Start of the live session now running; null when not live. */
  liveSince: z.number().nullable(),
  lastCheckedAt: z.number().nullable(),
  enabled: z.boolean(),
});
export type MonitorRoomRow = z.infer<typeof monitorRoomRowSchema>;

/** One live session of the streamer (a scan or a connection saw it), with its totals. */
export const liveSessionInfoSchema = z.object({
  id: z.number().int(),
  roomId: z.string().nullable(),
  startedAt: z.number(),
  /** Null while it runs. */
  endedAt: z.number().nullable(),
  /** Null while it runs. */
  durationMs: z.number().int().nullable(),
  peakViewers: z.number().int().nonnegative(),
  avgViewers: z.number().int().nonnegative().nullable(),
  diamonds: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  newFollowers: z.number().int().nonnegative(),
  shares: z.number().int().nonnegative(),
  pkCount: z.number().int().nonnegative(),
});
export type LiveSessionInfo = z.infer<typeof liveSessionInfoSchema>;

/** One minute of a session (what the scans or the connection saw in it). */
export const sessionMinuteSchema = z.object({
  /** Start of the minute. */
  minute: z.number(),
  /** Last viewer count of the minute; null when none arrived. */
  viewers: z.number().int().nonnegative().nullable(),
  diamonds: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
});
export type SessionMinute = z.infer<typeof sessionMinuteSchema>;

/** `GET api/monitor/rooms/{id}`. */
export const monitorRoomDetailSchema = z.object({
  streamer: monitorRoomRowSchema,
  /** The session running now (null when offline). */
  current: liveSessionInfoSchema.nullable(),
  /** The latest sessions, newest first (the running one included), at most {@link RECENT_SESSIONS}. */
  sessions: z.array(liveSessionInfoSchema),
  /** The last minutes of the running session, or of the last one when offline; oldest first, at most {@link RECENT_MINUTES}. */
  minutes: z.array(sessionMinuteSchema),
  /** The server's clock when it answered (live times are measured against it, not the browser's clock). */
  serverTime: z.number(),
});
export type MonitorRoomDetail = z.infer<typeof monitorRoomDetailSchema>;
