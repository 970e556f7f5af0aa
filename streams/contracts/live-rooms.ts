/**
 * HTTP contract of the live rooms API, shared by the server routes and the console pages.
 * Times are epoch ms; money is diamonds (whole numbers). Pure: zod only.
 *
 * - `GET api/live/rooms?page=&size=&sort=&source=&state=&q=` → Page<{@link LiveRoomRow}> (permission live:list)
 * - `POST api/live/rooms` {@link liveRoomRequestSchema} → `{ roomId }` (live:edit)
 * - `DELETE api/live/rooms` `[roomId, …]` → 200 (live:edit)
 * - `GET api/live/rooms/{roomId}/summary` → {@link LiveRoomSummary} (live:list); the websocket topic `room:<roomId>`
 *   starts with the same summary as a `snapshot` ({@link RoomSnapshot})
 * - `GET api/live/rooms/{roomId}/events?type=&page=&size=` → Page<RoomTopicEvent>, newest first (live:list)
 * - `GET api/live/rooms/{roomId}/top-gifters?size=` → {@link TopGifter}[] by counted diamonds (live:list)
 * - `GET api/live/rooms/{roomId}/connection-log?page=&size=` → Page<{@link ConnectionLogEntry}>, newest first (live:list)
 * - `GET api/live/replays` → {@link ReplayFile}[], the recorded timelines a replay room can play (live:list)
 */
import { z } from 'zod';
import { liveUserSchema } from '../live/live-event';
import { roomConnectionStatusSchema } from '../live/room-topic';
import { commonMessage } from './refusals/common';
import { liveMessage } from './refusals/live';

/** The live source adapters. `simulator` is the default, so a fresh install moves. */
export const LIVE_SOURCE_KINDS = ['simulator', 'replay', 'euler', 'tikfinity', 'connector'] as const;
export type LiveSourceKind = (typeof LIVE_SOURCE_KINDS)[number];

/** Room ids: the hub topic grammar `room:<id>` (streams/contracts/realtime.ts). */
export const roomIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/, liveMessage('ROOM_ID_FORMAT'));

/** Body of `POST api/live/rooms`: `{ source, uniqueId?, file?, speed?, seed? }`. */
export const liveRoomRequestSchema = z
  .object({
    source: z.enum(LIVE_SOURCE_KINDS, { message: `source ${commonMessage('INVALID_CHOICE', { values: LIVE_SOURCE_KINDS })}` }).default('simulator'),
    /** The streamer's TikTok @uniqueId (platform sources; a label for the simulator). */
    uniqueId: z
      .string()
      .trim()
      .regex(/^@?[A-Za-z0-9._]{2,24}$/, `uniqueId ${liveMessage('TIKTOK_HANDLE_FORMAT')}`)
      .transform((id) => id.replace(/^@/, ''))
      .optional(),
    /** Replay timeline (.jsonl) under DATA_DIR or the fixtures folder. */
    file: z.string().trim().min(1, `file ${commonMessage('CANNOT_BE_EMPTY')}`).max(500, `file ${commonMessage('IS_TOO_LONG')}`).optional(),
    /** Replay/simulator speed factor: 0 = as fast as possible, 1 = real time (max 100). */
    speed: z.number().min(0, `speed ${liveMessage('REPLAY_SPEED_MIN')}`).max(100, `speed ${commonMessage('TOO_BIG', { maximum: 100 })}`).optional(),
    /** Simulator seed (whole number). */
    seed: z.number().int(`seed ${commonMessage('NOT_INTEGER')}`).min(0, `seed ${commonMessage('MIN_ZERO')}`).max(2 ** 31 - 1, `seed ${commonMessage('NUMBER_TOO_LARGE')}`).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.source === 'replay' && !body.file) ctx.addIssue({ code: 'custom', path: ['file'], message: `file ${liveMessage('REPLAY_FILE_REQUIRED')}` });
    if ((body.source === 'euler' || body.source === 'tikfinity' || body.source === 'connector') && !body.uniqueId) {
      ctx.addIssue({ code: 'custom', path: ['uniqueId'], message: `uniqueId ${liveMessage('HANDLE_REQUIRED_FOR_SOURCE', { source: body.source })}` });
    }
  });
export type LiveRoomRequest = z.output<typeof liveRoomRequestSchema>;

export const startedRoomSchema = z.object({ roomId: roomIdSchema });

