/**
 * What a running game publishes on its topic `config:<id>` (protocol in realtime.ts): the snapshot frame's
 * `state` is a {@link GameView}, and every event carries the whole view after the change plus what changed.
 * Scoreboards are small (≤ 20 streamers), so "latest view wins" keeps every reader (control pages, overlays)
 * trivially in sync after a reload or reconnect, and a reader animates only events newer than its snapshot,
 * never old ones. Units: scores in points, times in epoch ms. Pure: zod only.
 */
import { z } from 'zod';
import { liveUserSchema } from '../live/live-event';
import { giftArrivalsViewSchema } from '../games/gift-arrivals';
import { PLUGIN_STYLES } from '../games/live-config';
import { LIVE_SOURCE_KINDS } from './live-rooms';
import { entryAnimationSchema } from './animations';
import { scoreEntrySchema } from '../games/score-ledger';
import { koreaViewSchema } from './korea-view';

export const gameTopic = (configId: number): `config:${number}` => `config:${configId}`;

export const scoreLineSchema = z.object({ streamerId: z.string(), score: z.number().int(), rank: z.number().int().positive() });

export const roundViewSchema = z.object({
  status: z.enum(['notStarted', 'collecting', 'ended']),
  /** Gifts score now (the countdown is running). */
  counting: z.boolean(),
  round: z.number().int().nonnegative(),
  startedAt: z.number().nullable(),
  pkEndsAt: z.number().nullable(),
  autoEndAt: z.number().nullable(),
  endedAt: z.number().nullable(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const effectViewSchema = z.object({
  streamerId: z.string(),
  effect: z.enum(['fire', 'ice']),
  startedAt: z.number(),
  endsAt: z.number(),
});

export const contributorSchema = z.object({
  userId: z.string(),
  uniqueId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  points: z.number().int(),
});

export const spinViewSchema = z.object({
  spinNo: z.number().int().positive(),
  requestId: z.string(),
  trigger: z.enum(['gift', 'host']),
  by: z.object({ userId: z.string(), nickname: z.string() }),
  result: z.object({ index: z.number().int(), content: z.string() }),
  startedAt: z.number(),
  endsAt: z.number(),
});
export type SpinView = z.infer<typeof spinViewSchema>;

export const phaseViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['double', 'group']),
  hostId: z.string().nullable(),
  streamerIds: z.array(z.string()),
  status: z.enum(['notStarted', 'running', 'otherRunning']),
});

const hostFields = { source: z.enum(LIVE_SOURCE_KINDS), uniqueId: z.string() };

/**
 * The host room as the game sees it. The configuration names the host streamer (source + @uniqueId); the game
 * follows that streamer's current room, whose id changes with every room the server starts:
 * - `live`: following `roomId`, a room of the streamer that is connected (`since`: when the game saw it live, ms);
 * - `connecting`: following `roomId`, which is connecting or reconnecting to the platform;
 * - `notLive`: a round is collecting and no room of the streamer is live (`roomId`: a room of the streamer that is
 *   polling the platform, if any; `since`: when the game noticed, ms; `reason`: why the game could not start a room);
 * - `idle`: no round is collecting and no room of the streamer runs: the game starts one with the next round;
 * - `unresolved`: the configuration still names a room id from before it named streamers (`roomId`), and nobody could
 *   tell whose room it was: edit the configuration to name the host streamer.
 */
export const hostRoomViewSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('live'), ...hostFields, roomId: z.string(), since: z.number() }),
  z.object({ state: z.literal('connecting'), ...hostFields, roomId: z.string() }),
  z.object({ state: z.literal('notLive'), ...hostFields, roomId: z.string().nullable(), since: z.number(), reason: z.string().nullable() }),
  z.object({ state: z.literal('idle'), ...hostFields }),
  z.object({ state: z.literal('unresolved'), roomId: z.string() }),
]);
export type HostRoomView = z.infer<typeof hostRoomViewSchema>;

/** Everything a scoreboard, a control page or an overlay shows of one game. */
export const gameViewSchema = z.object({
  configId: z.number().int(),
  name: z.string(),
  pluginStyle: z.enum(PLUGIN_STYLES),
  streamers: z.array(z.object({ anchorId: z.string(), nickname: z.string(), avatarUrl: z.string().nullable() })),
  round: roundViewSchema,
  board: z.array(scoreLineSchema),
  /** Running points of gift streaks still open, per streamer: shown growing, not yet in `board`. */
  provisional: z.record(z.string(), z.number().int().nonnegative()),
  effects: z.array(effectViewSchema),
  /** Top viewers per streamer this round (flower player list). */
  contributors: z.record(z.string(), z.array(contributorSchema)),
  flowerTarget: z.number().int().positive(),
  pk: z.object({ runningPhaseId: z.string().nullable(), phases: z.array(phaseViewSchema) }),
  turntable: z
    .object({
      options: z.array(z.object({ content: z.string(), probability: z.number() })),
      current: spinViewSchema.nullable(),
      queued: z.number().int().nonnegative(),
    })
    .nullable(),
  /** The host room the game follows (see {@link hostRoomViewSchema}). */
  hostRoom: hostRoomViewSchema,
  /** Whether the selected gifts arrive in the host room this round (streams/games/gift-arrivals.ts has the rule). */
  giftArrivals: giftArrivalsViewSchema,
  /** The server's clock when the view was made, so countdowns are drawn against server time. */
  serverNow: z.number(),
  /** A Korea group PK event's stages, boards and total (streams/contracts/korea-view.ts); absent for other games. */
  korea: koreaViewSchema.optional(),
});
export type GameView = z.infer<typeof gameViewSchema>;

/**
 * One event on `config:<id>`. `view` is the state after it.
 * `hostRoom`: the host room's state changed (another room of the streamer, live, not live); `giftArrivals`: the
 * selected-gifts check changed (streams/games/gift-arrivals.ts). Neither changes scores.
 * `entry`: a configured viewer joined the host room (streams/contracts/animations.ts):
 * not game state (the view is unchanged, nothing is stored), published only for joins at most 60 s old; readers
 * play each `entry.id` once.
 */
export const gameTopicEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('score'), view: gameViewSchema, entries: z.array(scoreEntrySchema) }),
  z.object({ kind: z.literal('provisional'), view: gameViewSchema }),
  z.object({ kind: z.literal('round'), view: gameViewSchema }),
  z.object({ kind: z.literal('phase'), view: gameViewSchema }),
  z.object({ kind: z.literal('effect'), view: gameViewSchema, user: liveUserSchema.nullable() }),
  z.object({ kind: z.literal('spin'), view: gameViewSchema, spin: spinViewSchema }),
  z.object({ kind: z.literal('config'), view: gameViewSchema }),
  z.object({ kind: z.literal('entry'), view: gameViewSchema, entry: entryAnimationSchema }),
  z.object({ kind: z.literal('hostRoom'), view: gameViewSchema }),
  z.object({ kind: z.literal('giftArrivals'), view: gameViewSchema }),
]);
export type GameTopicEvent = z.infer<typeof gameTopicEventSchema>;
