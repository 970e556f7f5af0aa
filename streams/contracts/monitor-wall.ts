/**
 * HTTP contract of the monitoring wall, live monitoring's home page (the product rule "Monitoring connection:
 * connected or disconnected"). Times are epoch ms, money is diamonds. Pure: zod only.
 *
 * - `GET api/monitor/wall?alertsAfter=&giftAlertDiamonds=` → {@link WallSnapshot} (permission `monitor:list`).
 *
 * The wall follows {@link WALL_TOPIC} on the websocket and polls this endpoint (every {@link WALL_POLL_MS}) only
 * while the socket is down: one request returns every live tile and the alerts it has not seen yet, so a wall that
 * lost its network, or whose server restarted, is whole again with its next answer. Tiles come from whichever worker holds the streamer (KV store), so any
 * instance answers the same.
 */
import { z } from 'zod';
import { WALL_ALERT_CODES } from '../monitor/monitor-reasons';
import { MONITOR_TYPES } from '../monitor/scan-schedule';
import { commonMessage } from './refusals/common';
import { MONITOR_STATUSES } from './monitor';

/** How often the wall asks, ms. */
export const WALL_POLL_MS = 2_000;
/** A tile whose `updatedAt` is older than this (server time) is shown as stale, ms. */
export const WALL_STALE_MS = 15_000;
/** Points in {@link WallTile.viewerSeries} (one per {@link VIEWER_SAMPLE_MS}). */
export const VIEWER_SERIES_POINTS = 30;
/** Spacing of viewer samples, ms. */
export const VIEWER_SAMPLE_MS = 10_000;
/** Smallest gift (diamonds) the server keeps for big-gift alerts; the wall picks its threshold at or above it. */
export const MIN_GIFT_ALERT_DIAMONDS = 100;
/** Alerts one answer returns at most (oldest first; the wall asks again with the last id). */
export const WALL_ALERT_LIMIT = 100;

const monitorStatusSchema = z.enum(MONITOR_STATUSES);

export const wallQuerySchema = z.object({
  /** Return alerts with `id` above this (0 = the most recent {@link WALL_ALERT_LIMIT}). */
  alertsAfter: z.coerce.number().int(`alertsAfter ${commonMessage('NOT_INTEGER')}`).min(0, `alertsAfter ${commonMessage('MIN_ZERO')}`).default(0),
  /** Big-gift alerts only for counted gifts worth at least this many diamonds (default 1,000). */
  giftAlertDiamonds: z.coerce
    .number()
    .int(`giftAlertDiamonds ${commonMessage('NOT_INTEGER')}`)
    .min(MIN_GIFT_ALERT_DIAMONDS, `giftAlertDiamonds ${commonMessage('TOO_SMALL', { minimum: MIN_GIFT_ALERT_DIAMONDS })}`)
    .default(1_000),
});
export type WallQuery = z.infer<typeof wallQuerySchema>;

export const wallPkTeamSchema = z.object({
  /** The team's host (TikTok user id), when known. */
  hostUserId: z.string().nullable(),
  nickname: z.string(),
  /** The platform's PK points (armies), or counted diamonds to the team's host when the platform sends none. */
  score: z.number().int().nonnegative(),
});

/** A PK (link-mic battle) in progress or just ended. */
export const wallPkSchema = z.object({
  battleId: z.string(),
  phase: z.enum(['started', 'ended', 'unknown']),
  startedAt: z.number().nullable(),
  /** Planned end, epoch ms (null when the platform gave no duration). */
  endsAt: z.number().nullable(),
  teams: z.array(wallPkTeamSchema),
});
export type WallPk = z.infer<typeof wallPkSchema>;

