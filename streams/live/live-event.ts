/**
 * `LiveEvent`: the one normalized shape of everything that happens in a live room (docs/architecture.md, the
 * live event flow). Every source format (webcast protobuf-JSON, Euler envelopes, TikFinity) is turned
 * into these events at the edge by a normalizer in `streams/live/normalize/`; everything after the edge is
 * typed and never re-validates.
 *
 * Conventions of every event:
 * - `roomId`, `msgId` and user ids are strings: TikTok's ids are int64, which proto3 JSON writes as decimal
 *   strings and which do not fit a JS number (tests/fixtures/tiktok/README.md, "Decoding").
 * - `createTime` is the platform's send time and `receivedAt` the time our ingest saw the frame, both Unix
 *   epoch milliseconds. Normalizers convert the webcast messages whose `common.createTime` is in seconds.
 * - `msgId` is the platform's message id; the gift ledger dedupes on it (TikTok replays recent messages on
 *   every (re)connect under the same msgId).
 *
 * Pure: zod only.
 */
import { z } from 'zod';

/** A platform id: a non-empty string (int64 ids are decimal strings; other sources may use other strings). */
export const liveIdSchema = z.string().min(1);

/** Epoch milliseconds (integer, ≥ 0). */
export const epochMsSchema = z.number().int().nonnegative();

/**
 * A viewer or host as far as the live logic needs one.
 * - `userId`: the platform's numeric user id as a string (stable; used as the streak key and for attribution).
 * - `uniqueId`: the handle (`@name`, without the `@`); `''` when the source did not send it.
 * - `nickname`: the display name; `''` when unknown.
 * - `avatarUrl`: the first avatar URL, or `null` when the source sent none.
 */
