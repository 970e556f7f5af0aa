/**
 * What the hub carries on a room's topic `room:<roomId>` (streams/contracts/realtime.ts), for every reader
 * (console pages, overlays, games):
 * - every normalized {@link LiveEvent} once (frames with a msgId already seen are dropped by the ingest);
 * - `gift.counted`: a gift counted exactly once by the server's ledger (gift-streak.ts); scores are built
 *   from these, never from raw gift frames, so a streak is never counted twice on any screen;
 * - `gift.provisional`: after a change of the open streaks, the room's running total and only the streaks that changed
 *   (new, or a count that moved; open-streaks.ts), to show streaks growing; a `gift.counted` of a streak closes it;
 * - `room.state`: a connection state change of the room (room-connection.machine.ts), with its reason.
 * Pure: zod only.
 */
import { z } from 'zod';
import { liveEventSchema, liveUserSchema } from './live-event';

export const countedGiftSchema = z.object({
  roomId: z.string(),
  msgId: z.string(),
  user: liveUserSchema,
  toUserId: z.string().nullable(),
  giftId: z.string(),
  giftName: z.string(),
  diamondCount: z.number().int().nonnegative(),
  repeatCount: z.number().int().nonnegative(),
  streakRepeatCount: z.number().int().nonnegative(),
  diamonds: z.number().int().nonnegative(),
  cause: z.enum(['end-frame', 'idle', 'source-end', 'single']),
  streakKey: z.string().nullable(),
  countedAt: z.number(),
});

export const provisionalStreakSchema = z.object({
  streakKey: z.string(),
  user: liveUserSchema,
  toUserId: z.string().nullable(),
  giftId: z.string(),
  giftName: z.string(),
  diamondCount: z.number().int().nonnegative(),
  repeatCount: z.number().int().nonnegative(),
  runningDiamonds: z.number().int().nonnegative(),
});

export const roomConnectionStatusSchema = z.enum(['idle', 'connecting', 'connected', 'reconnecting', 'notLive', 'ended', 'failed']);
export type RoomConnectionStatus = z.infer<typeof roomConnectionStatusSchema>;

export const roomTopicEventSchema = z.union([
  liveEventSchema,
  z.object({ type: z.literal('gift.counted'), roomId: z.string(), gift: countedGiftSchema, giftDiamonds: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('gift.provisional'),
    roomId: z.string(),
    provisionalDiamonds: z.number().int().nonnegative(),
    streaks: z.array(provisionalStreakSchema),
  }),
  z.object({ type: z.literal('room.state'), roomId: z.string(), status: roomConnectionStatusSchema, reason: z.string(), at: z.number() }),
]);
export type RoomTopicEvent = z.infer<typeof roomTopicEventSchema>;

/** The topic of a room. */
export const roomTopic = (roomId: string): `room:${string}` => `room:${roomId}`;