/** One live room on the wall (a monitored streamer who is live now). */
export const wallTileSchema = z.object({
  streamerId: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  type: z.enum(MONITOR_TYPES),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  status: monitorStatusSchema,
  /** The product's two states: `connected` only while the live connection is up. */
  connection: z.enum(['connected', 'disconnected']),
  /** Why, in words (the machine's reason: 'connected to the live room', a platform's drop reason, …). */
  reason: z.string(),
  /** When this live session was first seen. */
  liveSince: z.number().nullable(),
  /** The ingest room (focus and PK monitors while connected), null for regular monitors. */
  roomId: z.string().nullable(),
  viewers: z.number().int().nonnegative().nullable(),
  /** Viewer counts, oldest first, one per {@link VIEWER_SAMPLE_MS}; at most {@link VIEWER_SERIES_POINTS}. */
  viewerSeries: z.array(z.number().int().nonnegative()),
  /** Diamonds of this session, counted exactly once (regular monitors: 0, they have no connection). */
  diamonds: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  pk: wallPkSchema.nullable(),
  /** Last time the worker refreshed this tile (server clock). */
  updatedAt: z.number(),
});
export type WallTile = z.infer<typeof wallTileSchema>;

export const WALL_ALERT_KINDS = ['offline', 'pk', 'gift'] as const;
export type WallAlertKind = (typeof WALL_ALERT_KINDS)[number];

/**
 * Something staff should look at:
 * - `offline`: a connected room dropped, or a live stream ended without the platform saying so;
 * - `pk`: a PK started in a monitored room;
 * - `gift`: a counted gift worth at least the wall's `giftAlertDiamonds`.
 */
export const wallAlertSchema = z.object({
  /** Grows by one per alert across all instances. */
  id: z.number().int().positive(),
  at: z.number(),
  kind: z.enum(WALL_ALERT_KINDS),
  streamerId: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  /** English details (the platform's reason, the gift and sender), for logs and API readers. */
  detail: z.string(),
  /** What `detail` says, as a code the wall translates (streams/monitor/monitor-reasons.ts); absent on older alerts. */
  code: z.enum(WALL_ALERT_CODES).optional(),
  /** The code's params (`reason`, `sender`, `gift`, `count`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Gift alerts: the gift's diamonds (repeat count included). */
  diamonds: z.number().int().nonnegative().nullable(),
});
export type WallAlert = z.infer<typeof wallAlertSchema>;

export const wallSnapshotSchema = z.object({
  /** The server's clock when it answered (the wall measures staleness against it, not the browser's clock). */
  serverTime: z.number(),
  /** Every live monitored streamer (enabled, status connecting|connected|disconnected|tracked), by streamerId. */
  tiles: z.array(wallTileSchema),
  /** Monitored streamers in all (enabled), and how many of them are live now. */
  monitoredCount: z.number().int().nonnegative(),
  alerts: z.array(wallAlertSchema),
  /** The highest alert id known (pass it back as `alertsAfter`). */
  lastAlertId: z.number().int().nonnegative(),
});
export type WallSnapshot = z.infer<typeof wallSnapshotSchema>;

/**
 * The wall's websocket topic (permission `monitor:list`). A fresh subscriber, and one whose history ran out (`gap`),
 * first gets a `snapshot` whose state is the whole wall ({@link WallSnapshot}, as `GET api/monitor/wall` with
 * `alertsAfter=0` and gift alerts from {@link MIN_GIFT_ALERT_DIAMONDS}: the reader applies its own threshold).
 * Then each event ({@link WallTopicEvent}) is the whole wall again, published by an instance whose monitor changed
 * something (a tile written or removed, an alert raised), at most once per {@link WALL_TOPIC_MIN_GAP_MS} per
 * instance, read from the shared storage so it holds every instance's tiles; its alerts are those after the ones
 * that instance published last (readers skip ids they have). Whole walls rather than per-tile changes: a reader
 * needs no ordering between instances (the newest `serverTime` wins) and a lost event costs nothing; a wall of a
 * few hundred tiles a second is what one poll every 2 s per client was, but read once per instance, not per client.
 */
export const WALL_TOPIC = 'monitor:wall';
/** One instance publishes the wall at most this often, ms. */
export const WALL_TOPIC_MIN_GAP_MS = 1_000;

export const wallTopicEventSchema = z.object({ type: z.literal('wall'), wall: wallSnapshotSchema });
export type WallTopicEvent = z.infer<typeof wallTopicEventSchema>;