export const liveUserSchema = z.object({
  userId: liveIdSchema,
  uniqueId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type LiveUser = z.infer<typeof liveUserSchema>;

/** Fields every event carries (see the module comment for units). */
const baseShape = {
  roomId: liveIdSchema,
  msgId: liveIdSchema,
  createTime: epochMsSchema,
  receivedAt: epochMsSchema,
};

/**
 * One gift frame as the platform sent it (not yet counted: see `gift-streak.ts` for exactly-once counting).
 * - `diamondCount`: diamonds of ONE gift (the catalogue price), not of the frame.
 * - `repeatCount`: cumulative count of the streak so far (TikTok sends 1, 3, 7, 10, 11, 11E …), ≥ 1.
 * - `repeatEnd`: true on the frame that finishes a streak (webcast `repeatEnd` = 1; absent means 0).
 * - `groupId`: the streak's group id as a string; `'0'` when the source sent none (proto3 default).
 * - `streakable`: the gift can be sent in a combo streak (webcast `gift.type` = 1; the catalogue's type 1,
 *   all `combo: true`); only streakable frames are merged into streaks, others count once per msgId.
 * - `toUserId`: the receiving host in multi-guest rooms, `null` when unknown (then it is the room's host).
 */
export const giftEventSchema = z.object({
  type: z.literal('gift'),
  ...baseShape,
  user: liveUserSchema,
  giftId: liveIdSchema,
  giftName: z.string(),
  diamondCount: z.number().int().nonnegative(),
  repeatCount: z.number().int().positive(),
  repeatEnd: z.boolean(),
  groupId: z.string(),
  streakable: z.boolean(),
  toUserId: liveIdSchema.nullable(),
});
export type GiftEvent = z.infer<typeof giftEventSchema>;

/**
 * Likes sent by one user in one burst. `count` is this burst's likes; `likeTotal` the room's running like total
 * as the platform reported it with this message (out of order across messages: merge with max, see
 * `like-total.ts`), `null` when the source did not send one.
 */
export const likeEventSchema = z.object({
  type: z.literal('like'),
  ...baseShape,
  user: liveUserSchema,
  count: z.number().int().nonnegative(),
  likeTotal: z.number().int().nonnegative().nullable(),
});
export type LikeEvent = z.infer<typeof likeEventSchema>;

/** A chat comment; `content` is the text as sent. */
export const chatEventSchema = z.object({
  type: z.literal('chat'),
  ...baseShape,
  user: liveUserSchema,
  content: z.string(),
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** A viewer joined the room. `memberCount` is the platform's member count sent with it, `null` if absent. */
export const memberEventSchema = z.object({
  type: z.literal('member'),
  ...baseShape,
  user: liveUserSchema,
  memberCount: z.number().int().nonnegative().nullable(),
});
export type MemberEvent = z.infer<typeof memberEventSchema>;

/** The two social actions the product shows: following the host and sharing the live. */
export const socialActionSchema = z.enum(['follow', 'share']);
export type SocialAction = z.infer<typeof socialActionSchema>;

/** A viewer followed the host or shared the live. */
export const socialEventSchema = z.object({
  type: z.literal('social'),
  ...baseShape,
  user: liveUserSchema,
  action: socialActionSchema,
});
export type SocialEvent = z.infer<typeof socialEventSchema>;

/**
 * Room figures the platform pushes periodically (webcast `WebcastRoomUserSeqMessage`, about every 2 s).
 * `viewerCount`: viewers now; `likeTotal`: the room's like total when the source sends one with it.
 */
export const roomStatsEventSchema = z.object({
  type: z.literal('roomStats'),
  ...baseShape,
  viewerCount: z.number().int().nonnegative(),
  likeTotal: z.number().int().nonnegative().optional(),
});
export type RoomStatsEvent = z.infer<typeof roomStatsEventSchema>;

/**
 * Phase of a TikTok PK (link-mic battle). Webcast `battleConfig.data2`: 1 = started (its `timestamp` equals the
 * message time), 3 = ended (sent once the ~300 s battle is over); anything else is `unknown` with its code kept
 * in `statusCode` (tests/fixtures/tiktok/README.md, "Decoding": this .proto revision is partly reverse-engineered).
 */
export const battlePhaseSchema = z.enum(['started', 'ended', 'unknown']);
export type BattlePhase = z.infer<typeof battlePhaseSchema>;

/** One side of a PK: in a 1-v-1 PK each host is its own team (`teamId` = the host's user id). */
export const battleTeamSchema = z.object({
  teamId: liveIdSchema,
  hostUserIds: z.array(liveIdSchema),
});
export type BattleTeam = z.infer<typeof battleTeamSchema>;

/**
 * A PK battle's phase and timing.
 * - `battleId`: the platform's battle id (also on the `armies` events of the same battle).
 * - `startTime`: battle start, epoch ms; `null` when unknown. `durationMs`: planned length in ms, `null` if unknown.
 * - `teams`: the sides with their hosts' user ids, in the platform's order.
 */
export const battleEventSchema = z.object({
  type: z.literal('battle'),
  ...baseShape,
  battleId: liveIdSchema,
  phase: battlePhaseSchema,
  statusCode: z.number().int().nullable(),
  startTime: epochMsSchema.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  teams: z.array(battleTeamSchema),
});
export type BattleEvent = z.infer<typeof battleEventSchema>;

/** A PK score line: one host's points and the top contributors the platform listed for it. */
export const armyScoreSchema = z.object({
  hostUserId: liveIdSchema,
  /** The team this host plays for; equals `hostUserId` in a 1-v-1 PK, `null` when the source does not say. */
  teamId: liveIdSchema.nullable(),
  /** The host's PK points as the platform computes them (not diamonds we counted). */
  points: z.number().int().nonnegative(),
  contributors: z.array(z.object({ userId: liveIdSchema, nickname: z.string() })),
});
export type ArmyScore = z.infer<typeof armyScoreSchema>;

/** PK scores per host (webcast `WebcastLinkMicArmies`): the platform's own tally, shown as-is. */
export const armiesEventSchema = z.object({
  type: z.literal('armies'),
  ...baseShape,
  battleId: liveIdSchema,
  scores: z.array(armyScoreSchema),
});
export type ArmiesEvent = z.infer<typeof armiesEventSchema>;

/** Stream control: the host paused, resumed (webcast `STREAM_UNPAUSED`) or ended the live. */
export const controlActionSchema = z.enum(['paused', 'resumed', 'ended']);
export type ControlAction = z.infer<typeof controlActionSchema>;

/** The host paused, resumed or ended the live. `ended` is final for the room's session. */
export const controlEventSchema = z.object({
  type: z.literal('control'),
  ...baseShape,
  action: controlActionSchema,
});
export type ControlEvent = z.infer<typeof controlEventSchema>;

/** Every normalized live event, discriminated on `type`. */
export const liveEventSchema = z.discriminatedUnion('type', [
  giftEventSchema,
  likeEventSchema,
  chatEventSchema,
  memberEventSchema,
  socialEventSchema,
  roomStatsEventSchema,
  battleEventSchema,
  armiesEventSchema,
  controlEventSchema,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The `type` tags of `LiveEvent`. */
export type LiveEventType = LiveEvent['type'];

/** The `LiveEvent` variant with the given `type`. */
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;