/** `GET api/live/rooms/{roomId}/summary`. */
export const liveRoomSummarySchema = z.object({
  roomId: z.string(),
  state: roomConnectionStatusSchema,
  /** Exactly-once total, including streaks closed without an end frame. */
  giftDiamonds: z.number().int().nonnegative(),
  /** Running value of streaks still open (shown, not yet counted). */
  giftDiamondsProvisional: z.number().int().nonnegative(),
  giftCount: z.number().int().nonnegative(),
  likeTotal: z.number().int().nonnegative(),
  viewerCount: z.number().int().nonnegative(),
  memberCount: z.number().int().nonnegative(),
  chatCount: z.number().int().nonnegative(),
  followCount: z.number().int().nonnegative(),
  shareCount: z.number().int().nonnegative(),
  rejectedCount: z.number().int().nonnegative(),
});
export type LiveRoomSummary = z.infer<typeof liveRoomSummarySchema>;

/**
 * The `state` of a `snapshot` frame on a `room:<roomId>` topic (streams/contracts/realtime.ts): sent on a fresh
 * subscribe and after a gap by the instance that runs the room (other instances send none; the page keeps its REST
 * summary then). `summary` is exact at `seq`: it holds every event of the topic up to and including `seq` and
 * none after, so a reader folds exactly the events with a higher seq into it (streams/live/room-summary.ts).
 * `seq` may be ahead of the frame's own seq (events published while the snapshot was read): events up to `seq`
 * then arrive after the snapshot and are already in it. A `seq` below the frame's seq cannot be folded exactly:
 * readers ignore that snapshot and keep their REST summary.
 */
export const roomSnapshotSchema = z.object({
  /** The topic seq the summary is exact at (0 = before any event). */
  seq: z.number().int().nonnegative(),
  summary: liveRoomSummarySchema,
});
export type RoomSnapshot = z.infer<typeof roomSnapshotSchema>;

/** A row of `GET api/live/rooms`: the summary plus where the room comes from. */
export const liveRoomRowSchema = liveRoomSummarySchema.extend({
  source: z.enum(LIVE_SOURCE_KINDS),
  /** The streamer's @uniqueId, the replay file name, or the simulator's label. */
  label: z.string(),
  /** The @uniqueId the room was started for (a replay may name one too); null when none was given. */
  uniqueId: z.string().nullable(),
  startedAt: z.number(),
  /** Normalized events ingested so far. */
  eventCount: z.number().int().nonnegative(),
});
export type LiveRoomRow = z.infer<typeof liveRoomRowSchema>;

export const LIVE_ROOM_SORTS = ['startedAt', 'giftDiamonds', 'viewerCount', 'likeTotal', 'eventCount', 'label'] as const;

export const topGifterSchema = z.object({
  user: liveUserSchema,
  diamonds: z.number().int().nonnegative(),
  /** Gifts counted (Σ repeatCount). */
  giftCount: z.number().int().nonnegative(),
});
export type TopGifter = z.infer<typeof topGifterSchema>;

export const connectionLogEntrySchema = z.object({
  at: z.number(),
  from: roomConnectionStatusSchema.nullable(),
  to: roomConnectionStatusSchema,
  reason: z.string(),
});
export type ConnectionLogEntry = z.infer<typeof connectionLogEntrySchema>;

/** Where a recorded timeline lies: `data` = DATA_DIR (staff's own recordings), `fixtures` = FIXTURES_DIR (shipped ones). */
export const REPLAY_FOLDERS = ['data', 'fixtures'] as const;
export type ReplayFolder = (typeof REPLAY_FOLDERS)[number];

/**
 * One entry of `GET api/live/replays`: a `*.jsonl` file at the top of DATA_DIR or FIXTURES_DIR. Folder paths are
 * not disclosed; `file` is what `POST api/live/rooms` takes as `file`. A name in both folders is listed once, as the
 * DATA_DIR one, because that is the one a replay of that name plays.
 */
export const replayFileSchema = z.object({
  file: z.string(),
  folder: z.enum(REPLAY_FOLDERS),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** Lines of the file (one message each); null when the file is too large to count on a listing. */
  messageCount: z.number().int().nonnegative().nullable(),
  /** Capture time from the first line to the last (ms); null when the lines carry no `ts`. */
  durationMs: z.number().nonnegative().nullable(),
});
export type ReplayFile = z.infer<typeof replayFileSchema>;
